/**
 * Readiness (`GET /api/ready`) as a balancer sees it: separate from liveness, not ready while the
 * server drains or its database does not answer, never rate-limited, never cached. The stop itself
 * (the drain's grace, the listener closing, exit 0) is the process's: test/drain-process.test.ts.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Database } from '../../src/db/database.js';
import { createReadiness } from '../../src/http/readiness.js';
import { describeEachEngine, serverDatabase } from '../support/engines.js';
import { startTestServer, useTestServer } from '../support/fixtures.js';

interface Answer {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
}

/** One GET over a real connection (keep-alive asked for), so the connection header is the server's own. */
function get(port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const agent = new http.Agent({ keepAlive: true });
    http
      .get({ host: '127.0.0.1', port, path, agent }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          agent.destroy();
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body });
        });
      })
      .on('error', reject);
  });
}

describe('readiness checks', () => {
  it('is ready with no check failing, and names each failing check with its line', async () => {
    const readiness = createReadiness();
    readiness.add('one', async () => null);
    expect((await readiness.report()).reasons).toEqual([]);
    readiness.add('registry', async () => 'no usable section registry');
    readiness.add('thrown', () =>
      Promise.reject(Object.assign(new Error('secret host db.internal'), { code: 'ECONNREFUSED' })),
    );
    const { reasons, errors } = await readiness.report();
    // A thrown error's text may name hosts: only its code is shown, the error goes to the log.
    expect(reasons).toEqual(['registry: no usable section registry', 'thrown: check failed (ECONNREFUSED)']);
    expect(errors.map(({ name }) => name)).toEqual(['thrown']);
  });

  it('puts draining first once draining has started, and stays draining', async () => {
    const readiness = createReadiness();
    readiness.add('database', async () => 'gone');
    expect(readiness.draining).toBe(false);
    readiness.startDraining();
    expect(readiness.draining).toBe(true);
    expect((await readiness.report()).reasons).toEqual(['draining', 'database: gone']);
  });

  it('fails a hung check after the timeout, and does not call it again while it hangs', async () => {
    const readiness = createReadiness({ timeoutMs: 200 });
    let calls = 0;
    readiness.add('database', () => {
      calls += 1;
      return new Promise<string | null>(() => undefined);
    });
    const started = performance.now();
    expect((await readiness.report()).reasons).toEqual(['database: no answer within 0.2 s']);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect((await readiness.report()).reasons).toEqual(['database: no answer within 0.2 s']);
    expect((await readiness.report()).reasons).toEqual(['database: no answer within 0.2 s']);
    expect(calls).toBe(1);
  });

  it('calls a check again once its last call has answered', async () => {
    const readiness = createReadiness();
    let calls = 0;
    readiness.add('database', async () => {
      calls += 1;
      return calls === 1 ? 'first' : null;
    });
    expect((await readiness.report()).reasons).toEqual(['database: first']);
    expect((await readiness.report()).reasons).toEqual([]);
    expect(calls).toBe(2);
  });
});

describe('GET /api/ready', () => {
  // Every policy one request, then nothing for ages: a route counted against any of them shows at once.
  const tight = { perSecond: 0.001, burst: 1 };
  const server = useTestServer({
    build: {
      rateLimits: {
        policies: { suggest: tight, search: tight, write: tight, receipt: tight, login: tight },
        holdMs: 0,
      },
    },
  });

  it('answers 200 ready with no-store while the database answers', async () => {
    const response = await server().app.inject('/api/ready');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['etag']).toBeUndefined();
  });

  it('is never rate-limited: twenty probes in a row with every limit at one request', async () => {
    const statuses: number[] = [];
    for (let probe = 0; probe < 20; probe += 1) statuses.push((await server().app.inject('/api/ready')).statusCode);
    expect(statuses).toEqual(Array.from({ length: 20 }, () => 200));
  });

  it('takes a check added by another part of the server', async () => {
    // A fresh server: the check stays with the app it was added to.
    const own = await startTestServer();
    try {
      own.app.readiness.add('registry', async () => 'no usable section registry');
      const response = await own.app.inject('/api/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'not-ready',
        reasons: ['registry: no usable section registry'],
        degraded: [],
      });
    } finally {
      await own.close();
    }
  });
});

