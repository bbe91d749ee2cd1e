/**
 * Helpers for the trusted-device sign-in suites: a small real hashing pool, accounts whose stored
 * hash is slow to verify (so a flood keeps the pool busy for seconds), and the device cookie a
 * sign-in answered with.
 */
import { hash } from '@node-rs/argon2';
import type { Algorithm } from '@node-rs/argon2';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../src/db/database.js';
import { createHashPool, type HashPool } from '../../src/domains/hashing/pool.js';
import { addStaff, login, PASSWORD } from './auth-server.js';

/** The secret every server of the test signs device cookies with. */
export const DEVICE_SECRET = Buffer.alloc(32, 7);

/** One thread, four waiting, two reserved: five public hashes fill it. */
export function smallPool(): HashPool {
  return createHashPool({ threads: 1, maxQueue: 4, reserved: 2 });
}

/**
 * An Argon2id hash that takes hundreds of milliseconds to verify (60 passes instead of 2): five of
 * them keep one thread busy for well over a second.
 */
export function slowHash(password: string): Promise<string> {
  return hash(password, { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 60, parallelism: 1 });
}

/** Staff accounts `flood-<i>@ksei.co.id` whose stored hash is `slow`. */
export async function addSlowAccounts(db: Database, count: number, slow: string): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, i) => `flood-${i}@ksei.co.id`);
  for (const email of emails) await addStaff(db, email);
  await db.query('update staff_accounts set password_hash = $1 where email = any($2::text[])', [slow, emails]);
  return emails;
}

/** The device cookie's value a response sets, or undefined. */
export function deviceCookieSet(response: LightMyRequestResponse): string | undefined {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header === undefined ? [] : [String(header)];
  const cookie = all.find((line) => line.startsWith('ksei_device='));
  return cookie?.slice('ksei_device='.length).split(';')[0];
}

/** A device cookie from a successful sign-in of `email` (what the browser keeps). */
export async function deviceOf(app: FastifyInstance, email: string, remoteAddress: string): Promise<string> {
  const response = await login(app, { email, password: PASSWORD }, { remoteAddress });
  const cookie = deviceCookieSet(response);
  if (response.statusCode !== 200 || cookie === undefined) throw new Error(`no device cookie: ${response.statusCode}`);
  return cookie;
}

/** Resolves once `check` holds, polling every 5 ms; fails after `ms`. */
export async function until(check: () => boolean, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
