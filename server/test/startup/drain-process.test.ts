/**
 * Stopping is the process's behaviour, so it is tested on the real server process (`dist/index.js`
 * compiled from the sources, on its own PGlite data folder): after SIGTERM it drains for
 * DRAIN_GRACE_SECONDS (`/api/ready` 503, everything else answered with `Connection: close`), then
 * refuses new connections, finishes what is under way, closes idle connections cleanly and exits 0.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createFixtureDirs } from '../support/fixtures.js';
import { compileServer, runServer, type CompiledServer, type ServerProcess } from '../support/forms-server-process.js';

interface Response {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** Parses one HTTP/1.1 response with a Content-Length (or chunked) off the front of `text`, or undefined. */
function parseResponse(text: string): { response: Response; rest: string } | undefined {
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1]);
  let body = text.slice(end + 4);
  let rest: string;
  if (headers['transfer-encoding'] === 'chunked') {
    const last = body.indexOf('\r\n0\r\n\r\n');
    if (last < 0 && !body.startsWith('0\r\n\r\n')) return undefined;
    rest = body.slice(body.startsWith('0\r\n\r\n') ? 5 : last + 7);
  } else {
    const length = Number(headers['content-length'] ?? 0);
    if (Buffer.byteLength(body, 'latin1') < length) return undefined;
    rest = body.slice(length);
    body = body.slice(0, length);
  }
  return { response: { status, headers, body }, rest };
}

/** A client's own TCP connection, kept open between requests, that records how the server ended it. */
interface Connection {
  /** Sends raw bytes and resolves with the next complete response. */
  send(bytes: string): Promise<Response>;
  /** Sends bytes without waiting for an answer (part of a request). */
  write(bytes: string): void;
  /** How the connection ended: `end` (the server's FIN, nothing cut) or the error it ended with. */
  readonly ended: Promise<'end' | string>;
  destroy(): void;
}

function connect(port: number): Promise<Connection> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    let buffer = '';
    let waiting: ((response: Response) => void) | undefined;
    let error: string | undefined;
    let gotEnd = false;
    const ended = new Promise<'end' | string>((settle) =>
      socket.on('close', () => settle(error ?? (gotEnd ? 'end' : 'closed without FIN'))),
    );
    const take = (): void => {
      const parsed = parseResponse(buffer);
      if (parsed === undefined || waiting === undefined) return;
      buffer = parsed.rest;
      const deliver = waiting;
      waiting = undefined;
      deliver(parsed.response);
    };
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      take();
    });
    socket.on('end', () => (gotEnd = true));
    socket.on('error', (cause: NodeJS.ErrnoException) => {
      error = cause.code ?? cause.message;
      reject(cause);
    });
    socket.on('connect', () =>
      resolve({
        send(bytes) {
          const answer = new Promise<Response>((deliver) => (waiting = deliver));
          socket.write(bytes);
          take();
          return answer;
        },
        write: (bytes) => socket.write(bytes),
        ended,
        destroy: () => socket.destroy(),
      }),
    );
  });
}

const get = (target: string, close = false): string =>
  `GET ${target} HTTP/1.1\r\nHost: localhost\r\n${close ? 'Connection: close\r\n' : ''}\r\n`;

/** One request on a connection of its own. */
async function fetchOnce(port: number, target: string): Promise<Response> {
  const connection = await connect(port);
  try {
    return await connection.send(get(target));
  } finally {
    connection.destroy();
  }
}

/** Resolves with the error code once a new connection to `port` fails (polled every 20 ms). */
/** `/api/ready`'s status once it is 200, or the last one seen when `ms` have passed. */
async function readyWithin(port: number, ms: number): Promise<number> {
  const until = Date.now() + ms;
  let status = (await fetchOnce(port, '/api/ready')).status;
  while (status !== 200 && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    status = (await fetchOnce(port, '/api/ready')).status;
  }
  return status;
}

