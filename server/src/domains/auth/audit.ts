import type { Queryable } from '../../db/database.js';

export type AuditEvent =
  | 'sign_in'
  | 'failure'
  /** The failure that started a lockout. */
  | 'lockout'
  /** A sign-in refused because a lockout was running (the password was not checked). */
  | 'locked_out'
  | 'sign_out'
  | 'account_added'
  | 'account_disabled'
  | 'account_enabled'
  | 'password_reset'
  | 'scope_changed';

export interface AuditEntry {
  readonly event: AuditEvent;
  readonly at: Date;
  readonly accountId?: string | undefined;
  /** The account's address, or for a failure the address as typed; stored lower-cased, cut to 254. */
  readonly email?: string | undefined;
  /**
   * Who made the request: a staff member's address (signed in, signed out, an account changed), but
   * for a failure or a lockout, where the one asking is unknown, the day's keyed hash of their address
   * (`key:…`), never the address itself. None from the command line.
   */
  readonly client?: string | undefined;
}

/** One row of the audit log. Never a password or a token: there is no column for either. */
export async function writeAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.query('insert into auth_audit (at, event, account_id, email, client) values ($1, $2, $3, $4, $5)', [
    entry.at,
    entry.event,
    entry.accountId ?? null,
    entry.email === undefined ? null : entry.email.toLowerCase().slice(0, 254),
    entry.client === undefined ? null : entry.client.slice(0, 100),
  ]);
}
