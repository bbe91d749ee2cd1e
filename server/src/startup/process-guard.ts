/**
 * Once the server is up, an error nothing caught — a throw in a timer or an event handler, a rejected
 * promise nobody awaited — is logged and the server keeps serving: Node's default would end the
 * process, and with it every request in flight, for one request's bug. Installed only after start-up:
 * a failed start still ends the process with its own message.
 */
import { inspect } from 'node:util';

/** Pino's number for `error`, so the line reads like the server's other log lines. */
const ERROR_LEVEL = 50;

export type GuardedEvent = 'uncaughtException' | 'unhandledRejection';

export interface ProcessGuardOptions {
  /** Where the line goes; standard error by default. */
  readonly write?: (line: string) => void;
  /** What emits the two events; this process by default (tests pass an emitter of their own). */
  readonly target?: NodeJS.EventEmitter;
}

interface LoggedError {
  readonly type: string;
  readonly message: string;
  readonly stack?: string;
  readonly code?: string;
}

function loggedError(value: unknown): LoggedError {
  if (value instanceof Error) {
    const code = (value as { code?: unknown }).code;
    return {
      type: value.name,
      message: value.message,
      ...(value.stack === undefined ? {} : { stack: value.stack }),
      ...(typeof code === 'string' ? { code } : {}),
    };
  }
  // A rejection with something that is not an Error (a string, an object): what it was, readably.
  return { type: value === null ? 'null' : typeof value, message: inspect(value, { depth: 3, breakLength: Infinity }) };
}

/** The log line for one uncaught error: a JSON object on one line (the stack's newlines escaped). */
export function guardLine(event: GuardedEvent, error: unknown, time = Date.now()): string {
  const msg =
    event === 'uncaughtException'
      ? 'uncaught exception; the server keeps running'
      : 'unhandled promise rejection; the server keeps running';
  return `${JSON.stringify({ level: ERROR_LEVEL, time, pid: process.pid, msg, event, err: loggedError(error) })}\n`;
}

/**
 * A failed write to standard output or error (EPIPE: whoever read it has gone). Logging it would fail
 * the same way and raise another, so it is dropped.
 */
function isBrokenOutput(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === 'EPIPE' &&
    (error as { syscall?: unknown }).syscall === 'write'
  );
}

/** Logs uncaught exceptions and unhandled rejections instead of exiting. Answers a function removing it. */
export function installProcessGuard(options: ProcessGuardOptions = {}): () => void {
  const target = options.target ?? process;
  const write = options.write ?? ((line: string) => void process.stderr.write(line));
  const log = (event: GuardedEvent, error: unknown): void => {
    if (isBrokenOutput(error)) return;
    try {
      write(guardLine(event, error));
    } catch {
      // Nowhere left to log to; still no reason to end the process.
    }
  };
  const onException = (error: unknown): void => log('uncaughtException', error);
  const onRejection = (reason: unknown): void => log('unhandledRejection', reason);
  target.on('uncaughtException', onException);
  target.on('unhandledRejection', onRejection);
  return () => {
    target.removeListener('uncaughtException', onException);
    target.removeListener('unhandledRejection', onRejection);
  };
}
