/**
 * A change of the data reaches every server's copies within a second: the API's response cache, the
 * render cache, the securities lookup, the corporate-action schedule, the legacy redirect table and
 * the sitemap. On PGlite (one server) its own notices, in process; on PostgreSQL (TEST_DATABASE_URL)
 * two servers on one database, the change made through the first server, by plain SQL from a third
 * connection, by the import command as its own process, and while the second server's LISTEN
 * connection is cut.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { Database, Queryable } from '../../src/db/database.js';
import { createPostgresDatabase } from '../../src/db/postgres.js';
import { LISTENER_APPLICATION_NAME } from '../../src/db/postgres-changes.js';
import { startTestServer, type TestServer } from '../support/fixtures.js';
import { withAdmin as admin, withDatabase } from '../support/postgres-templates.js';
import { compileServer, type CompiledServer } from '../support/forms-server-process.js';
import { ABOUT, PRINTING_SHELL_BUILD, releaseAbout, sectionBuild, TEMPLATE, write } from '../support/server-builds.js';

/** How long a change may take to show on a server. */
const WITHIN_MS = 1000;

/** mf-about's page shows the first question of the FAQ, read through the server's API (so cached twice). */
const FAQ_SECTION = sectionBuild(`
  const answer = await shared.http.adapter({ url: '/api/faq?locale=id', method: 'get', headers: {}, baseURL: shared.http.baseURL });
  const first = JSON.parse(answer.data).data[0];
  return { kind: 'page', status: 200, html: '<p>question: ' + first.question + '</p>',
    data: { remote: 'mf-about', url: new URL(url).pathname, loaderData: {}, errors: null } };`);

/** What the test changes, found in the seeded data. */
interface Targets {
  readonly faqId: string;
  readonly actionId: string;
  readonly actionCode: string;
}

async function targetsOf(server: TestServer): Promise<Targets> {
  const { db } = server;
  // The question the API lists first (and the page shows).
  const faq = (await server.app.inject('/api/faq?locale=id')).json<{ data: { id: string }[] }>().data[0];
  const [action] = await db.query<{ id: string; code: string }>(
    "select id, code from corporate_actions where code <> '' order by id limit 1",
  );
  if (!faq || !action) throw new Error('the seed has no FAQ or corporate action');
  return { faqId: faq.id, actionId: action.id, actionCode: action.code };
}

/** One round's new values, unique to it. */
function round(label: string) {
  const mark = `${label}${randomBytes(3).toString('hex')}`.toUpperCase();
  return {
    question: `Pertanyaan ${mark}?`,
    code: `ZZ${mark}`.slice(0, 20),
    description: `Deskripsi ${mark}`,
    oldUrl: `/lama-${mark.toLowerCase()}`,
  };
}
type Round = ReturnType<typeof round>;

/** The statements of a round, for any connection. */
async function change(db: Queryable, targets: Targets, values: Round): Promise<void> {
  await db.query('update faqs set question_id = $1 where id = $2', [values.question, targets.faqId]);
  await db.query("insert into securities (code, type) values ($1, 'EQUITY')", [values.code]);
  await db.query('update corporate_actions set description_id = $1 where id = $2', [
    values.description,
    targets.actionId,
  ]);
  await db.query("insert into legacy_redirects (from_url, to_path) values ($1, '/id/faq')", [values.oldUrl]);
}

/** Which of a round's changes a server shows now. */
async function shown(server: TestServer, targets: Targets, values: Round) {
  const { app } = server;
  const [faq, page, securities, actions, redirect, sitemap] = await Promise.all([
    app.inject('/api/faq?locale=id'),
    app.inject(ABOUT),
    app.inject(`/api/securities?code=${values.code}`),
    app.inject(`/api/corporate-actions?code=${targets.actionCode}&pageSize=100&locale=id`),
    app.inject(values.oldUrl),
    app.inject('/sitemap.xml'),
  ]);
  const action = (actions.json() as { data: { id: string; description: string }[] }).data.find(
    (item) => item.id === targets.actionId,
  );
  return {
    apiCache: (faq.json() as { data: { question: string }[] }).data[0]?.question === values.question,
    renderCache: page.body.includes(`question: ${values.question}`),
    securitiesLookup: (securities.json() as { meta: { total: number } }).meta.total === 1,
    schedule: action?.description === values.description,
    legacyRedirects: redirect.statusCode === 301 && redirect.headers.location === '/id/faq',
    sitemap: sitemap.body.includes(values.code),
  };
}
type Shown = Awaited<ReturnType<typeof shown>>;
const ALL: Shown = {
  apiCache: true,
  renderCache: true,
  securitiesLookup: true,
  schedule: true,
  legacyRedirects: true,
  sitemap: true,
};
const NONE: Shown = {
  apiCache: false,
  renderCache: false,
  securitiesLookup: false,
  schedule: false,
  legacyRedirects: false,
  sitemap: false,
};

