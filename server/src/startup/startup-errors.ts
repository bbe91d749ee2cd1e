import path from 'node:path';
import { inspect, types } from 'node:util';

/** A start-up failure whose message is already written for the operator: printed as it is. */
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StartupError';
  }
}

/** Emscripten's errno numbers (PGlite's file-system errors are `{ name: 'ErrnoError', errno }`). */
const EMSCRIPTEN_ERRNO: Readonly<Record<number, string>> = {
  2: 'EACCES',
  10: 'EBUSY',
  19: 'EDQUOT',
  20: 'EEXIST',
  22: 'EFBIG',
  29: 'EIO',
  31: 'EISDIR',
  33: 'EMFILE',
  44: 'ENOENT',
  51: 'ENOSPC',
  54: 'ENOTDIR',
  63: 'EPERM',
  69: 'EROFS',
};

/** SQLSTATEs that are really a file-system condition. */
const SQLSTATE_CODES: Readonly<Record<string, string>> = { '53100': 'ENOSPC', '58030': 'EIO' };

/** strerror texts inside database messages ("could not extend file …: No space left on device"). */
const MESSAGE_CODES: readonly (readonly [RegExp, string])[] = [
  [/No space left on device/, 'ENOSPC'],
  [/Disk quota exceeded/, 'EDQUOT'],
  [/Read-only file system/, 'EROFS'],
  [/Permission denied/, 'EACCES'],
  [/Not a directory/, 'ENOTDIR'],
];

const MAX_CAUSES = 5;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The value and its `cause` chain (bounded: causes can be cyclic). */
function chain(value: unknown): unknown[] {
  const links: unknown[] = [value];
  let current = isRecord(value) ? value['cause'] : undefined;
  while (links.length < MAX_CAUSES && current !== undefined && !links.includes(current)) {
    links.push(current);
    current = isRecord(current) ? current['cause'] : undefined;
  }
  return links;
}

function ownCode(value: unknown): string | undefined {
  if (!isRecord(value)) return undefined;
  const { code, errno, name, message } = value;
  if (typeof code === 'string' && /^E[A-Z0-9]+$/.test(code)) return code;
  if (typeof code === 'string' && code in SQLSTATE_CODES) return SQLSTATE_CODES[code];
  if (name === 'ErrnoError' && typeof errno === 'number') return EMSCRIPTEN_ERRNO[errno];
  if (typeof message === 'string') return MESSAGE_CODES.find(([pattern]) => pattern.test(message))?.[1];
  return undefined;
}

/** The first system error code (ENOSPC, EROFS…) found in a thrown value or its causes. */
export function systemErrorCode(value: unknown): string | undefined {
  for (const link of chain(value)) {
    const code = ownCode(link);
    if (code !== undefined) return code;
  }
  return undefined;
}

function describeOne(value: unknown): string {
  // isNativeError: also an Error from another realm (a worker's, jest's sandbox).
  if (value instanceof Error || types.isNativeError(value)) return value.message || value.name;
  if (typeof value === 'string') return value === '' ? '(empty message)' : value;
  if (value === undefined || value === null) return `${String(value)} (the failure carried no details)`;
  if (!isRecord(value)) return String(value);
  // A plain object (e.g. an error that crossed a worker boundary): its telling fields, never [object Object].
  const { name, message, code, errno } = value;
  const parts: string[] = [];
  if (typeof name === 'string' && name !== '') parts.push(name);
  if (typeof message === 'string' && message !== '') parts.push(message);
  const details: string[] = [];
  if (typeof code === 'string' || typeof code === 'number') details.push(`code ${code}`);
  if (typeof errno === 'number') {
    const known = name === 'ErrnoError' ? EMSCRIPTEN_ERRNO[errno] : undefined;
    details.push(known === undefined ? `errno ${errno}` : `errno ${errno}: ${known}`);
  }
  if (parts.length === 0 && details.length === 0) return inspect(value, { depth: 2, breakLength: Infinity });
  return [parts.join(': '), details.length > 0 ? `(${details.join(', ')})` : ''].filter(Boolean).join(' ');
}

/** Any thrown value as one readable line, its causes included. */
export function describeThrown(value: unknown): string {
  let text = '';
  for (const link of chain(value)) {
    const part = describeOne(link);
    if (text === '') text = part;
    else if (!text.includes(part)) text += ` (cause: ${part})`;
  }
  return text;
}

function isInside(file: string, dir: string): boolean {
  const relative = path.relative(dir, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** Whether the failure concerns a file under `dir` (Node's fs errors carry the `path`). */
function concernsFolder(value: unknown, dir: string): boolean {
  return chain(value).some((link) => isRecord(link) && typeof link['path'] === 'string' && isInside(link['path'], dir));
}

function currentUser(): string {
  return typeof process.getuid === 'function' ? `user id ${process.getuid()}` : 'this user';
}

/**
 * The operator's message for a failure while `action` (e.g. "open the database") with DATA_DIR
 * `dataDir`: what is wrong and what to do, with the original error as detail.
 */
export function dataDirFailure(error: unknown, dataDir: string, action: string): StartupError {
  const detail = describeThrown(error);
  const options = { cause: error };
  switch (systemErrorCode(error)) {
    case 'ENOSPC':
    case 'EDQUOT':
      return new StartupError(
        `Cannot ${action}: no space left on the disk holding DATA_DIR ${dataDir}. ` +
          `Free some space or choose another DATA_DIR. (${detail})`,
        options,
      );
    case 'EROFS':
      return new StartupError(
        `Cannot ${action}: DATA_DIR ${dataDir} is on a read-only file system. ` +
          `Mount it writable or choose another DATA_DIR. (${detail})`,
        options,
      );
    case 'EACCES':
    case 'EPERM':
      return new StartupError(
        `Cannot ${action}: DATA_DIR ${dataDir} is not writable by this process (${currentUser()}). ` +
          `Give it write access or choose another DATA_DIR. (${detail})`,
        options,
      );
    case 'ENOTDIR':
      return new StartupError(
        `Cannot ${action}: DATA_DIR ${dataDir} or a folder above it is a file, not a folder. ` +
          `Point DATA_DIR at a folder. (${detail})`,
        options,
      );
    default:
      return new StartupError(`Cannot ${action} in DATA_DIR ${dataDir}: ${detail}`, options);
  }
}

/**
 * Classifies a failure of a start-up step. With the embedded database every file-system error is
 * DATA_DIR's; with PostgreSQL only those about files under DATA_DIR are (the rest is the server's).
 */
export function startupFailure(
  error: unknown,
  context: { readonly dataDir: string; readonly action: string; readonly embeddedDatabase: boolean },
): StartupError {
  if (error instanceof StartupError) return error;
  if (context.embeddedDatabase || concernsFolder(error, context.dataDir)) {
    return dataDirFailure(error, context.dataDir, context.action);
  }
  return new StartupError(`Cannot ${context.action}: ${describeThrown(error)}`, { cause: error });
}

/** The line printed when the server cannot start. */
export function startupFailureMessage(error: unknown): string {
  return error instanceof StartupError ? error.message : describeThrown(error);
}

/** `promise`, or a {@link StartupError} with `message` once `ms` have passed without it settling. */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StartupError(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
