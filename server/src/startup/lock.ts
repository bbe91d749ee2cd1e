import fs from 'node:fs';
import path from 'node:path';
import { errorCode, unlessCode } from './error-code.js';
import {
  formatLockRecord,
  heldHere,
  inspect,
  processStartTime,
  readOptional,
  readSnapshot,
  sameFile,
  sleep,
  type LockSnapshot,
} from './lock-holder.js';

/** The lock file's name inside DATA_DIR. First line: the holder's PID (like any pid file). */
export const LOCK_FILE_NAME = 'server.lock';

const MAX_ATTEMPTS = 20;

export interface DataDirLock {
  /** The lock file. */
  readonly file: string;
  /** Removes the lock file if it is still this process's; safe to call more than once. */
  release(): void;
}

/** Where another server's DATA_DIR lies relative to the refused one (absent: it is the same folder). */
export interface NestedHolder {
  /** The other server's DATA_DIR (its real path). */
  readonly dataDir: string;
  /** `inside`: the refused DATA_DIR is in the other's folder; `contains`: the other's folder is in it. */
  readonly relation: 'inside' | 'contains';
  /** Set when the overlap is through a symbolic link the server would write through (`pglite`). */
  readonly link?: { readonly from: string; readonly to: string };
  /** The refused DATA_DIR's real path, set when a symbolic link on its way makes it differ. */
  readonly resolved?: string;
}

function refusalMessage(dataDir: string, pid: number | undefined, nested: NestedHolder | undefined): string {
  const advice = 'stop that server or choose another DATA_DIR';
  const holder =
    pid === undefined ? 'another server that is starting right now' : `process ${pid} (another KSEI server)`;
  if (nested === undefined) return `DATA_DIR ${dataDir} is in use by ${holder}; ${advice}`;
  const named =
    nested.resolved === undefined ? `DATA_DIR ${dataDir}` : `DATA_DIR ${dataDir} (that is ${nested.resolved})`;
  const subject = nested.link === undefined ? named : `${named} links ${nested.link.from} to ${nested.link.to}, which`;
  const where = nested.link?.to === nested.dataDir ? 'is' : nested.relation === 'inside' ? 'is inside' : 'contains';
  return `${subject} ${where} DATA_DIR ${nested.dataDir}, which is in use by ${holder}; ${advice}`;
}

/** DATA_DIR is held by another running server, or lies inside or above the folder of one. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    /** undefined: another server is creating the lock right now and has not written its PID yet. */
    readonly pid: number | undefined,
    /** Set when the other server's DATA_DIR is not this one but inside or above it. */
    readonly nested?: NestedHolder,
  ) {
    super(refusalMessage(dataDir, pid, nested));
    this.name = 'DataDirLockedError';
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
  const fd = unlessCode('EEXIST', () => fs.openSync(file, 'wx'));
  if (fd === undefined) return undefined;
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

/** How deep below DATA_DIR another server's lock is looked for… */
const NESTED_SEARCH_DEPTH = 4;
/** …and in at most this many folders: a DATA_DIR over a large tree is not walked through. */
const NESTED_SEARCH_FOLDERS = 2_000;
/** The folders a server writes under its DATA_DIR; followed when they are symbolic links. */
const WRITTEN_SUBFOLDERS = ['pglite'] as const;

/** The live holder of the lock file in `dir`, if any (never `ownFile`; unreadable counts as none). */
function liveHolderIn(dir: string, ownFile: string): { readonly pid: number | undefined } | undefined {
  const file = path.join(dir, LOCK_FILE_NAME);
  if (file === ownFile) return undefined;
  try {
    const holder = inspect(file);
    return holder.state === 'running' ? holder : undefined;
  } catch {
    return undefined; // e.g. ENOTDIR, EACCES: no lock can be told there
  }
}

interface Found {
  readonly dir: string;
  readonly pid: number | undefined;
  readonly relation: 'inside' | 'contains';
}

/** A live lock in a folder above `dir` (up to the root). */
function liveAbove(dir: string, ownFile: string): Found | undefined {
  for (
    let current = dir, parent = path.dirname(dir);
    parent !== current;
    current = parent, parent = path.dirname(parent)
  ) {
    const holder = liveHolderIn(parent, ownFile);
    if (holder !== undefined) return { dir: parent, pid: holder.pid, relation: 'inside' };
  }
  return undefined;
}

/** A live lock in a folder below `root`: breadth first, bounded, not through symbolic links. */
function liveBelow(root: string, ownFile: string): Found | undefined {
  const queue: { readonly dir: string; readonly depth: number }[] = [{ dir: root, depth: 0 }];
  let visited = 0;
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(next.dir, { withFileTypes: true });
    } catch {
      continue; // gone, unreadable or not a folder
    }
    if (next.depth > 0 && entries.some((entry) => entry.name === LOCK_FILE_NAME)) {
      const holder = liveHolderIn(next.dir, ownFile);
      if (holder !== undefined) return { dir: next.dir, pid: holder.pid, relation: 'contains' };
    }
    if (next.depth === NESTED_SEARCH_DEPTH) continue;
    for (const entry of entries) {
      if (!entry.isDirectory() || visited >= NESTED_SEARCH_FOLDERS) continue;
      visited++;
      queue.push({ dir: path.join(next.dir, entry.name), depth: next.depth + 1 });
    }
  }
  return undefined;
}