describe('readiness while draining', () => {
  it('answers 503 draining while health, pages and the API still answer 200, each with Connection: close', async () => {
    const own = await startTestServer();
    try {
      await own.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = own.app.server.address() as AddressInfo;
      const before = await get(port, '/api/health');
      expect(before.status).toBe(200);
      expect(before.headers['connection']).toBe('keep-alive');

      own.app.readiness.startDraining();
      const ready = await get(port, '/api/ready');
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toEqual({ status: 'not-ready', reasons: ['draining'], degraded: [] });
      expect(ready.headers['cache-control']).toBe('no-store');
      for (const path of ['/api/ready', '/api/health', '/id/tentang-ksei/sekilas', '/api/faq', '/id/nope']) {
        const answer = await get(port, path);
        expect({ path, connection: answer.headers['connection'] }).toEqual({ path, connection: 'close' });
        if (path === '/api/health' || path === '/id/tentang-ksei/sekilas' || path === '/api/faq') {
          expect({ path, status: answer.status }).toEqual({ path, status: 200 });
        }
      }
    } finally {
      await own.close();
    }
  });
});

describe('readiness when the embedded database fails', () => {
  it('stays ready but degraded, naming the database, once its queries fail (the database closed under it)', async () => {
    const own = await startTestServer();
    try {
      expect((await own.app.inject('/api/ready')).statusCode).toBe(200);
      await own.db.close();
      // Shared by every server: a balancer that took them all out would turn the outage into the site's.
      const response = await own.app.inject('/api/ready');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'degraded',
        degraded: [expect.stringMatching(/^database: check failed/)],
      });
      // Liveness: the process answers, so no supervisor restarts it; the database's state is said beside.
      const health = await own.app.inject('/api/health');
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok', database: 'pglite', databaseReachable: false });
      // What needs the database is a 503 with Retry-After, in the asked language, never a 500.
      const list = await own.app.inject('/api/announcements?locale=en&q=nothing-cached');
      expect(list.statusCode).toBe(503);
      expect(list.headers['retry-after']).toBe('5');
      expect((list.json() as { error: { code: string } }).error.code).toBe('unavailable');
      // Outside the API too: a feed or a download needing the database is the site's 503 page, not a 500.
      for (const url of ['/feeds/announcements.en.atom', '/files/announcements/ann-0001.pdf']) {
        const answer = await own.app.inject(url);
        expect([url, answer.statusCode, answer.headers['retry-after']]).toEqual([url, 503, '5']);
      }
    } finally {
      await own.close();
    }
  });
});

describeEachEngine('readiness when the database hangs', (engine) => {
  it('answers degraded within the check timeout when the database hangs, instead of hanging', async () => {
    let hang = false;
    // What was asked while the path was dead: failed at the end, as a dead connection finally is (its
    // keep-alive gives up), so the server's jobs that asked (a rate-limit sweep, the outbox) can stop.
    const hung: ((error: Error) => void)[] = [];
    const own = await startTestServer(serverDatabase(engine));
    try {
      // The boundary: a database that stops answering (a dead network path) is a query that does not settle.
      const real = own.db.query.bind(own.db);
      (own.db as { query: Database['query'] }).query = <T>(sql: string, params?: readonly unknown[]) =>
        hang ? new Promise<T[]>((_resolve, reject) => hung.push(reject)) : real<T>(sql, params);
      expect((await own.app.inject('/api/ready')).statusCode).toBe(200);
      hang = true;
      const started = performance.now();
      const response = await own.app.inject('/api/ready');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'degraded', degraded: ['database: no answer within 2 s'] });
      expect(performance.now() - started).toBeLessThan(5_000);
    } finally {
      hang = false;
      for (const fail of hung) fail(new Error('connection timed out'));
      await own.close();
    }
  });
});

const adminUrl = process.env['TEST_DATABASE_URL'];
(adminUrl ? describe : describe.skip)('readiness when PostgreSQL drops the database [postgres]', () => {
  it('answers degraded naming the database once it is dropped under the server, ready before', async () => {
    const pg = (await import('pg')).default;
    const name = `ksei_test_ready_${Date.now().toString(36)}`;
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${name}`);
      const { createPostgresDatabase } = await import('../../src/db/postgres.js');
      const own = await startTestServer({ database: () => createPostgresDatabase(url.toString()) });
      try {
        expect((await own.app.inject('/api/ready')).statusCode).toBe(200);
        // Every session ended and the database gone: the pool's next connection is refused.
        await admin.query(`drop database ${name} with (force)`);
        const response = await own.app.inject('/api/ready');
        expect(response.statusCode).toBe(200);
        const { degraded } = response.json<{ degraded: string[] }>();
        expect(degraded).toEqual([expect.stringMatching(/^database: check failed \((57P01|3D000)\)$/)]);
      } finally {
        await own.close().catch(() => undefined);
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
