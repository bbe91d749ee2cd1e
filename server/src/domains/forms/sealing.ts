import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { FormKey } from './settings.js';

const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** A value as stored: the key that sealed it and nonce ‖ ciphertext ‖ tag. */
export interface Sealed {
  readonly keyId: string;
  readonly sealed: Uint8Array;
}

/**
 * Seals `plain` with the current key (the first) under AES-256-GCM and a fresh random nonce. `context`
 * (e.g. `whistleblowing_reports:<id>`) is authenticated too, so a sealed value copied into another
 * row or column does not open there.
 */
export function seal(keys: readonly FormKey[], plain: Uint8Array, context: string): Sealed {
  const current = keys[0];
  if (!current) throw new Error('no encryption key configured for the forms');
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', current.key, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return { keyId: current.id, sealed: Buffer.concat([nonce, body, cipher.getAuthTag()]) };
}

/** Opens a sealed value with the listed key of its id; throws when the key is unknown or the value was altered. */
export function open(keys: readonly FormKey[], value: Sealed, context: string): Buffer {
  const key = keys.find((candidate) => candidate.id === value.keyId);
  if (!key) throw new Error(`forms: no configured key has the id "${value.keyId}" (FORMS_ENCRYPTION_KEYS)`);
  const bytes = Buffer.from(value.sealed.buffer, value.sealed.byteOffset, value.sealed.byteLength);
  if (bytes.length < NONCE_BYTES + TAG_BYTES) throw new Error('forms: a sealed value is too short');
  const decipher = createDecipheriv('aes-256-gcm', key.key, bytes.subarray(0, NONCE_BYTES), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES)), decipher.final()]);
}

export const sealJson = (keys: readonly FormKey[], value: unknown, context: string): Sealed =>
  seal(keys, Buffer.from(JSON.stringify(value), 'utf8'), context);

export const openJson = <T>(keys: readonly FormKey[], value: Sealed, context: string): T =>
  JSON.parse(open(keys, value, context).toString('utf8')) as T;