/** The real path of `dir`, which need not exist yet: its nearest existing folder's, with the rest appended. */
function realPathOf(dir: string): string {
  const absolute = path.resolve(dir);
  try {
    return fs.realpathSync(absolute);
  } catch {
    const parent = path.dirname(absolute);
    return parent === absolute ? absolute : path.join(realPathOf(parent), path.basename(absolute));
  }
}

/**
 * Refuses `dataDir` if it lies inside or above the DATA_DIR of a running server, so that no server
 * writes into another's database. Looks at the real paths (a symbolic link is where it leads), at
 * every folder above, at folders below (bounded by depth and count) and, when `pglite` is a symbolic
 * link, at where it leads too. Reads only: nothing is created. `dataDir`'s own lock file
 * is not looked at here. Throws {@link DataDirLockedError} naming both folders.
 */
export function refuseNestedDataDir(dataDir: string): void {
  const real = realPathOf(dataDir);
  const ownFile = path.join(real, LOCK_FILE_NAME);
  const resolved = real === path.resolve(dataDir) ? undefined : real;
  const refuse = (found: Found, link?: NestedHolder['link']): never => {
    throw new DataDirLockedError(dataDir, found.pid, {
      dataDir: found.dir,
      relation: found.relation,
      ...(link === undefined ? {} : { link }),
      ...(resolved === undefined ? {} : { resolved }),
    });
  };
  const found = liveAbove(real, ownFile) ?? liveBelow(real, ownFile);
  if (found !== undefined) refuse(found);
  for (const name of WRITTEN_SUBFOLDERS) {
    const from = path.join(real, name);
    const to = realPathOf(from);
    if (to === from) continue; // not a link: already searched as part of DATA_DIR
    // Where it leads counts as DATA_DIR's own folder: a lock right there is another server's.
    const here = liveHolderIn(to, ownFile);
    const overlap =
      here === undefined
        ? (liveAbove(to, ownFile) ?? liveBelow(to, ownFile))
        : { dir: to, pid: here.pid, relation: 'inside' as const };
    if (overlap !== undefined) refuse(overlap, { from, to });
  }
}

/** Test seams of {@link acquireDataDirLock}. */
export interface LockOptions {
  /**
   * Called right before each attempt to create the lock file, after the look at who holds it: a test
   * makes a racing server appear in that gap.
   */
  readonly beforeCreate?: (lockFile: string) => void;
}

/**
 * Takes the exclusive lock on `dataDir` (which must exist), so that two servers never open one PGlite
 * database, nor one inside the other's folder. Throws {@link DataDirLockedError} when another running
 * server holds it, or holds a folder inside or above it ({@link refuseNestedDataDir}) — without creating
 * anything in the folder; takes over a lock left by a process that no longer runs. File-system errors
 * (EROFS, EACCES, ENOSPC…) are thrown as they are: creating the lock is also the folder's write probe.
 */
export function acquireDataDirLock(dataDir: string, options: LockOptions = {}): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE_NAME);
  // Worked on by its real path: that is how `heldHere` knows it, and how another start's search finds it.
  const lockFile = path.join(fs.realpathSync(dataDir), LOCK_FILE_NAME);
  refuseNestedDataDir(dataDir);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const holder = inspect(lockFile);
    if (holder.state === 'running') throw new DataDirLockedError(dataDir, holder.pid);
    if (holder.state === 'stale') {
      removeStale(lockFile, holder.snapshot);
      continue;
    }
    options.beforeCreate?.(lockFile);
    const ownRecord = tryCreate(lockFile);
    if (ownRecord === undefined) continue; // another server created it first: see who it is
    heldHere.add(lockFile);
    const release = (): void => {
      if (!heldHere.delete(lockFile)) return;
      process.removeListener('exit', release);
      try {
        // Only our own lock: never remove one a later server wrote.
        if (readOptional(lockFile) === ownRecord) fs.rmSync(lockFile, { force: true });
      } catch {
        // Nothing more to do while exiting; the next start sees a stale lock and takes it over.
      }
    };
    // Any exit, including process.exit() after a failed start, gives the lock back.
    process.on('exit', release);
    // Two servers starting at once on nested folders both looked before either had its lock. Each
    // looks again now that its own lock exists: the one that looks later sees the other's.
    try {
      refuseNestedDataDir(dataDir);
    } catch (error) {
      release();
      throw error;
    }
    return { file, release };
  }
  throw new Error(`could not lock DATA_DIR ${dataDir}: its lock file ${file} kept changing`);
}
