import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { connectionBudget, softOpenFilesLimit } from '../../src/http/connection-limits.js';
import { useTestServer } from '../support/fixtures.js';
import { getLine, rawRequest } from '../support/raw-http.js';

/**
 * The connection budget of the whole process, with real sockets from many loopback addresses (each
 * under its own per-address cap): slow clients that never finish their headers fill it, and a fresh
 * client and the health check are still answered, because the oldest idle connections make room.
 */

/** A connection from `localAddress` that sends half a request line and then nothing. */
function slowClient(port: number, localAddress: string): Promise<{ socket: net.Socket; closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress }, () => {
      socket.write('GET /id HTTP/1.1\r\nHost: loc');
      resolve({ socket, closed });
    });
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.once('error', reject);
  });
}

describe('the connection budget', () => {
  const server = useTestServer({
    env: { MAX_CONNECTIONS_PER_ADDRESS: '4' },
    // Slow clients are not timed out during the test: only the budget frees their places.
    build: { connectionLimits: { maxOpen: 20, freeRoom: 4, headersTimeoutMs: 60_000, requestTimeoutMs: 60_000 } },
  });
  let port = 0;
  beforeAll(async () => {
    await server().app.listen({ port: 0, host: '127.0.0.1' });
    port = (server().app.server.address() as AddressInfo).port;
  });

  it('full of idle slow connections from ten addresses: a fresh client and /api/health are answered, the oldest closed first', async () => {
    const slow: { socket: net.Socket; closed: Promise<void> }[] = [];
    try {
      // Ten addresses × 4 connections (each address at its own cap): 40 slow clients for a budget of 20.
      for (let address = 2; address <= 11; address += 1) {
        for (let n = 0; n < 4; n += 1) slow.push(await slowClient(port, `127.0.0.${address}`));
      }
      const health = await rawRequest(port, getLine('/api/health'), { localAddress: '127.0.0.50' });
      expect(health.status).toBe(200);
      const page = await rawRequest(port, getLine('/api/health'), { localAddress: '127.0.0.51' });
      expect(page.status).toBe(200);
      // The oldest were closed to make room; the newest slow clients still hold theirs.
      await Promise.all(slow.slice(0, 20).map((client) => client.closed));
      expect(slow.slice(-10).map((client) => client.socket.destroyed)).toEqual(Array.from({ length: 10 }, () => false));
    } finally {
      slow.forEach((client) => client.socket.destroy());
    }
  });
});

describe('the budget’s size', () => {
  it('is the configured one, else the soft open-files limit less 1,024 (at least half), else 4,096', () => {
    expect(connectionBudget({ maxOpen: 300 }, () => 20_000)).toBe(300);
    expect(connectionBudget({}, () => 20_000)).toBe(18_976);
    expect(connectionBudget({}, () => 1_024)).toBe(512);
    expect(connectionBudget({}, () => undefined)).toBe(4_096);
  });

  it('reads the soft limit from the process’s limits', () => {
    const soft = softOpenFilesLimit();
    expect(Number.isInteger(soft) && (soft ?? 0) > 0).toBe(true);
  });
});
