// @ts-check
/**
 * Part 13 of `npm run bench`: the local cluster of three (scripts/cluster.mjs: production servers on
 * one PostgreSQL behind Debian's nginx). Numbers only, never pass/fail:
 * 1. HTML and API throughput at 50 connections through nginx, and to one node directly, same run;
 * 2. failed requests while one node is killed (kill -9, nginx retries on) and while one is stopped
 *    (SIGTERM, retries off), under page loads and, for SIGTERM, form posts;
 * 3. how long a section release and an import take to reach every node (each asked directly);
 * 4. rate-limit accuracy across the nodes: requests admitted from one client against the policy;
 * 5. resident memory per node (now and its peak).
 * `node scripts/bench-cluster.mjs` runs this part alone on the existing build. The cluster makes its
 * database on `CLUSTER_DATABASE_URL`'s server when set, else on a PostgreSQL server of its own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { startCluster } from './cluster.mjs';
import { contactPost, cyclingReads, startLoad, together } from './cluster/load.mjs';
import { importReach, publishReach, releaseReach, scheduleReach } from './cluster/reach.mjs';

const HTML = '/id/tentang-ksei/sekilas';
const API = '/api/press-releases?locale=id';
const SEARCH = { perSecond: 2, burst: 10 };
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {string} url @param {number} seconds
 * @param {readonly string[]} warm the origins whose caches (render, API) are filled first, each directly
 */