/** Every copy holds the data before the round: each is asked once, twice for the caches to answer. */
async function warm(server: TestServer, targets: Targets, values: Round): Promise<void> {
  await shown(server, targets, values);
  expect(await shown(server, targets, values)).toEqual(NONE);
}

/** The tables a round changes. */
const CHANGED = ['corporate_actions', 'faqs', 'legacy_redirects', 'securities'];

/**
 * Resolves with the milliseconds from now until `db` heard of a change of every table in `tables`,
 * or rejects after `ms`. The app's copies subscribed before the test, so they were told first.
 */
function heard(db: Database, tables: readonly string[], ms: number): Promise<number> {
  const started = performance.now();
  const missing = new Set(tables);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`not heard within ${ms} ms: ${[...missing].join(', ')}`));
    }, ms);
    const stop = db.onDataChange((changed) => {
      for (const table of changed) missing.delete(table);
      if (missing.size > 0) return;
      clearTimeout(timer);
      stop();
      resolve(performance.now() - started);
    });
  });
}

/**
 * Once the server heard of the change (within a second), the very next answers show it, from every
 * copy: none answers from data older than the change (the caches are emptied, and the copies read
 * again before they answer) — so no polling, and no answer of the old data cached after it.
 */
async function expectShownOnceHeard(
  server: TestServer,
  targets: Targets,
  values: Round,
  notice: Promise<number>,
  withinMs = WITHIN_MS,
) {
  expect(await notice).toBeLessThan(withinMs + 1);
  expect(await shown(server, targets, values)).toEqual(ALL);
}

async function startServer(database?: () => Promise<Database>): Promise<TestServer> {
  return startTestServer({
    seed: true,
    ...(database ? { database } : {}),
    beforeBuild: async (_db, config) => {
      write(path.join(config.shellDist, 'index.html'), TEMPLATE);
      write(path.join(config.shellDist, 'server', 'shell.cjs'), PRINTING_SHELL_BUILD);
      releaseAbout(config.releasesDir, '0123456789abcdef', FAQ_SECTION);
    },
  });
}

describe('a data change on one server [pglite]', () => {
  let server: TestServer;
  let targets: Targets;
  beforeAll(async () => {
    server = await startServer();
    targets = await targetsOf(server);
  }, 60_000);
  afterAll(() => server?.close());

  it('reaches its API cache, render cache, lookup, schedule, redirect table and sitemap within a second', async () => {
    const values = round('P');
    await warm(server, targets, values);
    const notice = heard(server.db, CHANGED, WITHIN_MS);
    await server.db.transaction((tx) => change(tx, targets, values));
    await expectShownOnceHeard(server, targets, values, notice);
  });

  it("reaches the schedule when only an action's text changes (its version query cannot see it)", async () => {
    const list = `/api/corporate-actions?code=${targets.actionCode}&pageSize=100&locale=id`;
    const description = async () =>
      (await server.app.inject(list))
        .json<{ data: { id: string; description: string }[] }>()
        .data.find((item) => item.id === targets.actionId)?.description;
    const text = `Deskripsi ${randomBytes(3).toString('hex')}`;
    expect(await description()).not.toBe(text);
    const notice = heard(server.db, ['corporate_actions'], WITHIN_MS);
    await server.db.query('update corporate_actions set description_id = $1 where id = $2', [text, targets.actionId]);
    expect(await notice).toBeLessThan(WITHIN_MS + 1);
    expect(await description()).toBe(text);
  });
});

const adminUrl = process.env['TEST_DATABASE_URL'];
const describePostgres = adminUrl ? describe : describe.skip;

/** A plain client as the statements' connection. */
const plain = (client: pg.Client): Queryable => ({
  query: async <T>(sql: string, params: readonly unknown[] = []) => (await client.query(sql, [...params])).rows as T[],
  exec: async (sql: string) => {
    await client.query(sql);
  },
});

