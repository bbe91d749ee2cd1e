/**
 * Servers started together on one fresh PostgreSQL leave the database as one server alone does: every
 * start-time writer (migrations, the seed's steps, the search index, the first staff account) takes an
 * advisory lock or is idempotent. Real server processes (`dist/index.js` compiled from these sources),
 * three started together (each begun before any was ready), four rounds (or STARTS_ROUNDS), each on a new database, compared with one server's:
 * rows per table of the public schema and search hits. PostgreSQL only (TEST_DATABASE_URL).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { migrate } from '../../src/db/migrate.js';
import { createPostgresDatabase } from '../../src/db/postgres.js';
import { ensureFirstStaffAccount } from '../../src/domains/auth/index.js';
import { createFixtureDirs, MIGRATIONS_DIR } from '../support/fixtures.js';
import { compileServer, type CompiledServer } from '../support/forms-server-process.js';
import { withAdmin, withDatabase } from '../support/postgres-templates.js';
import { postgresServerEnv, spawnWaiting, stopServer, type WaitingServer } from '../support/waiting-server.js';

const adminUrl = process.env['TEST_DATABASE_URL'];
const describePostgres = adminUrl ? describe : describe.skip;

/**
 * Four rounds by default (about 11 s each on a two-core machine); `STARTS_ROUNDS` asks for more when
 * start-up code changes and the races deserve a longer look.
 */
const ROUNDS = Number(process.env['STARTS_ROUNDS'] ?? 4);
/** Rounds run side by side, each on a database of its own (see the rounds' test). */
const ROUNDS_AT_ONCE = 2;
const SERVERS = 3;
/** What a visitor would search for: a security code, a corporate action, a content word, a data page. */
const QUERIES = ['BBCA', 'dividen', 'whistleblowing', 'ISIN'] as const;
const PASSWORD = 'first staff passphrase for the test';
const databaseUrl = (name: string): string => withDatabase(adminUrl ?? '', name);

const admin = <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => withAdmin(adminUrl ?? '', work);

/** Rows in every table of the public schema, by name, read from the catalog. */
async function rowCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows) {
      const result = await client.query<{ n: number }>(`select count(*)::int as n from public."${name}"`);
      counts[name] = result.rows[0]?.n ?? -1;
    }
    return counts;
  } finally {
    await client.end();
  }
}

type Hits = Record<string, { total: number; counts: { type: string; count: number }[] }>;

async function searchHits(port: number): Promise<Hits> {
  const hits: Hits = {};
  for (const query of QUERIES) {
    const response = await fetch(`http://127.0.0.1:${port}/api/search?q=${encodeURIComponent(query)}&locale=en`);
    if (response.status !== 200) throw new Error(`search for ${query} answered ${response.status}`);
    const body = (await response.json()) as Hits[string];
    hits[query] = { total: body.total, counts: body.counts };
  }
  return hits;
}

