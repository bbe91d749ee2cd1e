import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startCluster, type Cluster } from '../../scripts/cluster.mjs';
import { importReach, publishReach, releaseReach, scheduleReach } from '../../scripts/cluster/reach.mjs';
import {
  contactPost,
  cyclingReads,
  startLoad,
  together,
  type LoadRequest,
  type LoadResult,
} from '../../scripts/cluster/load.mjs';

/**
 * Three production servers on one PostgreSQL behind Debian's nginx (scripts/cluster.mjs), as an
 * operator runs them: started together, one killed or stopped under load, a release and an import
 * while they serve, one client's rate limit through the balancer. One cluster for the file, the
 * tests in order. In CI the cluster makes its database on the PostgreSQL server the API suites use.
 */
test.describe.configure({ mode: 'serial' });

/** Rates of the suite's own: the loads' form posts must never be limited; search and suggest are measured. */
const SEARCH = { perSecond: 2, burst: 10 };
const SUGGEST = { perSecond: 2, burst: 10 };
const RATE_LIMITS = `write=1000:10000,search=${SEARCH.perSecond}:${SEARCH.burst},suggest=${SUGGEST.perSecond}:${SUGGEST.burst}`;
const serverUrl = () => process.env.CLUSTER_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
const lines: string[] = [];

let cluster: Cluster;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  cluster = await startCluster({
    nodes: 3,
    retries: true,
    databaseUrl: serverUrl(),
    rateLimits: RATE_LIMITS,
    drainGraceSeconds: 2,
    log: (line) => lines.push(line),
  });
});

test.afterAll(async () => {
  await cluster?.stop();
});

/** GETs round the site's pages and API reads; contact messages with a fresh captcha token each. */
const nextGet = cyclingReads();
const nextContactPost = (): LoadRequest => contactPost(cluster.url, cluster.captchaToken());

