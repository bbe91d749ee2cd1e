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

/** PostgreSQL through a connection pool, when `DATABASE_URL` is set. */
export async function createPostgresDatabase(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString });
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
