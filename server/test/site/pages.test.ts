import { useTestServer } from '../support/fixtures.js';

describe('pages: navigation pipeline, status codes and the rendered document', () => {
  const server = useTestServer({
    env: { PUBLIC_ORIGIN: 'http://www.ksei.test' },
    beforeBuild: (db) =>
      db
        .query('insert into legacy_redirects (from_url, to_path) values ($1, $2)', [
          '/whistleblowing?setLocale=en-US',
          '/en/about-ksei/whistleblowing/form',
        ])
        .then(() => undefined),
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    server().app.inject({ method: 'GET', url, headers: { host: 'www.ksei.test', ...headers } });

  it.each([
    ['/', 302, '/id'],
    ['/tentang-ksei/sekilas', 301, '/id/tentang-ksei/sekilas'],
    ['/EN/about-ksei/overview', 301, '/en/about-ksei/overview'],
    ['/en/service-support/schedule/shcedule-instructions', 301, '/en/service-support/schedule/schedule-instructions'],
    ['/en%20/service-support/service-type/other-services', 301, '/en/service-support/service-type/other-services'],
    ['/en/tentang-ksei/whistleblowing/form', 301, '/en/about-ksei/whistleblowing/form'],
    ['/whistleblowing?setLocale=en-US', 301, '/en/about-ksei/whistleblowing/form'],
  ])('%s → %i %s', async (url, status, location) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.headers.location).toBe(location);
  });

  it('keeps the query string through a redirect', async () => {
    const response = await get('/?utm=x');
    expect(response.headers.location).toBe('/id?utm=x');
  });

  it('renders an Indonesian page with title, canonical and hreflang links', async () => {
    const response = await get('/id/tentang-ksei/sekilas');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain('<html lang="id">');
    expect(html).toContain('<title>Sekilas KSEI | KSEI</title>');
    expect(html).toContain('<link rel="canonical" href="http://www.ksei.test/id/tentang-ksei/sekilas">');
    expect(html).toContain('<link rel="alternate" hreflang="id" href="http://www.ksei.test/id/tentang-ksei/sekilas">');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="http://www.ksei.test/en/about-ksei/overview">');
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="http://www.ksei.test/id/tentang-ksei/sekilas">',
    );
    expect(html).toContain('<meta name="ksei-api-base" content="/">');
    expect(html).toMatch(/<meta name="description" content="[^"]+">/);
    expect(html).not.toContain('<!--ksei-head-->');
    expect(html).not.toContain('noindex');
  });

  it('renders the English version in English', async () => {
    const response = await get('/en/about-ksei/overview');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('<link rel="canonical" href="http://www.ksei.test/en/about-ksei/overview">');
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await server().app.inject({ method: 'HEAD', url: '/id/tentang-ksei/sekilas' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe('');
  });

  it.each([
    ['/id/nope', 'id', 'Halaman ini tidak dapat ditemukan'],
    ['/en/nope', 'en', 'This page could not be found'],
  ])('%s is a 404 with the shell page in its locale', async (url, lang, title) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain(`<html lang="${lang}">`);
    expect(response.body).toContain(`<title>${title} | KSEI</title>`);
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.body).not.toContain('hreflang');
    expect(response.body).not.toContain('rel="canonical"');
  });

  it('takes absolute links from PUBLIC_ORIGIN, never from the Host header', async () => {
    const response = await get('/en/about-ksei/overview', { host: 'evil.example"><script>x</script>' });
    expect(response.body).not.toContain('evil.example');
    expect(response.body).toContain('<link rel="canonical" href="http://www.ksei.test/en/about-ksei/overview">');
  });

  it('answers unknown API paths with a JSON 404, never the page', async () => {
    const response = await get('/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
  });

  it('answers other methods on unknown paths with a JSON 404', async () => {
    const response = await server().app.inject({ method: 'POST', url: '/id/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});
