import path from 'node:path';
import { DEFAULT_CONNECTION_LIMITS } from './http/connection-limits.js';
import { loadCaptchaSettings, type CaptchaSettings } from './http/captcha.js';

/** Pino levels Fastify's logger accepts. */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * `development` (the default: `npm start` on a developer's or tester's machine) or `production`
 * (`NODE_ENV=production`). The mode only chooses defaults; every setting it touches has its own variable.
 */
export type ServerMode = 'development' | 'production';

/** Fastify's `trustProxy`: off, every hop, a hop count, or the proxies' addresses/CIDRs. */
export type TrustProxy = boolean | number | readonly string[];

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
   * are never capped; with TRUST_PROXY=true or a hop count every peer is a proxy, so there is no cap.
   */
  readonly maxConnectionsPerAddress: number;
  /**
   * `Server-Timing: render;dur` on pages (the bench and developer tools read it). On in development,
   * off in production, where a fast answer would tell that another visitor's render was reused.
   */
  readonly serverTiming: boolean;
  /** The forms' captcha: provider, mode, keys, hosts (`CAPTCHA_*`; the local provider outside production). */
  readonly captcha: CaptchaSettings;
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
  if (['true', 'on', 'yes'].includes(lower)) return true;
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value.split(',').map((part) => part.trim());
  if (addresses.some((part) => !/^[0-9A-Fa-f.:]+(\/\d{1,3})?$/.test(part))) {
    throw new Error(
      `TRUST_PROXY must be true, a hop count, or proxy addresses/CIDRs separated by commas, got "${value}"`,
    );
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

const ONE_YEAR = 31_536_000;

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
    captcha: loadCaptchaSettings(env, { production, formsOn: parseSwitch('FORMS', read(env, 'FORMS'), true) }),
  };
}
