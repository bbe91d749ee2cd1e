import { createHash } from 'node:crypto';

/** One AES-256 key: its id (stored beside every value it seals) and its 32 bytes. */
export interface FormKey {
  readonly id: string;
  readonly key: Buffer;
}

export interface FormsSettings {
  /** `FORMS=off` registers no form endpoint (the pages then offer the published e-mail channel). */
  readonly enabled: boolean;
  /** The first seals new values; every one listed opens values sealed with it (rotation). */
  readonly keys: readonly FormKey[];
  /** Mixed into every receipt's hash, so a copy of the database alone cannot test receipt guesses. */
  readonly receiptPepper: Buffer;
  /** The development defaults are in use (never accepted in production). */
  readonly developmentSecrets: boolean;
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * DEVELOPMENT ONLY. Written in the source, hence known to everybody: a development start and the
 * tests use them so forms work from a clean checkout; a production start refuses them.
 */
const DEVELOPMENT_KEY: FormKey = {
  id: 'dev',
  key: createHash('sha256').update('KSEI forms: development-only encryption key, never for production').digest(),
};
const DEVELOPMENT_PEPPER = createHash('sha256')
  .update('KSEI forms: development-only receipt pepper, never for production')
  .digest();

const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

function decodeBase64(value: string): Buffer | undefined {
  const compact = value.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(compact)) return undefined;
  return Buffer.from(compact.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
}

/** `kid1:<base64 of 32 bytes>,kid0:<…>`: the first is the current key. */
export function parseFormKeys(value: string): FormKey[] {
  const keys = value.split(',').map((entry, index) => {
    const separator = entry.indexOf(':');
    const id = entry.slice(0, separator).trim();
    const key = separator > 0 ? decodeBase64(entry.slice(separator + 1)) : undefined;
    if (!KEY_ID.test(id) || key?.length !== 32) {
      throw new Error(
        `FORMS_ENCRYPTION_KEYS entry ${index + 1} must be <key id>:<base64 of 32 random bytes> ` +
          '(id: letters, digits, _ or -; make a key with: openssl rand -base64 32)',
      );
    }
    return { id, key };
  });
  const ids = new Set(keys.map((key) => key.id));
  if (ids.size !== keys.length) throw new Error('FORMS_ENCRYPTION_KEYS names a key id twice');
  return keys;
}

function parsePepper(value: string): Buffer {
  const pepper = decodeBase64(value);
  if (pepper === undefined || pepper.length < 32) {
    throw new Error('FORMS_RECEIPT_PEPPER must be base64 of at least 32 random bytes (openssl rand -base64 32)');
  }
  return pepper;
}

function parseEnabled(value: string | undefined): boolean {
  if (value === undefined || value.trim() === '') return true;
  const lower = value.trim().toLowerCase();
  if (['1', 'true', 'on', 'yes'].includes(lower)) return true;
  if (['0', 'false', 'off', 'no'].includes(lower)) return false;
  throw new Error(`FORMS must be on or off (1/0, true/false), got "${value}"`);
}

/**
 * The forms' settings from the environment. In production with the forms on, the keys and the pepper
 * must be set, and not to the development values: a report sealed with a key from the source code is
 * not protected at all.
 */
export function loadFormsSettings(env: Env, mode: 'development' | 'production'): FormsSettings {
  const enabled = parseEnabled(env['FORMS']);
  const keysValue = env['FORMS_ENCRYPTION_KEYS']?.trim() || undefined;
  const pepperValue = env['FORMS_RECEIPT_PEPPER']?.trim() || undefined;
  const keys = keysValue === undefined ? [DEVELOPMENT_KEY] : parseFormKeys(keysValue);
  const receiptPepper = pepperValue === undefined ? DEVELOPMENT_PEPPER : parsePepper(pepperValue);
  const developmentSecrets =
    keys.some((key) => key.key.equals(DEVELOPMENT_KEY.key)) || receiptPepper.equals(DEVELOPMENT_PEPPER);
  if (mode === 'production' && enabled && developmentSecrets) {
    throw new Error(
      'FORMS_ENCRYPTION_KEYS and FORMS_RECEIPT_PEPPER must be set in production to keys of your own ' +
        '(e.g. FORMS_ENCRYPTION_KEYS=k1:$(openssl rand -base64 32) and FORMS_RECEIPT_PEPPER=$(openssl rand -base64 32)), ' +
        'or the forms switched off with FORMS=off',
    );
  }
  return { enabled, keys, receiptPepper, developmentSecrets };
}