describePostgres('a data change on one of two servers on one PostgreSQL', () => {
  const name = `ksei_test_${randomBytes(6).toString('hex')}`;
  const url = adminUrl ? withDatabase(adminUrl, name) : '';
  /** What the second server's notices logged. */
  const logged: string[] = [];
  let first: TestServer;
  let second: TestServer;
  let targets: Targets;
  let compiled: CompiledServer | undefined;

  /** The LISTEN connections of both servers, by backend pid. */
  const listeners = (): Promise<number[]> =>
    admin(url, async (client) =>
      (
        await client.query<{ pid: number }>(
          'select pid from pg_stat_activity where application_name = $1 and datname = $2 order by pid',
          [LISTENER_APPLICATION_NAME, name],
        )
      ).rows.map((row) => row.pid),
    );

  beforeAll(async () => {
    await admin(adminUrl as string, (client) => client.query(`create database ${name}`));
    // A slow first retry: the test changes the data while the connections are down.
    const timing = { retryMs: 1500 };
    first = await startServer(() => createPostgresDatabase(url, { changes: { timing } }));
    second = await startServer(() =>
      createPostgresDatabase(url, { changes: { log: { warn: (message) => logged.push(message) }, timing } }),
    );
    targets = await targetsOf(first);
    // Both listen once the first copy subscribed: the connections are up.
    for (let tries = 0; (await listeners()).length < 2; tries += 1) {
      if (tries > 100) throw new Error('the servers never listened');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, 120_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
    compiled?.remove();
    if (adminUrl) await admin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
  });

  it('through the first server: every copy of the second shows it within a second', async () => {
    const values = round('A');
    await warm(second, targets, values);
    const notice = heard(second.db, CHANGED, WITHIN_MS);
    await first.db.transaction((tx) => change(tx, targets, values));
    await expectShownOnceHeard(second, targets, values, notice);
  });

  it('by plain SQL from a third connection: every copy of the second shows it within a second', async () => {
    const values = round('S');
    await warm(second, targets, values);
    const notice = heard(second.db, CHANGED, WITHIN_MS);
    await admin(url, (client) => change(plain(client), targets, values));
    await expectShownOnceHeard(second, targets, values, notice);
  });

  it('by the securities import, run as its own process: both servers find the new code within a second', async () => {
    compiled = compileServer();
    const code = `ZZIMP${randomBytes(2).toString('hex').toUpperCase()}`;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-import-changes-'));
    const file = path.join(dir, 'StatisEfek20260831.txt');
    const header = fs
      .readFileSync(path.join(__dirname, '..', 'fixtures', 'StatisEfek20260831.txt'), 'utf8')
      .split('\n')[0] as string;
    const row = [
      '31-AUG-2026',
      code,
      'Obligasi Uji Perubahan',
      'CORPORATE BOND',
      '',
      'PT Uji Perubahan',
      'ACTIVE',
      'IDX',
      '07-FEB-2024',
      'IDR',
      'SCRIPLESS',
      '',
      '06-FEB-2027',
      '',
      '',
      '6.39',
      'FIXED',
      '3 MONTHS',
      '1000000',
      '',
      '212000000000',
      '212000000000',
      '212000000000',
      '100',
      '0',
      '100',
      'FINANCE',
      '',
    ].join('|');
    fs.writeFileSync(file, `${header}\n${row}\n`);
    const list = (server: TestServer) => server.app.inject(`/api/securities?code=${code}`);
    for (const server of [first, second]) {
      await list(server);
      expect((await list(server)).json().meta.total).toBe(0);
    }
    const notices = Promise.all([first, second].map((server) => heard(server.db, ['securities'], 60_000)));
    const entry = path.join(path.dirname(compiled.entry), 'import-securities.js');
    const child = spawn(process.execPath, [entry, 'statisefek', file], {
      env: { ...process.env, DATABASE_URL: url },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exit = await new Promise<number | null>((resolve) => child.on('close', resolve));
    fs.rmSync(dir, { recursive: true, force: true });
    expect({ exit, output }).toEqual({ exit: 0, output: expect.stringContaining('1') });
    // Sent at the import's commit, before it exited: heard by both within a second of the exit.
    const late = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), WITHIN_MS).unref());
    expect(await Promise.race([notices, late])).not.toBe('late');
    for (const server of [first, second]) expect((await list(server)).json().meta.total).toBe(1);
  }, 60_000);

  it('while the LISTEN connection is cut: it comes back and the second server refreshes every copy', async () => {
    const values = round('K');
    await warm(second, targets, values);
    const before = await listeners();
    expect(before).toHaveLength(2);
    await admin(url, (client) =>
      client.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = $2',
        [LISTENER_APPLICATION_NAME, name],
      ),
    );
    // Gone, and not back yet (the first retry waits 1.5 s): the change below is heard by nobody.
    for (let tries = 0; (await listeners()).some((pid) => before.includes(pid)); tries += 1) {
      if (tries > 100) throw new Error('the LISTEN connections were not cut');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const notice = heard(second.db, CHANGED, 1500 + WITHIN_MS);
    await admin(url, (client) => change(plain(client), targets, values));
    expect(await listeners()).toEqual([]);
    expect(await shown(second, targets, values)).toEqual(NONE);

    // Reconnected after the 1.5 s wait, every table reported changed: every copy read again.
    await expectShownOnceHeard(second, targets, values, notice, 1500 + WITHIN_MS);
    const after = await listeners();
    expect(after).toHaveLength(2);
    expect(after.filter((pid) => before.includes(pid))).toEqual([]);
    expect(logged).toEqual([
      expect.stringMatching(/no LISTEN connection to PostgreSQL \(.*terminat.*\); reconnecting/),
      expect.stringMatching(/LISTEN connection to PostgreSQL back after \d+\.\d s/),
    ]);
  }, 30_000);
});
