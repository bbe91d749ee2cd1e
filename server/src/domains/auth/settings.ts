import { LOGIN_LIMITS, SESSION_LIMITS } from '@ksei/shared/node';
import { characterCount, passwordProblem } from './password-rules.js';

/** The first staff account, created on a database that has none (`STAFF_FIRST_*`). */
export interface FirstStaffAccount {
  readonly email: string;
  readonly name: string;
  readonly password: string;
}

export interface StaffSettings {
  /** Unused this long, a session ends (`SESSION_IDLE_MINUTES`, at most the contract's 30). */
  readonly idleMinutes: number;
  /** However busy, a session ends this long after sign-in (`SESSION_ABSOLUTE_HOURS`, at most 12). */
  readonly absoluteHours: number;
  readonly firstAccount: FirstStaffAccount | undefined;
}

type Env = Readonly<Record<string, string | undefined>>;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/** A whole number from 1 to `max`: the configuration may shorten a lifetime, never lengthen it. */
function parseLimit(name: string, value: string | undefined, max: number, unit: string): number {
  if (value === undefined) return max;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 1 || number > max) {
    throw new Error(`${name} must be a whole number of ${unit} from 1 to ${max}, got "${value}"`);
  }
  return number;
}

/** A plain address: one `@`, no spaces, brackets or control characters, at most 254 characters. */
export function isPlainEmail(value: string): boolean {
  // Control characters (a NUL, a line break) have no place in an address and cannot all be stored.
  const control = [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
  return characterCount(value) <= LOGIN_LIMITS.emailMaxLength && !control && /^[^\s@<>,;"]+@[^\s@<>,;"]+$/.test(value);
}

function parseFirstAccount(env: Env): FirstStaffAccount | undefined {
  const email = read(env, 'STAFF_FIRST_EMAIL');
  const name = read(env, 'STAFF_FIRST_NAME');
  // A password may begin or end with spaces: taken as given.
  const password = env['STAFF_FIRST_PASSWORD'] === '' ? undefined : env['STAFF_FIRST_PASSWORD'];
  if (email === undefined && name === undefined && password === undefined) return undefined;
  if (email === undefined || name === undefined || password === undefined) {
    throw new Error(
      'STAFF_FIRST_EMAIL, STAFF_FIRST_NAME and STAFF_FIRST_PASSWORD must be set together (the first staff ' +
        'account, created on a database without one), or none of them',
    );
  }
  if (!isPlainEmail(email)) throw new Error(`STAFF_FIRST_EMAIL must be one e-mail address, got "${email}"`);
  if (characterCount(name) > LOGIN_LIMITS.nameMaxLength) {
    throw new Error(`STAFF_FIRST_NAME must have at most ${LOGIN_LIMITS.nameMaxLength} characters`);
  }
  const problem = passwordProblem(password, [email, name]);
  // Never the password itself in the message.
  if (problem !== undefined) throw new Error(`STAFF_FIRST_PASSWORD ${problem}; choose a longer passphrase`);
  return { email: email.toLowerCase(), name, password };
}

export function loadStaffSettings(env: Env): StaffSettings {
  return {
    idleMinutes: parseLimit(
      'SESSION_IDLE_MINUTES',
      read(env, 'SESSION_IDLE_MINUTES'),
      SESSION_LIMITS.idleMinutes,
      'minutes',
    ),
    absoluteHours: parseLimit(
      'SESSION_ABSOLUTE_HOURS',
      read(env, 'SESSION_ABSOLUTE_HOURS'),
      SESSION_LIMITS.absoluteHours,
      'hours',
    ),
    firstAccount: parseFirstAccount(env),
  };
}
