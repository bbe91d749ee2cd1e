import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireDataDirLock, DataDirLockedError, refuseNestedDataDir, type DataDirLock } from './lock.js';
import { dataDirFailure, describeThrown, StartupError, systemErrorCode } from './startup-errors.js';
import { errorCode } from './error-code.js';

/** A first start writes about 45 MB (the database); less free space than this is refused. */
export const MIN_FREE_BYTES_FIRST_START = 64 * 1024 * 1024;

/** Kernel file systems (statfs magic numbers) where a folder can never hold data. */
const VIRTUAL_FILE_SYSTEMS: ReadonlyMap<number, string> = new Map([
  [0x9fa0, 'proc'],
  [0x62656572, 'sysfs'],
  [0x27e0eb, 'cgroup'],
  [0x63677270, 'cgroup2'],
  [0x1cd1, 'devpts'],
  [0x64626720, 'debugfs'],
  [0x74726163, 'tracefs'],
  [0x73636673, 'securityfs'],
  [0xcafe4a11, 'bpf'],
  [0x6165676c, 'pstore'],
]);

const READ_ONLY_CODES: ReadonlySet<string> = new Set(['EROFS', 'EACCES', 'EPERM']);

export interface PreparedDataDir {
  readonly dataDir: string;
  /** Where PGlite opens its files: `<dataDir>/pglite`, or a temporary copy when DATA_DIR is read-only. */
  readonly pgliteDir: string;
  /** Set when the server runs on a temporary copy: the one warning to show. */
  readonly warning: string | undefined;
  /** Gives the lock back or removes the temporary copy; safe to call more than once. */
  release(): void;
}

export interface PrepareOptions {
  /** PGlite under DATA_DIR (no DATABASE_URL): the folder is checked, created and locked; else left alone. */
  readonly embeddedDatabase: boolean;
  readonly minFreeBytes?: number;
  /** Where a read-only folder's database is copied to. */
  readonly tmpDir?: string;
  /**
   * Takes the lock, which is also the write probe. Tests pass one that fails as a read-only mount
   * would, since root can write to any folder a test can create without mounting.
   */
  readonly acquireLock?: (dataDir: string) => DataDirLock;
}

function virtualFileSystem(dir: string): string | undefined {
  try {
    return VIRTUAL_FILE_SYSTEMS.get(fs.statfsSync(dir).type);
  } catch {
    return undefined;
  }
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * Checks that `dataDir` is, or can be created as, a folder on a real file system; answers the folders
 * to create (missing parents first). Not `mkdir -p`: Node's recursive mkdir never returns under /proc.
 */
function missingFolders(dataDir: string): string[] {
  const missing: string[] = [];
  let existing = dataDir;
  for (;;) {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(existing);
    } catch (error) {
      const code = errorCode(error);
      const parent = path.dirname(existing);
      // ENOTDIR: a file on the way; walking up finds it and names it below.
      if ((code === 'ENOENT' || code === 'ENOTDIR') && parent !== existing) {
        if (code === 'ENOENT') missing.unshift(existing);
        existing = parent;
        continue;
      }
      throw dataDirFailure(error, dataDir, 'read DATA_DIR');
    }
    if (stat.isDirectory()) break;
    throw new StartupError(
      existing === dataDir
        ? `DATA_DIR ${dataDir} is a file, not a folder. Point DATA_DIR at a folder (it is created if missing).`
        : `DATA_DIR ${dataDir} cannot be created: ${existing} is a file, not a folder. Choose another DATA_DIR.`,
    );
  }
  const kind = virtualFileSystem(existing);
  if (kind !== undefined) {
    throw new StartupError(
      `DATA_DIR ${dataDir} cannot be a data folder: ${existing} is on the kernel's virtual "${kind}" file system, ` +
        'which cannot hold a database. Choose a folder on a disk.',
    );
  }
  return missing;
}

/** Creates the folders {@link missingFolders} answered. */
function createFolders(dataDir: string, missing: readonly string[]): void {
  for (const dir of missing) {
    try {
      fs.mkdirSync(dir);
    } catch (error) {
      const code = errorCode(error);
      if (code === 'EEXIST' && fs.statSync(dir).isDirectory()) continue; // another server created it
      if (code === 'ENOENT') {
        throw new StartupError(
          `DATA_DIR ${dataDir} cannot be a data folder: ${path.dirname(dir)} does not accept new folders. ` +
            'Choose a folder on a disk.',
          { cause: error },
        );
      }
      throw dataDirFailure(error, dataDir, `create the folder ${dir}`);
    }
  }
}

