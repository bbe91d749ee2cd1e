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
      await server.app.close();
    }
  });
});

describe('API response cache', () => {
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
