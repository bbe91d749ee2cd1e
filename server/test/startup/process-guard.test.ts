import { spawn, type ChildProcess } from 'node:child_process';
import { EventEmitter, once } from 'node:events';
import { guardLine, installProcessGuard } from '../../src/startup/process-guard.js';
import { compileForChild, type ChildModules } from '../support/child-modules.js';

let modules: ChildModules;
beforeAll(() => {
  modules = compileForChild(['startup/process-guard.ts']);
});
afterAll(() => modules.remove());

const children: ChildProcess[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
  }
});

interface Served {
  readonly child: ChildProcess;
  readonly port: number;
  stderr(): string;
}

/**
 * A real HTTP server in its own process with the guard installed: `/throw` answers, then throws from a
 * timer, `/reject` leaves a rejected promise unawaited, anything else answers `alive`.
 */
async function serveWithGuard(): Promise<Served> {
  const script = `
    import http from 'node:http';
    import { installProcessGuard } from ${JSON.stringify(modules.url('startup/process-guard.ts'))};
    installProcessGuard();
    const server = http.createServer((request, response) => {
      if (request.url === '/throw') {
        response.end('throwing');
        setTimeout(() => {
          throw new TypeError('thrown in a timer');
        });
        return;
      }
      if (request.url === '/reject') {
        response.end('rejecting');
        Promise.reject(new RangeError('rejected and never awaited'));
        return;
      }
      response.end('alive');
    });
    server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.once('data', (chunk: Buffer) => resolve(Number(chunk.toString())));
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening: ${stderr}`)));
  });
  return { child, port, stderr: () => stderr };
}

async function get(port: number, pathname: string): Promise<string> {
  return (await fetch(`http://127.0.0.1:${port}${pathname}`)).text();
}

/** Polls `read` until it answers something; fails after `ms`. */
async function waitFor<T>(read: () => T | undefined, what: string, ms = 5_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const lines = (text: string): Record<string, unknown>[] =>
  text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('process guard', () => {
  it('logs an exception thrown in a timer, with its stack, and the process keeps serving', async () => {
    const server = await serveWithGuard();
    expect(await get(server.port, '/throw')).toBe('throwing');
    const [line] = await waitFor(() => (server.stderr() === '' ? undefined : lines(server.stderr())), 'the log line');
    expect(line).toMatchObject({
      level: 50,
      pid: server.child.pid,
      msg: 'uncaught exception; the server keeps running',
      event: 'uncaughtException',
      err: { type: 'TypeError', message: 'thrown in a timer' },
    });
    expect((line?.['err'] as { stack: string }).stack).toMatch(/^TypeError: thrown in a timer\n {4}at /);
    expect(server.stderr().split('\n')).toHaveLength(2); // one line (and its newline)
    expect(await get(server.port, '/')).toBe('alive');
    expect(server.child.exitCode).toBeNull();
  });

  it('logs a promise rejection nobody handled, with its stack, and the process keeps serving', async () => {
    const server = await serveWithGuard();
    expect(await get(server.port, '/reject')).toBe('rejecting');
    const [line] = await waitFor(() => (server.stderr() === '' ? undefined : lines(server.stderr())), 'the log line');
    expect(line).toMatchObject({
      level: 50,
      msg: 'unhandled promise rejection; the server keeps running',
      event: 'unhandledRejection',
      err: { type: 'RangeError', message: 'rejected and never awaited' },
    });
    expect((line?.['err'] as { stack: string }).stack).toMatch(/^RangeError: rejected and never awaited\n {4}at /);
    expect(await get(server.port, '/')).toBe('alive');
    expect(await get(server.port, '/throw')).toBe('throwing');
    expect(await get(server.port, '/')).toBe('alive');
    expect(server.child.exitCode).toBeNull();
  });

  it('describes a rejection with something other than an Error', () => {
    const line = JSON.parse(guardLine('unhandledRejection', { reason: 'quota' }, 0)) as Record<string, unknown>;
    expect(line).toEqual({
      level: 50,
      time: 0,
      pid: process.pid,
      msg: 'unhandled promise rejection; the server keeps running',
      event: 'unhandledRejection',
      err: { type: 'object', message: "{ reason: 'quota' }" },
    });
  });

  it('drops a failed write to a closed output (logging it would fail again), and survives a failing log', () => {
    const target = new EventEmitter();
    const written: string[] = [];
    const remove = installProcessGuard({ target, write: (line) => written.push(line) });
    target.emit('uncaughtException', Object.assign(new Error('write EPIPE'), { code: 'EPIPE', syscall: 'write' }));
    expect(written).toEqual([]);
    target.emit('uncaughtException', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }));
    expect(written).toHaveLength(1);
    remove();
    expect(target.listenerCount('uncaughtException')).toBe(0);
    expect(target.listenerCount('unhandledRejection')).toBe(0);

    installProcessGuard({
      target,
      write: () => {
        throw new Error('no log');
      },
    });
    expect(() => target.emit('unhandledRejection', new Error('lost'))).not.toThrow();
  });
});
