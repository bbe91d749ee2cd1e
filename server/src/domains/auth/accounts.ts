import { LOGIN_LIMITS, STAFF_SCOPES, type StaffScope } from '@ksei/shared/node';
import type { Database, Queryable } from '../../db/database.js';
import { writeAudit } from './audit.js';
import { hashPassword } from './passwords.js';
import { characterCount, passwordProblem } from './password-rules.js';
import { isPlainEmail, type FirstStaffAccount } from './settings.js';

/** A refused account change, in words the command line shows as they are. */
export class StaffAccountError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StaffAccountError';
  }
}

export interface NewStaffAccount {
  readonly email: string;
  readonly name: string;
  readonly password: string;
  readonly scope: readonly StaffScope[];
}

/** Who made a change: the command line (no client) or a request's address; and when. */
export interface ChangeContext {
  readonly client?: string;
  readonly now?: Date;
}

export interface StaffAccountSummary {
  readonly email: string;
  readonly name: string;
  readonly scope: readonly StaffScope[];
  readonly disabled: boolean;
  readonly lastSignInAt: Date | null;
}

export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function checkScopes(scope: readonly string[]): StaffScope[] {
  const unknown = scope.filter((item) => !(STAFF_SCOPES as readonly string[]).includes(item));
  if (unknown.length > 0) {
    throw new StaffAccountError(`unknown scope ${unknown.join(', ')}; the scopes are ${STAFF_SCOPES.join(', ')}`);
  }
  return [...new Set(scope)] as StaffScope[];
}

/** Refuses a password outside the rules; `related` are the account's own words (address, name). */
function checkNewPassword(password: string, related: readonly string[]): void {
  const problem = passwordProblem(password, related);
  if (problem !== undefined) throw new StaffAccountError(`the password ${problem}`);
}

/** A new account checked and its password hashed, ready to insert (hashing takes a second of one core). */
interface PreparedAccount {
  readonly email: string;
  readonly name: string;
  readonly passwordHash: string;
  readonly scope: readonly StaffScope[];
}

async function prepareAccount(account: NewStaffAccount): Promise<PreparedAccount> {
  const email = normalEmail(account.email);
  if (!isPlainEmail(email)) throw new StaffAccountError(`"${account.email}" is not one e-mail address`);
  const name = account.name.trim();
  if (name === '' || characterCount(name) > LOGIN_LIMITS.nameMaxLength) {
    throw new StaffAccountError(`the name must have 1 to ${LOGIN_LIMITS.nameMaxLength} characters`);
  }
  const scope = checkScopes(account.scope);
  checkNewPassword(account.password, [email, name]);
  return { email, name, passwordHash: await hashPassword(account.password), scope };
}

