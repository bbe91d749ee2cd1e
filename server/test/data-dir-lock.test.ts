import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  acquireDataDirLock,
  DataDirLockedError,
  formatLockRecord,
  LOCK_FILE_NAME,
  processStartTime,
  type DataDirLock,
} from '../src/data-dir/lock.js';

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
