import type { Database } from './database.js';

/** A table name as the code writes it: the statement is built from these, never from input. */
const TABLE_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * Removes from the embedded database's files the old versions of rows that were deleted or rewritten,
 * so what a visitor sent is gone from the disk once the site has let it go (a report past its
 * retention, a notice's text once delivered, a rate-limit bucket, yesterday's address secret).
 *
 * PostgreSQL keeps a row's old version in the table file until a vacuum, and in the write-ahead log
 * until the segment is reused. PGlite never vacuums on its own, so: `VACUUM FULL` rewrites the tables
 * into new files (the old ones are unlinked), then a switch to a new log segment and a checkpoint let
 * the old segments go; the worker starts PGlite with `wal_recycle=off`, so they are deleted, not
 * renamed for reuse with their content. On PostgreSQL nothing is done here: autovacuum reclaims the
 * space, and the server's log files and backups are its operator's to keep or destroy. Nor on an
 * embedded database in memory (tests): it has no files, and the rewrite would cost every start.
 */
export async function eraseDeadRows(db: Database, tables: readonly string[]): Promise<void> {
  if (db.kind !== 'pglite' || db.inMemory === true || tables.length === 0) return;
  const bad = tables.find((table) => !TABLE_NAME.test(table));
  if (bad !== undefined) throw new Error(`eraseDeadRows: not a table name: ${JSON.stringify(bad)}`);
  await db.exec(`vacuum full ${tables.join(', ')}`);
  await db.query('select pg_switch_wal()');
  await db.exec('checkpoint');
}
