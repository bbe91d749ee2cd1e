import { randomUUID } from 'node:crypto';
import { LOGIN_THROTTLE } from '@ksei/shared/node';
import type { Database, Queryable } from '../../db/database.js';

/** The contract's limits; a test may give smaller ones. */
export interface ThrottleLimits {
  readonly accountFailures: number;
  readonly clientFailures: number;
  readonly windowMinutes: number;
  readonly lockMinutes: number;
}
export const DEFAULT_THROTTLE: ThrottleLimits = LOGIN_THROTTLE;

/**
 * How long a reserved attempt counts when its server never settles it (a crash mid-verify). Far longer
 * than a verify, even queued behind fifty others, and short enough that a crash locks no one for long.
 */
export const ATTEMPT_RESERVATION_MS = 2 * 60_000;

/**
 * The keys one sign-in counts against: from an unknown browser, the address as typed (lower-cased)
 * and the client's address; from a trusted device (its cookie names the account signing in), that
 * device alone, so a flood against the account or from the device's network does not lock it out.
 */
export type ThrottleKeys = { readonly email: string; readonly client: string } | { readonly device: string };

/** One counted key: its row's name and the failures that lock it. */
interface CountedKey {
  readonly key: string;
  readonly limit: number;
  /** A success starts this key's count again (the address's or the device's, never a client's). */
  readonly clearedBySuccess: boolean;
}

/** Every statement touches the rows in this order (by name), so two attempts never deadlock. */
function countedKeys(keys: ThrottleKeys, limits: ThrottleLimits): CountedKey[] {
  if ('device' in keys)
    return [{ key: `device:${keys.device}`, limit: limits.accountFailures, clearedBySuccess: true }];
  return [
    { key: `client:${keys.client}`, limit: limits.clientFailures, clearedBySuccess: false },
    { key: `email:${keys.email}`, limit: limits.accountFailures, clearedBySuccess: true },
  ];
}
const orderedKeys = (keys: ThrottleKeys): string[] => countedKeys(keys, DEFAULT_THROTTLE).map(({ key }) => key);

/** A reserved attempt (verify its password, then settle it), or a refusal without a verify. */
export type Reservation =
  { readonly ok: true; readonly id: string } | { readonly ok: false; readonly lockedUntil: Date };

interface KeyRow {
  key: string;
  failures: number;
  window_started_at: Date;
  locked_until: Date | null;
  /** Reservation id → when it runs out (ms since 1970). */
  attempts: Record<string, number> | null;
}

/** Why a key refuses a new attempt at `now`, as the end of the lockout it is under; undefined when it has room. */
function refusalOf(row: KeyRow, limit: number, limits: ThrottleLimits, now: Date): Date | undefined {
  const lockEnd = row.locked_until === null ? undefined : new Date(row.locked_until);
  if (lockEnd !== undefined && lockEnd > now) return lockEnd;
  const windowOver = new Date(row.window_started_at).getTime() <= now.getTime() - limits.windowMinutes * 60_000;
  const failures = windowOver || lockEnd !== undefined ? 0 : row.failures;
  const underWay = Object.values(row.attempts ?? {}).filter((end) => Number(end) > now.getTime()).length;
  // The attempts under way would start a lockout were they all wrong: refused as if it had started.
  return failures + underWay >= limit ? new Date(now.getTime() + limits.lockMinutes * 60_000) : undefined;
}

/** `attempts` without the reservations that ran out before `$now` (bound as ms since 1970). */
const liveAttempts = (now: string) =>
  `coalesce((select jsonb_object_agg(a.id, a.ends) from jsonb_each(attempts) as a(id, ends)
             where (a.ends)::bigint > ${now}::bigint), '{}'::jsonb)`;

/**
 * Reserves one sign-in attempt on both keys before its password is verified, in one transaction that
 * locks the keys' rows: failures in the window and attempts under way count together, so of any
 * number of attempts at once no more are verified than the limit allows. Refused when either key is
 * locked or full; nothing is reserved then.
 */
export function reserveAttempt(
  db: Database,
  keys: ThrottleKeys,
  limits: ThrottleLimits,
  now: Date,
): Promise<Reservation> {
  return db.transaction((tx) => reserveAttemptIn(tx, keys, limits, now));
}

