import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake auth API received: method, path, Authorization header and JSON body. */
export interface Received {
  readonly method: string;
  readonly url: string;
  readonly authorization: string | undefined;
  readonly body: unknown;
}

export type Answer = { readonly status: number; readonly body?: unknown };

/**
 * The auth API as a real HTTP server on another origin (the browser's outside boundary: the server's
 * own answers are proven by its suites). `answer` decides each reply; `received` records the calls.
 */
export function fakeAuthApi(answer: (request: Received) => Answer) {
  const received: Received[] = [];
  let server: http.Server;
  return {
    received,
    async start(): Promise<void> {
      server = http.createServer((request, response) => {
        response.setHeader('access-control-allow-origin', '*');
        response.setHeader('access-control-allow-headers', 'authorization, content-type');
        response.setHeader('access-control-allow-methods', 'GET, POST');
        if (request.method === 'OPTIONS') return void response.writeHead(204).end();
        let text = '';
        request.on('data', (chunk: Buffer) => (text += chunk.toString()));
        request.on('end', () => {
          const call: Received = {
            method: request.method ?? '',
            url: request.url ?? '',
            authorization: request.headers.authorization,
            body: text === '' ? undefined : (JSON.parse(text) as unknown),
          };
          received.push(call);
          const { status, body } = answer(call);
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(body === undefined ? '' : JSON.stringify(body));
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const meta = document.createElement('meta');
      meta.name = 'ksei-api-base';
      meta.content = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      document.head.append(meta);
    },
    stop(): void {
      server.closeAllConnections();
      server.close();
    },
  };
}
