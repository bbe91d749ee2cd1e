import { LOGIN_THROTTLE } from '@ksei/shared/node';
import type { Queryable } from '../../db/database.js';

/** The contract's limits; a test may give smaller ones. */
export interface ThrottleLimits {
  readonly accountFailures: number;
  readonly clientFailures: number;
  readonly windowMinutes: number;
  readonly lockMinutes: number;
}
export const DEFAULT_THROTTLE: ThrottleLimits = LOGIN_THROTTLE;

/** The keys one sign-in counts against: the address as typed (lower-cased) and the client's address. */
export interface ThrottleKeys {
  readonly email: string;
  readonly client: string;
}

const emailKey = (keys: ThrottleKeys): string => `email:${keys.email}`;
const clientKey = (keys: ThrottleKeys): string => `client:${keys.client}`;

/** When the latest running lockout of either key ends, or undefined when neither is locked at `now`. */
export async function lockedUntil(db: Queryable, keys: ThrottleKeys, now: Date): Promise<Date | undefined> {
  const rows = await db.query<{ until: Date | null }>(
    'select max(locked_until) as until from auth_failures where key = any($1::text[]) and locked_until > $2',
    [[emailKey(keys), clientKey(keys)], now],
  );
  const until = rows[0]?.until;
  return until ? new Date(until) : undefined;
}

/** What one counted failure did: the lockout running after it, and whether this failure started it. */
export interface CountedFailure {
  readonly lockedUntil: Date | undefined;
  readonly started: boolean;
}

/**
 * Counts one failure against `key` in one statement (the row is locked for its update, so failures
 * from any number of processes add up): a window that has passed, or a lockout that has ended,
 * starts a new count. Reaching `limit` locks the key; a failure counted past it (one that was already
 * under way when the lockout began) finds it locked too.
 */
async function countFailure(
  db: Queryable,
  key: string,
  limit: number,
  limits: ThrottleLimits,
  now: Date,
): Promise<CountedFailure> {
  const rows = await db.query<{ failures: number; locked_until: Date | null }>(
    `insert into auth_failures as f (key, failures, window_started_at, locked_until)
     values ($1, 1, $2::timestamptz, case when 1 >= $3::int then $2::timestamptz + make_interval(mins => $5::int) end)
     on conflict (key) do update set
       failures = case when f.window_started_at <= $2::timestamptz - make_interval(mins => $4::int) or f.locked_until <= $2::timestamptz
                       then 1 else f.failures + 1 end,
       window_started_at = case when f.window_started_at <= $2::timestamptz - make_interval(mins => $4::int) or f.locked_until <= $2::timestamptz
                       then $2::timestamptz else f.window_started_at end,
       locked_until = case
         when (case when f.window_started_at <= $2::timestamptz - make_interval(mins => $4::int) or f.locked_until <= $2::timestamptz
                    then 1 else f.failures + 1 end) >= $3::int
           then $2::timestamptz + make_interval(mins => $5::int)
         when f.locked_until <= $2::timestamptz then null
         else f.locked_until end
     returning failures, locked_until`,
    [key, now, limit, limits.windowMinutes, limits.lockMinutes],
  );
  const row = rows[0];
  const lockedUntil = row?.locked_until ? new Date(row.locked_until) : undefined;
  return { lockedUntil, started: lockedUntil !== undefined && row?.failures === limit };
}

/** Counts a failed sign-in against both keys: the later lockout running after it, and whether this failure started one. */
export async function recordFailure(
  db: Queryable,
  keys: ThrottleKeys,
  limits: ThrottleLimits,
  now: Date,
): Promise<CountedFailure> {
  const account = await countFailure(db, emailKey(keys), limits.accountFailures, limits, now);
  const client = await countFailure(db, clientKey(keys), limits.clientFailures, limits, now);
  const ends = [account.lockedUntil, client.lockedUntil].filter((end): end is Date => end !== undefined);
  return {
    lockedUntil: ends.length === 0 ? undefined : new Date(Math.max(...ends.map((end) => end.getTime()))),
    started: account.started || client.started,
  };
}

/** A successful sign-in clears the address's count (not the client's: one good account must not reset a guesser). */
export async function clearAccountFailures(db: Queryable, keys: ThrottleKeys): Promise<void> {
  await db.query('delete from auth_failures where key = $1', [emailKey(keys)]);
}

/** Rows whose window and lockout are both over say nothing any more. */
export async function forgetOldFailures(db: Queryable, limits: ThrottleLimits, now: Date): Promise<void> {
  await db.query(
    `delete from auth_failures
     where window_started_at <= $1 - make_interval(mins => $2) and (locked_until is null or locked_until <= $1)`,
    [now, limits.windowMinutes],
  );
}
