import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export interface MetricsListener {
  /** `http://<host>:<port>/metrics`, the port as bound (a free one when asked for 0). */
  readonly url: string;
  /** Stops accepting and ends every open connection (a scrape under way is cut). */
  close(): Promise<void>;
}

/** A scraper asks every few seconds with a small request: anything slower or bigger is not one. */
const REQUEST_TIMEOUT_MS = 10_000;
const HEADERS_TIMEOUT_MS = 5_000;

/**
 * `GET /metrics` in Prometheus' text format, on a port of its own, never the public one: what it shows
 * (routes, backlogs, refusals) is for operators, and its own address (loopback by default) is how it
 * stays theirs. Everything else is a 404, any other method a 405. A plain Node server rather than a
 * second Fastify: one route, no hooks, nothing of the site's edge applies.
 */
export async function startMetricsListener(
  registry: Registry,
  address: { readonly port: number; readonly host: string },
): Promise<MetricsListener> {
  const server = http.createServer(
    { requestTimeout: REQUEST_TIMEOUT_MS, headersTimeout: HEADERS_TIMEOUT_MS },
    (request, response) => {
      const path = (request.url ?? '').split('?')[0];
      if (path !== '/metrics') {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: try /metrics\n');
        return;
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end();
        return;
      }
      registry.metrics().then(
        (text) => {
          response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
          response.end(request.method === 'HEAD' ? undefined : text);
        },
        () => {
          response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('metrics unavailable\n');
        },
      );
    },
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(address.port, address.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = address.host.includes(':') ? `[${address.host}]` : address.host;
  return {
    url: `http://${host}:${port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
