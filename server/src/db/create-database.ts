import path from 'node:path';
import type { Database } from './database.js';
import { createPgliteDatabase } from './pglite.js';
import { createPostgresDatabase } from './postgres.js';

/** PostgreSQL when a URL is given, else PGlite files under `<dataDir>/pglite`. */
export function createDatabase(options: { databaseUrl: string | undefined; dataDir: string }): Promise<Database> {
  return options.databaseUrl
    ? createPostgresDatabase(options.databaseUrl)
    : createPgliteDatabase(path.join(options.dataDir, 'pglite'));
}
