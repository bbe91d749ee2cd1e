/**
 * Behind a proxy the client is the address the proxy adds to `X-Forwarded-For`, and nothing a client
 * writes there itself: with TRUST_PROXY as a hop count or as the proxy's address, a forged header on
 * every request still counts against the client's one bucket. Over real HTTP: loopback clients at
 * 127.0.0.2 and 127.0.0.3, a proxy that connects from 127.0.0.1 and appends the peer's address the
 * way nginx's `$proxy_add_x_forwarded_for` does.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describeEachEngine, serverDatabase } from '../support/engines.js';
import { startTestServer, type TestServer } from '../support/fixtures.js';

const BURST = 3;

/** The reverse proxy: forwards each request from 127.0.0.1, with the peer appended to X-Forwarded-For. */
async function startProxy(upstreamPort: number): Promise<{ port: number; close(): Promise<void> }> {
  const proxy = http.createServer((request, response) => {
    const forwarded = request.headers['x-forwarded-for'];
    const headers = {
      ...request.headers,
      'x-forwarded-for': [forwarded, request.socket.remoteAddress].filter(Boolean).join(', '),
    };
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        localAddress: '127.0.0.1',
        path: request.url,
        method: request.method,
        headers,
        agent: false,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    port: (proxy.address() as AddressInfo).port,
    close: () => new Promise((resolve) => proxy.close(() => resolve())),
  };
}

let forged = 0;
/** A different made-up client address on every call. */
const forgedAddress = () => `198.51.100.${(forged += 1) % 250}`;

/** One search over a fresh connection from `localAddress`, claiming to come from someone else. */
function search(port: number, localAddress: string, q: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        path: `/api/search?q=${q}&locale=id`,
        headers: { 'x-forwarded-for': forgedAddress() },
        agent: false,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
  });
}

async function searches(port: number, localAddress: string, count: number): Promise<number[]> {
  const statuses = [];
  for (let i = 0; i < count; i += 1) statuses.push(await search(port, localAddress, `saham${i}`));
  return statuses;
}

describeEachEngine('a forged X-Forwarded-For gets no fresh bucket', (engine) => {
  describe.each([
    ['a hop count', '1'],
    ["the proxy's address", '127.0.0.1'],
  ])('TRUST_PROXY as %s (%s)', (_, trustProxy) => {
    let server: TestServer;
    let serverPort: number;
    let proxy: Awaited<ReturnType<typeof startProxy>>;
    beforeAll(async () => {
      server = await startTestServer({
        ...serverDatabase(engine),
        env: { TRUST_PROXY: trustProxy },
        build: { rateLimits: { holdMs: 0, policies: { search: { perSecond: 1e-6, burst: BURST } } } },
      });
      await server.app.listen({ host: '127.0.0.1', port: 0 });
      serverPort = (server.app.server.address() as AddressInfo).port;
      proxy = await startProxy(serverPort);
    });
    afterAll(async () => {
      await proxy.close();
      await server.close();
    });

    it("through the proxy, a client forging the header on every request is refused after its burst; another client isn't", async () => {
      expect(await searches(proxy.port, '127.0.0.2', BURST + 2)).toEqual([200, 200, 200, 429, 429]);
      expect(await searches(proxy.port, '127.0.0.3', 1)).toEqual([200]);
    });

    if (trustProxy === '127.0.0.1') {
      it('straight to the server, the header of a peer that is not the proxy is ignored', async () => {
        // 127.0.0.2's bucket is the one it emptied through the proxy.
        expect(await searches(serverPort, '127.0.0.2', 2)).toEqual([429, 429]);
      });
    }
  });
});
