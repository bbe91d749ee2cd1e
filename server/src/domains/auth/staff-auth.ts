import type { StaffUser } from '@ksei/shared/node';
import type { Database } from '../../db/database.js';
import type { HashPool } from '../hashing/pool.js';
import { normalEmail } from './accounts.js';
import { writeAudit } from './audit.js';
import {
  createDeviceCookies,
  processOnlySecret,
  rememberDevice,
  trustedAccount,
  type AccountToVerify,
  type DeviceClaim,
  type DeviceCookies,
} from './devices.js';
import { checkPassword } from './passwords.js';
import { openSession, revokeSession, sessionUser, type SessionLifetimes } from './sessions.js';
import type { StaffSettings } from './settings.js';
import {
  DEFAULT_THROTTLE,
  recordFailure,
  recordSuccess,
  releaseAttempt,
  reserveAttempt,
  reserveAttemptIn,
  type Reservation,
  type ThrottleKeys,
  type ThrottleLimits,
} from './throttle.js';
import { isTokenShaped, newToken } from './tokens.js';

export interface LoginAttempt {
  /** As typed; compared lower-cased and trimmed. */
  readonly email: string;
  readonly password: string;
  /** The request's address, written to the audit log. */
  readonly client: string;
  /**
   * What the per-client throttle counts under: the address's group (an IPv6 /64) as a keyed hash, so
   * no address is stored with the counts. The address itself when absent (the command line, tests).
   */
  readonly clientKey?: string;
  /** The request's device cookie, as sent (checked here; anything invalid counts as none). */
  readonly device?: string | undefined;
}

export type LoginResult =
  /** `device`: the device cookie's new value, for the browser to send with its next sign-in. */
  | { readonly ok: true; readonly token: string; readonly device: string }
  /** Wrong address or password, an unknown or a disabled account: one answer for all. */
  | { readonly ok: false; readonly reason: 'invalid' }
  /** Too many failures for this address or this client: sign-in opens again at `retryAt`. */
  | { readonly ok: false; readonly reason: 'locked'; readonly retryAt: Date; readonly retryAfterSeconds: number };

export interface StaffAuth {
  login(attempt: LoginAttempt): Promise<LoginResult>;
  /**
   * The signed-in staff member a token (without `Bearer `) belongs to, read from the database on every
   * call; null for an unknown, ended or revoked session and for a disabled account.
   */
  authenticate(token: string): Promise<StaffUser | null>;
  /** Ends the session at once (for every process on the database); nothing for an unknown token. */
  logout(token: string, client?: string): Promise<void>;
}

export interface StaffAuthOptions {
  /** The clock (tests move it to see sessions end). */
  readonly now?: () => Date;
  readonly throttle?: ThrottleLimits;
  /**
   * What device cookies are signed with: the secret every server shares, so a cookie from one is
   * valid on all. Without it, a key of this process alone.
   */
  readonly deviceSecret?: Uint8Array;
  /** The hashing pool (tests give a small one); the process's by default. */
  readonly hashPool?: HashPool;
}

const MINUTE = 60_000;

function lockedResult(retryAt: Date, now: Date): LoginResult {
  const retryAfterSeconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
  return { ok: false, reason: 'locked', retryAt, retryAfterSeconds };
}

/** What signing in and out needs: the database, the clock, the limits and the device cookies. */
interface AuthContext {
  readonly db: Database;
  readonly now: () => Date;
  readonly throttle: ThrottleLimits;
  readonly devices: DeviceCookies;
  readonly lifetimes: SessionLifetimes;
  readonly hashPool: HashPool | undefined;
}

/** A device trusted for this very account, with its account and its own reserved attempt. */
interface TrustedDevice {
  readonly device: DeviceClaim;
  readonly account: AccountToVerify;
  readonly reserved: Reservation;
}

export function createStaffAuth(
  db: Database,
  settings: Pick<StaffSettings, 'idleMinutes' | 'absoluteHours'>,
  options: StaffAuthOptions = {},
): StaffAuth {
  const context: AuthContext = {
    db,
    now: options.now ?? (() => new Date()),
    throttle: options.throttle ?? DEFAULT_THROTTLE,
    devices: createDeviceCookies(options.deviceSecret ?? processOnlySecret()),
    lifetimes: { idleMs: settings.idleMinutes * MINUTE, absoluteMs: settings.absoluteHours * 60 * MINUTE },
    hashPool: options.hashPool,
  };
  return {
    login: (attempt) => login(context, attempt),
    async authenticate(token) {
      if (!isTokenShaped(token)) return null;
      return sessionUser(db, token, context.now(), context.lifetimes.idleMs);
    },
    async logout(token, client) {
      if (!isTokenShaped(token)) return;
      const at = context.now();
      const row = await revokeSession(db, token, at);
      if (row) await writeAudit(db, { event: 'sign_out', at, accountId: row.account_id, email: row.email, client });
    },
  };
}

