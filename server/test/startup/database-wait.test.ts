/**
 * A server started before its PostgreSQL is reachable waits for it, says so, and starts once it is
 * there, instead of exiting: a real server process (`dist/index.js` compiled from these sources) whose
 * DATABASE_URL names a port nothing listens on yet; a few seconds later a TCP relay to the real server
 * opens on that port. A stop signal while it waits ends the wait at once. PostgreSQL only
 * (TEST_DATABASE_URL).
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { createFixtureDirs } from '../support/fixtures.js';
import { compileServer, type CompiledServer } from '../support/forms-server-process.js';
import { freePort } from '../support/forms-server.js';
import { withAdmin, withDatabase } from '../support/postgres-templates.js';
import { postgresServerEnv, spawnWaiting, stopServer, type WaitingServer } from '../support/waiting-server.js';

const adminUrl = process.env['TEST_DATABASE_URL'];
const describePostgres = adminUrl ? describe : describe.skip;

/** A relay on `port` to the real PostgreSQL server, opened only when asked. */
function relayTo(target: URL, port: number): { open(): Promise<void>; close(): Promise<void> } {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  return {
    open: () => new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve())),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describePostgres('a start before PostgreSQL is reachable [postgres]', () => {
  let compiled: CompiledServer;
  let dirs: ReturnType<typeof createFixtureDirs>;
  const name = `ksei_test_wait_${randomBytes(4).toString('hex')}`;
  const running: WaitingServer[] = [];

  beforeAll(async () => {
    compiled = compileServer();
    dirs = createFixtureDirs();
    await withAdmin(adminUrl ?? '', (client) => client.query(`create database ${name}`));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(running.map(stopServer));
    compiled?.remove();
    await withAdmin(adminUrl ?? '', (client) => client.query(`drop database if exists ${name} with (force)`));
  });

  /** A server whose database is on `port` (through the relay), started now. */
  function startOn(port: number): WaitingServer {
    const url = new URL(withDatabase(adminUrl ?? '', name));
    url.hostname = '127.0.0.1';
    url.port = String(port);
    const server = spawnWaiting(
      compiled.entry,
      postgresServerEnv(url.toString(), dirs, { LOG_LEVEL: 'warn', DRAIN_GRACE_SECONDS: '0' }),
    );
    running.push(server);
    return server;
  }

  const waitFor = async (server: WaitingServer, text: string): Promise<void> => {
    const until = Date.now() + 60_000;
    while (!server.output().includes(text)) {
      if (Date.now() > until) throw new Error(`"${text}" not printed: ${server.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it('waits, saying so, and starts once the database is reachable', async () => {
    const port = await freePort();
    const relay = relayTo(new URL(adminUrl ?? ''), port);
    const server = startOn(port);
    try {
      await server.loaded;
      server.go();
      // Twice: it keeps trying (1 s, then 2 s), it does not exit.
      await waitFor(server, 'trying again in 1 s');
      await waitFor(server, 'trying again in 2 s');
      expect(server.output()).toMatch(/Waiting for PostgreSQL \(DATABASE_URL\): connect ECONNREFUSED/);
      expect(server.child.exitCode).toBeNull();
      await relay.open();
      const ready = await server.ready;
      const health = await fetch(`http://127.0.0.1:${ready}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok', database: 'postgres', databaseReachable: true });
    } finally {
      await stopServer(server);
      await relay.close();
    }
  }, 120_000);

  it('stops at once when told to while it waits', async () => {
    const server = startOn(await freePort());
    await server.loaded;
    server.go();
    await waitFor(server, 'trying again in 1 s');
    server.child.kill('SIGTERM');
    await server.exited;
    // Exit 1 with the reason, within the wait's step, not after the 10 s shutdown deadline.
    expect(server.child.exitCode).toBe(1);
    expect(server.output()).toContain('Cannot connect to PostgreSQL (DATABASE_URL)');
    expect(server.output()).not.toContain('did not stop within');
  }, 60_000);
});
