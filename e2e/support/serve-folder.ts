import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

/**
 * Serves a folder from another origin, with CORS, as a tester's local build of a section would be.
 * Resolves to the server and its origin (`http://127.0.0.1:<port>`).
 */
export function serveFolder(folder: string): Promise<{ server: http.Server; origin: string }> {
  const server = http.createServer((request, response) => {
    const file = path.join(folder, path.normalize(decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/')));
    if (!file.startsWith(folder) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      response.writeHead(404).end();
      return;
    }
    const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'application/json';
    response.writeHead(200, { 'Content-Type': type, 'Access-Control-Allow-Origin': '*' });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}
