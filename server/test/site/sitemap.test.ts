import zlib from 'node:zlib';
import Fastify from 'fastify';
import { siteRoutes } from '../../../shared/test/site-routes';
import { registerEncodingEtags } from '../../src/http/response-cache.js';
import { registerSitemap } from '../../src/site/sitemap.js';
import type { DataChangeListener, DataChanges } from '../../src/db/database.js';
import type { DetailPage } from '../../src/site/pages/detail-lookup.js';
import { useTestServer } from '../support/fixtures.js';

describe('sitemap and robots', () => {
  const server = useTestServer({ env: { PUBLIC_ORIGIN: 'https://www.ksei.co.id' } });

  it('lists every public page in both languages with its alternates', async () => {
    const response = await server().app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const body = response.body;
    expect(body).toContain('<loc>https://www.ksei.co.id/id/tentang-ksei/sekilas</loc>');
    expect(body).toContain('<loc>https://www.ksei.co.id/en/about-ksei/overview</loc>');
    expect(body).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://www.ksei.co.id/en/about-ksei/overview"/>',
    );
    expect(body).not.toContain('/login');
    expect(body).not.toContain('evil.example');
    expect(body).not.toContain(':slug');
  });

  it('points robots at the sitemap', async () => {
    const response = await server().app.inject({ url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(response.body).toContain('Sitemap: https://www.ksei.co.id/sitemap.xml');
    expect(response.body).not.toContain('evil.example');
  });

  it('is compressed when made, not per request: brotli, gzip and plain hold the same sitemap, under one ETag', async () => {
    const { app } = server();
    const ask = (encoding: string, etag?: string) =>
      app.inject({
        url: '/sitemap.xml',
        headers: { 'accept-encoding': encoding, ...(etag === undefined ? {} : { 'if-none-match': etag }) },
      });
    const plain = await ask('identity');
    const br = await ask('gzip;q=0.5, br');
    const gzip = await ask('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.body).toContain('<loc>https://www.ksei.co.id/id/tentang-ksei/sekilas</loc>');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    // Much smaller than the markup: compressed, and once (a second compression would be a second body).
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
    expect((await ask('br')).rawPayload.equals(br.rawPayload)).toBe(true);
    for (const answer of [plain, br, gzip]) {
      expect(answer.headers.vary).toBe('accept-encoding');
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(br.headers.etag).toBe(`${etag.slice(0, -1)}-br"`);
    // The client holding any encoding of this sitemap is told it is current.
    const again = await ask('gzip', String(br.headers.etag));
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});

describe('sitemap made once for requests arriving together', () => {
  it('reads the item pages once for twenty requests at once, and again after a data change', async () => {
    const routes = siteRoutes();
    let reads = 0;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const detailPages = async (): Promise<DetailPage[]> => {
      reads += 1;
      await held;
      return [];
    };
    const listeners: DataChangeListener[] = [];
    const changes: DataChanges = {
      onDataChange: (listener) => {
        listeners.push(listener);
        return () => undefined;
      },
    };
    const app = Fastify();
    registerEncodingEtags(app);
    registerSitemap(
      app,
      'https://www.ksei.co.id',
      { current: async () => routes, latest: () => routes },
      detailPages,
      changes,
    );
    try {
      const answers = Array.from({ length: 20 }, () => app.inject({ url: '/sitemap.xml' }));
      await new Promise((resolve) => setTimeout(resolve, 50));
      release();
      const bodies = (await Promise.all(answers)).map((answer) => answer.body);
      expect(reads).toBe(1);
      expect(new Set(bodies).size).toBe(1);
      expect(bodies[0]).toContain('<loc>https://www.ksei.co.id/en/about-ksei/overview</loc>');
      for (const listener of listeners) listener(['announcements']);
      await app.inject({ url: '/sitemap.xml' });
      expect(reads).toBe(2);
    } finally {
      await app.close();
    }
  });
});
