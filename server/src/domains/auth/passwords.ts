import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { createSlots, SPARE_ONE_CORE } from '../cpu/slots.js';

/**
 * OWASP's Argon2id minimum (Password Storage Cheat Sheet): 19 MiB of memory, two passes, one lane.
 * The parameters travel inside every stored hash (PHC string), so raising them later still verifies
 * the old hashes.
 */
export const ARGON2_OPTIONS = {
  // The package declares its algorithms as a `const enum`, which isolated modules cannot read: 2 is Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * Hashes run one core short of the machine: fifty sign-ins at once otherwise took every core (and the
 * thread pool the server's file reads use) for about a second, and a page asked meanwhile waited that
 * long. Sign-ins queue instead; each still costs the full Argon2id work.
 */
const slots = createSlots(SPARE_ONE_CORE);

export function hashPassword(password: string): Promise<string> {
  return slots.run(() => hash(password, ARGON2_OPTIONS));
}

/**
 * A hash of a password nobody knows, made once per process with the same parameters: an unknown or
 * disabled account is verified against it, so a refusal costs as long as a wrong password and the
 * time of the answer does not tell whether an account exists.
 */
let dummy: Promise<string> | undefined;
function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummy;
}

/** Whether `password` matches `stored`; with no stored hash, the same work and `false`. */
export async function checkPassword(stored: string | undefined, password: string): Promise<boolean> {
  if (stored === undefined) {
    const unknown = await dummyHash();
    await slots.run(() => verify(unknown, password)).catch(() => false);
    return false;
  }
  return slots.run(() => verify(stored, password)).catch(() => false);
}
