import path from 'node:path';
import { todayInJakarta } from '@ksei/shared/node';
import type { Database } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { seedIfEmpty } from '../../src/seed/index.js';
import { createPreparedTestPglite, folderKey, migratedKey, MIGRATIONS_DIR } from './pglite-template.js';

/**
 * What a migrated or a seeded test database is made from, and the key that changes with it: both
 * engines keep one prepared copy per key (PGlite as a dump file, PostgreSQL as a template database).
 */

export const SEED_DIR = path.resolve(__dirname, '..', '..', 'seed');

export { migratedKey };

/** What a test server asks its `database` option for: a migrated database, or a seeded one. */
export interface ServerDatabaseWanted {
  readonly seeded: boolean;
}

/** Every migration applied, no rows. */
export async function migrated(db: Database): Promise<void> {
  await migrate(db, MIGRATIONS_DIR);
}

/** Everything a seeded database is made from: the server's and the contract's sources, migrations, seed files. */
const SEED_INPUTS = [
  path.resolve(__dirname, '..', '..', 'src'),
  MIGRATIONS_DIR,
  SEED_DIR,
  path.resolve(__dirname, '..', '..', '..', 'shared', 'src'),
];

/**
 * What a seeded database depends on: its sources and data, and the day the seed dates its samples
 * from (today in Jakarta) — so an edit or a new day makes a new copy.
 */
export function seededKey(): string {
  return folderKey(SEED_INPUTS, todayInJakarta());
}

/** Migrated and seeded, as a first start leaves it. */
export async function seeded(db: Database): Promise<void> {
  await migrate(db, MIGRATIONS_DIR);
  await seedIfEmpty(db, { seedDir: SEED_DIR });
}

/** A migrated and seeded in-memory PGlite, from a dump made once per key. */
export function seededTestPglite(): Promise<Database> {
  return createPreparedTestPglite('seeded', seededKey(), seeded);
}
