/**
 * Staff sign-in, declared once: what the three `/api/auth/*` calls take and answer, the scopes a staff
 * account can hold, the limits of every field, the sign-in throttle and session lifetimes, and the
 * messages of each refusal in both languages. The browser's auth store (`stores/auth.ts`) and the
 * server's sign-in routes read them both.
 *
 * POST /api/auth/login   JSON `LoginBody`                → `LoginAnswer` (200)
 *                        400 `bad_request` (fields), 401 `unauthorized` (wrong e-mail or password, and
 *                        for a disabled or unknown account alike), 429 `too_many_requests` with
 *                        `Retry-After` and `retryAt` (the lockout: the same whether the account exists)
 * GET  /api/auth/user    `Authorization: Bearer <token>` → `UserAnswer`; 401 `unauthorized` without a
 *                        valid session
 * POST /api/auth/logout  `Authorization: Bearer <token>` → 204; the session ends at once for every
 *                        server process on the database; answers 204 for an unknown token too
 *
 * Every answer is `no-store`. The token is opaque (32 random bytes, base64url); the server keeps only
 * its SHA-256. Only the `Authorization` header authorizes an API call, never a cookie: the cookie the
 * browser keeps (as the original did) is read by the server for page requests only, to decide between
 * a protected page and the sign-in page, and changes nothing.
 */
import type { Locale } from '../routes/types.js';

/**
 * What a staff account may be allowed; a protected page or API route names the one it needs. Publishing
 * is per section: `<section>:edit` writes drafts and submits them, `<section>:publish` approves,
 * schedules, withdraws and reads the audit trail; `publishing:emergency` publishes alone (the revision
 * is then flagged for a second person's approval afterwards).
 */
export const STAFF_SCOPES = [
  'messages:read',
  'reports:read',
  'reports:handle',
  'publication:edit',
  'publication:publish',
  'regulations:edit',
  'regulations:publish',
  'careers:edit',
  'careers:publish',
  'about:edit',
  'about:publish',
  'service-support:edit',
  'service-support:publish',
  'publishing:emergency',
] as const;
export type StaffScope = (typeof STAFF_SCOPES)[number];

export const LOGIN_LIMITS = {
  /** RFC 5321's longest deliverable address. */
  emailMaxLength: 254,
  /** Longer is refused before hashing: Argon2's cost grows with the input, a megabyte is an attack. */
  passwordMaxLength: 1024,
  /** A new or reset password (ASVS 5.0 6.2.1 asks ≥ 8; 15 recommended without MFA). */
  passwordMinLength: 15,
  nameMaxLength: 120,
} as const;

/**
 * Failed sign-ins, counted in the database so every server process sees the same counts: per e-mail
 * address as typed (lower-cased; an unknown address is counted like a known one, so the lockout tells
 * nothing about which accounts exist) and per client address.
 */
export const LOGIN_THROTTLE = {
  accountFailures: 5,
  clientFailures: 30,
  windowMinutes: 15,
  lockMinutes: 15,
} as const;

/** Session lifetimes (defaults; the server's configuration may shorten them). */
export const SESSION_LIMITS = {
  /** Unused this long, a session ends (the original's token `maxAge`: 1800 s). */
  idleMinutes: 30,
  /** However busy, a session ends this long after sign-in. */
  absoluteHours: 12,
} as const;

export interface LoginBody {
  readonly email: string;
  readonly password: string;
  /** The language of any refusal (else the request's `?locale=`, else Indonesian). */
  readonly locale?: Locale;
}
export interface LoginAnswer {
  /** Sent back as `Authorization: Bearer <token>`. */
  readonly token: string;
}
export interface StaffUser {
  readonly name: string;
  readonly email: string;
  readonly scope: readonly StaffScope[];
}
export interface UserAnswer {
  readonly user: StaffUser;
}
/** A 429 from sign-in carries when to try again, besides `Retry-After`. */
export interface LockoutError {
  readonly error: { readonly code: 'too_many_requests'; readonly message: string; readonly retryAt: string };
}

export type AuthMessage =
  | 'emailRequired'
  | 'emailTooLong'
  | 'passwordRequired'
  | 'passwordTooLong'
  | 'invalidCredentials'
  | 'locked'
  | 'sessionExpired'
  | 'missingScope';

/** `{time}` in `locked` is the local time (Asia/Jakarta, HH:MM WIB) sign-in opens again. */
export const AUTH_MESSAGES: Readonly<Record<Locale, Readonly<Record<AuthMessage, string>>>> = {
  id: {
    emailRequired: 'Masukkan alamat email Anda.',
    emailTooLong: `Alamat email paling banyak ${LOGIN_LIMITS.emailMaxLength} karakter.`,
    passwordRequired: 'Masukkan kata sandi Anda.',
    passwordTooLong: `Kata sandi paling banyak ${LOGIN_LIMITS.passwordMaxLength} karakter.`,
    invalidCredentials: 'Email atau kata sandi salah.',
    locked: 'Terlalu banyak percobaan masuk. Coba lagi setelah pukul {time}.',
    sessionExpired: 'Sesi Anda telah berakhir. Silakan masuk kembali.',
    missingScope: 'Akun Anda tidak memiliki izin untuk membuka halaman ini.',
  },
  en: {
    emailRequired: 'Enter your email address.',
    emailTooLong: `An email address has at most ${LOGIN_LIMITS.emailMaxLength} characters.`,
    passwordRequired: 'Enter your password.',
    passwordTooLong: `A password has at most ${LOGIN_LIMITS.passwordMaxLength} characters.`,
    invalidCredentials: 'Wrong email or password.',
    locked: 'Too many sign-in attempts. Try again after {time}.',
    sessionExpired: 'Your session has ended. Please sign in again.',
    missingScope: 'Your account does not have permission to open this page.',
  },
};

export function authMessage(message: AuthMessage, locale: Locale, time?: string): string {
  return AUTH_MESSAGES[locale][message].replace('{time}', time ?? '');
}
