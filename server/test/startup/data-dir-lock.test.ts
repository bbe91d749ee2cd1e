import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME, type DataDirLock } from '../../src/startup/lock.js';
import { formatLockRecord, processStartTime } from '../../src/startup/lock-holder.js';
import {
  compileForChild,
  holdDataDir,
  LOCK_MODULES,
  type ChildModules,
  type LockHolder,
} from '../support/child-modules.js';

const onLinux = fs.existsSync('/proc/self/stat');

let dir: string;
let lockFile: string;
const children: ChildProcess[] = [];
const locks: DataDirLock[] = [];

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-lock-'));
  lockFile = path.join(dir, LOCK_FILE_NAME);
});

afterEach(async () => {
  for (const lock of locks.splice(0)) lock.release();
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

function acquire(): DataDirLock {
  const lock = acquireDataDirLock(dir);
  locks.push(lock);
  return lock;
}

/** A real running process (another PID than this test's). */
async function running(command: string, args: string[]): Promise<ChildProcess & { pid: number }> {
  const child = spawn(command, args, { stdio: 'ignore' });
  children.push(child);
  await once(child, 'spawn');
  if (child.pid === undefined) throw new Error(`${command} did not start`);
  return child as ChildProcess & { pid: number };
}

const runningNode = (): Promise<ChildProcess & { pid: number }> =>
  running(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);

/** The PID of a node process that was killed with SIGKILL (and reaped), like a crashed server. */
async function killedNodePid(): Promise<number> {
  const child = await runningNode();
  child.kill('SIGKILL');
  await once(child, 'exit');
  return child.pid;
}

function folderState(): { entries: string[]; content: string; mtimeMs: number } {
  return {
    entries: fs.readdirSync(dir).sort(),
    content: fs.readFileSync(lockFile, 'utf8'),
    mtimeMs: fs.statSync(lockFile).mtimeMs,
  };
}

function expectHeldByUs(): void {
  expect(fs.readFileSync(lockFile, 'utf8').split('\n')[0]).toBe(String(process.pid));
  // No leftovers of a takeover (the stale lock is renamed aside, then removed).
  expect(fs.readdirSync(dir)).toEqual([LOCK_FILE_NAME]);
}

/** The error a call throws, which must be the lock refusal. */
function refusalOf(call: () => unknown): DataDirLockedError {
  let refusal: unknown;
  try {
    call();
  } catch (error) {
    refusal = error;
  }
  expect(refusal).toBeInstanceOf(DataDirLockedError);
  return refusal as DataDirLockedError;
}

describe('DATA_DIR lock', () => {
  it('is a file holding this PID (and on Linux its start time), removed on release', () => {
    const lock = acquire();
    expect(lock.file).toBe(lockFile);
    expectHeldByUs();
    if (onLinux) expect(fs.readFileSync(lockFile, 'utf8')).toContain(`start-time ${processStartTime(process.pid)}`);
    lock.release();
    lock.release();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('refuses a second holder with the folder and PID in the message, and changes nothing', () => {
    acquire();
    const before = folderState();
    const refusal = refusalOf(() => acquireDataDirLock(dir));
    expect(refusal.pid).toBe(process.pid);
    expect(refusal.message).toBe(
      `DATA_DIR ${dir} is in use by process ${process.pid} (another KSEI server); ` +
        'stop that server or choose another DATA_DIR',
    );
    expect(folderState()).toEqual(before);
  });

  it('refuses while another live node process holds it, with or without a recorded start time', async () => {
    const holder = await runningNode();
    for (const record of [
      formatLockRecord({ pid: holder.pid, startTime: processStartTime(holder.pid) }),
      formatLockRecord({ pid: holder.pid }),
    ]) {
      fs.writeFileSync(lockFile, record);
      const before = folderState();
      expect(() => acquireDataDirLock(dir)).toThrow(`is in use by process ${holder.pid} `);
      expect(folderState()).toEqual(before);
    }
  });

  it('takes over a lock left by a killed process', async () => {
    fs.writeFileSync(lockFile, formatLockRecord({ pid: await killedNodePid() }));
    acquire();
    expectHeldByUs();
  });

  (onLinux ? it : it.skip)('takes over when the PID now belongs to another program (reused PID)', async () => {
    const other = await running('sleep', ['30']);
    fs.writeFileSync(lockFile, formatLockRecord({ pid: other.pid }));
    acquire();
    expectHeldByUs();
  });

  (onLinux ? it : it.skip)('takes over when the PID is a node process started at another time', async () => {
    const other = await runningNode();
    fs.writeFileSync(lockFile, formatLockRecord({ pid: other.pid, startTime: '1' }));
    acquire();
    expectHeldByUs();
  });

  it('takes over its own PID left by an earlier run (a restarted container reuses PIDs)', () => {
    fs.writeFileSync(lockFile, formatLockRecord({ pid: process.pid }));
    acquire();
    expectHeldByUs();
  });

  it('treats a fresh empty lock as a server being started, and an old one as stale', () => {
    fs.writeFileSync(lockFile, '');
    const refusal = refusalOf(() => acquireDataDirLock(dir));
    expect(refusal.message).toContain('in use by another server that is starting right now');
    expect(fs.readFileSync(lockFile, 'utf8')).toBe('');

    const minuteAgo = new Date(Date.now() - 60_000);
    fs.utimesSync(lockFile, minuteAgo, minuteAgo);
    acquire();
    expectHeldByUs();
  });

  it('on release leaves a lock another server has written since', () => {
    const lock = acquire();
    const other = formatLockRecord({ pid: 999_999 });
    fs.writeFileSync(lockFile, other);
    lock.release();
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(other);
  });

  it('lets file-system errors through (creating the lock is the write probe)', () => {
    const missing = path.join(dir, 'missing');
    expect(() => acquireDataDirLock(missing)).toThrow(expect.objectContaining({ code: 'ENOENT' }));
  });
});

describe('DATA_DIR lock: nested folders', () => {
  let modules: ChildModules;
  beforeAll(() => {
    modules = compileForChild(LOCK_MODULES);
  });
  afterAll(() => modules.remove());

  const holders: LockHolder[] = [];
  afterEach(async () => {
    for (const holder of holders.splice(0)) await holder.release();
  });

  /** Another process holding `dataDir` through the lock module, as a running server does. */
  async function heldByAnother(dataDir: string): Promise<LockHolder> {
    fs.mkdirSync(dataDir, { recursive: true });
    const holder = await holdDataDir(modules, dataDir);
    holders.push(holder);
    return holder;
  }

  const inUse = (pid: number): string =>
    `which is in use by process ${pid} (another KSEI server); stop that server or choose another DATA_DIR`;

  /** Every path under `root`, to show a refusal created nothing. */
  const tree = (root: string): string[] => fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).sort();

  it('refuses a DATA_DIR inside a running server’s folder — its database folder, deeper, through a link — and creates nothing', async () => {
    const live = path.join(dir, 'live');
    const holder = await heldByAnother(live);
    fs.mkdirSync(path.join(live, 'pglite'));
    fs.mkdirSync(path.join(live, 'files', 'en', 'reports'), { recursive: true });
    const link = path.join(dir, 'link');
    fs.symlinkSync(path.join(live, 'pglite'), link);
    const before = tree(dir);

    for (const inner of [path.join(live, 'pglite'), path.join(live, 'files', 'en', 'reports')]) {
      expect(refusalOf(() => acquireDataDirLock(inner)).message).toBe(
        `DATA_DIR ${inner} is inside DATA_DIR ${live}, ${inUse(holder.pid)}`,
      );
    }
    expect(refusalOf(() => acquireDataDirLock(link)).message).toBe(
      `DATA_DIR ${link} (that is ${path.join(live, 'pglite')}) is inside DATA_DIR ${live}, ${inUse(holder.pid)}`,
    );
    expect(tree(dir)).toEqual(before);

    await holder.release();
    const lock = acquireDataDirLock(path.join(live, 'pglite'));
    locks.push(lock);
    expect(fs.readdirSync(path.join(live, 'pglite'))).toEqual([LOCK_FILE_NAME]);
  });

  it('refuses a DATA_DIR above a running server’s folder — its parent, four folders up — and creates nothing', async () => {
    const live = path.join(dir, 'a', 'b', 'c', 'live');
    const holder = await heldByAnother(live);
    const before = tree(dir);
    for (const outer of [path.join(dir, 'a', 'b', 'c'), dir]) {
      expect(refusalOf(() => acquireDataDirLock(outer)).message).toBe(
        `DATA_DIR ${outer} contains DATA_DIR ${live}, ${inUse(holder.pid)}`,
      );
    }
    expect(tree(dir)).toEqual(before);
  });

  it('looks for a lock below no deeper than four folders (the search is bounded)', async () => {
    await heldByAnother(path.join(dir, 'a', 'b', 'c', 'd', 'live'));
    acquire();
    expect(fs.readFileSync(lockFile, 'utf8').split('\n')[0]).toBe(String(process.pid));
  });

  it('refuses a DATA_DIR whose database folder is a link into a running server’s folder', async () => {
    const live = path.join(dir, 'live');
    const holder = await heldByAnother(live);
    fs.mkdirSync(path.join(live, 'pglite'));
    const other = path.join(dir, 'other');
    fs.mkdirSync(other);
    fs.symlinkSync(path.join(live, 'pglite'), path.join(other, 'pglite'));
    expect(refusalOf(() => acquireDataDirLock(other)).message).toBe(
      `DATA_DIR ${other} links ${path.join(other, 'pglite')} to ${path.join(live, 'pglite')}, which is inside ` +
        `DATA_DIR ${live}, ${inUse(holder.pid)}`,
    );
    fs.rmSync(path.join(other, 'pglite'));
    fs.symlinkSync(live, path.join(other, 'pglite'));
    expect(refusalOf(() => acquireDataDirLock(other)).message).toBe(
      `DATA_DIR ${other} links ${path.join(other, 'pglite')} to ${live}, which is DATA_DIR ${live}, ${inUse(holder.pid)}`,
    );
    expect(fs.readdirSync(other)).toEqual(['pglite']);
  });

  it('refuses a folder inside or above one this same process holds', () => {
    const held = path.join(dir, 'held');
    fs.mkdirSync(path.join(held, 'pglite'), { recursive: true });
    locks.push(acquireDataDirLock(held));
    expect(refusalOf(() => acquireDataDirLock(path.join(held, 'pglite'))).message).toBe(
      `DATA_DIR ${path.join(held, 'pglite')} is inside DATA_DIR ${held}, ${inUse(process.pid)}`,
    );
    expect(refusalOf(() => acquireDataDirLock(dir)).message).toBe(
      `DATA_DIR ${dir} contains DATA_DIR ${held}, ${inUse(process.pid)}`,
    );
    expect(fs.readdirSync(dir)).toEqual(['held']);
  });

  it('ignores locks above and below left by processes that no longer run, and leaves them', async () => {
    const dead = formatLockRecord({ pid: await killedNodePid() });
    const inner = path.join(dir, 'inner');
    fs.mkdirSync(path.join(inner, 'below'), { recursive: true });
    fs.writeFileSync(lockFile, dead);
    fs.writeFileSync(path.join(inner, 'below', LOCK_FILE_NAME), dead);
    const lock = acquireDataDirLock(inner);
    locks.push(lock);
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(dead);
    expect(fs.readFileSync(path.join(inner, 'below', LOCK_FILE_NAME), 'utf8')).toBe(dead);
    expect(fs.readFileSync(path.join(inner, LOCK_FILE_NAME), 'utf8').split('\n')[0]).toBe(String(process.pid));
  });

  it('two starts at once on nested folders: the one that finds the other after taking its lock gives it back', async () => {
    const live = path.join(dir, 'live');
    const inner = path.join(live, 'pglite');
    fs.mkdirSync(inner, { recursive: true });
    const holder = await runningNode();
    const record = formatLockRecord({ pid: holder.pid, startTime: processStartTime(holder.pid) });

    // The outer server takes its lock after the inner one looked up and found nothing.
    let raced = false;
    const outerStarts = (): void => {
      if (!raced) fs.writeFileSync(path.join(live, LOCK_FILE_NAME), record);
      raced = true;
    };
    expect(refusalOf(() => acquireDataDirLock(inner, { beforeCreate: outerStarts })).message).toBe(
      `DATA_DIR ${inner} is inside DATA_DIR ${live}, ${inUse(holder.pid)}`,
    );
    expect(fs.readdirSync(inner)).toEqual([]);
    fs.rmSync(path.join(live, LOCK_FILE_NAME));

    // The inner server takes its lock after the outer one looked down and found nothing.
    raced = false;
    const innerStarts = (): void => {
      if (!raced) fs.writeFileSync(path.join(inner, LOCK_FILE_NAME), record);
      raced = true;
    };
    expect(refusalOf(() => acquireDataDirLock(live, { beforeCreate: innerStarts })).message).toBe(
      `DATA_DIR ${live} contains DATA_DIR ${inner}, ${inUse(holder.pid)}`,
    );
    expect(fs.readdirSync(live)).toEqual(['pglite']);
  });

  it('creates its lock file exclusively: a server that creates it between the look and the create keeps it', async () => {
    const holder = await runningNode();
    const record = formatLockRecord({ pid: holder.pid, startTime: processStartTime(holder.pid) });
    let created = 0;
    const otherCreates = (file: string): void => {
      if (created++ === 0) fs.writeFileSync(file, record);
    };
    const refusal = refusalOf(() => acquireDataDirLock(dir, { beforeCreate: otherCreates }));
    expect(refusal.pid).toBe(holder.pid);
    expect(created).toBe(1);
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(record);
  });
});
