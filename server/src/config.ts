import path from 'node:path';

/** Pino levels Fastify's logger accepts. */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface ServerConfig {
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
  /** Lets any host point a remote at a local dev server (CSP widened); localhost always may. */
  readonly allowRemoteOverrides: boolean;
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
  if (value === undefined) return 'info';
  const level = LOG_LEVELS.find((candidate) => candidate === value.toLowerCase());
  if (!level) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  return level;
}

/**
 * Reads the server's settings from the environment. `root` is the repository root (the caller knows
 * where it sits; tests pass a temporary one); relative paths resolve against `cwd`.
 */
export function loadConfig(env: Env, root: string, cwd: string = process.cwd()): ServerConfig {
  const resolveFrom = (value: string | undefined, fallback: string): string =>
    value === undefined ? fallback : path.resolve(cwd, value);
  return {
    port: parsePort(read(env, 'PORT')),
    host: read(env, 'HOST') ?? '0.0.0.0',
    dataDir: resolveFrom(read(env, 'DATA_DIR'), path.resolve(cwd, 'data')),
    databaseUrl: read(env, 'DATABASE_URL'),
    releasesDir: resolveFrom(read(env, 'RELEASES_DIR'), path.join(root, 'releases')),
    shellDist: resolveFrom(read(env, 'SHELL_DIST'), path.join(root, 'shell', 'dist')),
    logLevel: parseLogLevel(read(env, 'LOG_LEVEL')),
    allowRemoteOverrides: read(env, 'ALLOW_REMOTE_OVERRIDES') === '1',
  };
}
