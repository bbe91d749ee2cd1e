import fs from 'node:fs';
import path from 'node:path';
import { errorCode } from './error-code.js';

/** The lock file's name inside DATA_DIR. First line: the holder's PID (like any pid file). */
export const LOCK_FILE_NAME = 'server.lock';

/** A lock file that stays empty this long was left by a process that died right after creating it. */
const EMPTY_LOCK_STALE_MS = 10_000;
/** How long to wait for a just-created lock file to get its content (written right after creation). */
const CONTENT_WAIT_MS = 500;
const MAX_ATTEMPTS = 20;

export interface LockRecord {
  readonly pid: number;
  /** Linux: the process's start time (/proc/<pid>/stat, clock ticks since boot) — tells a reused PID apart. */
  readonly startTime?: string;
}

export interface DataDirLock {
  /** The lock file. */
  readonly file: string;
  /** Removes the lock file if it is still this process's; safe to call more than once. */
  release(): void;
}

/** DATA_DIR is held by another running server. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    /** undefined: another server is creating the lock right now and has not written its PID yet. */
    readonly pid: number | undefined,
  ) {
    super(
      pid === undefined
        ? `DATA_DIR ${dataDir} is in use by another server that is starting right now; ` +
            'stop that server or choose another DATA_DIR'
        : `DATA_DIR ${dataDir} is in use by process ${pid} (another KSEI server); ` +
            'stop that server or choose another DATA_DIR',
    );
    this.name = 'DataDirLockedError';
  }
}

/** Lock files this process holds: a PID equal to ours is only alive if it is in here. */
const heldHere = new Set<string>();

function readOptional(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
}

/** A lock file's content with the identity of the file it was read from (one open: they match). */
interface LockSnapshot {
  readonly raw: string;
  readonly ino: number;
  readonly mtimeMs: number;
}

function readSnapshot(file: string): LockSnapshot | undefined {
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const { ino, mtimeMs } = fs.fstatSync(fd);
    return { raw: fs.readFileSync(fd, 'utf8'), ino, mtimeMs };
  } finally {
    fs.closeSync(fd);
  }
}

const sameFile = (a: LockSnapshot | undefined, b: LockSnapshot): boolean =>
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

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

type Holder =
  | { readonly state: 'none' }
  | { readonly state: 'running'; readonly pid: number | undefined }
  | { readonly state: 'stale'; readonly snapshot: LockSnapshot };

/** Who holds the lock file now. Waits briefly for a just-created file's content. */
function inspect(file: string): Holder {
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

/** Beside the lock: held by the one process removing a stale lock, so no two remove at once. */
const TAKEOVER_SUFFIX = '.takeover';
/** A takeover file this old was left by a process that died while removing a stale lock (it takes ms). */
const TAKEOVER_STALE_MS = 2_000;

/**
 * Removes a stale lock file, but only the one judged stale. Only the holder of the takeover file
 * (created with `wx`) removes anything, and it looks again first: while a lock file exists nobody can
 * create another, and nobody else removes one, so the file it finds stale is the file it unlinks.
 * (Renaming the lock aside and putting it back could destroy a live server's fresh lock when two
 * servers took over the same stale one at once.)
 */
function removeStale(file: string, judged: LockSnapshot): void {
  const takeover = `${file}${TAKEOVER_SUFFIX}`;
  let fd: number;
  try {
    fd = fs.openSync(takeover, 'wx');
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error;
    // Another server is taking over: give it a moment, unless it died doing so.
    const age = Date.now() - (fs.statSync(takeover, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > TAKEOVER_STALE_MS) fs.rmSync(takeover, { force: true });
    else sleep(20);
    return;
  }
  try {
    fs.closeSync(fd);
    if (sameFile(readSnapshot(file), judged)) fs.rmSync(file, { force: true });
  } finally {
    fs.rmSync(takeover, { force: true });
  }
}

/** Creates the lock file with our record, atomically; undefined if it already exists. */
function tryCreate(file: string): string | undefined {
  // Made before the file exists: readers see it empty only for the moment of one write.
  const record = formatLockRecord({ pid: process.pid, startTime: processStartTime(process.pid) });
  let fd: number;
  try {
    fd = fs.openSync(file, 'wx');
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return undefined;
    throw error;
  }
  try {
    fs.writeSync(fd, record);
  } catch (error) {
    // e.g. ENOSPC: an empty lock file must not be left behind.
    fs.closeSync(fd);
    fs.rmSync(file, { force: true });
    throw error;
  }
  fs.closeSync(fd);
  return record;
}

/**
 * Takes the exclusive lock on `dataDir` (which must exist), so that two servers never open one PGlite
 * database. Throws {@link DataDirLockedError} when another running server holds it — without creating
 * anything in the folder; takes over a lock left by a process that no longer runs. File-system errors
 * (EROFS, EACCES, ENOSPC…) are thrown as they are: creating the lock is also the folder's write probe.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const holder = inspect(file);
    if (holder.state === 'running') throw new DataDirLockedError(dataDir, holder.pid);
    if (holder.state === 'stale') {
      removeStale(file, holder.snapshot);
      continue;
    }
    const ownRecord = tryCreate(file);
    if (ownRecord === undefined) continue; // another server created it first: see who it is
    heldHere.add(file);
    const release = (): void => {
      if (!heldHere.delete(file)) return;
      process.removeListener('exit', release);
      try {
        // Only our own lock: never remove one a later server wrote.
        if (readOptional(file) === ownRecord) fs.rmSync(file, { force: true });
      } catch {
        // Nothing more to do while exiting; the next start sees a stale lock and takes it over.
      }
    };
    // Any exit, including process.exit() after a failed start, gives the lock back.
    process.on('exit', release);
    return { file, release };
  }
  throw new Error(`could not lock DATA_DIR ${dataDir}: its lock file ${file} kept changing`);
}
