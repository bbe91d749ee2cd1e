import path from 'node:path';
import type { Database } from './database.js';
import { emptyClusterFor } from './empty-cluster.js';
import { createPgliteDatabase } from './pglite.js';
import { createPostgresDatabase } from './postgres.js';

/**
 * PostgreSQL when a URL is given, else PGlite files under `pgliteDir` (default `<dataDir>/pglite`; a
 * temporary copy when DATA_DIR is read-only). A new PGlite folder starts from the build's empty cluster.
 */
export function createDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  pgliteDir?: string;
  /** The empty cluster a new PGlite folder starts from (default: the build's). */
  emptyClusterFile?: string;
}): Promise<Database> {
  if (options.databaseUrl) return createPostgresDatabase(options.databaseUrl);
  const pgliteDir = options.pgliteDir ?? path.join(options.dataDir, 'pglite');
  return createPgliteDatabase(pgliteDir, { template: emptyClusterFor(pgliteDir, options.emptyClusterFile) });
}
