import fs from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './database.js';

/** `001_legacy_redirects.sql` → version `001_legacy_redirects`; other files are ignored. */
const MIGRATION_FILE = /^(\d{3}_[A-Za-z0-9_-]+)\.sql$/;

// Serialises migrators when several servers share one PostgreSQL; harmless on PGlite.
const MIGRATION_LOCK = 'select pg_advisory_xact_lock(4735219)';

async function migrationFiles(migrationsDir: string): Promise<{ version: string; file: string }[]> {
  const names = await fs.readdir(migrationsDir);
  return names
    .map((name) => ({ name, match: MIGRATION_FILE.exec(name) }))
    .filter((entry): entry is { name: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ name, match }) => ({ version: match[1] as string, file: path.join(migrationsDir, name) }))
    .sort((a, b) => a.version.localeCompare(b.version));
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, in file order, each in its own
 * transaction. Running it again is a no-op. Returns the versions applied by this call.
 */
export async function migrate(db: Database, migrationsDir: string): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.query(MIGRATION_LOCK);
    await tx.exec(
      'create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())',
    );
  });
  const applied: string[] = [];
  for (const { version, file } of await migrationFiles(migrationsDir)) {
    const sql = await fs.readFile(file, 'utf8');
    const ran = await db.transaction(async (tx) => {
      await tx.query(MIGRATION_LOCK);
      const done = await tx.query('select 1 from schema_migrations where version = $1', [version]);
      if (done.length > 0) return false;
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (version) values ($1)', [version]);
      return true;
    });
    if (ran) applied.push(version);
  }
  return applied;
}
