import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireDataDirLock, LOCK_FILE_NAME, type DataDirLock } from '../../src/startup/lock.js';
import { prepareDataDir, type PreparedDataDir } from '../../src/startup/prepare.js';
import { StartupError } from '../../src/startup/startup-errors.js';
import { createPgliteDatabase } from '../../src/db/pglite.js';
import { compileForChild, holdDataDir, LOCK_MODULES, type ChildModules } from '../support/child-modules.js';

let root: string;
const cleanups: (() => void)[] = [];

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-prepare-'));
});
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  fs.rmSync(root, { recursive: true, force: true });
});

function prepare(dataDir: string, options: Partial<Parameters<typeof prepareDataDir>[1]> = {}): PreparedDataDir {
  const prepared = prepareDataDir(dataDir, { embeddedDatabase: true, minFreeBytes: 0, ...options });
  cleanups.push(prepared.release);
  return prepared;
}

/** The StartupError `fn` throws. */
function refusal(fn: () => unknown): StartupError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(StartupError);
    return error as StartupError;
  }
  throw new Error('expected a refusal');
}

/** Every path under `dir` with its size and modification time, to show nothing was written. */
function snapshot(dir: string): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const stat = fs.statSync(path.join(dir, entry));
    entries[entry] = stat.isDirectory() ? 'folder' : `${stat.size} bytes, modified ${stat.mtimeMs}`;
  }
  return entries;
}

/** Fails as the lock file's creation does on a read-only mount (root can write any folder it can make). */
const readOnlyMount = (dataDir: string): DataDirLock => {
  const file = path.join(dataDir, LOCK_FILE_NAME);
  throw Object.assign(new Error(`EROFS: read-only file system, open '${file}'`), {
    code: 'EROFS',
    errno: -30,
    syscall: 'open',
    path: file,
  });
};

