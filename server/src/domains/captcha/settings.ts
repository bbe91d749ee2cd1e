/** The captcha's configuration (`CAPTCHA_*`), read and checked once by `config.ts`. */
import { GOOGLE_TEST_KEYS, type CaptchaMode } from '@ksei/shared/node';

export type CaptchaProviderName = 'local' | 'google';
/** Google's hosts for the script and siteverify: `www.recaptcha.net` where google.com is blocked. */
export const GOOGLE_HOSTS = ['www.google.com', 'www.recaptcha.net'] as const;
export type GoogleHost = (typeof GOOGLE_HOSTS)[number];

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