function hasDatabase(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'));
}

/** A first start (no database yet) needs room for the database; refuse up front with the numbers. */
function checkFreeSpace(dataDir: string, minFreeBytes: number): void {
  if (hasDatabase(dataDir)) return;
  let free: number;
  try {
    const stats = fs.statfsSync(dataDir);
    free = stats.bavail * stats.bsize;
  } catch {
    return; // no statfs here: the database's own errors will tell
  }
  if (free >= minFreeBytes) return;
  throw new StartupError(
    `Not enough free space for a first start: ${megabytes(free)} free on the disk holding DATA_DIR ${dataDir}, ` +
      `at least ${megabytes(minFreeBytes)} needed for the database and its files. ` +
      'Free some space or choose another DATA_DIR.',
  );
}

/** Owner may write the copy, whatever the modes in the read-only original. */
function makeWritable(target: string): void {
  const stat = fs.statSync(target);
  fs.chmodSync(target, stat.mode | (stat.isDirectory() ? 0o700 : 0o600));
  if (stat.isDirectory()) for (const entry of fs.readdirSync(target)) makeWritable(path.join(target, entry));
}

/** Read-only DATA_DIR with a database: PGlite must write, so it opens a temporary copy. */
function temporaryCopy(dataDir: string, code: string, tmpDir: string): PreparedDataDir {
  if (!hasDatabase(dataDir)) {
    throw new StartupError(
      `DATA_DIR ${dataDir} is not writable (${code}) and holds no database yet: the first start must write ` +
        'its database there. Make it writable for the first start or choose another DATA_DIR.',
    );
  }
  let copy: string | undefined;
  try {
    copy = fs.mkdtempSync(path.join(tmpDir, 'ksei-readonly-db-'));
    fs.cpSync(path.join(dataDir, 'pglite'), copy, { recursive: true });
    makeWritable(copy);
  } catch (error) {
    if (copy !== undefined) fs.rmSync(copy, { recursive: true, force: true });
    throw new StartupError(
      `DATA_DIR ${dataDir} is read-only, and its database could not be copied to ${tmpDir}: ` +
        `${describeThrown(error)}. Free space there (TMPDIR chooses another place) or make DATA_DIR writable.`,
      { cause: error },
    );
  }
  const dir = copy;
  let removed = false;
  const release = (): void => {
    if (removed) return;
    removed = true;
    process.removeListener('exit', release);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', release);
  return {
    dataDir,
    pgliteDir: dir,
    warning:
      `DATA_DIR ${dataDir} is read-only (${code}): serving a temporary copy of its database from ${dir}, ` +
      'removed on shutdown. Nothing is written to DATA_DIR.',
    release,
  };
}

/**
 * Everything about DATA_DIR before the embedded database opens (with PostgreSQL: nothing at all): it
 * is a folder on a real file system (created if missing), locked to this process (refused if another
 * server holds it, or a folder inside or above it), writable (else its database is served from a
 * temporary copy) and, on a first start, has room. Throws a {@link StartupError} with the operator's
 * message.
 */
export function prepareDataDir(dataDir: string, options: PrepareOptions): PreparedDataDir {
  const pgliteDir = path.join(dataDir, 'pglite');
  // PostgreSQL holds everything a request needs: DATA_DIR is neither read, created nor locked, so
  // servers need no folder of their own (nor a shared one) and may start side by side.
  if (!options.embeddedDatabase) return { dataDir, pgliteDir, warning: undefined, release: () => undefined };
  const missing = missingFolders(dataDir);
  // Before a folder is created: a missing DATA_DIR inside a running server's must not appear in it.
  // (The lock looks again once it is taken, for two servers starting at once.)
  try {
    refuseNestedDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new StartupError(error.message, { cause: error });
    throw error;
  }
  createFolders(dataDir, missing);

  let lock: DataDirLock;
  try {
    lock = (options.acquireLock ?? acquireDataDirLock)(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new StartupError(error.message, { cause: error });
    const code = systemErrorCode(error);
    if (code !== undefined && READ_ONLY_CODES.has(code))
      return temporaryCopy(dataDir, code, options.tmpDir ?? os.tmpdir());
    throw dataDirFailure(error, dataDir, 'lock DATA_DIR');
  }
  try {
    checkFreeSpace(dataDir, options.minFreeBytes ?? MIN_FREE_BYTES_FIRST_START);
  } catch (error) {
    lock.release();
    throw error;
  }
  return { dataDir, pgliteDir, warning: undefined, release: lock.release };
}
