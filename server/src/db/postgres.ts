import pg from 'pg';
import type { Database, Queryable } from './database.js';

/** Pool and pooled client share this much of node-postgres' API. */
interface PgConnection {
  query<T extends pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<pg.QueryResult<T>>;
}

function wrap(connection: PgConnection): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      // node-postgres wants rows to be records; callers describe them with their own row types.
      const result = await connection.query<T & pg.QueryResultRow>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string): Promise<void> {
      // Without parameters node-postgres uses the simple protocol, which accepts several statements.
      await connection.query(sql);
    },
  };
}

/** node-postgres' own default. */
const DEFAULT_POOL_SIZE = 10;

/**
 * Connections each server process may open: `DATABASE_POOL_SIZE`, default 10. Size it so that all
 * processes together stay under the server's `max_connections`.
 */
export function poolSizeFrom(env: Readonly<Record<string, string | undefined>>): number {
  const raw = env['DATABASE_POOL_SIZE']?.trim();
  if (raw === undefined || raw === '') return DEFAULT_POOL_SIZE;
  const size = Number(raw);
  if (!/^\d+$/.test(raw) || size < 1) throw new Error(`DATABASE_POOL_SIZE must be a whole number ≥ 1, not "${raw}"`);
  return size;
}

/** PostgreSQL through a connection pool, when `DATABASE_URL` is set. */
export async function createPostgresDatabase(
  connectionString: string,
  options: { poolSize?: number } = {},
): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: options.poolSize ?? poolSizeFrom(process.env) });
  // Fail at start-up, not on the first request, when the database is unreachable.
  const probe = await pool.connect();
  probe.release();
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