describe('prepareDataDir', () => {
  it('creates a missing DATA_DIR with its parents and locks it', () => {
    const dataDir = path.join(root, 'a', 'b', 'data');
    const prepared = prepare(dataDir);
    expect(prepared.pgliteDir).toBe(path.join(dataDir, 'pglite'));
    expect(prepared.warning).toBeUndefined();
    expect(fs.readdirSync(dataDir)).toEqual([LOCK_FILE_NAME]);
    prepared.release();
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('with PostgreSQL touches no folder: none created, none locked, none checked (servers need no disk)', () => {
    const dataDir = path.join(root, 'data');
    const first = prepare(dataDir, { embeddedDatabase: false });
    prepare(dataDir, { embeddedDatabase: false });
    expect(fs.existsSync(dataDir)).toBe(false);
    first.release();
    // Not even a folder a server could never use is refused: it is not used.
    const file = path.join(root, 'a-file');
    fs.writeFileSync(file, '');
    expect(() => prepare(file, { embeddedDatabase: false })).not.toThrow();
    expect(() => prepare('/proc/ksei-data', { embeddedDatabase: false })).not.toThrow();
    expect(fs.readdirSync(root)).toEqual(['a-file']);
  });

  it('refuses a folder another server holds, naming it and the PID, and touches nothing', () => {
    const dataDir = path.join(root, 'data');
    fs.mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), '17\n');
    const held = acquireDataDirLock(dataDir);
    cleanups.push(held.release);
    const before = snapshot(dataDir);
    expect(refusal(() => prepare(dataDir)).message).toBe(
      `DATA_DIR ${dataDir} is in use by process ${process.pid} (another KSEI server); ` +
        'stop that server or choose another DATA_DIR',
    );
    expect(snapshot(dataDir)).toEqual(before);
  });

  it('refuses a file as DATA_DIR, and a file in its path', () => {
    const file = path.join(root, 'file');
    fs.writeFileSync(file, 'not a folder');
    expect(refusal(() => prepare(file)).message).toBe(
      `DATA_DIR ${file} is a file, not a folder. Point DATA_DIR at a folder (it is created if missing).`,
    );
    expect(refusal(() => prepare(path.join(file, 'data'))).message).toBe(
      `DATA_DIR ${path.join(file, 'data')} cannot be created: ${file} is a file, not a folder. Choose another DATA_DIR.`,
    );
    expect(fs.readFileSync(file, 'utf8')).toBe('not a folder');
  });

  it('refuses the kernel’s virtual file systems at once instead of hanging', () => {
    const started = Date.now();
    for (const [dataDir, kind] of [
      ['/proc/ksei-data', 'proc'],
      ['/proc/self/ksei/data', 'proc'],
      ['/sys/ksei-data', 'sysfs'],
    ] as const) {
      expect(refusal(() => prepare(dataDir)).message).toBe(
        `DATA_DIR ${dataDir} cannot be a data folder: ${path.dirname(dataDir.replace('/ksei/data', '/ksei'))} ` +
          `is on the kernel's virtual "${kind}" file system, which cannot hold a database. Choose a folder on a disk.`,
      );
      expect(fs.existsSync(dataDir)).toBe(false);
    }
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('refuses a first start without room for the database, with the numbers, and gives the lock back', () => {
    const dataDir = path.join(root, 'data');
    const { message } = refusal(() => prepare(dataDir, { minFreeBytes: Number.MAX_SAFE_INTEGER }));
    expect(message).toMatch(
      new RegExp(
        `^Not enough free space for a first start: [\\d.]+ MB free on the disk holding DATA_DIR ${dataDir}, ` +
          'at least [\\d.]+ MB needed for the database and its files\\. Free some space or choose another DATA_DIR\\.$',
      ),
    );
    expect(fs.readdirSync(dataDir)).toEqual([]);
    // A folder that already holds its database is not a first start.
    fs.mkdirSync(path.join(dataDir, 'pglite'));
    fs.writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), '17\n');
    expect(prepare(dataDir, { minFreeBytes: Number.MAX_SAFE_INTEGER }).pgliteDir).toBe(path.join(dataDir, 'pglite'));
  });

  it('refuses a read-only folder without a database: the first start must write it', () => {
    const dataDir = path.join(root, 'data');
    fs.mkdirSync(dataDir);
    expect(refusal(() => prepare(dataDir, { acquireLock: readOnlyMount })).message).toBe(
      `DATA_DIR ${dataDir} is not writable (EROFS) and holds no database yet: the first start must write its ` +
        'database there. Make it writable for the first start or choose another DATA_DIR.',
    );
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('serves a read-only folder’s database from a temporary copy, removed on release', async () => {
    const dataDir = path.join(root, 'data');
    const original = path.join(dataDir, 'pglite');
    const db = await createPgliteDatabase(original);
    await db.exec("create table facts (text text); insert into facts values ('seeded')");
    await db.close();
    fs.chmodSync(path.join(original, 'PG_VERSION'), 0o444);
    const before = snapshot(dataDir);
    const tmpDir = fs.mkdtempSync(path.join(root, 'tmp-'));

    const prepared = prepare(dataDir, { acquireLock: readOnlyMount, tmpDir });
    expect(path.dirname(prepared.pgliteDir)).toBe(tmpDir);
    expect(prepared.warning).toBe(
      `DATA_DIR ${dataDir} is read-only (EROFS): serving a temporary copy of its database from ` +
        `${prepared.pgliteDir}, removed on shutdown. Nothing is written to DATA_DIR.`,
    );
    expect(fs.statSync(path.join(prepared.pgliteDir, 'PG_VERSION')).mode & 0o200).toBe(0o200);
    const copy = await createPgliteDatabase(prepared.pgliteDir);
    try {
      expect(await copy.query('select text from facts')).toEqual([{ text: 'seeded' }]);
      await copy.exec("insert into facts values ('written at run time')");
    } finally {
      await copy.close();
    }
    expect(snapshot(dataDir)).toEqual(before);
    prepared.release();
    expect(fs.readdirSync(tmpDir)).toEqual([]);
    // Two PGlite starts on a busy two-core machine.
  }, 60_000);

  describe('nested in a running server’s DATA_DIR', () => {
    let modules: ChildModules;
    beforeAll(() => {
      modules = compileForChild(LOCK_MODULES);
    });
    afterAll(() => modules.remove());

    /** A folder with a database, held by another process through the lock module. */
    async function liveServerFolder(dataDir: string): Promise<number> {
      fs.mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
      fs.writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), '17\n');
      const holder = await holdDataDir(modules, dataDir);
      cleanups.push(() => holder.child.kill('SIGKILL'));
      return holder.pid;
    }

    it('refuses a DATA_DIR inside it, naming both folders, before creating any folder there', async () => {
      const live = path.join(root, 'live');
      const pid = await liveServerFolder(live);
      const before = snapshot(root);
      for (const inner of [path.join(live, 'pglite'), path.join(live, 'pglite', 'new', 'data')]) {
        expect(refusal(() => prepare(inner)).message).toBe(
          `DATA_DIR ${inner} is inside DATA_DIR ${live}, which is in use by process ${pid} (another KSEI server); ` +
            'stop that server or choose another DATA_DIR',
        );
      }
      expect(snapshot(root)).toEqual(before);
    });

    it('refuses a DATA_DIR above it, naming both folders, and writes nothing', async () => {
      const live = path.join(root, 'srv', 'data');
      const pid = await liveServerFolder(live);
      const before = snapshot(root);
      expect(refusal(() => prepare(path.join(root, 'srv'))).message).toBe(
        `DATA_DIR ${path.join(root, 'srv')} contains DATA_DIR ${live}, which is in use by process ${pid} ` +
          '(another KSEI server); stop that server or choose another DATA_DIR',
      );
      expect(snapshot(root)).toEqual(before);
    });
  });
});
