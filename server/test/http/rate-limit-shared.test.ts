/**
 * Per-client rate limits shared by every server on one PostgreSQL: the buckets live in the database
 * (one upsert per limited request), so a balancer spreading one client's requests over several
 * servers does not multiply its limit. On the embedded database one process holds the data, and the
 * buckets stay in its memory. The PostgreSQL suites run when TEST_DATABASE_URL names a server.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { createPostgresDatabase } from '../../src/db/postgres.js';
import { createRateLimiter } from '../../src/http/rate-limit.js';
import { createPostgresRateLimitStore } from '../../src/http/rate-limit-store-postgres.js';
import { createMemoryRateLimitStore, type RateLimitPolicy } from '../../src/http/rate-limit-store.js';
import { describeEachEngine, serverDatabase } from '../support/engines.js';
import { MIGRATIONS_DIR, startTestServer, type TestServer } from '../support/fixtures.js';

/** Five searches, then (practically) none: nothing refills while a test runs. */
const SEARCH: RateLimitPolicy = { perSecond: 1e-6, burst: 5 };

const search = (server: TestServer, client: string, q: string) =>
  server.app.inject({ url: `/api/search?q=${q}&locale=id`, remoteAddress: client });

describeEachEngine('rate-limit buckets by database kind', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      ...serverDatabase(engine),
      build: { rateLimits: { holdMs: 0, policies: { search: SEARCH } } },
    });
  });
  afterAll(() => server.close());

  it(
    engine.name === 'pglite'
      ? 'the embedded database: buckets in memory, none in the table'
      : 'PostgreSQL: buckets in the table, one row per policy and client',
    async () => {
      const statuses = [];
      for (const q of ['saham', 'obligasi', 'dividen', 'reksa', 'waran', 'efek']) {
        statuses.push((await search(server, '10.60.0.1', q)).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      const rows = await server.db.query<{ policy: string; client: string; allowed: boolean; tokens: number }>(
        'select policy, client, allowed, tokens from rate_limit_buckets',
      );
      expect(rows).toEqual(
        engine.name === 'pglite'
          ? []
          : [
              {
                policy: 'search',
                client: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
                allowed: false,
                tokens: expect.closeTo(0, 3),
              },
            ],
      );
    },
  );
});

describe('the memory store', () => {
  it('admits exactly the burst of many takes at once', async () => {
    const store = createMemoryRateLimitStore({ now: () => 1_000 });
    const policy = { perSecond: 1, burst: 20 };
    const taken = await Promise.all(Array.from({ length: 60 }, () => store.take('search', policy, '10.61.0.1')));
    expect(taken.filter((result) => result.allowed)).toHaveLength(20);
  });
});

const adminUrl = process.env['TEST_DATABASE_URL'];
(adminUrl ? describe : describe.skip)('rate limits shared by servers on one PostgreSQL', () => {
  const name = `ksei_test_limits_${randomBytes(6).toString('hex')}`;
  const url = new URL(adminUrl ?? 'postgres://unused');
  url.pathname = `/${name}`;
  const open: Database[] = [];
  const connect = async (): Promise<Database> => {
    const db = await createPostgresDatabase(url.toString());
    open.push(db);
    return db;
  };
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin(`create database ${name}`);
    await migrate(await connect(), MIGRATIONS_DIR);
  });
  afterAll(async () => {
    await Promise.all(open.map((db) => db.close().catch(() => undefined)));
    await admin(`drop database if exists ${name} with (force)`);
  });

  describe('two servers, each with its own connections', () => {
    const servers: TestServer[] = [];
    beforeAll(async () => {
      for (let i = 0; i < 2; i += 1) {
        servers.push(
          await startTestServer({
            database: () => createPostgresDatabase(url.toString()),
            build: { rateLimits: { holdMs: 0, policies: { search: SEARCH } } },
          }),
        );
      }
    });
    afterAll(() => Promise.all(servers.map((server) => server.close())));

    it("share one client's bucket: the burst spread over both is admitted, the next refused on either", async () => {
      const [first, second] = servers as [TestServer, TestServer];
      const client = '10.62.0.1';
      const words = ['saham', 'obligasi', 'dividen', 'reksa', 'waran'];
      const admitted = [];
      for (const [index, q] of words.entries()) {
        admitted.push((await search(index % 2 === 0 ? first : second, client, q)).statusCode);
      }
      expect(admitted).toEqual([200, 200, 200, 200, 200]);
      const onFirst = await search(first, client, 'efek');
      const onSecond = await search(second, client, 'kustodian');
      expect([onFirst.statusCode, onSecond.statusCode]).toEqual([429, 429]);
      expect(Number(onSecond.headers['retry-after'])).toBeGreaterThan(1000);
    });

    it("leave another client's bucket alone", async () => {
      const [first, second] = servers as [TestServer, TestServer];
      expect((await search(first, '10.62.0.2', 'saham')).statusCode).toBe(200);
      expect((await search(second, '10.62.0.2', 'saham')).statusCode).toBe(200);
    });
  });

  it('admits exactly the burst of many takes at once over two connection pools', async () => {
    const stores = [createPostgresRateLimitStore(await connect()), createPostgresRateLimitStore(await connect())];
    const policy = { perSecond: 1e-6, burst: 20 };
    try {
      const taken = await Promise.all(
        Array.from({ length: 60 }, (_, index) => stores[index % 2]!.take('search', policy, '10.63.0.1')),
      );
      expect(taken.filter((result) => result.allowed)).toHaveLength(20);
    } finally {
      await Promise.all(stores.map((store) => store.close()));
    }
  });

  it('sweeps the rows of full buckets only (two servers at once: each row goes once), and a swept client starts full', async () => {
    const db = await connect();
    let clock = 1_000_000;
    const stores = [
      createPostgresRateLimitStore(db, { now: () => clock }),
      createPostgresRateLimitStore(await connect(), { now: () => clock }),
    ] as const;
    const policy = { perSecond: 1, burst: 3 };
    try {
      // Full again 1 s after one take, 3 s after three.
      await stores[0].take('sweep', policy, 'one');
      for (let i = 0; i < 3; i += 1) await stores[0].take('sweep', policy, 'three');
      clock += 2000;
      const swept = await Promise.all([stores[0].sweep(), stores[1].sweep()]);
      expect(swept[0] + swept[1]).toBe(1);
      const left = await db.query<{ client: string }>(
        "select client from rate_limit_buckets where policy = 'sweep' order by client",
      );
      expect(left).toEqual([{ client: 'three' }]);
      // The swept client was full anyway: three at once, then refused.
      const again = [];
      for (let i = 0; i < 4; i += 1) again.push((await stores[1].take('sweep', policy, 'one')).allowed);
      expect(again).toEqual([true, true, true, false]);
    } finally {
      await Promise.all(stores.map((store) => store.close()));
    }
  });

  it('counts in the process, with one warning, when the shared store fails', async () => {
    const broken = await connect();
    await broken.close();
    const warnings: string[] = [];
    const limiter = createRateLimiter({
      policies: { search: { perSecond: 1e-6, burst: 2 } },
      sharedDatabase: broken,
      warn: (_error, message) => warnings.push(message),
    });
    const waits = [];
    for (let i = 0; i < 3; i += 1) waits.push(await limiter.take('search', '10.64.0.1'));
    await limiter.close();
    expect(waits.slice(0, 2)).toEqual([null, null]);
    expect(waits[2]).toBeGreaterThan(1000);
    expect(warnings).toEqual(['rate limits: the shared store failed; counting in this process until it answers']);
  });
});
