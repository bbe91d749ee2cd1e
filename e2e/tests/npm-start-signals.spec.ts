import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { seededDataDir } from '../support/seeded-data-dir';
import { serverEnv } from '../support/server-env';

/**
 * `npm start` as a process manager or `docker stop` runs it: npm, the start script and the server are
 * three processes, and a stop signal sent to npm's alone must reach the server, wait for its drain and
 * end with its exit code, leaving neither a server holding the port and the data folder's lock nor a
 * next `npm start` refused.
 */

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const LOCK = 'server.lock';
const READY = /KSEI website ready at http:\/\/localhost:(\d+)/;

let scratch: string;
test.beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-npm-start-'));
});
test.afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** Server PIDs a test saw: killed after it if a failed assertion left one running. */
const seen = new Set<number>();
const children = new Set<ChildProcess>();
test.afterEach(() => {
  for (const child of children) child.kill('SIGKILL');
  children.clear();
  for (const pid of seen) if (alive(pid)) process.kill(pid, 'SIGKILL');
  seen.clear();
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

interface NpmStart {
  readonly child: ChildProcess;
  stdout(): string;
  readonly exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  readonly port: Promise<number | undefined>;
}

function npmStart(dataDir: string): NpmStart {
  const child = spawn('npm', ['start'], { cwd: ROOT, env: serverEnv(dataDir), stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let stdout = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.resume();
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('close', (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    }),
  );
  const port = new Promise<number | undefined>((resolve) => {
    child.stdout?.on('data', () => {
      const match = READY.exec(stdout);
      if (match) resolve(Number(match[1]));
    });
    void exit.then(() => resolve(undefined));
  });
  return { child, stdout: () => stdout, exit, port };
}

/** The PID in a data folder's lock; never 0 or NaN (`process.kill(0)` would signal this runner's group). */
function lockHolder(dataDir: string): number | undefined {
  const file = path.join(dataDir, LOCK);
  if (!fs.existsSync(file)) return undefined;
  const pid = Number(fs.readFileSync(file, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

async function until(check: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Whether nothing listens on the port any more: this process can take it. */
function portFree(port: number): Promise<boolean> {
  const probe = net.createServer();
  return new Promise((resolve) => {
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A started `npm start`: its port and the server's PID (the lock's holder, not npm's or the script's). */
async function started(dataDir: string): Promise<{ npm: NpmStart; port: number; server: number }> {
  const npm = npmStart(dataDir);
  const port = await npm.port;
  expect(port, npm.stdout()).toBeDefined();
  const server = lockHolder(dataDir);
  expect(server).toBeDefined();
  expect(server).not.toBe(npm.child.pid);
  seen.add(server ?? 0);
  return { npm, port: port ?? 0, server: server ?? 0 };
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  test(`${signal} to npm's process alone: the server drains and stops, npm exits with its code 0 after, and the next start runs`, async () => {
    test.setTimeout(120_000);
    const dataDir = await seededDataDir(scratch, path.join(scratch, `npm-${signal}`));
    const first = await started(dataDir);
    first.npm.child.kill(signal);
    expect(await first.npm.exit).toEqual({ code: 0, signal: null });
    // npm ended only once the server had: nothing holds the port or the lock at that moment.
    expect(alive(first.server)).toBe(false);
    expect(first.npm.stdout()).toContain('KSEI server stopped');
    expect(fs.existsSync(path.join(dataDir, LOCK))).toBe(false);
    expect(await portFree(first.port)).toBe(true);

    const second = await started(dataDir);
    const health = await fetch(`http://127.0.0.1:${second.port}/api/health`);
    expect(health.status).toBe(200);
    second.npm.child.kill('SIGTERM');
    expect(await second.npm.exit).toEqual({ code: 0, signal: null });
  });
}

test('SIGHUP to npm (which npm does not pass on) still stops the server cleanly: the lock is removed and the port freed', async () => {
  test.setTimeout(120_000);
  const dataDir = await seededDataDir(scratch, path.join(scratch, 'npm-SIGHUP'));
  const first = await started(dataDir);
  first.npm.child.kill('SIGHUP');
  await first.npm.exit;
  await until(() => !alive(first.server), 'the server to stop');
  expect(fs.existsSync(path.join(dataDir, LOCK))).toBe(false);
  expect(await portFree(first.port)).toBe(true);
});
