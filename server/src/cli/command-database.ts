import { loadConfig } from '../config.js';
import { createDatabase } from '../db/create-database.js';
import type { Database } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { prepareDataDir } from '../startup/prepare.js';

/** Where an operator's command finds the server's database. */
export interface CommandDatabaseOptions {
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Where relative paths (DATA_DIR) are resolved: the operator's working directory. */
  readonly cwd: string;
  readonly repoRoot: string;
  readonly migrationsDir: string;
}

/**
 * Runs `work` on the server's database as its configuration names it (`DATABASE_URL`, or PGlite under
 * `DATA_DIR`, locked against a running server), migrated first; closes and unlocks whatever happens.
 */
export async function withCommandDatabase<T>(
  options: CommandDatabaseOptions,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  const config = loadConfig(options.env, options.repoRoot, options.cwd);
  const dataDir = prepareDataDir(config.dataDir, { embeddedDatabase: config.databaseUrl === undefined });
  try {
    // A read-only DATA_DIR would be changed in a throwaway copy.
    if (dataDir.warning !== undefined) throw new Error(dataDir.warning);
    const db = await createDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      pgliteDir: dataDir.pgliteDir,
    });
    try {
      await migrate(db, options.migrationsDir);
      return await work(db);
    } finally {
      await db.close();
    }
  } finally {
    dataDir.release();
  }
}
