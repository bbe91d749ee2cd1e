/**
 * Sign-in's clean-up job: failure counts whose window (15 minutes) and lockout are over and that no
 * attempt under way holds, audit rows older than 400 days, and ended sessions (idle, past their
 * absolute end, signed out) go; everything fresher stays. Two jobs at once on one database delete each
 * row once without an error, and a started server runs the job by itself.
 */
import type { Database } from '../../../src/db/database.js';
import { startAuthMaintenance, type AuthMaintenanceLog } from '../../../src/domains/auth/maintenance.js';
import { describeEachEngine, type Engine } from '../../support/engines.js';
import { startTestServer } from '../../support/fixtures.js';

const NOW = new Date('2026-11-28T03:00:00.000Z');
const MINUTE = 60_000;
const DAY = 86_400_000;
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);

/** A log that keeps what the job said. */
function keptLog() {
  const info: Record<string, unknown>[] = [];
  const errors: unknown[] = [];
  const log: AuthMaintenanceLog = {
    info: (details) => info.push(details),
    error: (details) => errors.push(details),
  };
  return { log, info, errors };
}

/** The job at NOW as a server starts it (its first run), then one more run, then stopped as at close. */
async function runOnce(db: Database, log: AuthMaintenanceLog = keptLog().log): Promise<void> {
  const job = startAuthMaintenance({ db, log, now: () => NOW, intervalMs: 3_600_000 });
  await job.run();
  await job.stop();
}

async function failureRow(db: Database, key: string, windowStart: Date, lockedUntil: Date | null, attempts = {}) {
  await db.query(
    'insert into auth_failures (key, failures, window_started_at, locked_until, attempts) values ($1, 3, $2, $3, $4)',
    [key, windowStart, lockedUntil, JSON.stringify(attempts)],
  );
}

async function auditRows(db: Database, when: Date, count: number, email: string) {
  await db.query(
    `insert into auth_audit (at, event, email) select $1::timestamptz, 'failure', $2 from generate_series(1, $3::int)`,
    [when, email, count],
  );
}

async function accountId(db: Database): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `insert into staff_accounts (email, name, password_hash, created_at, updated_at)
     values ('sesi@ksei.co.id', 'Sesi', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA', $1, $1) returning id::text as id`,
    [NOW],
  );
  return rows[0]?.id ?? '';
}

async function session(db: Database, account: string, tag: number, idleEnd: Date, absoluteEnd: Date, revoked?: Date) {
  await db.query(
    `insert into staff_sessions (token_hash, account_id, created_at, last_seen_at, idle_expires_at, absolute_expires_at, revoked_at)
     values (decode(lpad(to_hex($1::int), 64, '0'), 'hex'), $2, $3, $3, $4, $5, $6)`,
    [tag, account, at(-DAY), idleEnd, absoluteEnd, revoked ?? null],
  );
}

const keys = async (db: Database) =>
  (await db.query<{ key: string }>('select key from auth_failures order by key')).map((row) => row.key);

describeEachEngine('sign-in clean-up', (engine?: Engine) => {
  let db: Database;
  beforeAll(async () => {
    db = await (engine
      ? engine.createMigrated()
      : (await import('../../support/pglite-template.js')).createMigratedTestPglite());
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    await db.query('delete from auth_failures');
    await db.query('delete from auth_audit');
    await db.query('delete from staff_sessions');
    await db.query('delete from staff_accounts');
  });

  it('forgets failure counts whose 15-minute window and lockout are over, unless an attempt under way holds them', async () => {
    await failureRow(db, 'email:window-over', at(-15 * MINUTE), null);
    await failureRow(db, 'email:window-open', at(-15 * MINUTE + 1), null);
    await failureRow(db, 'email:lock-running', at(-30 * MINUTE), at(1));
    await failureRow(db, 'email:lock-over', at(-30 * MINUTE), NOW);
    await failureRow(db, 'email:attempt-live', at(-30 * MINUTE), null, { a: NOW.getTime() + 1 });
    await failureRow(db, 'email:attempt-expired', at(-30 * MINUTE), null, { a: NOW.getTime() });
    await runOnce(db);
    expect(await keys(db)).toEqual(['email:attempt-live', 'email:lock-running', 'email:window-open']);
  });

  it('deletes audit rows older than 400 days, in batches, and keeps the row of exactly 400 days', async () => {
    await auditRows(db, at(-400 * DAY - 1), 1_200, 'old@ksei.co.id');
    await auditRows(db, at(-400 * DAY), 1, 'edge@ksei.co.id');
    await auditRows(db, at(-DAY), 1, 'recent@ksei.co.id');
    await runOnce(db);
    const left = await db.query<{ email: string }>('select email from auth_audit order by email');
    expect(left.map((row) => row.email)).toEqual(['edge@ksei.co.id', 'recent@ksei.co.id']);
  });

  it('deletes sessions that ended (idle, past their absolute end, signed out), keeps the live one', async () => {
    const account = await accountId(db);
    await session(db, account, 1, NOW, at(DAY));
    await session(db, account, 2, at(MINUTE), NOW);
    await session(db, account, 3, at(MINUTE), at(DAY), at(-MINUTE));
    await session(db, account, 4, at(1), at(DAY));
    await runOnce(db);
    const left = await db.query<{ tag: string }>(
      `select ltrim(encode(token_hash, 'hex'), '0') as tag from staff_sessions`,
    );
    expect(left.map((row) => row.tag)).toEqual(['4']);
  });

  it('two jobs at once delete every old row once between them, without an error', async () => {
    await auditRows(db, at(-500 * DAY), 2_000, 'old@ksei.co.id');
    const first = keptLog();
    const second = keptLog();
    await Promise.all([runOnce(db, first.log), runOnce(db, second.log)]);
    expect([...first.errors, ...second.errors]).toEqual([]);
    const deleted = [...first.info, ...second.info].reduce((sum, details) => sum + Number(details['audit']), 0);
    expect(deleted).toBe(2_000);
    expect(await db.query('select 1 from auth_audit')).toHaveLength(0);
  });

  it('runs in a started server by itself', async () => {
    const server = await startTestServer({
      env: { FORMS: 'off' },
      database: async () =>
        engine
          ? engine.createMigrated()
          : (await import('../../support/pglite-template.js')).createMigratedTestPglite(),
      beforeBuild: async (serverDb) => {
        await auditRows(serverDb, new Date(Date.now() - 401 * DAY), 3, 'old@ksei.co.id');
        await auditRows(serverDb, new Date(Date.now() - DAY), 1, 'recent@ksei.co.id');
      },
    });
    try {
      const deadline = Date.now() + 10_000;
      let left = await server.db.query<{ email: string }>('select email from auth_audit');
      while (left.length > 1 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        left = await server.db.query<{ email: string }>('select email from auth_audit');
      }
      expect(left.map((row) => row.email)).toEqual(['recent@ksei.co.id']);
    } finally {
      await server.close();
    }
  });
});
