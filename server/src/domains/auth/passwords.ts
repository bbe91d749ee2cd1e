import { randomBytes } from 'node:crypto';
import type { Algorithm } from '@node-rs/argon2';
import { hashPool, type HashLane, type HashPool } from '../hashing/pool.js';

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
 * Hashes and checks run on the process's hashing threads (one core short of the machine, a bounded
 * queue): fifty sign-ins at once wait their turn there, or are refused with `HashQueueFull` when the
 * queue is full, and pages and files never wait behind them.
 */
export function hashPassword(password: string): Promise<string> {
  return hashPool().argon2Hash(password, ARGON2_OPTIONS);
}

/**
 * A hash of a password nobody knows, made once per process with the same parameters: an unknown or
 * disabled account is verified against it, so a refusal costs as long as a wrong password and the
 * time of the answer does not tell whether an account exists. A failed attempt (a full queue) is not
 * kept, so the next sign-in tries again.
 */
let dummy: Promise<string> | undefined;
function dummyHash(): Promise<string> {
  const made = (dummy ??= hashPassword(randomBytes(24).toString('base64url')));
  made.catch(() => {
    if (dummy === made) dummy = undefined;
  });
  return made;
}

/**
 * Whether `password` matches `stored`; with no stored hash, the same work and `false`. Checked on the
 * process's pool unless another is given, on the public lane unless told otherwise.
 */
export async function checkPassword(
  stored: string | undefined,
  password: string,
  on: { readonly pool?: HashPool; readonly lane?: HashLane } = {},
): Promise<boolean> {
  const pool = on.pool ?? hashPool();
  if (stored === undefined) {
    await pool.argon2Verify(await dummyHash(), password, on.lane);
    return false;
  }
  return pool.argon2Verify(stored, password, on.lane);
}
