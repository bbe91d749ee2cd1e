import path from 'node:path';
import type { Database } from './database.js';
import { createPgliteDatabase } from './pglite.js';
import { createPostgresDatabase } from './postgres.js';

/**
 * PostgreSQL when a URL is given, else PGlite files under `pgliteDir` (default `<dataDir>/pglite`; a
 * temporary copy when DATA_DIR is read-only).
 */
export function createDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  pgliteDir?: string;
}): Promise<Database> {
  return options.databaseUrl
    ? createPostgresDatabase(options.databaseUrl)
    : createPgliteDatabase(options.pgliteDir ?? path.join(options.dataDir, 'pglite'));
}
