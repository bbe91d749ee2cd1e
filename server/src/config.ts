import path from 'node:path';
import { DEFAULT_CONNECTION_LIMITS } from './http/connection-limits.js';
import { DEFAULT_RATE_LIMITS, type RateLimitPolicies } from './http/rate-limit.js';
import { loadCaptchaSettings, type CaptchaSettings } from './domains/captcha/index.js';
import { loadFormsSettings, type FormsSettings } from './domains/forms/settings.js';
import type { MailSettings, SmtpSecurity, SmtpServerSettings } from './domains/outbox/settings.js';
import { loadStaffSettings, type StaffSettings } from './domains/auth/settings.js';

/** Pino levels Fastify's logger accepts. */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * `development` (the default: `npm start` on a developer's or tester's machine) or `production`
 * (`NODE_ENV=production`). The mode only chooses defaults; every setting it touches has its own variable.
 */
export type ServerMode = 'development' | 'production';

/**
 * Fastify's `trustProxy`: off, a hop count, or the proxies' addresses/CIDRs. Never "every hop": a client
 * could then name itself anyone in `X-Forwarded-For` (a fresh rate-limit bucket per request).
 */
export type TrustProxy = false | number | readonly string[];

export interface ServerConfig {
  readonly mode: ServerMode;
  readonly port: number;
  readonly host: string;
  /** Root of everything the server writes (PGlite files, later form uploads). */
  readonly dataDir: string;
  /** Set → PostgreSQL; unset → embedded PGlite under `dataDir`. */
  readonly databaseUrl: string | undefined;
  /** Released remote versions and `registry.json` (written by `ksei-release`). */
  readonly releasesDir: string;
  /** The shell's production build; its `index.html` is the page template. */
  readonly shellDist: string;
  readonly logLevel: LogLevel;
  /**
   * `https://www.ksei.co.id`: the only origin written into canonical/hreflang links, sitemap.xml and
   * robots.txt. Never taken from the request's Host header, which any client can set.
   */
  readonly publicOrigin: string;
  /** Which proxies may tell the client's address and protocol (X-Forwarded-For/-Proto). */
  readonly trustProxy: TrustProxy;
  /** Strict-Transport-Security max-age in seconds for HTTPS requests; 0 sends none. */
  readonly hstsMaxAge: number;
  /**
   * Integration testers may point a section at another build (a local dev server): the page tells the
   * shell so and the CSP admits `http://localhost:*`. On in development, off in production.
   */
  readonly allowRemoteOverrides: boolean;
  /** Server-rendered pages are reused for a minute (`RENDER_CACHE=off` renders every request: measuring). */
  readonly renderCache: boolean;
  /**
   * Open connections one client address may hold (0: no cap). Trusted proxies (TRUST_PROXY addresses)
   * are never capped; with a hop count every peer is a proxy, so there is no cap.
   */
  readonly maxConnectionsPerAddress: number;
  /**
   * `Server-Timing: render;dur` on pages (the bench and developer tools read it). On in development,
   * off in production, where a fast answer would tell that another visitor's render was reused.
   */
  readonly serverTiming: boolean;
  /**
   * Per-client rate limits other than the defaults (`RATE_LIMITS=write=1:20,receipt=0.5:30`: a policy's
   * name, its requests per second and its burst); the policies not named keep their defaults.
   */
  readonly rateLimits: RateLimitPolicies;
  /** The forms' captcha: provider, mode, keys, hosts (`CAPTCHA_*`; the local provider outside production). */
  readonly captcha: CaptchaSettings;
  /** The public forms: on/off, the keys that seal what visitors send, the receipts' pepper (`FORMS*`). */
  readonly forms: FormsSettings;
  /**
   * The forms' e-mail notices: the SMTP server (SMTP_HOST…; unset outside production: a development
   * sink on loopback), the From address and each form's recipients.
   */
  readonly mail: MailSettings;
  /**
   * Staff sign-in: session lifetimes (`SESSION_IDLE_MINUTES`, `SESSION_ABSOLUTE_HOURS`, at most the
   * contract's) and the first account (`STAFF_FIRST_EMAIL`, `_NAME`, `_PASSWORD`: all scopes, created on
   * a database without any staff account; a password shorter than 15 characters refuses the start).
   */
  readonly staff: StaffSettings;
  /** Days a closed report (its evidence, thread and audit with it) is kept before it is deleted (`REPORT_RETENTION_DAYS`). */
  readonly reportRetentionDays: number;
  /**
   * After SIGTERM/SIGINT, the seconds the server reports not-ready (`/api/ready` 503) while still
   * answering, before it stops accepting (`DRAIN_GRACE_SECONDS`): the time a balancer needs to see it
   * and stop sending. 0 in development (Ctrl-C stops at once), 5 in production.
   */
  readonly drainGraceSeconds: number;
  /**
   * The Prometheus metrics listener (`GET /metrics`), apart from the public port: `METRICS_PORT` (unset:
   * no listener; 0: any free port) on `METRICS_HOST` (default 127.0.0.1, loopback only).
   */
  readonly metrics: MetricsSettings;
}