async function login(context: AuthContext, attempt: LoginAttempt): Promise<LoginResult> {
  const { db, throttle } = context;
  const { password, client, clientKey } = attempt;
  // A NUL cannot be stored in text; no account has one, so the address is refused like any unknown one.
  const email = normalEmail(attempt.email).replaceAll('\u0000', '\uFFFD');
  const started = context.now();
  const trusted = await trustedDevice(context, attempt.device, email, started);
  const keys: ThrottleKeys =
    trusted === undefined ? { email, client: clientKey ?? client } : { device: trusted.device.deviceId };
  // Whoever fails is nobody known: the audit keeps their day's keyed hash, never their address.
  const failing = clientKey === undefined ? client : `key:${clientKey}`;
  // Reserved before the (slow) verify, so attempts at once are counted before any is checked.
  const reservation: Reservation = trusted?.reserved ?? (await reserveAttempt(db, keys, throttle, started));
  if (!reservation.ok) {
    await writeAudit(db, { event: 'locked_out', at: started, email, client: failing });
    return lockedResult(reservation.lockedUntil, started);
  }
  let settled = false;
  try {
    const result = await verifyAndSettle(
      context,
      email,
      password,
      { signedIn: client, failing },
      keys,
      reservation.id,
      trusted,
    );
    settled = true;
    return result;
  } finally {
    // An error between the reservation and its settling gives the reservation back at once.
    if (!settled) await releaseAttempt(db, keys, reservation.id).catch(() => undefined);
  }
}

/**
 * A trusted device of this very account: counted by itself and hashed first. Anything else (no
 * cookie, an invalid one, another account's), as any unknown browser.
 */
async function trustedDevice(
  context: AuthContext,
  cookie: string | undefined,
  email: string,
  started: Date,
): Promise<TrustedDevice | undefined> {
  const claim = context.devices.read(cookie, started);
  if (!claim) return undefined;
  // One transaction for the device, its account and its reservation: under a flood, one wait for the database.
  return context.db.transaction(async (tx) => {
    const account = await trustedAccount(tx, claim, email, started);
    if (account === undefined) return undefined;
    const reserved = await reserveAttemptIn(tx, { device: claim.deviceId }, context.throttle, started);
    return { device: claim, account, reserved };
  });
}

async function verifyAndSettle(
  context: AuthContext,
  email: string,
  password: string,
  /** As audited: the address for a sign-in, the keyed hash (where known) for a failure. */
  client: { readonly signedIn: string; readonly failing: string },
  keys: ThrottleKeys,
  reservation: string,
  trusted: Pick<TrustedDevice, 'device' | 'account'> | undefined,
): Promise<LoginResult> {
  const { db } = context;
  const device = trusted?.device;
  const account =
    trusted?.account ??
    (
      await db.query<AccountToVerify>(
        'select id::text as id, password_hash, disabled from staff_accounts where email = $1',
        [email],
      )
    )[0];
  // Verified in every case (a dummy hash for no account), so every refusal takes as long.
  const matches = await checkPassword(account?.password_hash, password, {
    pool: context.hashPool,
    lane: device === undefined ? 'public' : 'reserved',
  });
  const at = context.now();
  if (!account || !matches || account.disabled) {
    const counted = await recordFailure(db, keys, reservation, context.throttle, at);
    await writeAudit(db, {
      event: counted.started ? 'lockout' : 'failure',
      at,
      accountId: account?.id,
      email,
      client: client.failing,
    });
    return counted.lockedUntil === undefined ? { ok: false, reason: 'invalid' } : lockedResult(counted.lockedUntil, at);
  }
  const token = newToken();
  const remembered = await db.transaction(async (tx) => {
    await openSession(tx, { token, accountId: account.id, at }, context.lifetimes);
    await tx.query('update staff_accounts set last_sign_in_at = $2 where id = $1', [account.id, at]);
    await recordSuccess(tx, keys, reservation, at);
    await writeAudit(tx, { event: 'sign_in', at, accountId: account.id, email, client: client.signedIn });
    return rememberDevice(tx, account.id, device?.deviceId, at);
  });
  return { ok: true, token, device: context.devices.sign(remembered) };
}
