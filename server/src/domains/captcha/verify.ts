/**
 * Verification of one token, as the forms and sign-in use it: one verifier made from the configuration,
 * given to the API routes that need it by `app.ts`.
 */
import { createHash } from 'node:crypto';
import { CAPTCHA_TOKEN_LIFETIME_MS, GOOGLE_TEST_KEYS } from '@ksei/shared/node';
import type { CaptchaEndpoints } from './endpoints.js';
import type { CaptchaSettings } from './settings.js';

/** Why a token was refused: none sent, not valid, older than two minutes, used before, for another host, provider down. */
export type CaptchaRefusal = 'missing' | 'invalid' | 'expired' | 'duplicate' | 'hostname' | 'unavailable';
export type CaptchaCheck = { readonly ok: true } | { readonly ok: false; readonly reason: CaptchaRefusal };
/** Verifies one token with the provider (form-encoded siteverify, or the enterprise assessment). */
export type CaptchaVerifier = (token: string | undefined) => Promise<CaptchaCheck>;

export interface CaptchaVerifierOptions {
  readonly settings: CaptchaSettings;
  readonly endpoints: Pick<CaptchaEndpoints, 'siteverifyUrl' | 'assessmentUrl'>;
  /** `https://www.ksei.co.id`: a token must have been solved on this host. */
  readonly publicOrigin: string;
  /** A provider that does not answer within this is down (default 5 s). */
  readonly timeoutMs?: number;
  readonly now?: () => number;
  /** Problems an operator must fix (a wrong secret or API key): every submission is refused meanwhile. */
  readonly log?: { error(details: object, message: string): void };
}

const DEFAULT_TIMEOUT_MS = 5000;
/** Outside production, a page on this machine may be addressed by any of its loopback names. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** What one provider answer amounts to, before the hostname and age checks. */
type Answer =
  | { readonly valid: true; readonly hostname: string; readonly solvedAt: number }
  | { readonly valid: false; readonly reason: CaptchaRefusal };

/** siteverify's error codes (developers.google.com/recaptcha/docs/verify). */
function siteverifyRefusal(codes: readonly string[], seenBefore: boolean): CaptchaRefusal | 'configuration' {
  if (codes.includes('missing-input-secret') || codes.includes('invalid-input-secret')) return 'configuration';
  if (codes.includes('bad-request')) return 'configuration';
  if (codes.includes('missing-input-response')) return 'missing';
  // One code for both: the verifier tells them apart by whether it has seen the token.
  if (codes.includes('timeout-or-duplicate')) return seenBefore ? 'duplicate' : 'expired';
  return 'invalid';
}

/** createAssessment's `tokenProperties.invalidReason`. */
function assessmentRefusal(reason: string): CaptchaRefusal {
  switch (reason) {
    case 'EXPIRED':
      return 'expired';
    case 'DUPE':
      return 'duplicate';
    case 'MISSING':
      return 'missing';
    default:
      return 'invalid'; // MALFORMED, BROWSER_ERROR, UNEXPECTED_ACTION, INVALID_REASON_UNSPECIFIED
  }
}

/** Tokens this verifier has sent, kept two minutes (as long as a token lives): a second use is a duplicate. */
function createSeenTokens(now: () => number) {
  const seen = new Map<string, number>();
  const digest = (token: string): string => createHash('sha256').update(token).digest('base64url');
  return {
    /** Whether the token was seen; marks it seen. */
    check(token: string): boolean {
      const at = now();
      for (const [key, when] of seen) {
        if (at - when <= CAPTCHA_TOKEN_LIFETIME_MS) break;
        seen.delete(key);
      }
      const key = digest(token);
      const before = seen.has(key);
      if (!before) seen.set(key, at);
      return before;
    },
  };
}

/**
 * The verifier of the configured provider: siteverify (a form-encoded POST: the secret never travels
 * in an address) or, in enterprise mode, createAssessment. A token passes when the provider says so,
 * it was solved on the site's host and less than two minutes ago. A provider that is down, slow or
 * refuses our credentials refuses every token (`unavailable`): the forms fail closed.
 */
