import { siteRoutes } from '../../../shared/test/site-routes';
import { useTestServer } from '../support/fixtures.js';

const routes = siteRoutes();
const ORIGIN = 'https://www.ksei.co.id';

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('sitemap.xml item pages and the Atom feeds', () => {
  const server = useTestServer({ seed: true, env: { PUBLIC_ORIGIN: ORIGIN } });
  const firstRelease = async (locale: 'id' | 'en') => {
    const list = (await server().app.inject(`/api/press-releases?locale=${locale}&pageSize=1`)).json() as {
      data: { slug: string; title: string }[];
      meta: { total: number };
    };
    const release = list.data[0];
    if (!release) throw new Error('the seed has no press release');
    return { ...release, total: list.meta.total };
  };

  it('lists the item pages in sitemap.xml in both languages', async () => {
    const body = (await server().app.inject('/sitemap.xml')).body;
    const release = await firstRelease('id');
    for (const locale of ['id', 'en'] as const) {
      for (const [pageId, slug] of [
        ['publication.pressRelease', release.slug],
        ['vacancy', 'contoh-lowongan'],
        ['service.investmentProduct', 'bbca'],
        ['statistics.chart', 'sid'],
      ] as const) {
        expect(body).toContain(`<loc>${ORIGIN}${routes.buildPath(pageId, locale, { slug })}</loc>`);
      }
    }
  });

  it('serves the newest press releases per language as Atom, linked from every page', async () => {
    const release = await firstRelease('en');
    const response = await server().app.inject('/feeds/press-releases.en.atom');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const entries = [...response.body.matchAll(/<entry>[\s\S]*?<\/entry>/g)].map((m) => m[0]);
    expect(entries.length).toBe(Math.min(20, release.total));
    expect(decode(/<title>(.*)<\/title>/.exec(entries[0] ?? '')?.[1] ?? '')).toBe(release.title);
    expect(entries[0]).toContain(
      `<link rel="alternate" type="text/html" href="${ORIGIN}${routes.buildPath('publication.pressRelease', 'en', { slug: release.slug })}"/>`,
    );
    expect(response.body).toContain('xml:lang="en"');

    const page = (await server().app.inject('/en/faq')).body;
    expect(page).toContain(
      '<link rel="alternate" type="application/atom+xml" title="Press Releases | KSEI" href="/feeds/press-releases.en.atom">',
    );
    expect(page).toContain('href="/feeds/announcements.en.atom"');
  });

  it('serves the announcements in Indonesian too', async () => {
    const response = await server().app.inject('/feeds/announcements.id.atom');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('xml:lang="id"');
    expect([...response.body.matchAll(/<entry>/g)].length).toBeGreaterThan(0);
  });
});
