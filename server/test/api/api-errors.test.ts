import fastifyCompress from '@fastify/compress';
import Fastify from 'fastify';
import { registerApiCaching, registerEncodingEtags } from '../../src/http/response-cache.js';
import { startTestServer } from '../support/fixtures.js';

describe('API failures', () => {
  it('answers 500 in the error format, localized, without internals', async () => {
    const server = await startTestServer();
    try {
      // A query that fails for a reason of the server's own (its table is gone): a bug, not an outage.
      await server.db.query('drop table press_releases cascade');
      const response = await server.app.inject('/api/press-releases?locale=en');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        error: { code: 'internal', message: 'Something went wrong on the server. Please try again.' },
      });
      expect(response.headers['etag']).toBeUndefined();
    } finally {
      await server.close();
    }
  });

  it('answers 503 with Retry-After, localized, when the database cannot be reached', async () => {
    const server = await startTestServer();
    try {
      await server.db.close();
      const response = await server.app.inject('/api/press-releases?locale=id');
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect((response.json() as { error: { code: string; message: string } }).error.code).toBe('unavailable');
      expect(response.headers['etag']).toBeUndefined();
    } finally {
      // The whole server: its temporary folder too (the database, closed above, may be closed again).
      await server.close();
    }
  });
});

describe('API response cache', () => {
  it('keys on the validated parameters: unknown ones, order and spelling share one entry', async () => {
    let calls = 0;
    const app = Fastify();
    const cache = registerApiCaching(app);
    const schema = {
      querystring: { type: 'object', properties: { page: { type: 'integer', default: 1 }, q: { type: 'string' } } },
    };
    app.get('/api/list', { schema }, async () => ({ calls: ++calls }));
    for (const url of ['/api/list', '/api/list?page=1', '/api/list?page=01&junk=1', '/api/list?zzz=2&page=1']) {
      expect((await app.inject(url)).json()).toEqual({ calls: 1 });
    }
    for (let i = 0; i < 50; i++) await app.inject(`/api/list?junk${i}=${i}`);
    expect(cache.size().entries).toBe(1);
    expect((await app.inject('/api/list?page=2')).json()).toEqual({ calls: 2 });
    expect(cache.size().entries).toBe(2);
    // A visitor's search text is answered afresh and never kept.
    expect((await app.inject('/api/list?q=x')).json()).toEqual({ calls: 3 });
    expect((await app.inject('/api/list?q=x')).json()).toEqual({ calls: 4 });
    expect(cache.size().entries).toBe(2);
    await app.close();
  });

  it('stays under its byte budget, dropping the least recently used body', async () => {
    const app = Fastify();
    const cache = registerApiCaching(app, { maxBytes: 10_000 });
    const schema = { querystring: { type: 'object', properties: { n: { type: 'integer' } } } };
    app.get('/api/big', { schema }, async (request) => ({
      n: (request.query as { n: number }).n,
      pad: 'x'.repeat(3_000),
    }));
    for (let n = 0; n < 20; n++) await app.inject(`/api/big?n=${n}`);
    const { entries, bytes } = cache.size();
    expect(bytes).toBeLessThanOrEqual(10_000);
    expect(entries).toBe(3);
    await app.close();
  });

  it('reuses a body until it expires, with the same ETag', async () => {
    let now = 0;
    let calls = 0;
    const app = Fastify();
    registerApiCaching(app, { ttlMs: 1000, now: () => now });
    app.get('/api/thing', async () => ({ calls: ++calls }));
    const first = await app.inject('/api/thing');
    const second = await app.inject('/api/thing');
    expect(second.body).toBe(first.body);
    expect(second.headers['etag']).toBe(first.headers['etag']);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(
      (await app.inject({ url: '/api/thing', headers: { 'if-none-match': String(first.headers['etag']) } })).statusCode,
    ).toBe(304);
    now = 1000;
    expect((await app.inject('/api/thing')).json()).toEqual({ calls: 2 });
    await app.close();
  });
});

