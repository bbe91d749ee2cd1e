import zlib from 'node:zlib';
import { useTestServer } from '../support/fixtures.js';

describe('rate limits', () => {
  const server = useTestServer({
    seed: true,
    build: {
      rateLimits: {
        // Refilled once in 100 s: no token comes back during a test, however long its first answers take
        // (the first search of a server reads the search index into memory).
        policies: { search: { perSecond: 0.01, burst: 3 }, suggest: { perSecond: 0.01, burst: 2 } },
        holdMs: 150,
        maxHeld: 1,
      },
    },
  });

  it('answers 429 with Retry-After and a localized message once a client used its share', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await server().app.inject(`/api/search/suggest?q=regulasi${i}&locale=en`);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(response.json()).toEqual({
          error: { code: 'too_many_requests', message: 'Too many requests. Please wait a moment, then try again.' },
        });
      }
    }
    expect(statuses).toEqual([200, 200, 429, 429, 429]);
    const indonesian = await server().app.inject('/api/search/suggest?q=peraturan');
    expect(indonesian.json()).toEqual({
      error: { code: 'too_many_requests', message: 'Terlalu banyak permintaan. Tunggu sebentar, lalu coba lagi.' },
    });
  });

  it('holds a refusal before answering, and answers at once with the connection closed past the bound', async () => {
    const client = { remoteAddress: '10.7.7.7' };
    for (let i = 0; i < 2; i++) await server().app.inject({ url: `/api/search/suggest?q=ab${i}`, ...client });
    const started = Date.now();
    const [first, second] = await Promise.all([
      server().app.inject({ url: '/api/search/suggest?q=abc', ...client }),
      server().app.inject({ url: '/api/search/suggest?q=abd', ...client }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([429, 429]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    // One may be held at a time (maxHeld 1): the other is answered at once and told to go away.
    expect([first.headers['connection'], second.headers['connection']]).toContain('close');
  });

  it('counts each client on its own, and pages are not limited', async () => {
    const other = await server().app.inject({ url: '/api/search/suggest?q=regulasi', remoteAddress: '10.1.2.3' });
    expect(other.statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await server().app.inject('/id')).statusCode).toBe(200);
  });

  it('keeps search and suggest in separate buckets', async () => {
    const client = { remoteAddress: '10.9.9.9' };
    for (let i = 0; i < 2; i++) await server().app.inject({ url: `/api/search/suggest?q=ab${i}`, ...client });
    expect((await server().app.inject({ url: '/api/search/suggest?q=abc', ...client })).statusCode).toBe(429);
    expect((await server().app.inject({ url: '/api/search?q=regulasi', ...client })).statusCode).toBe(200);
  });
});

describe('input rules', () => {
  const server = useTestServer({ seed: true });

  it('asks for two characters before suggesting', async () => {
    const response = await server().app.inject('/api/search/suggest?q=a&locale=en');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([{ name: 'q', message: 'Parameter "q" must not be empty.' }]);
    expect((await server().app.inject('/api/search/suggest?q=re')).statusCode).toBe(200);
  });

  it.each([
    ['/api/press-releases?page=1e309', 'page'],
    ['/api/press-releases?pageSize=Infinity', 'pageSize'],
    ['/api/press-releases?page=-Infinity', 'page'],
    ['/api/announcements?date=0000-01-01', 'date'],
    ['/api/announcements?date=2025-02-30', 'date'],
  ])('refuses %s naming %s', async (url, field) => {
    const response = await server().app.inject(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.map((f: { name: string }) => f.name)).toContain(field);
  });

  it('refuses a NUL byte with 400 in the API shape, without database words', async () => {
    const response = await server().app.inject('/api/press-releases?q=a%00b&locale=en');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'bad_request', message: 'The request is not valid.' } });
  });

  it('answers a bad page address with the site error page, in the language of the path', async () => {
    const response = await server().app.inject('/en/careers/a%00b');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('<meta name="ksei-error" content="400" data-message="The request is not valid.">');
    expect(response.body).toContain('noindex');
    expect(response.body).not.toContain('a\u0000b');
  });

  it.each([
    ['id', 'Permintaan tidak valid.'],
    ['en', 'The request is not valid.'],
  ])(
    'answers a malformed URL under /%s with the site error page, not the framework JSON echoing it',
    async (locale, message) => {
      const response = await server().app.inject(`/${locale}/%E0%A4%A`);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain(`<html lang="${locale}">`);
      expect(response.body).toContain(`<meta name="ksei-error" content="400" data-message="${message}">`);
      expect(response.body).toContain('noindex');
      expect(response.body).not.toContain('FST_');
      expect(response.body).not.toContain('%E0%A4%A');
    },
  );

  it('answers a malformed API URL in the API error shape', async () => {
    const api = await server().app.inject('/api/press-releases/%E0%A4%A?locale=en');
    expect(api.statusCode).toBe(400);
    expect(api.json()).toEqual({ error: { code: 'bad_request', message: 'The request is not valid.' } });
  });

  it('sends the security headers with the error page of a malformed URL, as with every other answer', async () => {
    // The router answers these before any hook runs: the headers must not depend on the hooks.
    const page = await server().app.inject('/en/%E0%A4%A');
    const other = await server().app.inject('/en/no-such-page');
    const api = await server().app.inject('/api/press-releases/%E0%A4%A');
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-resource-policy',
    ]) {
      expect([name, page.headers[name]]).toEqual([name, other.headers[name]]);
      expect([name, api.headers[name]]).toEqual([name, other.headers[name]]);
    }
  });
});

describe('methods, ETags and folders', () => {
  const server = useTestServer({ seed: true });

  it.each([
    ['POST', '/api/press-releases', 'GET, HEAD'],
    ['DELETE', '/api/search/suggest?q=ab', 'GET, HEAD'],
    ['PUT', '/id/tentang-ksei/sekilas', 'GET, HEAD'],
    ['POST', '/shell/main.0a1b2c3d4e.js', 'GET, HEAD'],
  ])('%s %s → 405 Allow: %s', async (method, url, allow) => {
    const response = await server().app.inject({ method: method as 'POST', url });
    expect(response.statusCode).toBe(405);
    expect(response.headers['allow']).toBe(allow);
  });

  it('keeps 404 for another method on an address that does not exist', async () => {
    expect((await server().app.inject({ method: 'POST', url: '/id/no-such-page' })).statusCode).toBe(404);
    expect((await server().app.inject({ method: 'POST', url: '/api/no-such-list' })).statusCode).toBe(404);
  });

  it('gives compressed and identity bodies different strong ETags, and 304s on either', async () => {
    const url = '/api/press-releases?pageSize=20';
    const plain = await server().app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    const br = await server().app.inject({ url, headers: { 'accept-encoding': 'br' } });
    const gzip = await server().app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const tags = [plain, br, gzip].map((response) => String(response.headers['etag']));
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[^"]+"$/);
    const revalidated = await server().app.inject({
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': tags[1] },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['etag']).toBe(tags[1]);
  });

  it.each(['/shell/', '/files/', '/remotes/mf-about/0123456789abcdef/', '/files/press-releases/'])(
    '%s is a 404 like any miss, not a 403',
    async (url) => {
      const response = await server().app.inject(url);
      expect(response.statusCode).toBe(404);
    },
  );
});
