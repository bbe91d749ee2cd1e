import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db/database.js';

/**
 * Trusted devices (OWASP's "device cookie"): after a sign-in the browser gets a cookie naming a
 * device row, the account and the time it was issued, signed with a key every server derives from
 * the same configured secret. A sign-in carrying a valid cookie for the account being signed in is
 * let past a flood (its hash goes first; its failures lock that device alone). Anything else (no
 * cookie, a forged, expired or revoked one, another account's) is an unknown browser, handled the
 * same whether the account exists or not.
 */

/** How long a device stays trusted after its last sign-in. */
export const DEVICE_LIFETIME_MS = 90 * 24 * 60 * 60_000;
/** Devices one account may have; the least recently used goes when another is added. */
export const MAX_DEVICES_PER_ACCOUNT = 10;
/** Longer than any cookie this module writes (about 120 characters); longer ones are not parsed. */
const MAX_COOKIE_LENGTH = 200;

export interface DeviceClaim {
  readonly deviceId: string;
  readonly accountId: string;
  readonly issuedAt: Date;
}

export interface DeviceCookies {
  /** The cookie's value for `claim`. */
  sign(claim: DeviceClaim): string;
  /** The claim of a well-formed, correctly signed cookie issued less than a lifetime before `now`. */
  read(value: string | undefined, now: Date): DeviceClaim | undefined;
}

const COOKIE_SHAPE =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([1-9][0-9]{0,18})\.([0-9]{1,15})\.([A-Za-z0-9_-]{43})$/;

/**
 * Signs with a key of its own derived from `secret` (the secret is never used raw for this), so the
 * same configured secret serves other purposes without their outputs being interchangeable.
 */
export function createDeviceCookies(secret: Uint8Array): DeviceCookies {
  const key = createHmac('sha256', secret).update('ksei staff device cookie v1').digest();
  const mac = (payload: string): Buffer => createHmac('sha256', key).update(payload).digest();
  const payloadOf = (claim: DeviceClaim): string =>
    `${claim.deviceId}.${claim.accountId}.${Math.floor(claim.issuedAt.getTime() / 1000)}`;
  return {
    sign(claim) {
      const payload = payloadOf(claim);
      return `${payload}.${mac(payload).toString('base64url')}`;
    },
    read(value, now) {
      if (value === undefined || value.length > MAX_COOKIE_LENGTH) return undefined;
      const match = COOKIE_SHAPE.exec(value);
      if (!match) return undefined;
      const [, deviceId = '', accountId = '', seconds = '', signature = ''] = match;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(`${deviceId}.${accountId}.${seconds}`);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const issuedAt = new Date(Number(seconds) * 1000);
      const age = now.getTime() - issuedAt.getTime();
      // A cookie from the future (a clock far ahead) is refused like an old one.
      if (age >= DEVICE_LIFETIME_MS || age < -60_000) return undefined;
      return { deviceId, accountId, issuedAt };
    },
  };
}

/**
 * A signing key of this process alone, for a `StaffAuth` made without the shared secret (the command
 * line, some tests): its cookies are trusted by this process only.
 */
export const processOnlySecret = (): Buffer => randomBytes(32);

/** The account row a sign-in verifies against. */
export interface AccountToVerify {
  readonly id: string;
  readonly password_hash: string;
  readonly disabled: boolean;
}

/**
 * The account signing in as `email`, when `claim`'s device is still on record for it; undefined for a
 * device forgotten, unused for a lifetime, or another account's.
 */
export async function trustedAccount(
  db: Queryable,
  claim: DeviceClaim,
  email: string,
  now: Date,
): Promise<AccountToVerify | undefined> {
  const rows = await db.query<AccountToVerify>(
    `select a.id::text as id, a.password_hash, a.disabled from staff_devices d join staff_accounts a on a.id = d.account_id
     where d.id = $1::uuid and d.account_id = $2::bigint and a.email = $3 and d.last_used_at > $4`,
    [claim.deviceId, claim.accountId, email, new Date(now.getTime() - DEVICE_LIFETIME_MS)],
  );
  return rows[0];
}

/**
 * Records a sign-in on a device: the trusted one it came from, or a new one. Then the account's
 * devices past the limit (least recently used first) and those unused for a lifetime are forgotten.
 */
export async function rememberDevice(
  db: Queryable,
  accountId: string,
  trusted: string | undefined,
  now: Date,
): Promise<DeviceClaim> {
  const deviceId = trusted ?? randomUUID();
  await db.query(
    `insert into staff_devices (id, account_id, issued_at, last_used_at) values ($1::uuid, $2::bigint, $3, $3)
     on conflict (id) do update set last_used_at = $3`,
    [deviceId, accountId, now],
  );
  await db.query(
    `delete from staff_devices where account_id = $1::bigint and (last_used_at <= $3 or id not in (
       select id from staff_devices where account_id = $1::bigint order by last_used_at desc, id limit $2))`,
    [accountId, MAX_DEVICES_PER_ACCOUNT, new Date(now.getTime() - DEVICE_LIFETIME_MS)],
  );
  return { deviceId, accountId, issuedAt: now };
}