export function createCaptchaVerifier(options: CaptchaVerifierOptions): CaptchaVerifier {
  const { settings, endpoints } = options;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const expectedHost = new URL(options.publicOrigin).hostname;
  const seen = createSeenTokens(now);
  const hostAllowed = (hostname: string): boolean =>
    hostname === expectedHost ||
    (settings.development &&
      (hostname === GOOGLE_TEST_KEYS.hostname || (LOOPBACK.has(hostname) && LOOPBACK.has(expectedHost))));

  const post = async (url: string, init: { headers: Record<string, string>; body: string }): Promise<unknown> => {
    const response = await fetch(url, { method: 'POST', ...init, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) {
      if (response.status === 401 || response.status === 403 || response.status === 404) {
        options.log?.error({ status: response.status }, 'captcha: the provider refused our credentials');
      }
      throw new Error(`captcha provider answered ${response.status}`);
    }
    return response.json();
  };

  const siteverify = async (token: string, seenBefore: boolean): Promise<Answer> => {
    const answer = (await post(endpoints.siteverifyUrl, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      // No `remoteip`: a reporter's address is sent nowhere.
      body: new URLSearchParams({ secret: settings.secret, response: token }).toString(),
    })) as { success?: unknown; challenge_ts?: unknown; hostname?: unknown; 'error-codes'?: unknown };
    if (answer.success !== true) {
      const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'].map(String) : [];
      const reason = siteverifyRefusal(codes, seenBefore);
      if (reason === 'configuration') {
        options.log?.error({ codes }, 'captcha: siteverify refused the request (check CAPTCHA_SECRET)');
        return { valid: false, reason: 'unavailable' };
      }
      return { valid: false, reason };
    }
    return {
      valid: true,
      hostname: typeof answer.hostname === 'string' ? answer.hostname : '',
      solvedAt: typeof answer.challenge_ts === 'string' ? Date.parse(answer.challenge_ts) : Number.NaN,
    };
  };

  const assess = async (token: string): Promise<Answer> => {
    const answer = (await post(endpoints.assessmentUrl, {
      // The API key in a header, not the documented `?key=`: addresses end up in proxies' logs.
      headers: { 'content-type': 'application/json', 'x-goog-api-key': settings.enterprise?.apiKey ?? '' },
      body: JSON.stringify({ event: { token, siteKey: settings.siteKey } }),
    })) as { tokenProperties?: { valid?: unknown; invalidReason?: unknown; hostname?: unknown; createTime?: unknown } };
    const properties = answer.tokenProperties;
    if (!properties) throw new Error('captcha assessment without tokenProperties');
    if (properties.valid !== true) return { valid: false, reason: assessmentRefusal(String(properties.invalidReason)) };
    return {
      valid: true,
      hostname: typeof properties.hostname === 'string' ? properties.hostname : '',
      solvedAt: typeof properties.createTime === 'string' ? Date.parse(properties.createTime) : Number.NaN,
    };
  };

  return async (token) => {
    if (token === undefined || token.trim() === '') return { ok: false, reason: 'missing' };
    // A token is a few hundred to a few thousand characters of base64url; anything else is not one.
    if (token.length > 8192 || !/^[A-Za-z0-9._-]+$/.test(token)) return { ok: false, reason: 'invalid' };
    const seenBefore = seen.check(token);
    let answer: Answer;
    try {
      answer = settings.mode === 'enterprise' ? await assess(token) : await siteverify(token, seenBefore);
    } catch {
      return { ok: false, reason: 'unavailable' };
    }
    if (!answer.valid) return { ok: false, reason: answer.reason };
    if (!hostAllowed(answer.hostname)) return { ok: false, reason: 'hostname' };
    const age = now() - answer.solvedAt;
    if (!Number.isFinite(age) || age > CAPTCHA_TOKEN_LIFETIME_MS) return { ok: false, reason: 'expired' };
    return { ok: true };
  };
}
