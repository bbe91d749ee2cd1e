import type { Database } from '../../db/database.js';
import type { FormKey } from '../forms/settings.js';

/** What the inbox works with: the database, the forms' keys (it opens what they sealed) and a clock. */
export interface InboxContext {
  readonly db: Database;
  readonly keys: readonly FormKey[];
  /** The time deadlines are measured against (tests set their own). */
  readonly now: () => Date;
}

/**
 * The signed-in staff member acting: the guard's `request.staff`. The account is found by its
 * (unique, lower-cased) e-mail inside the statement that records the act.
 */
export interface Actor {
  readonly email: string;
}

/** The account id of an actor, as an SQL expression on the parameter `$n`. */
export const actorAccount = (n: number): string => `(select id from staff_accounts where email = lower($${n}))`;

export const iso = (value: Date | string): string => new Date(value).toISOString();
export const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));

/** Jakarta is UTC+7 all year (no daylight saving): a Jakarta day starts at 17:00 UTC the day before. */
export function jakartaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+07:00`);
}

/** The start of the Jakarta day after `day`: the exclusive end of a "to" filter. */
export function jakartaDayEnd(day: string): Date {
  return new Date(jakartaDayStart(day).getTime() + 86_400_000);
}

/** Ids of staff accounts → their names, in one query. */
export async function staffNames(db: Database, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.query<{ id: string; name: string }>(
    // A comma-joined list: the same parameter on both engines (ids are digits only).
    `select id::text as id, name from staff_accounts where id = any(string_to_array($1, ',')::bigint[])`,
    [wanted.join(',')],
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}
