import { randomInt, type ScryptOptions } from 'node:crypto';
import { formatReceipt, RECEIPT_PATTERN } from '@ksei/shared/node';
import { hashPool } from '../hashing/pool.js';

/**
 * A receipt: 16 random decimal digits (10^16 ≈ 2^53.2 codes), from two draws of eight digits each
 * (`randomInt` takes ranges below 2^48).
 */
export function newReceipt(): string {
  const half = (): string => String(randomInt(0, 100_000_000)).padStart(8, '0');
  return half() + half();
}

/** The 16 digits of a typed receipt (`1234-5678-…`, spaces or dashes allowed), or undefined when it is not one. */
export function receiptDigits(typed: string): string | undefined {
  const compact = typed.replace(/\s+/g, '');
  return RECEIPT_PATTERN.test(compact) ? compact.replace(/-/g, '') : undefined;
}

export const displayReceipt = formatReceipt;

/**
 * scrypt at N = 2^15, r = 8 (32 MiB, some 50–100 ms on one core): every guess at a receipt costs an
 * attacker holding the database that much, on top of the pepper they would also need. Deterministic
 * (the pepper is the salt) so a receipt is found by its hash; the receipt's own 53 bits stand in for a
 * per-row salt.
 */
const SCRYPT: ScryptOptions = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

/**
 * The stored form of a receipt (its digits only), hashed on the process's hashing threads: never on
 * the event loop, nor on the thread pool that file reads share. Rejects with `HashQueueFull` when
 * those threads are busy and their queue is full.
 */
export function hashReceipt(digits: string, pepper: Uint8Array): Promise<Buffer> {
  return hashPool().scrypt(digits, pepper, 32, SCRYPT);
}
