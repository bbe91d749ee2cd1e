import type { Database } from '../../src/db/database.js';
import { ANNOUNCED_TABLES_SQL, createDataChangeHub } from '../../src/db/data-changes.js';
import { describeEachEngine } from '../support/engines.js';

/**
 * Migration 016's notices on each engine: a committed change of a table some server copies is
 * announced by its name to `onDataChange` (PGlite: in process, from its worker; PostgreSQL: through
 * LISTEN on a connection of its own), once per commit; a rolled-back one is not.
 */

/** Tables no server keeps a copy of: their writes announce nothing (and empty no cache). */
const NEVER_COPIED = [
  // Staff uploads: read by id when asked; the bytes a server keeps are keyed by their hash, which never changes.
  'attachment_files',
  'auth_audit',
  'auth_failures',
  // Each process reads the day's secret once and keeps the key it derives; a change needs no notice.
  'client_address_secrets',
  'contact_messages',
  // A day's batch: read live by the editor, never kept.
  'content_batches',
  // Staff publishing's items, revisions and trail: read live by the editor, never kept. What the public
  // sees of them is written into announced tables (announcements, search_documents).
  'content_items',
  'content_revisions',
  'mail_outbox',
  // Preview links: looked up by their token's hash with every opening, never kept.
  'preview_links',
  'publishing_audit',
  // Published files' addresses: read with every download, never kept; they change with the public row
  // (announcements), which is announced.
  'public_files',
  'rate_limit_buckets',
  'schema_migrations',
  // Read with every search answer, never kept; its rows change with search_documents, which is announced.
  'search_version',
  'seed_files',
  'staff_accounts',
  // A trusted device is looked up with each sign-in that carries its cookie, never kept in memory.
  'staff_devices',
  'staff_sessions',
  'whistleblowing_audit',
  'whistleblowing_evidence',
  'whistleblowing_reports',
  'whistleblowing_thread',
];

/** Every call of `onDataChange`, and a way to wait for one naming a table. */
function recorder(db: Database) {
  const calls: string[][] = [];
  const stop = db.onDataChange((tables) => calls.push([...tables]));
  const heard = (table: string) => calls.some((tables) => tables.includes(table));
  return {
    calls,
    stop,
    heard,
    /** Resolves once `table` was announced; fails after `ms`. */
    async waitFor(table: string, ms = 1000): Promise<number> {
      const started = performance.now();
      while (!heard(table)) {
        if (performance.now() - started > ms) throw new Error(`no notice for ${table} within ${ms} ms`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return performance.now() - started;
    },
  };
}

describeEachEngine('data change notices', (engine) => {
  let db: Database;
  beforeAll(async () => {
    db = await engine.createMigrated();
  });
  afterAll(() => db.close());

  it('announces every table some server copies, and none other', async () => {
    const tables = await db.query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by name`,
    );
    const announced = (await db.query<{ name: string }>(ANNOUNCED_TABLES_SQL)).map((row) => row.name);
    expect(announced).toEqual(
      expect.arrayContaining(['legacy_redirects', 'faqs', 'securities', 'corporate_actions', 'search_documents']),
    );
    // A table added later must be decided on: announced (its migration adds the trigger) or listed here.
    const undecided = tables.map((row) => row.name).filter((name) => !announced.includes(name));
    expect(undecided.filter((name) => !NEVER_COPIED.includes(name))).toEqual([]);
    expect(announced.filter((name) => NEVER_COPIED.includes(name))).toEqual([]);
  });

  it('announces a committed change by its table, once per commit, and a rolled-back one not at all', async () => {
    const notices = recorder(db);
    try {
      // PostgreSQL: the listener has started with the first subscription; its first connect reports
      // every table (a copy may have been read before it listened). Wait for that and start afresh.
      if (engine.name === 'postgres') await notices.waitFor('faqs', 5000);
      await new Promise((resolve) => setTimeout(resolve, 50));
      notices.calls.length = 0;

      await db.query("insert into legacy_redirects (from_url, to_path) values ('/notice-a', '/id')");
      await notices.waitFor('legacy_redirects');
      expect(notices.calls).toEqual([['legacy_redirects']]);

      notices.calls.length = 0;
      await db.transaction(async (tx) => {
        await tx.query("update legacy_redirects set to_path = '/en' where from_url = '/notice-a'");
        await tx.query("delete from legacy_redirects where from_url = '/notice-a'");
        await tx.query("insert into securities (code, type) values ('ZZNOTICE', 'EQUITY')");
      });
      await notices.waitFor('securities');
      // One transaction, two tables: one call naming each once.
      expect(notices.calls).toEqual([['legacy_redirects', 'securities']]);

      notices.calls.length = 0;
      await expect(
        db.transaction(async (tx) => {
          await tx.query("delete from securities where code = 'ZZNOTICE'");
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      // A change that never commits is never announced: the next one is the only notice.
      await db.query('delete from faqs where false');
      await notices.waitFor('faqs');
      expect(notices.calls).toEqual([['faqs']]);

      notices.calls.length = 0;
      await db.query('delete from contact_messages where false');
      await db.query('delete from staff_sessions where false');
      await db.query("delete from securities where code = 'ZZNOTICE'");
      await notices.waitFor('securities');
      expect(notices.calls).toEqual([['securities']]);
    } finally {
      notices.stop();
    }
  });

  it('stops calling a listener that unsubscribed', async () => {
    const kept = recorder(db);
    const gone = recorder(db);
    try {
      gone.stop();
      await db.query('delete from key_figures where false');
      await kept.waitFor('key_figures');
      expect(gone.calls).toEqual([]);
    } finally {
      kept.stop();
    }
  });
});

describe('the delivery of notices', () => {
  it('calls each listener once per turn with the tables of that turn, and goes on past one that throws', async () => {
    const warnings: string[] = [];
    const hub = createDataChangeHub({ log: { warn: (message) => warnings.push(message) } });
    const calls: (readonly string[])[] = [];
    hub.onDataChange(() => {
      throw new Error('a broken listener');
    });
    hub.onDataChange((tables) => calls.push(tables));
    hub.announce(['securities']);
    hub.announce(['faqs', 'securities']);
    expect(calls).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toEqual([['faqs', 'securities']]);
    expect(warnings).toEqual([expect.stringMatching(/a listener failed on faqs, securities: a broken listener/)]);
    hub.close();
    hub.announce(['faqs']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toHaveLength(1);
  });

  it('tells the engine when the first listener subscribes, once', () => {
    let started = 0;
    const hub = createDataChangeHub({ onFirstListener: () => (started += 1) });
    expect(started).toBe(0);
    const stop = hub.onDataChange(() => undefined);
    hub.onDataChange(() => undefined);
    stop();
    hub.onDataChange(() => undefined);
    expect(started).toBe(1);
  });
});
