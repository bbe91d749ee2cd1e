/**
 * Staff sessions in the database: opened at sign-in with an idle and an absolute end, read on every
 * request (moving the idle end at most once a minute) and revoked at sign-out. Only a token's hash is
 * stored.
 */
import type { StaffScope, StaffUser } from '@ksei/shared/node';
import type { Queryable } from '../../db/database.js';
import { tokenHash } from './tokens.js';

const MINUTE = 60_000;
/** `last_seen_at` (and the idle end it moves) is written at most this often per session. */
const SEEN_REFRESH_MS = MINUTE;

export interface SessionLifetimes {
  readonly idleMs: number;
  readonly absoluteMs: number;
}

interface SessionRow {
  account_id: string;
  name: string;
  email: string;
  scope: string[];
  last_seen_at: Date;
}

export async function openSession(
  tx: Queryable,
  session: { readonly token: string; readonly accountId: string; readonly at: Date },
  lifetimes: SessionLifetimes,
): Promise<void> {
  const { at } = session;
  await tx.query(
    `insert into staff_sessions (token_hash, account_id, created_at, last_seen_at, idle_expires_at, absolute_expires_at)
     values ($1, $2, $3, $3, $4, $5)`,
    [
      tokenHash(session.token),
      session.accountId,
      at,
      new Date(at.getTime() + lifetimes.idleMs),
      new Date(at.getTime() + lifetimes.absoluteMs),
    ],
  );
}

/** The staff member of a live session (its idle end moved on), or null. */
export async function sessionUser(db: Queryable, token: string, at: Date, idleMs: number): Promise<StaffUser | null> {
  const rows = await db.query<SessionRow>(
    `select s.account_id::text as account_id, a.name, a.email, a.scope, s.last_seen_at
     from staff_sessions s join staff_accounts a on a.id = s.account_id
     where s.token_hash = $1 and s.revoked_at is null and not a.disabled
       and s.idle_expires_at > $2 and s.absolute_expires_at > $2`,
    [tokenHash(token), at],
  );
  const row = rows[0];
  if (!row) return null;
  if (at.getTime() - new Date(row.last_seen_at).getTime() >= SEEN_REFRESH_MS) {
    await db.query(
      `update staff_sessions set last_seen_at = $2, idle_expires_at = least($3, absolute_expires_at)
       where token_hash = $1 and revoked_at is null`,
      [tokenHash(token), at, new Date(at.getTime() + idleMs)],
    );
  }
  return { name: row.name, email: row.email, scope: row.scope as StaffScope[] };
}

/** Ends a live session; its account, for the audit, or undefined when there was none. */
export async function revokeSession(
  db: Queryable,
  token: string,
  at: Date,
): Promise<{ account_id: string; email: string } | undefined> {
  const rows = await db.query<{ account_id: string; email: string }>(
    `update staff_sessions s set revoked_at = $2 from staff_accounts a
     where s.token_hash = $1 and s.revoked_at is null and a.id = s.account_id
     returning s.account_id::text as account_id, a.email`,
    [tokenHash(token), at],
  );
  return rows[0];
}