/** Inserts the account and its audit row in the caller's transaction; refuses an address in use. */
async function insertAccount(
  tx: Queryable,
  account: PreparedAccount,
  now: Date,
  client: string | undefined,
): Promise<{ id: string; email: string }> {
  const { email } = account;
  const rows = await tx.query<{ id: string }>(
    `insert into staff_accounts (email, name, password_hash, scope, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $5) on conflict (email) do nothing returning id::text as id`,
    [email, account.name, account.passwordHash, account.scope, now],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new StaffAccountError(`a staff account for ${email} exists already`);
  await writeAudit(tx, { event: 'account_added', at: now, accountId: id, email, client });
  return { id, email };
}

/** Adds a staff account; refuses an address in use, an unknown scope and a password outside the limits. */
export async function createStaffAccount(
  db: Database,
  account: NewStaffAccount,
  context: ChangeContext = {},
): Promise<{ id: string; email: string }> {
  const prepared = await prepareAccount(account);
  const now = context.now ?? new Date();
  return db.transaction((tx) => insertAccount(tx, prepared, now, context.client));
}

// Start-up writer: serialises the first account's check and insert when several servers start at once
// on one PostgreSQL (one key per start-up writer; see "Concurrent starts" in server/README.md).
const FIRST_ACCOUNT_LOCK = 'select pg_advisory_xact_lock(4735225)';

async function hasAnyAccount(db: Queryable): Promise<boolean> {
  return (await db.query('select 1 from staff_accounts limit 1')).length > 0;
}

/**
 * The first start's account (`STAFF_FIRST_*`), with every scope, on a database without any staff
 * account; once any exists, nothing. Servers started together on one PostgreSQL create one account
 * between them, whatever each one's `STAFF_FIRST_*`: the look and the insert hold one advisory lock.
 */
export async function ensureFirstStaffAccount(db: Database, first: FirstStaffAccount | undefined): Promise<boolean> {
  if (first === undefined || (await hasAnyAccount(db))) return false;
  // Hashed before the lock: the others wait for an insert, not for a hash each.
  const prepared = await prepareAccount({ ...first, scope: STAFF_SCOPES });
  return db.transaction(async (tx) => {
    await tx.query(FIRST_ACCOUNT_LOCK);
    if (await hasAnyAccount(tx)) return false;
    await insertAccount(tx, prepared, new Date(), undefined);
    return true;
  });
}

async function findId(db: Queryable, email: string): Promise<string> {
  const rows = await db.query<{ id: string }>('select id::text as id from staff_accounts where email = $1', [
    normalEmail(email),
  ]);
  const id = rows[0]?.id;
  if (id === undefined) throw new StaffAccountError(`no staff account for ${normalEmail(email)}`);
  return id;
}

/** Ends every open session of an account at once (a disabled account, a new password). */
async function revokeSessions(db: Queryable, accountId: string, now: Date): Promise<void> {
  await db.query('update staff_sessions set revoked_at = $2 where account_id = $1 and revoked_at is null', [
    accountId,
    now,
  ]);
}

/** Disables an account and ends its sessions in the same transaction. */
export async function disableStaffAccount(db: Database, email: string, context: ChangeContext = {}): Promise<void> {
  const now = context.now ?? new Date();
  await db.transaction(async (tx) => {
    const id = await findId(tx, email);
    await tx.query('update staff_accounts set disabled = true, updated_at = $2 where id = $1', [id, now]);
    await revokeSessions(tx, id, now);
    await writeAudit(tx, { event: 'account_disabled', at: now, accountId: id, email, client: context.client });
  });
}

export async function enableStaffAccount(db: Database, email: string, context: ChangeContext = {}): Promise<void> {
  const now = context.now ?? new Date();
  await db.transaction(async (tx) => {
    const id = await findId(tx, email);
    await tx.query('update staff_accounts set disabled = false, updated_at = $2 where id = $1', [id, now]);
    await writeAudit(tx, { event: 'account_enabled', at: now, accountId: id, email, client: context.client });
  });
}

/** A new password; every session signed in with the old one ends. */
export async function resetStaffPassword(
  db: Database,
  email: string,
  password: string,
  context: ChangeContext = {},
): Promise<void> {
  checkNewPassword(password, [email]);
  const passwordHash = await hashPassword(password);
  const now = context.now ?? new Date();
  await db.transaction(async (tx) => {
    const id = await findId(tx, email);
    await tx.query('update staff_accounts set password_hash = $2, updated_at = $3 where id = $1', [
      id,
      passwordHash,
      now,
    ]);
    await revokeSessions(tx, id, now);
    // A new password (perhaps because the old one leaked): no browser stays trusted from before it.
    await tx.query('delete from staff_devices where account_id = $1', [id]);
    await writeAudit(tx, { event: 'password_reset', at: now, accountId: id, email, client: context.client });
  });
}

/** Replaces an account's scopes (open sessions see the new ones at their next request). */
export async function setStaffScopes(
  db: Database,
  email: string,
  scope: readonly string[],
  context: ChangeContext = {},
): Promise<void> {
  const checked = checkScopes(scope);
  const now = context.now ?? new Date();
  await db.transaction(async (tx) => {
    const id = await findId(tx, email);
    await tx.query('update staff_accounts set scope = $2, updated_at = $3 where id = $1', [id, checked, now]);
    await writeAudit(tx, { event: 'scope_changed', at: now, accountId: id, email, client: context.client });
  });
}

export async function listStaffAccounts(db: Queryable): Promise<StaffAccountSummary[]> {
  const rows = await db.query<{
    email: string;
    name: string;
    scope: string[];
    disabled: boolean;
    last_sign_in_at: Date | null;
  }>('select email, name, scope, disabled, last_sign_in_at from staff_accounts order by email');
  return rows.map((row) => ({
    email: row.email,
    name: row.name,
    scope: row.scope as StaffScope[],
    disabled: row.disabled,
    lastSignInAt: row.last_sign_in_at === null ? null : new Date(row.last_sign_in_at),
  }));
}
