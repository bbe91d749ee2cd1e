import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { useTestServer } from '../support/fixtures.js';
import { getLine, rawRequest } from '../support/raw-http.js';

/** Opens a connection from `localAddress` that sends `bytes` and then nothing; resolves once connected. */
function openStalled(port: number, bytes: string, localAddress = '127.0.0.1'): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress }, () => {
      socket.write(bytes);
      resolve(socket);
    });
    socket.on('error', reject);
  });
}

/** What a stalled connection receives until the server closes it, and how long that took. */
function untilClosed(socket: net.Socket): Promise<{ text: string; ms: number }> {
  const started = performance.now();
  const chunks: Buffer[] = [];
  socket.on('data', (chunk) => chunks.push(chunk));
  return new Promise((resolve) => {
    socket.on('close', () => resolve({ text: Buffer.concat(chunks).toString(), ms: performance.now() - started }));
  });
}

describe('timeouts and the per-address connection cap', () => {
  const server = useTestServer({
    env: { MAX_CONNECTIONS_PER_ADDRESS: '5' },
    build: { connectionLimits: { headersTimeoutMs: 1_000, requestTimeoutMs: 1_500, checkIntervalMs: 200 } },
  });
  let port = 0;
  beforeAll(async () => {
    await server().app.listen({ port: 0, host: '127.0.0.1' });
    port = (server().app.server.address() as AddressInfo).port;
  });

  it('answers a request whose body stalls with 408 and closes it within the request timeout', async () => {
    const socket = await openStalled(
      port,
      'POST /api/press-releases HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    );
    const { text, ms } = await untilClosed(socket);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeLessThan(1_500 + 200 + 1_000);
  });

  it('answers headers that never end with 408 and closes the connection', async () => {
    const socket = await openStalled(port, 'GET /id HTTP/1.1\r\nHost: x\r\n');
    const { text, ms } = await untilClosed(socket);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeLessThan(1_000 + 200 + 1_000);
  });

  it('lets one address hold 5 connections, refuses its 6th with 503, and serves another address meanwhile', async () => {
    const held = await Promise.all(Array.from({ length: 5 }, () => openStalled(port, 'GET /id HTTP/1.1\r\n')));
    try {
      const sixth = await rawRequest(port, getLine('/api/health'), { localAddress: '127.0.0.1' });
      expect(sixth.status).toBe(503);
      expect(sixth.text).toContain('Too many connections');
      expect(sixth.text).toContain('Terlalu banyak koneksi');
      const other = await rawRequest(port, getLine('/api/health'), { localAddress: '127.0.0.2' });
      expect(other.status).toBe(200);
    } finally {
      held.forEach((socket) => socket.destroy());
    }
    // A closed connection frees its place (the server sees the close a moment later).
    let status: number | undefined;
    for (let attempt = 0; attempt < 50 && status !== 200; attempt += 1) {
      status = (await rawRequest(port, getLine('/api/health'))).status;
    }
    expect(status).toBe(200);
  });
});
