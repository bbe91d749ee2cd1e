import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable } from './database.js';

interface PgliteConnection {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

function wrap(connection: PgliteConnection): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const result = await connection.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string): Promise<void> {
      await connection.exec(sql);
    },
  };
}

/** Embedded PostgreSQL (WASM). `dataDir` undefined → in memory, for tests. */
export async function createPgliteDatabase(dataDir?: string): Promise<Database> {
  if (dataDir !== undefined) await fs.mkdir(dataDir, { recursive: true });
  // pg_trgm backs the search bar's typo-tolerant suggestions (migration 003 creates the extension).
  const pglite = new PGlite({ dataDir, extensions: { pg_trgm } });
  await pglite.waitReady;
  return {
    kind: 'pglite',
    ...wrap(pglite),
    transaction: (work) => pglite.transaction((tx) => work(wrap(tx))),
    close: () => pglite.close(),
  };
}
