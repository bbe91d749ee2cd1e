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
});
