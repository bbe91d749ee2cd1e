import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sameOriginLocation } from '../../src/http/redirect-target.js';
import { useTestServer } from '../support/fixtures.js';

const ORIGIN = 'https://www.ksei.co.id';

/** Paths that once answered `301 Location: //evil.com` (an uppercase locale plus dot segments). */
const OPEN_REDIRECT_VARIANTS = [
  '/EN/..//evil.com',
  '/EN/../..//evil.com',
  '/En/..//evil.com/',
  '/EN/./..//evil.com',
  '/EN/%2e%2e//evil.com',
  '/ID/..//evil.com?x=1',
  '/EN/..///evil.com',
  '/EN/..//evil.com:443/path',
  '/eN/..//evil.com#top',
  '/EN/..//%65vil.com',
  '/EN/..\\\\evil.com',
];

/** A GET over a real socket: the path reaches the server byte for byte (inject would normalise it). */
function rawGet(port: number, path: string): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method: 'GET' }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** Where a browser would go with this Location, from a page on this site. */
function destination(location: string): URL {
  return new URL(location, `${ORIGIN}/en/about-ksei/overview`);
}

describe('redirect targets', () => {
  it.each([
    ['/en/about-ksei/overview', '/en/about-ksei/overview'],
    ['/id?utm=x', '/id?utm=x'],
    ['/en/a b/ü', '/en/a%20b/%C3%BC'],
    ['/en/..//evil.com', '/evil.com'],
    ['http:evil.com', '/evil.com'],
  ])('keeps %s on this origin as %s', (target, location) => {
    expect(sameOriginLocation(target)).toBe(location);
  });

  it.each(['https://evil.com/', 'http://evil.com', '//evil.com', '/\\evil.com', 'javascript:alert(1)', '\\\\evil.com'])(
    'refuses %s',
    (target) => {
      expect(sameOriginLocation(target)).toBeNull();
    },
  );
});

describe('redirects never leave the origin', () => {
  const server = useTestServer({
    env: { PUBLIC_ORIGIN: ORIGIN },
    beforeBuild: async (db) => {
      for (const [from, to] of [
        ['/old-external', 'https://evil.com/landing'],
        ['/old-scheme-relative', '//evil.com'],
      ]) {
        await db.query('insert into legacy_redirects (from_url, to_path) values ($1, $2)', [from, to]);
      }
    },
  });

  let port = 0;
  beforeAll(async () => {
    await server().app.listen({ port: 0, host: '127.0.0.1' });
    port = (server().app.server.address() as AddressInfo).port;
  });

  it.each(OPEN_REDIRECT_VARIANTS)('%s', async (url) => {
    const { status, location } = await rawGet(port, url);
    if (location === undefined) {
      expect(status).toBe(404);
      return;
    }
    expect(status).toBe(301);
    expect(location).not.toMatch(/^[/\\]{2}/);
    expect(destination(location).origin).toBe(ORIGIN);
  });

  it.each(['/old-external', '/old-scheme-relative'])('refuses a legacy row pointing off the site: %s', async (url) => {
    const response = await server().app.inject({ url });
    if (response.headers.location !== undefined) {
      expect(destination(String(response.headers.location)).origin).toBe(ORIGIN);
    } else {
      expect(response.statusCode).toBe(404);
    }
  });

  it('still redirects an uppercase locale on a real page', async () => {
    const response = await server().app.inject({ url: '/EN/about-ksei/overview' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/en/about-ksei/overview');
  });
});