/** `reserveAttempt` inside a transaction the caller holds (its rows stay locked until that ends). */
export async function reserveAttemptIn(
  tx: Queryable,
  keys: ThrottleKeys,
  limits: ThrottleLimits,
  now: Date,
): Promise<Reservation> {
  const ordered = orderedKeys(keys);
  const id = randomUUID();
  // Inserted or, when there, locked at once (the no-op update): the clean-up cannot delete a row between here and the select.
  await tx.query(
    `insert into auth_failures (key, failures, window_started_at)
       select key, 0, $2::timestamptz from unnest($1::text[]) as k(key) order by key
       on conflict (key) do update set key = excluded.key`,
    [ordered, now],
  );
  const rows = await tx.query<KeyRow>(
    `select key, failures, window_started_at, locked_until, attempts from auth_failures
       where key = any($1::text[]) order by key for update`,
    [ordered],
  );
  const limitOf = new Map(countedKeys(keys, limits).map(({ key, limit }) => [key, limit]));
  const refusals = rows
    .map((row) => refusalOf(row, limitOf.get(row.key) ?? 0, limits, now))
    .filter((end): end is Date => end !== undefined);
  if (refusals.length > 0)
    return { ok: false, lockedUntil: new Date(Math.max(...refusals.map((end) => end.getTime()))) };
  await tx.query(
    `update auth_failures set attempts = ${liveAttempts('$2')} || jsonb_build_object($3::text, $4::bigint)
       where key = any($1::text[])`,
    [ordered, now.getTime(), id, now.getTime() + ATTEMPT_RESERVATION_MS],
  );
  return { ok: true, id };
}

/** Gives a reservation back unsettled (the verify failed for another reason than a wrong password). */
export async function releaseAttempt(db: Queryable, keys: ThrottleKeys, id: string): Promise<void> {
  await db.query('update auth_failures set attempts = attempts - $2::text where key = any($1::text[])', [
    orderedKeys(keys),
    id,
  ]);
}

/** What one counted failure did: the lockout running after it, and whether this failure started it. */
export interface CountedFailure {
  readonly lockedUntil: Date | undefined;
  readonly started: boolean;
}

/**
 * Turns reservation `id` on `key` into one counted failure, in one statement (the row is locked for
 * its update, so failures from any number of processes add up): a window that has passed, or a
 * lockout that has ended, starts a new count. Reaching `limit` locks the key; a failure counted past
 * it (its reservation ran out and another was made) finds it locked too.
 */
async function countFailure(
  db: Queryable,
  key: string,
  id: string,
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
         else f.locked_until end,
       attempts = f.attempts - $6::text
     returning failures, locked_until`,
    [key, now, limit, limits.windowMinutes, limits.lockMinutes, id],
  );
  const row = rows[0];
  const lockedUntil = row?.locked_until ? new Date(row.locked_until) : undefined;
  return { lockedUntil, started: lockedUntil !== undefined && row?.failures === limit };
}

/**
 * Settles reservation `id` as a failed sign-in on every key: the later lockout running after it, and
 * whether this failure started one.
 */
export async function recordFailure(
  db: Queryable,
  keys: ThrottleKeys,
  id: string,
  limits: ThrottleLimits,
  now: Date,
): Promise<CountedFailure> {
  const counted: CountedFailure[] = [];
  for (const { key, limit } of countedKeys(keys, limits)) {
    counted.push(await countFailure(db, key, id, limit, limits, now));
  }
  const ends = counted.map(({ lockedUntil }) => lockedUntil).filter((end): end is Date => end !== undefined);
  return {
    lockedUntil: ends.length === 0 ? undefined : new Date(Math.max(...ends.map((end) => end.getTime()))),
    started: counted.some(({ started }) => started),
  };
}

/**
 * Settles reservation `id` as a successful sign-in: the address's (or the device's) count starts
 * again from 0 (not the client's: one good account must not reset a guesser), and only this attempt's
 * reservation goes, so attempts still under way keep counting.
 */
export async function recordSuccess(db: Queryable, keys: ThrottleKeys, id: string, now: Date): Promise<void> {
  const cleared = countedKeys(keys, DEFAULT_THROTTLE).find(({ clearedBySuccess }) => clearedBySuccess)?.key;
  await db.query(
    `update auth_failures set
       attempts = attempts - $3::text,
       failures = case when key = $2 then 0 else failures end,
       window_started_at = case when key = $2 then $4::timestamptz else window_started_at end,
       locked_until = case when key = $2 then null else locked_until end
     where key = any($1::text[])`,
    [orderedKeys(keys), cleared, id, now],
  );
}

/**
 * Rows whose window and lockout are both over and that hold no live reservation say nothing any more;
 * returns how many went. Rows an attempt holds at the moment are left for the next run.
 */
export async function forgetOldFailures(db: Queryable, limits: ThrottleLimits, now: Date): Promise<number> {
  const rows = await db.query<{ key: string }>(
    `delete from auth_failures where key in (
       select key from auth_failures
       where window_started_at <= $1::timestamptz - make_interval(mins => $2::int)
         and (locked_until is null or locked_until <= $1::timestamptz)
         and ${liveAttempts('$3')} = '{}'::jsonb
       for update skip locked
     ) returning key`,
    [now, limits.windowMinutes, now.getTime()],
  );
  return rows.length;
}
