import { createHmac, randomBytes } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { Queryable } from '../db/database.js';

/**
 * Client addresses live in memory only: whatever is stored or counted per client (rate-limit buckets,
 * sign-in failures) is keyed by `ClientKeys.keyFor`, an HMAC of the client's address group under a
 * secret of the current period. The period's secret is random, shared by every server through the
 * database, and deleted once the period is over, so a stored key can no longer be tied to an address
 * (IPv4's 2^32 addresses are quickly tried against a plain or unkeyed hash, never against a deleted
 * secret). A configured pepper is mixed in, so a copy of the database alone does not test guesses
 * even within the period.
 *
 * Rotation resets every count: a client's buckets and sign-in failures start afresh when the period
 * changes, once a day. Consulting the previous period's key as well would double every lookup for the
 * gain of one extra burst a day per client; the account's own lockout (by e-mail) is not affected.
 */

/** How long one secret keys the clients (a day: the longest window, the sign-in lockout's, is 15 minutes). */
export const CLIENT_KEY_PERIOD_MS = 24 * 60 * 60_000;

/** Bytes of the HMAC kept: 128 bits, no collision between clients in practice. */
const KEY_BYTES = 16;

/** After the shared store fails, this process keys clients with a secret of its own for this long. */
const STORE_RETRY_MS = 60_000;

/** Eight 16-bit groups of an IPv6 address, or undefined when `text` is not one. */
function ipv6Groups(text: string): number[] | undefined {
  const address = text.replace(/%.*$/, '');
  if (!isIPv6(address)) return undefined;
  let head = address;
  const tail: number[] = [];
  // A dotted IPv4 at the end (`::ffff:1.2.3.4`) is the last two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(head);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    tail.push((a << 8) | b, (c << 8) | d);
    head = head.slice(0, dotted.index).replace(/:$/, '');
    if (head.endsWith(':')) head += ':';
  }
  const parse = (part: string): number[] => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const gap = head.indexOf('::');
  let groups: number[];
  if (gap === -1) {
    groups = [...parse(head), ...tail];
  } else {
    const before = parse(head.slice(0, gap));
    const after = [...parse(head.slice(gap + 2)), ...tail];
    groups = [...before, ...new Array<number>(8 - before.length - after.length).fill(0), ...after];
  }
  return groups.length === 8 ? groups : undefined;
}

/**
 * What one client is for a limit: an IPv4 address as it is, an IPv4-mapped IPv6 address as its IPv4,
 * any other IPv6 address as its /64 (one subscriber's network: a host picks any address in it at
 * will), written one way (`2001:db8:0:1::/64`) whatever the spelling. Anything else (no address at
 * all) is its own group, lower-cased.
 */
export function addressGroup(ip: string): string {
  const text = ip.trim().toLowerCase();
  if (isIPv4(text)) return text;
  const groups = ipv6Groups(text);
  if (!groups) return text;
  const isMapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isMapped) {
    const [high, low] = [groups[6] ?? 0, groups[7] ?? 0];
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The keyed hash every per-client count is stored under. */
export interface ClientKeys {
  /** The key of `ip`'s address group in the current period (base64url, 22 characters). */
  keyFor(ip: string): Promise<string>;
}

export interface ClientKeysOptions {
  /**
   * Where the period's secret is shared (table `client_address_secrets`): every server on the
   * database derives the same key for one client. Unset: a secret of this process's own.
   */
  readonly db?: Queryable;
  /** Mixed into every key; from the configuration, never stored in the database. */
  readonly pepper?: Uint8Array;
  /** A test's clock (ms). */
  readonly now?: () => number;
  /** Told when the shared secret cannot be read (this process then keys with its own for a minute). */
  readonly onStoreError?: (error: unknown) => void;
}

interface PeriodKey {
  readonly period: number;
  readonly key: Buffer;
  /** A process-local stand-in after the store failed: used until then, then the store is asked again. */
  readonly retryAt?: number;
}

/**
 * Creates the period's secret when no server has yet (the first insert wins, the others read its
 * row) and deletes the secrets before the previous period (a server whose clock runs a little late
 * may still ask for the previous one).
 */
async function sharedSecret(db: Queryable, period: number): Promise<Buffer> {
  await db.query('delete from client_address_secrets where period < $1', [period - 1]);
  const [row] = await db.query<{ secret: Uint8Array }>(
    `with made as (
       insert into client_address_secrets (period, secret) values ($1, $2)
       on conflict (period) do nothing returning secret
     )
     select secret from made union all select secret from client_address_secrets where period = $1 limit 1`,
    [period, randomBytes(32)],
  );
  if (!row) throw new Error('client keys: no secret for the period');
  return Buffer.from(row.secret);
}

export function createClientKeys(options: ClientKeysOptions = {}): ClientKeys {
  const now = options.now ?? Date.now;
  const pepper = Buffer.from(options.pepper ?? new Uint8Array());
  let current: Promise<PeriodKey> | undefined;

  const derive = (secret: Buffer): Buffer =>
    createHmac('sha256', pepper).update('client keys\0').update(secret).digest();

  async function load(period: number): Promise<PeriodKey> {
    if (!options.db) return { period, key: derive(randomBytes(32)) };
    try {
      return { period, key: derive(await sharedSecret(options.db, period)) };
    } catch (error) {
      options.onStoreError?.(error);
      return { period, key: derive(randomBytes(32)), retryAt: now() + STORE_RETRY_MS };
    }
  }

  async function periodKey(): Promise<Buffer> {
    const time = now();
    const period = Math.floor(time / CLIENT_KEY_PERIOD_MS);
    const known = current && (await current);
    if (known && known.period === period && (known.retryAt === undefined || time < known.retryAt)) return known.key;
    // One load per period and process, however many requests arrive at once.
    if (current === undefined || (await current) === known) current = load(period);
    return (await current).key;
  }

  return {
    async keyFor(ip) {
      const key = await periodKey();
      return createHmac('sha256', key).update(addressGroup(ip)).digest().subarray(0, KEY_BYTES).toString('base64url');
    },
  };
}