async function throughput(url, seconds, warm) {
  const { pathname, search } = new URL(url);
  for (const origin of warm) await fetch(origin + pathname + search).then((response) => response.arrayBuffer());
  const result = await autocannon({ url, connections: 50, duration: seconds });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** VmRSS and VmHWM (peak) of a process, in MB. @param {number | undefined} pid */
function memory(pid) {
  if (pid === undefined) return { rss: NaN, peak: NaN };
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (/** @type {string} */ name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) / 1024;
  return { rss: Math.round(mb('VmRSS')), peak: Math.round(mb('VmHWM')) };
}

/**
 * @param {number} seconds autocannon's duration per throughput run
 */
export async function clusterBench(seconds) {
  const cluster = await startCluster({
    nodes: 3,
    retries: true,
    rateLimits: `write=1000:10000,search=${SEARCH.perSecond}:${SEARCH.burst}`,
  });
  try {
    const direct = /** @type {import('./cluster.d.mts').ClusterNode} */ (cluster.nodes[0]).url;
    const every = cluster.nodes.map((node) => node.url);
    const rates = {
      html: {
        nginx: await throughput(cluster.url + HTML, seconds, every),
        direct: await throughput(direct + HTML, seconds, [direct]),
      },
      api: {
        nginx: await throughput(cluster.url + API, seconds, every),
        direct: await throughput(direct + API, seconds, [direct]),
      },
    };

    const nextGet = cyclingReads();
    const nextContactPost = () => contactPost(cluster.url, cluster.captchaToken());

    // kill -9 of node 2 under page load, nginx retrying (error timeout http_502 http_503).
    const killed = /** @type {import('./cluster.d.mts').ClusterNode} */ (cluster.nodes[1]);
    const killLoad = startLoad(cluster.url, nextGet, { connections: 8 });
    await sleep(2000);
    await killed.kill();
    await sleep(3000);
    const kill = await killLoad.stop();
    await killed.restart();
    await cluster.waitForRotation((ports) => ports.length === 3);

    // SIGTERM of node 1 under page and form load, nginx retrying nothing.
    cluster.setRetries(false);
    await sleep(500);
    const stopped = /** @type {import('./cluster.d.mts').ClusterNode} */ (cluster.nodes[0]);
    const pages = startLoad(cluster.url, nextGet, { connections: 6 });
    const forms = startLoad(cluster.url, nextContactPost, { connections: 3, keepAlive: false });
    await sleep(2000);
    const stopStarted = performance.now();
    const exit = await stopped.stop();
    const stopSeconds = (performance.now() - stopStarted) / 1000;
    await sleep(1000);
    const term = { pages: await pages.stop(), forms: await forms.stop(), exit, stopSeconds };
    await stopped.restart();
    await cluster.waitForRotation((ports) => ports.length === 3);
    cluster.setRetries(true);

    const release = await releaseReach(cluster);
    const imported = await importReach(cluster);
    // Staff publishing: 20 approvals through node 1, each timed on every node; 10 items scheduled
    // through node 1, which is then killed, each timed on the other two against its time.
    const published = await publishReach(cluster, { rounds: 20 });
    const scheduled = await scheduleReach(cluster, { items: 10, leadMs: 8000 });
    await cluster.waitForRotation((ports) => ports.length === 3);

    // One client (this process, through nginx): 45 searches at once, then a flood of 10 connections.
    await sleep((SEARCH.burst / SEARCH.perSecond) * 1000);
    const burstStarted = performance.now();
    const answers = await together(
      cluster.url,
      Array.from({ length: 45 }, (_, i) => ({ method: /** @type {const} */ ('GET'), path: `/api/search?q=efek${i}` })),
    );
    const burst = {
      admitted: answers.filter((status) => status === 200).length,
      seconds: (performance.now() - burstStarted) / 1000,
    };
    await sleep((SEARCH.burst / SEARCH.perSecond) * 1000);
    let n = 0;
    const flood = await (async () => {
      const load = startLoad(cluster.url, () => ({ method: 'GET', path: `/api/search?q=saham${n++}` }), {
        connections: 10,
      });
      await sleep(10_000);
      return load.stop();
    })();
    const memories = cluster.nodes.map((node) => ({ index: node.index, ...memory(node.pid) }));
    return { rates, kill, term, release, imported, published, scheduled, burst, flood, memories };
  } finally {
    await cluster.stop();
  }
}

/** @param {Awaited<ReturnType<typeof clusterBench>>} r @param {number} seconds */
export function printClusterBench(r, seconds) {
  console.log(`\nLocal cluster of 3 (production servers on one PostgreSQL behind nginx; scripts/cluster.mjs):`);
  console.log(`  throughput, 50 connections, ${seconds} s each:`);
  const row = (/** @type {string} */ label, /** @type {{ rps: number, p99: number, errors: number }} */ x) =>
    console.log(`    ${label.padEnd(36)} ${String(x.rps).padStart(6)} req/s  p99 ${x.p99} ms  errors ${x.errors}`);
  row(`HTML through nginx (3 nodes)`, r.rates.html.nginx);
  row(`HTML one node directly`, r.rates.html.direct);
  row(`API through nginx (3 nodes)`, r.rates.api.nginx);
  row(`API one node directly`, r.rates.api.direct);
  const loadLine = (/** @type {import('./cluster/load.d.mts').LoadResult} */ x) =>
    `${x.ok} answered, ${x.failures.length} failed${x.failures.length > 0 ? ` (${[...new Set(x.failures.map((f) => f.status ?? f.error))].join(', ')})` : ''}, ${x.connectionRetries} GET(s) sent again after a reload closed their connection unanswered`;
  console.log(`  kill -9 of one node under page load, nginx retries on: ${loadLine(r.kill)}`);
  console.log(
    `  SIGTERM of one node, nginx retries off (the node exited ${r.term.exit.signal ?? `code ${r.term.exit.code}`} after ${r.term.stopSeconds.toFixed(1)} s):`,
  );
  console.log(`    pages: ${loadLine(r.term.pages)}`);
  console.log(`    form posts: ${loadLine(r.term.forms)}`);
  const times = (/** @type {readonly (number | undefined)[]} */ list) =>
    list.map((ms) => (ms === undefined ? 'not within 5 s' : `${Math.round(ms)} ms`)).join(', ');
  console.log(`  release reached the nodes (after the registry's switch): ${times(r.release.msAfterSwitch)}`);
  console.log(`  import reached the nodes (after the commit): ${times(r.imported.msAfterCommit)}`);
  // The slowest node of each round: when the item was out everywhere.
  const everywhere = (/** @type {readonly (readonly (number | undefined)[])[]} */ rounds) =>
    rounds.map((row) => (row.some((ms) => ms === undefined) ? Number.POSITIVE_INFINITY : Math.max(...row.map(Number))));
  const quantiles = (/** @type {number[]} */ list) => {
    const sorted = [...list].sort((a, b) => a - b);
    const at = (/** @type {number} */ q) =>
      sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
    return `p50 ${Math.round(at(0.5))} ms, p95 ${Math.round(at(0.95))} ms, max ${Math.round(at(1))} ms`;
  };
  console.log(
    `  publish → served by every node (${r.published.msAfterApproval.length} approvals): data ${quantiles(everywhere(r.published.msAfterApproval))}; found in search ${quantiles(everywhere(r.published.searchMsAfterApproval))} (search asked node by node under its rate limit)`,
  );
  console.log(
    `  scheduled → live on the other nodes with the scheduling node killed (${r.scheduled.lateMs.length} items): lateness ${quantiles(everywhere(r.scheduled.lateMs))}; in search ${quantiles(everywhere(r.scheduled.searchLateMs))}; scheduled before its time: ${r.scheduled.scheduledBeforeTime}`,
  );
  const allowed = (/** @type {number} */ s) => SEARCH.burst + Math.floor(SEARCH.perSecond * s);
  console.log(
    `  rate limit search=${SEARCH.perSecond}/s burst ${SEARCH.burst}, one client through nginx: 45 at once: ${r.burst.admitted} admitted in ${r.burst.seconds.toFixed(2)} s (one shared bucket allows ${allowed(r.burst.seconds)}); ` +
      `10 connections for ${r.flood.seconds.toFixed(1)} s: ${r.flood.ok} admitted of ${r.flood.sent} (allows ${allowed(r.flood.seconds)})`,
  );
  console.log(
    `  memory per node (RSS now / peak): ${r.memories.map((m) => `node ${m.index} ${m.rss} / ${m.peak} MB`).join(', ')}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const seconds = Number(process.env.BENCH_API_SECONDS ?? 10);
  printClusterBench(await clusterBench(seconds), seconds);
}
