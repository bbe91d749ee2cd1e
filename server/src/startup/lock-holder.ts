import fs from 'node:fs';
import { errorCode, unlessCode } from './error-code.js';

/*
 * Who holds a DATA_DIR lock file: its record (the holder's PID and start time), read with the file's
 * identity, and whether that process still runs. The lock itself (create, take over, release) is lock.ts.
 */

/** A lock file that stays empty this long was left by a process that died right after creating it. */
const EMPTY_LOCK_STALE_MS = 10_000;
/** How long to wait for a just-created lock file to get its content (written right after creation). */
const CONTENT_WAIT_MS = 500;

export interface LockRecord {
  readonly pid: number;
  /** Linux: the process's start time (/proc/<pid>/stat, clock ticks since boot) — tells a reused PID apart. */
  readonly startTime?: string;
}

/** Lock files this process holds: a PID equal to ours is only alive if it is in here. */
export const heldHere = new Set<string>();

export function readOptional(file: string): string | undefined {
  return unlessCode('ENOENT', () => fs.readFileSync(file, 'utf8'));
}

/** A lock file's content with the identity of the file it was read from (one open: they match). */
export interface LockSnapshot {
  readonly raw: string;
  readonly ino: number;
  readonly mtimeMs: number;
}

export function readSnapshot(file: string): LockSnapshot | undefined {
  const fd = unlessCode('ENOENT', () => fs.openSync(file, 'r'));
  if (fd === undefined) return undefined;
  try {
    const { ino, mtimeMs } = fs.fstatSync(fd);
    return { raw: fs.readFileSync(fd, 'utf8'), ino, mtimeMs };
  } finally {
    fs.closeSync(fd);
  }
}

export const sameFile = (a: LockSnapshot | undefined, b: LockSnapshot): boolean =>
  a !== undefined && a.raw === b.raw && a.ino === b.ino && a.mtimeMs === b.mtimeMs;

/** Fields after the command name of /proc/<pid>/stat (the name is in parentheses and may hold spaces). */
function procStat(pid: number): string[] | undefined {
  const stat = readOptional(`/proc/${pid}/stat`);
  if (stat === undefined) return undefined;
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** Linux: when the process started (field 22 of /proc/<pid>/stat); undefined elsewhere or if it is gone. */
export function processStartTime(pid: number): string | undefined {
  try {
    return procStat(pid)?.[19];
  } catch {
    return undefined;
  }
}

export function formatLockRecord(record: LockRecord): string {
  return record.startTime === undefined ? `${record.pid}\n` : `${record.pid}\nstart-time ${record.startTime}\n`;
}

export function parseLockRecord(text: string): LockRecord | undefined {
  const [first = '', second = ''] = text.split('\n');
  if (!/^\d+$/.test(first)) return undefined;
  const pid = Number(first);
  if (!Number.isSafeInteger(pid) || pid <= 0) return undefined;
  const startTime = /^start-time (\d+)$/.exec(second)?.[1];
  return startTime === undefined ? { pid } : { pid, startTime };
}

/** Whether the process a lock record names still runs (and is the same process, not a reused PID). */
function isRunning(record: LockRecord, file: string): boolean {
  // Our own PID in a lock we did not take: a previous incarnation (e.g. a restarted container).
  if (record.pid === process.pid) return heldHere.has(file);
  try {
    process.kill(record.pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    if (errorCode(error) !== 'EPERM') return false;
  }
  let stat: string[] | undefined;
  try {
    stat = procStat(record.pid);
  } catch {
    return true; // /proc unreadable: trust the signal check
  }
  // Gone between the two checks, or no /proc at all (not Linux: the signal check is all there is).
  if (stat === undefined) return !fs.existsSync('/proc/self/stat');
  // A zombie has exited; only its parent has not collected it yet.
  if (stat[0] === 'Z' || stat[0] === 'X') return false;
  if (record.startTime !== undefined) return stat[19] === record.startTime;
  // No start time recorded: a live PID whose command is not node was reused by something else.
  const cmdline = readOptional(`/proc/${record.pid}/cmdline`);
  return cmdline === undefined || cmdline.includes('node');
}

export function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

export type Holder =
  | { readonly state: 'none' }
  | { readonly state: 'running'; readonly pid: number | undefined }
  | { readonly state: 'stale'; readonly snapshot: LockSnapshot };

/** Who holds the lock file now. Waits briefly for a just-created file's content. */
export function inspect(file: string): Holder {
  const deadline = Date.now() + CONTENT_WAIT_MS;
  for (;;) {
    const snapshot = readSnapshot(file);
    if (snapshot === undefined) return { state: 'none' };
    const record = parseLockRecord(snapshot.raw);
    if (record !== undefined) {
      return isRunning(record, file) ? { state: 'running', pid: record.pid } : { state: 'stale', snapshot };
    }
    if (Date.now() >= deadline) {
      return Date.now() - snapshot.mtimeMs > EMPTY_LOCK_STALE_MS
        ? { state: 'stale', snapshot }
        : { state: 'running', pid: undefined };
    }
    sleep(10);
  }
}
