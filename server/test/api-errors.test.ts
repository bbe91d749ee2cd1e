import Fastify from 'fastify';
import { registerApiCaching } from '../src/api/caching.js';
import { startTestServer } from './support/fixtures.js';

describe('API failures', () => {
  it('answers 500 in the error format, localized, without internals', async () => {
    const server = await startTestServer();
    try {
      await server.db.close();
      const response = await server.app.inject('/api/press-releases?locale=en');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        error: { code: 'internal', message: 'Something went wrong on the server. Please try again.' },
      });
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
    expect((await app.inject('/api/list?q=x')).json()).toEqual({ calls: 2 });
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