export interface MetricsSettings {
  /** Unset: no metrics listener. */
  readonly port: number | undefined;
  readonly host: string;
}

type Env = Readonly<Record<string, string | undefined>>;

/** An empty variable counts as unset, so `PORT= npm start` falls back to the default. */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function parsePort(value: string | undefined): number {
  if (value === undefined) return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${value}"`);
  }
  return port;
}

/**
 * Off unless asked for: a fixed default port would collide between several servers on one machine, and
 * an operator who scrapes knows which port to scrape.
 */
function parseMetrics(env: Env): MetricsSettings {
  const value = read(env, 'METRICS_PORT');
  const host = read(env, 'METRICS_HOST') ?? '127.0.0.1';
  if (value === undefined) return { port: undefined, host };
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`METRICS_PORT must be an integer between 0 and 65535, got "${value}"`);
  }
  return { port, host };
}

function parseLogLevel(value: string | undefined): LogLevel {
  // warn: a busy site cannot afford a log line per request; LOG_LEVEL=info logs every request.
  if (value === undefined) return 'warn';
  const level = LOG_LEVELS.find((candidate) => candidate === value.toLowerCase());
  if (!level) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  return level;
}

function parseSwitch(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (['1', 'true', 'on', 'yes'].includes(value.toLowerCase())) return true;
  if (['0', 'false', 'off', 'no'].includes(value.toLowerCase())) return false;
  throw new Error(`${name} must be 1 or 0 (true/false), got "${value}"`);
}

function parseOrigin(value: string | undefined, mode: ServerMode, port: number): string {
  if (value === undefined) {
    if (mode === 'production') {
      throw new Error('PUBLIC_ORIGIN must be set in production, e.g. PUBLIC_ORIGIN=https://www.ksei.co.id');
    }
    return `http://localhost:${port}`;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_ORIGIN must be an absolute http(s) URL such as https://www.ksei.co.id, got "${value}"`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin + '/' !== url.href.replace(/\/?$/, '/')) {
    throw new Error(`PUBLIC_ORIGIN must be a scheme and host only (no path or query), got "${value}"`);
  }
  return url.origin;
}

function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined) return false;
  const lower = value.toLowerCase();
  if (['0', 'false', 'off', 'no'].includes(lower)) return false;
  if (['true', 'on', 'yes'].includes(lower)) {
    throw new Error(
      `TRUST_PROXY=${value} would believe any X-Forwarded-For a client sends (a forged one gets a fresh rate-limit bucket on every request): give the proxy's address(es)/CIDRs, e.g. TRUST_PROXY=10.0.0.5 or 10.0.0.0/24, or the number of proxies in front, e.g. TRUST_PROXY=1`,
    );
  }
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value.split(',').map((part) => part.trim());
  if (addresses.some((part) => !/^[0-9A-Fa-f.:]+(\/\d{1,3})?$/.test(part))) {
    throw new Error(`TRUST_PROXY must be a hop count or proxy addresses/CIDRs separated by commas, got "${value}"`);
  }
  return addresses;
}

function parseSeconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const seconds = Number(value);
  if (!Number.isSafeInteger(seconds) || seconds < 0) {
    throw new Error(`${name} must be a whole number of seconds (0 or more), got "${value}"`);
  }
  return seconds;
}

function parseCount(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const count = Number(value);
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new Error(`${name} must be a whole number (0 or more), got "${value}"`);
  }
  return count;
}

const SMTP_SECURITY: readonly SmtpSecurity[] = ['tls', 'starttls', 'none'];
/** The usual port of each mode (RFC 8314: 465 implicit TLS; RFC 6409: 587 submission; 25 relay). */
const SMTP_DEFAULT_PORT: Readonly<Record<SmtpSecurity, number>> = { tls: 465, starttls: 587, none: 25 };
/** One plain address; a line break or a second address would let a setting add recipients or headers. */
const PLAIN_ADDRESS = /^[^\s@<>,;"]+@[^\s@<>,;"]+$/;
const MAIL_SETTINGS = 'SMTP_HOST, MAIL_FROM, MAIL_TO_CONTACT and MAIL_TO_WHISTLEBLOWING';

