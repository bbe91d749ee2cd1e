/**
 * Captcha verification as the forms and sign-in use it: one verifier made from the configuration,
 * given to the API routes that need it by `app.ts`.
 */
import { createHash } from 'node:crypto';
import {
  CAPTCHA_PATHS,
  CAPTCHA_TOKEN_LIFETIME_MS,
  CAPTCHA_VERSION,
  GOOGLE_TEST_KEYS,
  type CaptchaMode,
  type CaptchaRuntimeConfig,
} from '@ksei/shared/node';

/** Why a token was refused: none sent, not valid, older than two minutes, used before, for another host, provider down. */
export type CaptchaRefusal = 'missing' | 'invalid' | 'expired' | 'duplicate' | 'hostname' | 'unavailable';
export type CaptchaCheck = { readonly ok: true } | { readonly ok: false; readonly reason: CaptchaRefusal };
/** Verifies one token with the provider (form-encoded siteverify, or the enterprise assessment). */
export type CaptchaVerifier = (token: string | undefined) => Promise<CaptchaCheck>;

// ————— Settings —————

export type CaptchaProviderName = 'local' | 'google';
/** Google's hosts for the script and siteverify: `www.recaptcha.net` where google.com is blocked. */
export const GOOGLE_HOSTS = ['www.google.com', 'www.recaptcha.net'] as const;
export type GoogleHost = (typeof GOOGLE_HOSTS)[number];
const ENTERPRISE_API_ORIGIN = 'https://recaptchaenterprise.googleapis.com';

/** The captcha's configuration (`CAPTCHA_*`), as `config.ts` reads it. */
export interface CaptchaSettings {
  /** `local`: the development provider on loopback (never in production); `google`: reCAPTCHA. */
  readonly provider: CaptchaProviderName;
  readonly mode: CaptchaMode;
  readonly siteKey: string;
  /** siteverify's secret (base mode). */
  readonly secret: string;
  /** createAssessment's project and API key (enterprise mode). */
  readonly enterprise: { readonly project: string; readonly apiKey: string } | undefined;
  readonly scriptHost: GoogleHost;
  readonly verifyHost: GoogleHost;
  /** The local provider's port (0: any free one). */
  readonly localPort: number;
  /** Google's test key answers hostname `testkey.google.com`: accepted outside production only. */
  readonly development: boolean;
  /**
   * LOCAL TEST CLUSTERS ONLY (`TEST_CLUSTER_CAPTCHA_ORIGIN`): the loopback origin of one local provider
   * that several servers share (`npm run cluster`), so a token solved through one node verifies on
   * another. It lets a production-mode server use the local provider: never set it on a real deployment.
   */
  readonly sharedLocalOrigin?: string;
}

/**
 * DEVELOPMENT ONLY: the local provider's keys, written in the source (known to everybody), so
 * development and tests work from a clean checkout. A production start refuses them.
 */
export const LOCAL_CAPTCHA_KEYS = {
  siteKey: 'ksei-local-development-site-key',
  secret: 'ksei-local-development-secret',
  project: 'ksei-local-development',
  apiKey: 'ksei-local-development-api-key',
} as const;

type Env = Readonly<Record<string, string | undefined>>;
const read = (env: Env, name: string): string | undefined => {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
};

function choice<T extends string>(env: Env, name: string, values: readonly T[], fallback: T): T {
  const value = read(env, name);
  if (value === undefined) return fallback;
  const found = values.find((candidate) => candidate === value.toLowerCase());
  if (found === undefined) throw new Error(`${name} must be one of ${values.join(', ')}, got "${value}"`);
  return found;
}

const LOOPBACK_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\]):\d{1,5}$/;

/** `TEST_CLUSTER_CAPTCHA_ORIGIN`: with the local provider only, and only an origin on this machine's loopback. */
function readSharedLocalOrigin(env: Env, provider: CaptchaProviderName): string | undefined {
  const value = read(env, 'TEST_CLUSTER_CAPTCHA_ORIGIN');
  if (value === undefined) return undefined;
  if (provider !== 'local' || !LOOPBACK_ORIGIN.test(value)) {
    throw new Error(
      `TEST_CLUSTER_CAPTCHA_ORIGIN is for local test clusters only: CAPTCHA_PROVIDER=local and an http://127.0.0.1:<port> origin, got "${value}"`,
    );
  }
  return value;
}

/**
 * Reads `CAPTCHA_*`. A production start with the forms on refuses what would leave them unguarded:
 * the local provider, missing keys, or Google's public test keys (which pass every check).
 */
