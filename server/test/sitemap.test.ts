import { useTestServer } from './support/fixtures.js';

describe('sitemap and robots', () => {
  const server = useTestServer();

  it('lists every public page in both languages with its alternates', async () => {
    const response = await server().app.inject({ url: '/sitemap.xml', headers: { host: 'www.ksei.co.id' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const body = response.body;
    expect(body).toContain('<loc>http://www.ksei.co.id/id/tentang-ksei/sekilas</loc>');
    expect(body).toContain('<loc>http://www.ksei.co.id/en/about-ksei/overview</loc>');
    expect(body).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="http://www.ksei.co.id/en/about-ksei/overview"/>',
    );
    expect(body).not.toContain('/login');
    expect(body).not.toContain(':slug');
  });

  it('points robots at the sitemap', async () => {
    const response = await server().app.inject({ url: '/robots.txt', headers: { host: 'www.ksei.co.id' } });
    expect(response.body).toContain('Sitemap: http://www.ksei.co.id/sitemap.xml');
  });
});
