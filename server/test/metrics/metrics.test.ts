/**
 * The operators' metrics (`METRICS_PORT`): a real app on PGlite listening on a real port, its metrics
 * scraped from their own listener as Prometheus would. Requests are labelled by route template, never
 * by URL; the public port has no /metrics; the outbox's backlog is read from the database when scraped;
 * rate-limit refusals are counted per policy; each app has its own registry and closes its listener.
 */
import type { AddressInfo } from 'node:net';
import { Registry } from 'prom-client';
import { createHashPool, DEFAULT_HASH_POOL, HashQueueFull } from '../../src/domains/hashing/pool.js';
import { registerSlowHashMetrics } from '../../src/metrics/slow-hash-metrics.js';
import { describeEachEngine, serverDatabase } from '../support/engines.js';
import { enqueueMail } from '../support/mail-queue.js';
import { startTestServer, useStarted, type TestServer } from '../support/fixtures.js';

/** A probe slug no route, page or seed knows: it may appear in a label only if a raw URL became one. */
const PROBE_SLUG = 'metrics-probe-slug-4711';

/** Started with metrics on any free loopback port, and listening publicly on another. */
async function startListening(
  database: ReturnType<typeof serverDatabase> = {},
): Promise<TestServer & { readonly origin: string; readonly metricsUrl: string }> {
  const server = await startTestServer({
    ...database,
    env: { METRICS_PORT: '0' },
    // One search, then refusals, answered at once (not held) so the test does not wait.
    build: { rateLimits: { holdMs: 0, policies: { search: { perSecond: 0.001, burst: 1 } } } },
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  const metricsUrl = server.app.metricsUrl();
  if (metricsUrl === undefined) throw new Error('the metrics listener did not start');
  return { ...server, origin: `http://127.0.0.1:${port}`, metricsUrl };
}

async function scrape(metricsUrl: string): Promise<string> {
  const response = await fetch(metricsUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** The value of one sample (`name{labels} value`), labels in prom-client's order; undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const labelText = Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .join(',');
  const head = labelText === '' ? name : `${name}{${labelText}}`;
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${head} `));
  return line === undefined ? undefined : Number(line.slice(head.length + 1));
}

describe('metrics', () => {
  const server = useStarted('metrics test server', startListening);

  it('listens on loopback by default, apart from the public port', () => {
    expect(server().metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(server().metricsUrl).not.toContain(server().origin);
  });

  it('labels requests by route template and status class, never by the URL asked for', async () => {
    const detail = await fetch(`${server().origin}/api/press-releases/${PROBE_SLUG}?locale=en`);
    expect(detail.status).toBe(404);
    expect((await fetch(`${server().origin}/api/health`)).status).toBe(200);
    // No route takes a DELETE of a page path: answered by the not-found handler, outside any route.
    const unmatched = await fetch(`${server().origin}/${PROBE_SLUG}`, { method: 'DELETE' });
    expect(unmatched.status).toBeGreaterThanOrEqual(400);

    const text = await scrape(server().metricsUrl);
    const detailLabels = { method: 'GET', route: '/api/press-releases/:slug', status_class: '4xx' };
    expect(sample(text, 'http_requests_total', detailLabels)).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', detailLabels)).toBe(1);
    expect(sample(text, 'http_requests_total', { method: 'GET', route: '/api/health', status_class: '2xx' })).toBe(1);
    expect(sample(text, 'http_requests_total', { method: 'DELETE', route: 'unmatched', status_class: '4xx' })).toBe(1);
    expect(text).not.toContain(PROBE_SLUG);
  });

  it('answers 404 for /metrics on the public port', async () => {
    const response = await fetch(`${server().origin}/metrics`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('http_requests_total');
  });

  it('counts rate-limit refusals per policy, every policy from 0', async () => {
    const before = sample(await scrape(server().metricsUrl), 'rate_limit_refusals_total', { policy: 'search' });
    expect(before).toBe(0);
    await fetch(`${server().origin}/api/search?q=saham&locale=id`);
    const refused = await fetch(`${server().origin}/api/search?q=saham&locale=id`);
    expect(refused.status).toBe(429);

    const text = await scrape(server().metricsUrl);
    expect(sample(text, 'rate_limit_refusals_total', { policy: 'search' })).toBe(1);
    expect(sample(text, 'rate_limit_refusals_total', { policy: 'write' })).toBe(0);
  });

  it('reports the outbox backlog and its oldest notice age from the database when scraped', async () => {
    const before = await scrape(server().metricsUrl);
    expect(sample(before, 'outbox_backlog_notices')).toBe(0);
    expect(sample(before, 'outbox_oldest_notice_age_seconds')).toBe(0);

    await server().db.transaction(async (tx) => {
      await enqueueMail(tx, { topic: 'contact', subject: 'Pesan kontak KSEI-METRICS-1', text: 'Isi pesan' });
      await enqueueMail(tx, { topic: 'contact', subject: 'Pesan kontak KSEI-METRICS-2', text: 'Isi pesan' });
    });
    // The first queued a quarter of an hour ago, as a notice stuck behind a mail server that is down
    // would be; the second just now: the age is the oldest's.
    await server().db.query(
      `update mail_outbox set created_at = now() - interval '15 minutes'
       where id = (select min(id) from mail_outbox where sent_at is null)`,
    );

    const after = await scrape(server().metricsUrl);
    expect(sample(after, 'outbox_backlog_notices')).toBe(2);
    expect(sample(after, 'outbox_oldest_notice_age_seconds')).toBeGreaterThanOrEqual(15 * 60);
  });

  it("reports the slow-hash line's limits, the process's own", async () => {
    const text = await scrape(server().metricsUrl);
    const publicLimit = DEFAULT_HASH_POOL.threads + DEFAULT_HASH_POOL.maxQueue;
    expect(sample(text, 'slow_hash_limit', { lane: 'public' })).toBe(publicLimit);
    expect(sample(text, 'slow_hash_limit', { lane: 'reserved' })).toBe(DEFAULT_HASH_POOL.reserved);
    expect(sample(text, 'slow_hash_in_flight', { lane: 'public' })).toBeGreaterThanOrEqual(0);
  });

  it('gives each app its own registry, and closes the listener with the app', async () => {
    const other = await startListening();
    try {
      await fetch(`${other.origin}/api/health`);
      await fetch(`${other.origin}/api/health`);
      const text = await scrape(other.metricsUrl);
      // Only this app's two requests: the first app's are in its own registry.
      expect(sample(text, 'http_requests_total', { method: 'GET', route: '/api/health', status_class: '2xx' })).toBe(2);
      expect(sample(text, 'http_requests_total', { method: 'GET', route: '/api/search', status_class: '4xx' })).toBe(
        undefined,
      );
    } finally {
      await other.close();
    }
    await expect(fetch(other.metricsUrl)).rejects.toThrow();
    expect(other.app.metricsUrl()).toBeUndefined();
  });
});

describeEachEngine('database connection metrics', (engine) => {
  const server = useStarted('metrics test server', () => startListening(serverDatabase(engine)));

  it('reports how many connections the process may open, and a transaction held open as a busy one', async () => {
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let begun = (): void => undefined;
    const open = new Promise<void>((resolve) => (begun = resolve));
    const transaction = server().db.transaction(async (tx) => {
      await tx.query('select 1');
      begun();
      await held;
    });
    try {
      await open;
      const text = await scrape(server().metricsUrl);
      // PGlite is one worker; PostgreSQL's pool is DATABASE_POOL_SIZE (default 10), which the engine reads.
      const max = sample(text, 'database_connections_max');
      expect(max).toBe(engine.name === 'pglite' ? 1 : Number(process.env['DATABASE_POOL_SIZE'] ?? 10));
      expect(sample(text, 'database_connections', { state: 'busy' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'database_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'database_requests_waiting')).toBeGreaterThanOrEqual(0);
      // The statements sent since the app was built (its own start-up reads among them) were timed.
      expect(sample(text, 'database_query_duration_seconds_count')).toBeGreaterThanOrEqual(1);
    } finally {
      release();
      await transaction;
    }
  });
});

describeEachEngine("a database's connection use", (engine) => {
  it('counts a transaction held open as a busy connection, and none once it ends', async () => {
    // A bare database: no app, so nothing else of this process uses it.
    const db = await engine.create();
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let begun = (): void => undefined;
    const open = new Promise<void>((resolve) => (begun = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query('select 1');
      begun();
      await held;
    });
    try {
      await open;
      expect(db.usage()).toMatchObject({ busy: 1, waiting: 0 });
    } finally {
      release();
      await transaction;
    }
    try {
      expect(db.usage()).toMatchObject({ busy: 0, waiting: 0 });
    } finally {
      await db.close();
    }
  });
});

describeEachEngine("a database's statement times", (engine) => {
  it('tells each statement sent, in a transaction too, until the listener stops', async () => {
    const db = await engine.create();
    try {
      const times: number[] = [];
      const stop = db.onStatement((seconds) => times.push(seconds));
      await db.query('select 1');
      await db.exec('select 1');
      await db.transaction((tx) => tx.query('select 1'));
      expect(times).toHaveLength(3);
      expect(times.every((seconds) => seconds >= 0)).toBe(true);
      stop();
      await db.query('select 1');
      expect(times).toHaveLength(3);
    } finally {
      await db.close();
    }
  });
});

describe('slow-hash metrics', () => {
  const pool = createHashPool({ threads: 1, maxQueue: 0, reserved: 1 });
  afterAll(() => pool.close());

  it('shows a hash under way, and counts one refused while the line is full', async () => {
    const registry = new Registry();
    registerSlowHashMetrics(registry, () => pool);
    const cheap = { N: 1024, r: 8, p: 1 };
    const first = pool.scrypt('123456', Buffer.alloc(16), 32, cheap);
    await expect(pool.scrypt('654321', Buffer.alloc(16), 32, cheap)).rejects.toBeInstanceOf(HashQueueFull);
    const during = await registry.metrics();
    expect(sample(during, 'slow_hash_in_flight', { lane: 'public' })).toBe(1);
    expect(sample(during, 'slow_hash_limit', { lane: 'public' })).toBe(1);
    expect(sample(during, 'slow_hash_refusals_total', { lane: 'public' })).toBe(1);
    await first;
    const after = await registry.metrics();
    expect(sample(after, 'slow_hash_in_flight', { lane: 'public' })).toBe(0);
    // A counter: still 1 at the next scrape, not counted twice.
    expect(sample(after, 'slow_hash_refusals_total', { lane: 'public' })).toBe(1);
    expect(sample(after, 'slow_hash_refusals_total', { lane: 'reserved' })).toBe(0);
  });
});

describe('metrics without METRICS_PORT', () => {
  it('starts no listener', async () => {
    const server = await startTestServer();
    try {
      expect(server.app.metricsUrl()).toBeUndefined();
    } finally {
      await server.close();
    }
  });
});