/** The load's numbers beside the test's result. */
const note = (what: string, result: LoadResult) => {
  const description = `${result.ok} answered, ${result.failures.length} failed, ${result.connectionRetries} GET(s) sent again after nginx's reload closed their connection unanswered`;
  test.info().annotations.push({ type: what, description });
  console.log(`${what}: ${description}`);
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const json = async <T>(url: string): Promise<T> => (await (await fetch(url)).json()) as T;

/** Row counts of every table of the public schema. */
async function rowCounts(sql: Cluster['sql']): Promise<Record<string, number>> {
  const tables = await sql(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await sql(`select count(*)::int as n from "${String(name)}"`);
    counts[String(name)] = Number(row?.n);
  }
  return counts;
}

/** The search hits of one query, as a node answers them directly. */
async function searchHits(base: string, q: string): Promise<unknown> {
  return json(`${base}/api/search?q=${encodeURIComponent(q)}&locale=id`);
}

test('three servers started together are all ready and leave the database as one server alone does', async () => {
  test.setTimeout(120_000);
  for (const node of cluster.nodes) {
    const response = await fetch(`${node.url}/api/ready`);
    expect(await response.json(), `node ${node.index}`).toEqual({ status: 'ready' });
  }
  expect(cluster.rotation()).toHaveLength(3);
  const counts = await rowCounts(cluster.sql);
  const hits = await Promise.all(cluster.nodes.map((node) => searchHits(node.url, 'BBCA')));

  // The same release and configuration, one server alone, on a fresh database of the same server.
  const single = await startCluster({ nodes: 1, databaseUrl: cluster.sqlUrl, rateLimits: RATE_LIMITS });
  try {
    expect(counts).toEqual(await rowCounts(single.sql));
    const singleHits = await searchHits(single.nodes[0]!.url, 'BBCA');
    expect(JSON.stringify(singleHits)).toContain('BBCA');
    for (const nodeHits of hits) expect(nodeHits).toEqual(singleHits);
  } finally {
    await single.stop();
  }
});

test('kill -9 of a server under load costs no request: nginx retries another (retries on)', async () => {
  test.setTimeout(90_000);
  cluster.setRetries(true);
  await sleep(300);
  const victim = cluster.nodes[1]!;
  const load = startLoad(cluster.url, nextGet, { connections: 8 });
  await sleep(1500);
  expect(cluster.rotation()).toContain(victim.port);
  const exit = await victim.kill();
  expect(exit.signal).toBe('SIGKILL');
  await cluster.waitForRotation((ports) => !ports.includes(victim.port), 5000);
  await sleep(1500);
  const result = await load.stop();
  expect(result.failures).toEqual([]);
  expect(result.ok).toBeGreaterThan(200);
  note('kill -9', result);

  await victim.restart();
  await cluster.waitForRotation((ports) => ports.length === 3, 10_000);
});

const references: string[] = [];

test('SIGTERM of a server under page and form load costs no request, with nginx retrying nothing; it exits 0', async () => {
  test.setTimeout(90_000);
  cluster.setRetries(false);
  // The reload's new workers are the ones with retries off.
  await sleep(500);
  expect(fs.readFileSync(path.join(cluster.nginx.dir, 'nginx.conf'), 'utf8')).toContain('proxy_next_upstream off;');
  const victim = cluster.nodes[0]!;
  const onAnswer = (body: string) => references.push((JSON.parse(body) as { reference: string }).reference);
  const gets = startLoad(cluster.url, nextGet, { connections: 6 });
  const posts = startLoad(cluster.url, nextContactPost, { connections: 3, keepAlive: false, onAnswer });
  await sleep(1500);
  expect(cluster.rotation()).toContain(victim.port);
  const exit = await victim.stop();
  await sleep(1000);
  const [pages, forms] = await Promise.all([gets.stop(), posts.stop()]);
  expect(exit).toEqual({ code: 0, signal: null });
  expect(pages.failures).toEqual([]);
  expect(forms.failures).toEqual([]);
  expect(pages.ok).toBeGreaterThan(200);
  expect(forms.ok).toBeGreaterThan(10);
  expect(references).toHaveLength(forms.ok);
  note('SIGTERM pages', pages);
  note('SIGTERM forms', forms);

  await victim.restart();
  await cluster.waitForRotation((ports) => ports.length === 3, 10_000);
  cluster.setRetries(true);
});

test('every contact message accepted under that load is e-mailed once, by one server', async () => {
  test.setTimeout(60_000);
  expect(references.length).toBeGreaterThan(10);
  const subjects = () =>
    cluster.mail.messages
      .filter((mail) => mail.topic === 'contact')
      .map((mail) => /\[(KSEI-[^\]]+)\]/.exec(mail.subject)?.[1]);
  await expect.poll(() => subjects().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(references.length);
  // Longer than a send takes: a second node sending the same notice would have sent it by now.
  await sleep(2000);
  expect(subjects().sort()).toEqual([...references].sort());
});

test('a section released into the shared folder is served by every server within a second', async () => {
  test.setTimeout(120_000);
  // The release command (its gates included) into the folder every node reads, each node asked directly.
  const reach = await releaseReach(cluster);
  expect(reach.released).toMatch(/^[0-9a-f]{16}$/);
  expect(reach.switched).toBe(true);
  console.log(
    `release: ms after the registry's switch per node: ${reach.msAfterSwitch.map((ms) => ms?.toFixed(0)).join(', ')}`,
  );
  for (const [i, ms] of reach.msAfterSwitch.entries()) {
    expect(ms, `node ${i + 1} served the release`).toBeDefined();
    expect(ms!, `node ${i + 1}: ms after the registry switched`).toBeLessThanOrEqual(1000);
  }
  expect(reach.served).toEqual(cluster.nodes.map(() => reach.released));
});

test('an import into the shared database is served by every server within a second', async () => {
  test.setTimeout(60_000);
  // Each node serves (and caches) the first import before the second changes it.
  const reach = await importReach(cluster);
  expect(reach.firstServed).toBe(true);
  expect(reach.output).toContain('1 updated');
  console.log(`import: ms after the commit per node: ${reach.msAfterCommit.join(', ')}`);
  for (const [i, ms] of reach.msAfterCommit.entries()) {
    expect(ms, `node ${i + 1} served the import`).toBeDefined();
    expect(ms!, `node ${i + 1}: ms after the commit`).toBeLessThanOrEqual(1000);
  }
});

test('an announcement approved on one server is served by every server and found in its search', async () => {
  test.setTimeout(60_000);
  // Written and submitted by one publisher, approved by a second, all through server 1; each server asked directly.
  const reach = await publishReach(cluster);
  const [data = [], search = []] = [reach.msAfterApproval[0], reach.searchMsAfterApproval[0]];
  console.log(`publish: ms after the approval per node: data ${data.join(', ')}; search ${search.join(', ')}`);
  expect(data).toHaveLength(3);
  for (const [i, ms] of data.entries()) expect(ms, `node ${i + 1} served it (within 5 s)`).toBeDefined();
  for (const [i, ms] of search.entries()) expect(ms, `node ${i + 1} found it (within 10 s)`).toBeDefined();
});

test('a scheduled announcement goes live on the other servers, on time and not before, while the server that scheduled it is down', async () => {
  test.setTimeout(90_000);
  // Three items due within half a second of each other, scheduled through server 1, which is then killed.
  const reach = await scheduleReach(cluster, { items: 3, leadMs: 6000 });
  expect(reach.scheduledBeforeTime).toBe(true);
  console.log(
    `schedule: ms after the time per item and node: ${reach.lateMs.map((row) => row.join('/')).join(', ')}; search ${reach.searchLateMs.map((row) => row.join('/')).join(', ')}`,
  );
  expect(reach.lateMs).toHaveLength(3);
  for (const row of reach.lateMs) {
    expect(row).toHaveLength(2);
    for (const ms of row) {
      expect(ms, 'served on the other servers (within 10 s of its time)').toBeDefined();
      // Asked every 10 ms from before its time: never served early.
      expect(ms!).toBeGreaterThanOrEqual(0);
    }
  }
  for (const row of reach.searchLateMs) for (const ms of row) expect(ms, 'found in search').toBeDefined();
  await cluster.waitForRotation((ports) => ports.length === 3);
});

/**
 * Requests from one client (this process, through nginx), all at once: how many were admitted, and
 * the most one shared bucket may admit in the time they took (its burst, plus its rate over that
 * time, plus one for the edge). Refused requests are held a second before their 429.
 */
async function admitted(requests: readonly LoadRequest[], policy: { perSecond: number; burst: number }) {
  const started = performance.now();
  const answers = await together(cluster.url, requests);
  const seconds = (performance.now() - started) / 1000;
  expect(answers.filter((status) => status !== 200 && status !== 429)).toEqual([]);
  const count = answers.filter((status) => status === 200).length;
  const most = policy.burst + Math.ceil(policy.perSecond * seconds) + 1;
  console.log(`${count} of ${requests.length} admitted in ${seconds.toFixed(2)} s (at most ${most} for one bucket)`);
  return { admitted: count, most };
}

test("one client's rate limit holds across the servers: admitted as configured, not once per server", async () => {
  // A full bucket: the earlier tests' searches are more than its refill time ago.
  await sleep((SEARCH.burst / SEARCH.perSecond) * 1000);
  const requests = Array.from({ length: 45 }, (_, i): LoadRequest => ({
    method: 'GET',
    path: `/api/search?q=efek${i}&locale=id`,
  }));
  const { admitted: count, most } = await admitted(requests, SEARCH);
  expect(count).toBeGreaterThanOrEqual(SEARCH.burst);
  expect(count).toBeLessThanOrEqual(most);
});

test('a forged X-Forwarded-For gets no fresh bucket', async () => {
  const requests = Array.from({ length: 45 }, (_, i): LoadRequest => ({
    method: 'GET',
    path: `/api/search/suggest?q=ef${i}&locale=id`,
    // Another "client" each time, as a flood that forges its address would claim.
    headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
  }));
  const { admitted: count, most } = await admitted(requests, SUGGEST);
  expect(count).toBeGreaterThanOrEqual(SUGGEST.burst);
  expect(count).toBeLessThanOrEqual(most);
});