async function refusedAt(port: number, deadlineMs: number): Promise<string> {
  const until = performance.now() + deadlineMs;
  while (performance.now() < until) {
    const outcome = await new Promise<string | undefined>((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1' });
      socket.on('connect', () => {
        socket.destroy();
        resolve(undefined);
      });
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    if (outcome !== undefined) return outcome;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`port ${port} still accepted connections after ${deadlineMs} ms`);
}

/** A sign-in whose JSON body is sent in two parts: the server waits for the rest (a request under way). */
const LOGIN_BODY = JSON.stringify({ email: 'nobody@ksei.co.id', password: 'not the password at all' });
const LOGIN_HEAD =
  'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
  `Content-Length: ${Buffer.byteLength(LOGIN_BODY)}\r\n\r\n`;
const LOGIN_FIRST = LOGIN_BODY.slice(0, 10);
const LOGIN_REST = LOGIN_BODY.slice(10);

describe('stopping a real server process', () => {
  let compiled: CompiledServer;
  let dirs: ReturnType<typeof createFixtureDirs>;

  beforeAll(() => {
    compiled = compileServer();
    dirs = createFixtureDirs();
  }, 120_000);

  afterAll(() => {
    compiled.remove();
    fs.rmSync(dirs.root, { recursive: true, force: true });
  });

  /** The data folder the first start seeds. */
  const seeded = (): string => path.join(dirs.root, 'data');

  /**
   * A copy of the seeded data folder (its server stopped), so later servers start from it side by side
   * (a start takes seconds even seeded); without one (the first test not run) that server seeds its own.
   */
  function seededCopy(name: string): string {
    const copy = path.join(dirs.root, name);
    if (fs.existsSync(seeded())) fs.cpSync(seeded(), copy, { recursive: true });
    return copy;
  }

  function start(graceSeconds: number, dataDir = seeded()): ServerProcess {
    return runServer(compiled.entry, {
      ...process.env,
      NODE_ENV: '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      SHELL_DIST: dirs.shellDist,
      RELEASES_DIR: dirs.releasesDir,
      FORMS: 'off',
      LOG_LEVEL: 'warn',
      DRAIN_GRACE_SECONDS: String(graceSeconds),
    });
  }

  it('drains for DRAIN_GRACE_SECONDS=2, then refuses new connections, answers the requests under way, closes keep-alive connections cleanly and exits 0', async () => {
    const server = start(2);
    const port = await server.ready;
    try {
      // Before the signal: ready, and answers keep their connection open. Just after start, on a busy
      // machine, the embedded database may still be warming the caches for longer than the readiness
      // check waits (2 s): readiness says so, and a balancer waits; so does this test, up to 30 s.
      expect(await readyWithin(port, 30_000)).toBe(200);
      expect((await fetchOnce(port, '/id/tentang-ksei/sekilas')).status).toBe(200); // rendered once: warm
      const idle = await connect(port);
      const reused = await connect(port);
      for (const connection of [idle, reused]) {
        const answer = await connection.send(get('/api/health'));
        expect(answer.status).toBe(200);
        expect(answer.headers['connection']).toBe('keep-alive');
      }
      // A request under way across the whole stop: headers and part of its body now, the rest later.
      const slow = await connect(port);
      slow.write(LOGIN_HEAD + LOGIN_FIRST);

      const signalled = performance.now();
      server.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 200));
      // A request whose first bytes arrive during the drain and its last after the listener closed.
      const late = await connect(port);
      late.write('GET /api/health HTTP/1.1\r\nHost: loc');

      // The drain: not ready, everything else still answered, each answer closing its connection.
      const ready = await fetchOnce(port, '/api/ready');
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toEqual({ status: 'not-ready', reasons: ['draining'], degraded: [] });
      expect(ready.headers['cache-control']).toBe('no-store');
      expect(ready.headers['connection']).toBe('close');
      const health = await fetchOnce(port, '/api/health');
      expect([health.status, health.headers['connection']]).toEqual([200, 'close']);
      const page = await fetchOnce(port, '/id/tentang-ksei/sekilas');
      expect([page.status, page.headers['connection']]).toEqual([200, 'close']);
      // A keep-alive client asking again on its connection: answered, told to close, closed with a FIN.
      const again = await reused.send(get('/api/health'));
      expect([again.status, again.headers['connection']]).toEqual([200, 'close']);
      expect(await reused.ended).toBe('end');
      expect(performance.now() - signalled).toBeLessThan(1_900); // all of it inside the grace

      // After the grace: a new connection is refused at connect, not accepted and then cut.
      expect(await refusedAt(port, 5_000)).toBe('ECONNREFUSED');
      expect(performance.now() - signalled).toBeGreaterThanOrEqual(1_900);
      // The connection idle since before the signal is closed with a FIN, not reset.
      expect(await idle.ended).toBe('end');
      // The request under way is still answered, in full, after the listener closed.
      expect(server.child.exitCode).toBeNull();
      const finished = await slow.send(LOGIN_REST);
      expect(finished.status).toBe(401);
      expect(finished.headers['connection']).toBe('close');
      expect(await slow.ended).toBe('end');
      // So is the one that was still arriving: a real answer, not Fastify's 503 for a closing server.
      const lateAnswer = await late.send('alhost\r\n\r\n');
      expect([lateAnswer.status, lateAnswer.headers['connection']]).toEqual([200, 'close']);
      expect(await late.ended).toBe('end');

      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(server.output()).toContain('KSEI server draining: not ready, still answering for 2 s');
      expect(server.output()).toContain('KSEI server stopped');
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 180_000);

  describe('started together, each on a copy of the seeded data folder', () => {
    let servers: { second: ServerProcess; hanging: ServerProcess };
    beforeAll(async () => {
      servers = { second: start(30, seededCopy('data-second')), hanging: start(3, seededCopy('data-hanging')) };
      await Promise.all([servers.second.ready, servers.hanging.ready]);
    }, 180_000);
    afterAll(() => {
      for (const server of Object.values(servers ?? {})) server.child.kill('SIGKILL');
    });

    it('ends the grace at a second signal a second or more after the first, and treats a repeat within a second as the same stop', async () => {
      const server = servers.second;
      const port = await server.ready;
      try {
        const signalled = performance.now();
        server.child.kill('SIGTERM');
        // A launcher passing the same stop on, at once: ignored, the server keeps draining.
        await new Promise((resolve) => setTimeout(resolve, 100));
        server.child.kill('SIGTERM');
        await new Promise((resolve) => setTimeout(resolve, 1_200));
        expect((await fetchOnce(port, '/api/ready')).status).toBe(503);
        expect(server.output()).toContain('already shutting down; ignoring SIGTERM');
        // Asked again later: the grace ends now, not 30 s after the first signal.
        server.child.kill('SIGINT');
        expect(await refusedAt(port, 3_000)).toBe('ECONNREFUSED');
        expect(await server.exited).toEqual({ code: 0, signal: null });
        expect(performance.now() - signalled).toBeLessThan(10_000);
        expect(server.output()).toContain('received SIGINT again; ending the drain now');
      } finally {
        server.child.kill('SIGKILL');
      }
    }, 60_000);

    it('gives a close that hangs 10 s counted from the end of the grace, not from the signal, then exits 1', async () => {
      const server = servers.hanging;
      const port = await server.ready;
      try {
        // A request that never ends: the close waits for it until the shutdown's limit.
        const stuck = await connect(port);
        stuck.write(LOGIN_HEAD + LOGIN_FIRST);
        await new Promise((resolve) => setTimeout(resolve, 100));
        const signalled = performance.now();
        server.child.kill('SIGTERM');
        const exited = await server.exited;
        const took = performance.now() - signalled;
        expect(exited).toEqual({ code: 1, signal: null });
        expect(server.output()).toContain('did not stop within 10 s');
        // 3 s of grace + 10 s: not 10 s after the signal.
        expect(took).toBeGreaterThanOrEqual(12_500);
        expect(took).toBeLessThan(20_000);
        stuck.destroy();
      } finally {
        server.child.kill('SIGKILL');
      }
    }, 60_000);
  });
});