describePostgres('servers started together on one fresh PostgreSQL [postgres]', () => {
  let compiled: CompiledServer;
  let dirs: ReturnType<typeof createFixtureDirs>;
  /** Never created: on PostgreSQL a server needs no data folder. */
  let dataDir: string;
  const prefix = `ksei_test_starts_${randomBytes(4).toString('hex')}`;
  const created: string[] = [];
  const running: WaitingServer[] = [];

  function env(url: string, index: number): NodeJS.ProcessEnv {
    return postgresServerEnv(url, dirs, {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Each its own first account: the database must still end with one (the first one's lock).
      STAFF_FIRST_EMAIL: `first-${index}@ksei.co.id`,
      STAFF_FIRST_NAME: `First ${index}`,
      STAFF_FIRST_PASSWORD: PASSWORD,
      // The test's searches all come from 127.0.0.1.
      RATE_LIMITS: 'search=1000:1000',
      DRAIN_GRACE_SECONDS: '0',
    });
  }

  async function freshDatabase(round: string): Promise<string> {
    const name = `${prefix}_${round}`;
    await admin((client) => client.query(`create database ${name}`));
    created.push(name);
    return databaseUrl(name);
  }

  /**
   * Starts `count` servers at once on `url` (loaded first, then signalled together); answers their ports,
   * and `stop` for these servers alone (another round may be running beside them).
   */
  async function startTogether(
    url: string,
    count: number,
  ): Promise<{ ports: number[]; overlapped: boolean; stop: () => Promise<void> }> {
    const started = Array.from({ length: count }, (_, index) => spawnWaiting(compiled.entry, env(url, index)));
    running.push(...started);
    const stop = async (): Promise<void> => {
      await Promise.all(started.map(stopServer));
      for (const server of started) if (running.includes(server)) running.splice(running.indexOf(server), 1);
    };
    await Promise.all(started.map((server) => server.loaded));
    for (const server of started) server.go();
    const going = await Promise.all(started.map((server) => server.going));
    const ports = await Promise.all(started.map((server) => server.ready));
    const readyAt = await Promise.all(started.map((server) => server.readyAt));
    // The starts raced when every server had begun before the first of them was ready (one machine, one clock).
    return { ports, overlapped: Math.max(...going) < Math.min(...readyAt), stop };
  }

  async function stopAll(): Promise<void> {
    await Promise.all(running.splice(0).map(stopServer));
  }

  /** One round: servers started together on a new database; what the database and a search answer then. */
  async function startRound(
    round: number,
  ): Promise<{ counts: Record<string, number>; hits: Hits; overlapped: boolean }> {
    const url = await freshDatabase(`r${round}`);
    const { ports, overlapped, stop } = await startTogether(url, SERVERS);
    try {
      // Asked of each server in turn: the index is the database's, any server answers the same.
      return { counts: await rowCounts(url), hits: await searchHits(ports[round % SERVERS] ?? 0), overlapped };
    } finally {
      await stop();
    }
  }

  let reference: { counts: Record<string, number>; hits: Hits };

  beforeAll(async () => {
    compiled = compileServer();
    dirs = createFixtureDirs();
    dataDir = path.join(dirs.root, 'no-data-dir');
    const url = await freshDatabase('alone');
    const { ports } = await startTogether(url, 1);
    reference = { counts: await rowCounts(url), hits: await searchHits(ports[0] ?? 0) };
    await stopAll();
  }, 120_000);

  afterAll(async () => {
    await stopAll();
    compiled?.remove();
    await admin(async (client) => {
      for (const name of created) await client.query(`drop database if exists ${name} with (force)`);
    });
    if (dirs) fs.rmSync(dirs.root, { recursive: true, force: true });
  }, 60_000);

  it('one server alone: the reference has every table, seeded, one staff account, 11 hits for BBCA', () => {
    const tables = Object.keys(reference.counts);
    expect(tables.length).toBeGreaterThan(20);
    expect(tables).toEqual(expect.arrayContaining(['search_documents', 'securities', 'staff_accounts']));
    expect(reference.counts['staff_accounts']).toBe(1);
    expect(reference.counts['securities']).toBeGreaterThan(2000);
    // The count for one server: 11 hits for BBCA (its securities and its corporate actions).
    expect(reference.hits['BBCA']?.total).toBe(11);
    for (const query of QUERIES) expect(reference.hits[query]?.total).toBeGreaterThan(0);
  });

  it(
    `${SERVERS} servers started together, ${ROUNDS} rounds: the database is one server's`,
    async () => {
      const overlaps: boolean[] = [];
      // Two rounds at a time, each on its own database: a round's servers mostly wait on each other's
      // advisory locks (those are per database), so one round keeps about one core busy.
      for (let first = 0; first < ROUNDS; first += ROUNDS_AT_ONCE) {
        const rounds = Array.from({ length: Math.min(ROUNDS_AT_ONCE, ROUNDS - first) }, (_, index) => first + index);
        const results = await Promise.all(rounds.map(startRound));
        for (const [index, { counts, hits, overlapped }] of results.entries()) {
          const round = first + index;
          overlaps.push(overlapped);
          expect({ round, counts }).toEqual({ round, counts: reference.counts });
          expect({ round, hits }).toEqual({ round, hits: reference.hits });
        }
      }
      // "Together": in every round each server had begun before any was ready, so their start-ups ran at
      // the same time (a property of order, not of a time bound a busy machine's scheduler could break).
      expect(overlaps).toEqual(Array.from({ length: ROUNDS }, () => true));
      expect(fs.existsSync(dataDir)).toBe(false);
    },
    ROUNDS * 30_000,
  );
});

describePostgres('the first staff account, three start-ups at once [postgres]', () => {
  const name = `ksei_test_first_${randomBytes(4).toString('hex')}`;
  afterAll(() => admin((client) => client.query(`drop database if exists ${name} with (force)`)));

  // The seed's locks stagger real starts by seconds (and each process hashes the password first), so
  // the processes above rarely reach this step together. Here three start-ups do, each on its own
  // connections with its own STAFF_FIRST_*: a transaction holding the table keeps every insert waiting
  // until all three are stuck (each at its insert, or at the lock), then lets them go.
  it('three first starts at once with different first accounts make one account between them', async () => {
    await admin((client) => client.query(`create database ${name}`));
    const url = databaseUrl(name);
    const dbs = await Promise.all([0, 1, 2].map(() => createPostgresDatabase(url)));
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await migrate(dbs[0] as (typeof dbs)[number], MIGRATIONS_DIR);
      // Reads pass, inserts wait.
      await holder.query('begin');
      await holder.query('lock table staff_accounts in share row exclusive mode');
      const made = Promise.all(
        dbs.map((db, index) =>
          ensureFirstStaffAccount(db, {
            email: `first-${index}@ksei.co.id`,
            name: `First ${index}`,
            password: PASSWORD,
          }),
        ),
      );
      const waiting = async (): Promise<number> => {
        const result = await holder.query<{ n: number }>(
          'select count(*)::int as n from pg_locks where not granted and database = (select oid from pg_database where datname = current_database())',
        );
        return result.rows[0]?.n ?? 0;
      };
      const until = Date.now() + 30_000;
      while ((await waiting()) < 3 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
      await holder.query('commit');
      expect((await made).filter(Boolean)).toHaveLength(1);
      const counted = await holder.query<{ accounts: number; added: number }>(
        `select (select count(*)::int from staff_accounts) as accounts,
                (select count(*)::int from auth_audit where event = 'account_added') as added`,
      );
      expect(counted.rows[0]).toEqual({ accounts: 1, added: 1 });
    } finally {
      await holder.end();
      await Promise.all(dbs.map((db) => db.close()));
    }
  });
});
