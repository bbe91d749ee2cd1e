import type { Queryable } from '../db/database.js';
import type { RateLimitStore } from './rate-limit-store.js';

/**
 * Milliseconds since the epoch: the caller's clock when a test gives one ($5), else the database's,
 * which every server shares (no skew between their clocks).
 */
const NOW_MS = 'coalesce($5::float8, extract(epoch from clock_timestamp()) * 1000)';

/** The old row refilled by the time passed (never negative: a late clock does not drain it), up to the burst. */
const REFILLED = 'least($4::float8, b.tokens + greatest(0, excluded.updated_ms - b.updated_ms) / 1000 * $3::float8)';

/**
 * One statement per request: a new client's bucket is inserted with one token taken; a known one is
 * refilled and, when it holds a whole token, takes it. The upsert locks the row, so concurrent takes
 * of one bucket (on any server) queue and each sees the one before it. `full_ms` is when the bucket
 * will be full again, the moment its row starts saying nothing a missing row would not.
 */
const TAKE = `
  insert into rate_limit_buckets as b (policy, client, tokens, updated_ms, full_ms, allowed)
  select $1, $2, $4::float8 - 1, now_ms, now_ms + 1000 / $3::float8, true
    from (select ${NOW_MS} as now_ms) as clock
  on conflict (policy, client) do update set
    tokens = case when ${REFILLED} >= 1 then ${REFILLED} - 1 else ${REFILLED} end,
    allowed = ${REFILLED} >= 1,
    updated_ms = greatest(b.updated_ms, excluded.updated_ms),
    full_ms = greatest(b.updated_ms, excluded.updated_ms)
      + ($4::float8 - case when ${REFILLED} >= 1 then ${REFILLED} - 1 else ${REFILLED} end) / $3::float8 * 1000
  returning allowed, tokens`;

/**
 * Rows of full buckets go (a missing row is a full bucket, so nothing changes for their clients). One
 * server sweeps at a time: the others find the lock taken and skip that round. A take racing the
 * delete is safe either way: the delete re-checks a row a take has just changed, and a take on a row
 * just deleted inserts a full bucket again.
 */
const SWEEP = `
  with sweeper as (select pg_try_advisory_xact_lock(hashtext('ksei rate_limit_buckets sweep')) as got),
  deleted as (
    delete from rate_limit_buckets
     where (select got from sweeper) and full_ms < coalesce($1::float8, extract(epoch from clock_timestamp()) * 1000)
    returning 1
  )
  select count(*)::int as count from deleted`;

export interface PostgresRateLimitStoreOptions {
  /** How often expired rows are deleted (ms; default a minute). */
  readonly sweepIntervalMs?: number;
  /** A test's clock (ms); by default the database's. */
  readonly now?: () => number;
  /** Told when a sweep fails (the next one tries again). */
  readonly onSweepError?: (error: unknown) => void;
}

interface TakenRow {
  allowed: boolean;
  tokens: number;
}

/**
 * Buckets in PostgreSQL's UNLOGGED `rate_limit_buckets` (migration 015), shared by every server on
 * the database, so a client's limit holds however a balancer spreads its requests.
 */
export function createPostgresRateLimitStore(
  db: Queryable,
  options: PostgresRateLimitStoreOptions = {},
): RateLimitStore & { sweep(): Promise<number> } {
  const clock = () => (options.now ? options.now() : null);
  let sweeping: Promise<unknown> = Promise.resolve();
  const sweep = async (): Promise<number> => {
    const [row] = await db.query<{ count: number }>(SWEEP, [clock()]);
    return row?.count ?? 0;
  };
  const timer = setInterval(() => {
    sweeping = sweep().catch((error: unknown) => options.onSweepError?.(error));
  }, options.sweepIntervalMs ?? 60_000);
  timer.unref();
  return {
    kind: 'postgres',
    async take(name, policy, client) {
      const [row] = await db.query<TakenRow>(TAKE, [name, client, policy.perSecond, policy.burst, clock()]);
      if (!row) throw new Error('rate limit: the take returned no row');
      return { allowed: row.allowed, tokens: Number(row.tokens) };
    },
    sweep,
    async close() {
      clearInterval(timer);
      await sweeping;
    },
  };
}