function parseRecipients(name: string, value: string): readonly string[] {
  const addresses = value.split(',').map((part) => part.trim());
  if (addresses.some((address) => !PLAIN_ADDRESS.test(address))) {
    throw new Error(`${name} must be one or more e-mail addresses separated by commas, got "${value}"`);
  }
  return addresses;
}

function parseFrom(value: string): string {
  // `no-reply@ksei.co.id` or `KSEI Website <no-reply@ksei.co.id>`.
  const match = /^(?:[^<>\r\n]*<([^<>]+)>|([^<>\s]+))$/.exec(value);
  const address = match?.[1] ?? match?.[2];
  if (address === undefined || !PLAIN_ADDRESS.test(address)) {
    throw new Error(`MAIL_FROM must be an address such as "KSEI Website <no-reply@ksei.co.id>", got "${value}"`);
  }
  return value;
}

function parseSmtp(env: Env): SmtpServerSettings | undefined {
  const host = read(env, 'SMTP_HOST');
  if (host === undefined) return undefined;
  const secure = read(env, 'SMTP_SECURE')?.toLowerCase();
  const security = secure === undefined ? 'starttls' : SMTP_SECURITY.find((mode) => mode === secure);
  if (security === undefined) {
    throw new Error(
      `SMTP_SECURE must be tls (implicit TLS, port 465), starttls (port 587) or none (no encryption), got "${secure}"`,
    );
  }
  const portText = read(env, 'SMTP_PORT');
  const port = portText === undefined ? SMTP_DEFAULT_PORT[security] : Number(portText);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`SMTP_PORT must be an integer between 1 and 65535, got "${portText}"`);
  }
  const user = read(env, 'SMTP_USER');
  // A password may begin or end with spaces: read as given.
  const password = env['SMTP_PASSWORD'] === '' ? undefined : env['SMTP_PASSWORD'];
  if ((user === undefined) !== (password === undefined)) {
    throw new Error('SMTP_USER and SMTP_PASSWORD must be set together (or neither, for a server without sign-in)');
  }
  return { kind: 'smtp', host, port, security, user, password };
}

/**
 * Production with the forms on needs a real mail server and addresses; a development start without
 * SMTP_HOST gets a sink on loopback and addresses that go nowhere. With SMTP_HOST the addresses are
 * required in every mode: a real server must not be sent the placeholders.
 */
function parseMail(env: Env, production: boolean, formsOn: boolean): MailSettings {
  const required = production && formsOn;
  const smtp = parseSmtp(env);
  const from = read(env, 'MAIL_FROM');
  const contact = read(env, 'MAIL_TO_CONTACT');
  const whistleblowing = read(env, 'MAIL_TO_WHISTLEBLOWING');
  if (smtp === undefined && required) {
    throw new Error(
      `SMTP_HOST must be set in production with the forms on: their notices are e-mailed (set ${MAIL_SETTINGS}, ` +
        'and SMTP_PORT, SMTP_SECURE, SMTP_USER and SMTP_PASSWORD as the mail server needs), e.g. SMTP_HOST=smtp.ksei.co.id',
    );
  }
  if (smtp !== undefined) {
    const missing = [
      ['MAIL_FROM', from],
      ['MAIL_TO_CONTACT', contact],
      ['MAIL_TO_WHISTLEBLOWING', whistleblowing],
    ].filter(([, value]) => value === undefined);
    if (missing.length > 0) {
      throw new Error(
        `${missing.map(([name]) => name).join(', ')} must be set with SMTP_HOST: who sends the forms' notices and ` +
          'who receives them, e.g. MAIL_FROM="KSEI Website <no-reply@ksei.co.id>" MAIL_TO_CONTACT=humas@ksei.co.id',
      );
    }
  }
  const devPortText = read(env, 'DEV_MAIL_PORT');
  const devPort = devPortText === undefined ? 0 : Number(devPortText);
  if (!Number.isInteger(devPort) || devPort < 0 || devPort > 65535) {
    throw new Error(`DEV_MAIL_PORT must be an integer between 0 and 65535, got "${devPortText}"`);
  }
  return {
    // Production without a mail server has the forms off: nothing is queued, nothing is started.
    server: smtp ?? (production ? { kind: 'off' } : { kind: 'development-sink', port: devPort }),
    from: parseFrom(from ?? 'KSEI Website (development) <no-reply@localhost>'),
    to: {
      contact: parseRecipients('MAIL_TO_CONTACT', contact ?? 'contact@localhost'),
      whistleblowing: parseRecipients('MAIL_TO_WHISTLEBLOWING', whistleblowing ?? 'whistleblowing@localhost'),
    },
  };
}

