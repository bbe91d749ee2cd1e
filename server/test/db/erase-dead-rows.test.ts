/**
 * What the site let go of is gone from the embedded database's files too: the inbox's periodic job
 * erases the old versions of the visitor tables' rows from the tables and the write-ahead log.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../src/db/database.js';
import { pgliteVersion } from '../../src/db/empty-cluster.js';
import { eraseDeadRows } from '../../src/db/erase-dead-rows.js';
import { createPgliteDatabase } from '../../src/db/pglite.js';
import { startInboxMaintenance } from '../../src/domains/inbox/index.js';
import { createMigratedTestPglite, migratedKey } from '../support/pglite-template.js';
import { TEST_FORM_KEYS } from '../support/mail-queue.js';

/** Files under `dir` whose bytes contain `marker`, by path relative to `dir`. */
function filesHolding(dir: string, marker: string): string[] {
  const found: string[] = [];
  const needle = Buffer.from(marker);
  const walk = (folder: string): void => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile() && fs.readFileSync(file).includes(needle)) found.push(path.relative(dir, file));
    }
  };
  walk(dir);
  return found;
}

/**
 * A migrated database in `dir` on disk, loaded from the dump the in-memory test databases start from
 * (initdb and the migrations take seconds each). The dump's name is pglite-template.ts's: making an
 * in-memory one first makes the dump when it is missing, and a renamed dump fails here, loudly.
 */
async function createMigratedOnDisk(dir: string): Promise<Database> {
  await (await createMigratedTestPglite()).close();
  const dump = path.join(os.tmpdir(), `ksei-test-pglite-${pgliteVersion()}-migrated-${migratedKey()}.tar`);
  return createPgliteDatabase(dir, { template: new Uint8Array(fs.readFileSync(dump)) });
}

describe('erasing dead rows from the embedded database’s files', () => {
  let dir: string;
  let db: Database;
  /** What the current test's deleted row holds: each test its own, so none finds another's. */
  let marker: string;
  let tests = 0;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-erase-'));
    db = await createMigratedOnDisk(dir);
  });
  beforeEach(async () => {
    tests += 1;
    marker = `visitor-trace-zq4${tests}`;
    // A notice queued in clear, as before migration 019, then gone (delivered and cleared, or deleted).
    await db.query(`insert into mail_outbox (topic, subject, body) values ('contact', $1, $2)`, [
      `[KSEI-ABCD2345] ${marker}`,
      `Isi pesan ${marker}`,
    ]);
    await db.query('delete from mail_outbox');
    await db.exec('checkpoint');
  });
  afterAll(async () => {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a deleted row stays in the table file and the log until erased, then is in no file at all', async () => {
    const before = filesHolding(dir, marker);
    expect(before.some((file) => file.startsWith('base/'))).toBe(true);
    expect(before.some((file) => file.startsWith('pg_wal/'))).toBe(true);
    await eraseDeadRows(db, ['mail_outbox']);
    expect(filesHolding(dir, marker)).toEqual([]);
    // The table still works.
    expect(await db.query('select count(*)::int as n from mail_outbox')).toEqual([{ n: 0 }]);
  });

  it('the inbox’s periodic job erases them when it runs', async () => {
    const job = startInboxMaintenance({
      db,
      keys: TEST_FORM_KEYS,
      retentionDays: 365,
      log: { info: () => undefined, error: (details) => console.error(details) },
      intervalMs: 3_600_000,
    });
    expect(filesHolding(dir, marker).length).toBeGreaterThan(0);
    await job.run();
    await job.stop();
    expect(filesHolding(dir, marker)).toEqual([]);
  });

  it('leaves an embedded database in memory alone: it has no files to erase from', async () => {
    const fileNode = async (database: Database) =>
      (
        await database.query<{ node: number }>(
          "select relfilenode::int as node from pg_class where relname = 'mail_outbox'",
        )
      )[0]?.node;
    // On disk the table is rewritten into a new file…
    const onDisk = await fileNode(db);
    await eraseDeadRows(db, ['mail_outbox']);
    expect(await fileNode(db)).not.toBe(onDisk);
    // …in memory it is not touched.
    const memory = await createMigratedTestPglite();
    try {
      const before = await fileNode(memory);
      expect(before).toBeGreaterThan(0);
      await eraseDeadRows(memory, ['mail_outbox']);
      expect(await fileNode(memory)).toBe(before);
    } finally {
      await memory.close();
    }
  });

  it('refuses what is not a table name', async () => {
    await expect(eraseDeadRows(db, ['mail_outbox; drop table staff_accounts'])).rejects.toThrow(/not a table name/);
  });
});
