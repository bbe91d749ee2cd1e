import pg from 'pg';
import { createDataChangeHub, warningLog, type DataChangeLog } from './data-changes.js';
import type { Database, Queryable } from './database.js';
import { listenForChanges, type ChangeListener, type ChangeListenerTiming } from './postgres-changes.js';
import { createStatementTimes, type StatementTimes } from './statement-times.js';

/** Pool and pooled client share this much of node-postgres' API. */
interface PgConnection {
  query<T extends pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<pg.QueryResult<T>>;
}

function wrap(connection: PgConnection, times: StatementTimes): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      // node-postgres wants rows to be records; callers describe them with their own row types.
      const result = await times.time(() => connection.query<T & pg.QueryResultRow>(sql, [...params]));
      return result.rows;
    },
    async exec(sql: string): Promise<void> {
      // Without parameters node-postgres uses the simple protocol, which accepts several statements.
      await times.time(() => connection.query(sql));
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

/**
 * PostgreSQL through a connection pool, when `DATABASE_URL` is set. Data changes are heard on one more
 * connection of its own, opened when the first listener subscribes (a command that never listens
 * opens none).
 */
export async function createPostgresDatabase(
  connectionString: string,
  options: { poolSize?: number; changes?: { log?: DataChangeLog; timing?: ChangeListenerTiming } } = {},
): Promise<Database> {
  const max = options.poolSize ?? poolSizeFrom(process.env);
  const times = createStatementTimes();
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection the database ends (a restart, pg_terminate_backend) leaves the pool, which opens
  // another for the next query; unheard, the pool's error event would be an uncaught exception.
  pool.on('error', () => undefined);
  // Fail at start-up, not on the first request, when the database is unreachable.
  const probe = await pool.connect();
  probe.release();
  const log = options.changes?.log ?? warningLog;
  let listener: ChangeListener | undefined;
  const hub = createDataChangeHub({
    log,
    onFirstListener: () => {
      listener = listenForChanges({ connectionString, hub, log, timing: options.changes?.timing });
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool, times),
    onStatement: (listener) => times.onStatement(listener),
    usage: () => ({
      max,
      open: pool.totalCount,
      busy: pool.totalCount - pool.idleCount,
      waiting: pool.waitingCount,
    }),
    onDataChange: (listen) => hub.onDataChange(listen),
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      // The pool stops listening for a client's errors while it is lent out: a connection the database
      // ends between two statements of this transaction (a restart, a dropped database) would otherwise be
      // an uncaught 'error' event. Heard here, the next statement fails instead, and the connection is
      // given back broken so the pool discards it.
      let lost: Error | undefined;
      const onError = (error: Error): void => {
        lost ??= error;
      };
      client.on('error', onError);
      try {
        await client.query('begin');
        const result = await work(wrap(client, times));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.removeListener('error', onError);
        client.release(lost);
      }
    },
    async close(): Promise<void> {
      hub.close();
      await listener?.stop();
      await pool.end();
    },
  };
}