export function loadCaptchaSettings(env: Env, options: { production: boolean; formsOn: boolean }): CaptchaSettings {
  const { production } = options;
  const provider = choice<CaptchaProviderName>(
    env,
    'CAPTCHA_PROVIDER',
    ['local', 'google'],
    production ? 'google' : 'local',
  );
  const mode = choice<CaptchaMode>(env, 'CAPTCHA_MODE', ['base', 'enterprise'], 'base');
  const scriptHost = choice<GoogleHost>(env, 'CAPTCHA_SCRIPT_HOST', GOOGLE_HOSTS, 'www.google.com');
  const verifyHost = choice<GoogleHost>(env, 'CAPTCHA_VERIFY_HOST', GOOGLE_HOSTS, 'www.google.com');
  const portText = read(env, 'CAPTCHA_LOCAL_PORT');
  const localPort = portText === undefined ? 0 : Number(portText);
  if (!Number.isInteger(localPort) || localPort < 0 || localPort > 65535) {
    throw new Error(`CAPTCHA_LOCAL_PORT must be an integer between 0 and 65535, got "${portText}"`);
  }
  const local = provider === 'local';
  // Outside production, Google without keys means Google's test pair (every check passes).
  const fallback = local ? LOCAL_CAPTCHA_KEYS : production ? undefined : GOOGLE_TEST_KEYS;
  const siteKey = read(env, 'CAPTCHA_SITE_KEY') ?? fallback?.siteKey ?? '';
  const secret = read(env, 'CAPTCHA_SECRET') ?? fallback?.secret ?? '';
  const project = read(env, 'CAPTCHA_ENTERPRISE_PROJECT') ?? (local ? LOCAL_CAPTCHA_KEYS.project : '');
  const apiKey = read(env, 'CAPTCHA_ENTERPRISE_API_KEY') ?? (local ? LOCAL_CAPTCHA_KEYS.apiKey : '');
  const settings: CaptchaSettings = {
    provider,
    mode,
    siteKey,
    secret,
    enterprise: mode === 'enterprise' ? { project, apiKey } : undefined,
    scriptHost,
    verifyHost,
    localPort,
    development: !production,
  };
  const sharedLocalOrigin = readSharedLocalOrigin(env, provider);
  if (sharedLocalOrigin !== undefined) return { ...settings, sharedLocalOrigin };
  if (production && options.formsOn) {
    const problem = productionProblem(settings);
    if (problem) throw new Error(`${problem} (or FORMS=off to start without the forms)`);
  }
  if (!production && mode === 'enterprise' && !local && (!project || !apiKey)) {
    throw new Error('CAPTCHA_MODE=enterprise needs CAPTCHA_ENTERPRISE_PROJECT and CAPTCHA_ENTERPRISE_API_KEY');
  }
  return settings;
}

function productionProblem(settings: CaptchaSettings): string | undefined {
  if (settings.provider === 'local') {
    return 'CAPTCHA_PROVIDER=local is for development and tests only: in production set CAPTCHA_PROVIDER=google with CAPTCHA_SITE_KEY and CAPTCHA_SECRET';
  }
  const isLocalKey = (Object.values(LOCAL_CAPTCHA_KEYS) as string[]).includes(settings.siteKey);
  if (settings.siteKey === GOOGLE_TEST_KEYS.siteKey || settings.secret === GOOGLE_TEST_KEYS.secret || isLocalKey) {
    return "CAPTCHA_SITE_KEY/CAPTCHA_SECRET are a test pair that passes every check: set the site's own reCAPTCHA keys in production";
  }
  if (!settings.siteKey) return 'CAPTCHA_SITE_KEY must be set in production: the reCAPTCHA v2 site key of the forms';
  if (settings.mode === 'base' && !settings.secret) {
    return "CAPTCHA_SECRET must be set in production: the secret key that verifies the forms' captcha";
  }
  if (settings.mode === 'enterprise' && (!settings.enterprise?.project || !settings.enterprise.apiKey)) {
    return 'CAPTCHA_MODE=enterprise needs CAPTCHA_ENTERPRISE_PROJECT and CAPTCHA_ENTERPRISE_API_KEY in production';
  }
  return undefined;
}

// ————— Where the provider is —————

/** The provider's addresses, for the page, the CSP and the verifier. */
export interface CaptchaEndpoints {
  /** The browser's configuration (`meta[name="ksei-captcha"]`). */
  readonly page: CaptchaRuntimeConfig;
  /** The no-JavaScript frame of the configured key, in `locale`. */
  fallbackUrl(locale: string): string;
  readonly siteverifyUrl: string;
  readonly assessmentUrl: string;
  /** CSP sources a form page adds. */
  readonly csp: CaptchaCspSources;
}

export interface CaptchaCspSources {
  readonly script: readonly string[];
  readonly frame: readonly string[];
  readonly connect: readonly string[];
  /** reCAPTCHA's widget sets `style` attributes (google/recaptcha#107): admitted (attributes only, no `<style>`). */
  readonly styleAttributes: boolean;
}

/** Google's hosts for reCAPTCHA, from its CSP guidance (paths narrowed to /recaptcha/). */
function googleCsp(scriptHost: GoogleHost): CaptchaCspSources {
  return scriptHost === 'www.recaptcha.net'
    ? {
        script: ['https://www.recaptcha.net/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
        frame: ['https://www.recaptcha.net/recaptcha/'],
        connect: [],
        styleAttributes: true,
      }
    : {
        script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
        frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
        connect: [],
        styleAttributes: true,
      };
}

/** `localOrigin`: the running local provider's (with `provider: 'local'`). */
export function captchaEndpoints(settings: CaptchaSettings, localOrigin?: string): CaptchaEndpoints {
  const local = settings.provider === 'local';
  localOrigin ??= settings.sharedLocalOrigin;
  if (local && !localOrigin) throw new Error('the local captcha provider is not running');
  const scriptOrigin = local ? (localOrigin ?? '') : `https://${settings.scriptHost}`;
  const verifyOrigin = local ? (localOrigin ?? '') : `https://${settings.verifyHost}`;
  const apiOrigin = local ? (localOrigin ?? '') : ENTERPRISE_API_ORIGIN;
  return {
    page: { siteKey: settings.siteKey, version: CAPTCHA_VERSION, mode: settings.mode, origin: scriptOrigin },
    fallbackUrl: (locale) =>
      `${scriptOrigin}${CAPTCHA_PATHS.fallback}?${new URLSearchParams({ k: settings.siteKey, hl: locale })}`,
    siteverifyUrl: verifyOrigin + CAPTCHA_PATHS.siteverify,
    assessmentUrl: apiOrigin + CAPTCHA_PATHS.assessments(settings.enterprise?.project ?? ''),
    csp: local
      ? { script: [scriptOrigin], frame: [scriptOrigin], connect: [scriptOrigin], styleAttributes: false }
      : googleCsp(settings.scriptHost),
  };
}

// ————— Verification —————

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