describe('API response cache: what it keeps and how it answers', () => {
  /** An app whose routes count their calls, so a test sees whether an answer came from the cache. */
  function countingApp(options: Parameters<typeof registerApiCaching>[1] = {}) {
    const app = Fastify();
    const cache = registerApiCaching(app, options);
    const calls: Record<string, number> = {};
    const count = (name: string) => (calls[name] = (calls[name] ?? 0) + 1);
    app.get('/api/thing', async () => ({ calls: count('thing') }));
    app.post('/api/thing', async () => ({ posted: count('post') }));
    app.get('/api/health', async () => ({ calls: count('health') }));
    app.get('/page', async () => ({ calls: count('page') }));
    app.get('/api/gone', async (_request, reply) => reply.code(404).send({ calls: count('gone') }));
    app.get('/api/tagged', async (_request, reply) => {
      reply.header('etag', '"own-tag"');
      return { calls: count('tagged') };
    });
    const schema = { querystring: { type: 'object', properties: { size: { type: 'integer' } } } };
    app.get('/api/sized', { schema }, async (request) => {
      count('sized');
      return 'x'.repeat((request.query as { size: number }).size);
    });
    return { app, cache, calls };
  }

  it('keeps GET answers under /api/ only: not health, not other paths, not other methods, not errors', async () => {
    const { app, cache, calls } = countingApp();
    for (let i = 0; i < 2; i++) {
      await app.inject('/api/thing');
      await app.inject({ method: 'HEAD', url: '/api/thing' });
      await app.inject({ method: 'POST', url: '/api/thing' });
      await app.inject('/api/health');
      await app.inject('/api/health?probe=1');
      await app.inject('/page');
      await app.inject('/api/gone');
    }
    expect(calls).toEqual({ thing: 1, post: 2, health: 4, page: 2, gone: 2 });
    expect(cache.size().entries).toBe(1);
    const health = await app.inject('/api/health');
    expect(health.headers['etag']).toBeUndefined();
    expect(health.headers['cache-control']).toBeUndefined();
    expect((await app.inject('/page')).headers['etag']).toBeUndefined();
    expect((await app.inject('/api/gone')).headers['etag']).toBeUndefined();
    // A POST to a cached path is answered by its own handler, never from the GET's entry.
    expect((await app.inject({ method: 'POST', url: '/api/thing' })).json()).toEqual({ posted: 3 });
    await app.close();
  });

  it("serves a kept answer with its ETag, the public cache and the route's content type", async () => {
    const { app } = countingApp();
    const first = await app.inject('/api/thing');
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(first.headers['etag']).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    const again = await app.inject('/api/thing');
    expect(again.headers['cache-control']).toBe('public, max-age=60');
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.headers['etag']).toBe(first.headers['etag']);
    await app.close();
  });

  it("leaves a route's own ETag alone, and then keeps no copy", async () => {
    const { app, calls } = countingApp();
    expect((await app.inject('/api/tagged')).headers['etag']).toBe('"own-tag"');
    expect((await app.inject('/api/tagged')).headers['etag']).toBe('"own-tag"');
    expect(calls['tagged']).toBe(2);
    const revalidated = await app.inject({ url: '/api/tagged', headers: { 'if-none-match': '"own-tag"' } });
    expect(revalidated.statusCode).toBe(304);
    await app.close();
  });

  it('keeps a body up to the entry limit, not one byte over it', async () => {
    const { app, calls } = countingApp({ maxEntryBytes: 100 });
    for (let i = 0; i < 2; i++) {
      await app.inject('/api/sized?size=100');
      await app.inject('/api/sized?size=101');
    }
    // Fastify sends a string as is: its length is the payload's.
    expect(calls['sized']).toBe(3);
    await app.close();
  });

  it('answers 304 to any matching tag of a list, weak or with an encoding suffix, without a body', async () => {
    const { app } = countingApp();
    const etag = String((await app.inject('/api/thing')).headers['etag']);
    const bare = etag.slice(1, -1);
    const cases: readonly (readonly [string, string])[] = [
      [`"other",   ${etag} `, etag],
      [`W/${etag}`, etag],
      [`"${bare}-br"`, `"${bare}-br"`],
      [`"${bare}-gzip", "x"`, `"${bare}-gzip"`],
    ];
    for (const [header, answered] of cases) {
      const response = await app.inject({ url: '/api/thing', headers: { 'if-none-match': header } });
      expect(response.statusCode).toBe(304);
      expect(response.headers['etag']).toBe(answered);
      expect(response.body).toBe('');
      expect(response.headers['content-type']).toBeUndefined();
      // The length of the body the client already holds is not this answer's (it has none).
      expect(response.headers['content-length']).toBeUndefined();
    }
    for (const header of ['"other"', `"${bare}-zstd"`, `"x${bare}"`, `${etag.slice(0, -1)}`]) {
      expect((await app.inject({ url: '/api/thing', headers: { 'if-none-match': header } })).statusCode).toBe(200);
    }
    await app.close();
  });

  it('drops the least recently used body first: one read since is kept', async () => {
    const app = Fastify();
    const cache = registerApiCaching(app, { maxBytes: 300 });
    const calls: Record<string, number> = {};
    app.get('/api/:name', async (request) => {
      const { name } = request.params as { name: string };
      calls[name] = (calls[name] ?? 0) + 1;
      return `${name}:${'x'.repeat(98)}`;
    });
    await app.inject('/api/a');
    await app.inject('/api/b');
    await app.inject('/api/c');
    expect(cache.size()).toEqual({ entries: 3, bytes: 300 });
    await app.inject('/api/a');
    await app.inject('/api/d');
    expect(cache.size()).toEqual({ entries: 3, bytes: 300 });
    for (const name of ['a', 'c', 'd']) await app.inject(`/api/${name}`);
    expect(calls).toEqual({ a: 1, b: 1, c: 1, d: 1 });
    await app.inject('/api/b');
    expect(calls['b']).toBe(2);
    await app.close();
  });
});

