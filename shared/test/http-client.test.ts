import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpError, httpClient } from '../src/http/client';
import { auth } from '../src/stores/auth-instance';
import { progress } from '../src/stores/progress';

/**
 * A real API stand-in on another origin (the test page is jsdom's), so it answers CORS like a
 * separate API host would; records each request and answers by path.
 */
function startApi() {
  const seen: { url: string; headers: http.IncomingHttpHeaders }[] = [];
  const server = http.createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { 'access-control-allow-headers': 'authorization, accept' }).end();
      return;
    }
    seen.push({ url: request.url ?? '', headers: request.headers });
    if (request.url === '/api/slow') return; // never answers: the caller aborts
    if (request.url === '/api/missing') {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { code: 'not_found', message: 'Data tidak tersedia' } }));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ data: { ok: true } }));
  });
  return new Promise<{ server: http.Server; origin: string; seen: typeof seen }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen }),
    ),
  );
}

describe('the shared HTTP client (axios)', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  beforeAll(async () => {
    api = await startApi();
    // Runtime configuration: the server writes the API's base URL into the page.
    const meta = document.createElement('meta');
    meta.name = 'ksei-api-base';
    meta.content = `${api.origin}/`;
    document.head.append(meta);
  });
  afterAll(() => {
    api.server.closeAllConnections();
    api.server.close();
  });
  afterEach(() => {
    auth.store.setState({ token: null });
    progress.store.setState({ percent: 0, visible: false, failed: false });
  });

  it('resolves paths against the configured base URL and asks for JSON', async () => {
    const response = await (await httpClient()).get<{ data: { ok: boolean } }>('/api/ping?locale=en');
    expect(response).toEqual({ status: 200, data: { data: { ok: true } } });
    const request = api.seen.at(-1);
    expect(request?.url).toBe('/api/ping?locale=en');
    expect(request?.headers.accept).toBe('application/json, text/plain, */*');
    expect(request?.headers.authorization).toBeUndefined();
  });

  it("sends the signed-in visitor's Bearer token from the auth store", async () => {
    auth.store.setState({ token: 'Bearer t0ken' });
    await (await httpClient()).get('/api/ping');
    expect(api.seen.at(-1)?.headers.authorization).toBe('Bearer t0ken');
  });

  it('turns a failed answer into an HttpError with the body, and reports it to the loading bar', async () => {
    const failure = (await httpClient()).get('/api/missing');
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({
      response: { status: 404, data: { error: { message: 'Data tidak tersedia' } } },
    });
    expect(progress.store.getState().failed).toBe(true);
  });

  it('does not report a request the caller cancelled', async () => {
    const controller = new AbortController();
    const pending = (await httpClient()).get('/api/slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toThrow();
    expect(progress.store.getState().failed).toBe(false);
  });
});