const ONE_YEAR = 31_536_000;

function parseRetentionDays(value: string | undefined): number {
  if (value === undefined) return 365;
  const days = Number(value);
  if (!Number.isSafeInteger(days) || days < 1) {
    throw new Error(`REPORT_RETENTION_DAYS must be a whole number of days (1 or more), got "${value}"`);
  }
  return days;
}

function parseRateLimits(value: string | undefined): RateLimitPolicies {
  if (value === undefined) return {};
  const policies: Record<string, { perSecond: number; burst: number }> = {};
  for (const part of value.split(',')) {
    const match = /^\s*([a-z]+)\s*=\s*(\d+(?:\.\d+)?)\s*:\s*(\d+)\s*$/.exec(part);
    const name = match?.[1];
    const perSecond = Number(match?.[2]);
    const burst = Number(match?.[3]);
    if (!name || !(name in DEFAULT_RATE_LIMITS) || !(perSecond > 0) || !(burst >= 1)) {
      throw new Error(
        `RATE_LIMITS must be policy=perSecond:burst pairs separated by commas, with policies among ${Object.keys(DEFAULT_RATE_LIMITS).join(', ')}, e.g. write=0.2:5; got "${value}"`,
      );
    }
    policies[name] = { perSecond, burst };
  }
  return policies;
}

/**
 * Reads the server's settings from the environment. `root` is the repository root (the caller knows
 * where it sits; tests pass a temporary one); relative paths resolve against `cwd`.
 */
export function loadConfig(env: Env, root: string, cwd: string = process.cwd()): ServerConfig {
  const resolveFrom = (value: string | undefined, fallback: string): string =>
    value === undefined ? fallback : path.resolve(cwd, value);
  const mode: ServerMode = read(env, 'NODE_ENV') === 'production' ? 'production' : 'development';
  const production = mode === 'production';
  const port = parsePort(read(env, 'PORT'));
  return {
    mode,
    port,
    host: read(env, 'HOST') ?? '0.0.0.0',
    dataDir: resolveFrom(read(env, 'DATA_DIR'), path.resolve(cwd, 'data')),
    databaseUrl: read(env, 'DATABASE_URL'),
    releasesDir: resolveFrom(read(env, 'RELEASES_DIR'), path.join(root, 'releases')),
    shellDist: resolveFrom(read(env, 'SHELL_DIST'), path.join(root, 'shell', 'dist')),
    logLevel: parseLogLevel(read(env, 'LOG_LEVEL')),
    publicOrigin: parseOrigin(read(env, 'PUBLIC_ORIGIN'), mode, port),
    trustProxy: parseTrustProxy(read(env, 'TRUST_PROXY')),
    hstsMaxAge: parseSeconds('HSTS_MAX_AGE', read(env, 'HSTS_MAX_AGE'), production ? ONE_YEAR : 0),
    allowRemoteOverrides: parseSwitch('ALLOW_REMOTE_OVERRIDES', read(env, 'ALLOW_REMOTE_OVERRIDES'), !production),
    renderCache: parseSwitch('RENDER_CACHE', read(env, 'RENDER_CACHE'), true),
    serverTiming: parseSwitch('SERVER_TIMING', read(env, 'SERVER_TIMING'), !production),
    maxConnectionsPerAddress: parseCount(
      'MAX_CONNECTIONS_PER_ADDRESS',
      read(env, 'MAX_CONNECTIONS_PER_ADDRESS'),
      DEFAULT_CONNECTION_LIMITS.maxPerAddress,
    ),
    rateLimits: parseRateLimits(read(env, 'RATE_LIMITS')),
    captcha: loadCaptchaSettings(env, { production, formsOn: parseSwitch('FORMS', read(env, 'FORMS'), true) }),
    forms: loadFormsSettings(env, mode),
    mail: parseMail(env, production, parseSwitch('FORMS', read(env, 'FORMS'), true)),
    staff: loadStaffSettings(env),
    reportRetentionDays: parseRetentionDays(read(env, 'REPORT_RETENTION_DAYS')),
    // 5 s in production: a balancer probing every second or two sees two failures and stops sending,
    // and every keep-alive connection idle since before the signal has met the 5 s idle timeout, so
    // none is left to be cut when the listener closes. Kept short: a supervisor must wait the grace
    // plus the 10 s shutdown before it kills.
    drainGraceSeconds: parseSeconds('DRAIN_GRACE_SECONDS', read(env, 'DRAIN_GRACE_SECONDS'), production ? 5 : 0),
    metrics: parseMetrics(env),
  };
}