describe('ETags of compressed answers', () => {
  it('carry the encoding (a compressed body has other bytes); the identity answer and weak tags do not', async () => {
    const app = Fastify();
    registerApiCaching(app);
    await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
    registerEncodingEtags(app);
    app.get('/api/large', async () => ({ text: 'kustodian '.repeat(300) }));
    app.get(
      '/api/own',
      { onSend: async (_request, reply, payload) => (reply.header('x-own', 'yes'), payload) },
      async () => ({
        text: 'sentral '.repeat(300),
      }),
    );
    app.get('/api/weak', async (_request, reply) => {
      reply.header('etag', 'W/"weak-1"');
      return { text: 'efek '.repeat(300) };
    });
    await app.ready();
    const plain = await app.inject('/api/large');
    const etag = String(plain.headers['etag']);
    expect(etag).toMatch(/^"[^"]+"$/);
    const gzip = await app.inject({ url: '/api/large', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['etag']).toBe(`${etag.slice(0, -1)}-gzip"`);
    const br = await app.inject({ url: '/api/large', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['etag']).toBe(`${etag.slice(0, -1)}-br"`);
    const identity = await app.inject({ url: '/api/large', headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['etag']).toBe(etag);
    // A weak tag (static files) may be shared by every encoding of the same content.
    const weak = await app.inject({ url: '/api/weak', headers: { 'accept-encoding': 'gzip' } });
    expect(weak.headers['content-encoding']).toBe('gzip');
    expect(weak.headers['etag']).toBe('W/"weak-1"');
    // A route's own onSend hook still runs, and its answer is suffixed too.
    const own = await app.inject({ url: '/api/own', headers: { 'accept-encoding': 'gzip' } });
    expect(own.headers['x-own']).toBe('yes');
    expect(String(own.headers['etag'])).toMatch(/^"[^"]+-gzip"$/);
    await app.close();
  });
});
