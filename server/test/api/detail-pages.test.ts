import { siteRoutes } from '../../../shared/test/site-routes';

const routes = siteRoutes();
const buildPath = routes.buildPath.bind(routes);
import { useTestServer } from '../support/fixtures.js';
import { CHART_SLUGS } from '@ksei/shared/node';
// The section's own list: the server must answer 404 exactly where the page says "data unavailable".
// eslint-disable-next-line no-restricted-imports
import { CHART_SLUGS as SECTION_CHARTS } from '../../../mf-statistics/src/features/statistics/charts';

describe('detail pages and legacy addresses on a seeded site', () => {
  const server = useTestServer({ seed: true });
  const status = async (url: string): Promise<number> => (await server().app.inject(url)).statusCode;

  it('answers 200 for existing items and 404 (with the page document) for unknown slugs', async () => {
    for (const locale of ['id', 'en'] as const) {
      expect(await status(buildPath('publication.pressRelease', locale, { slug: 'contoh-siaran-pers' }))).toBe(200);
      expect(await status(buildPath('vacancy', locale, { slug: 'contoh-lowongan' }))).toBe(200);
      expect(await status(buildPath('service.investmentProduct', locale, { slug: 'bbca' }))).toBe(200);
      expect(await status(buildPath('statistics.chart', locale, { slug: 'domestic-map' }))).toBe(200);
      for (const [pageId, slug] of [
        ['publication.pressRelease', 'no-such-release'],
        ['vacancy', 'no-such-job'],
        ['service.investmentProduct', 'zzzz'],
        ['statistics.chart', 'nope'],
      ] as const) {
        const response = await server().app.inject(buildPath(pageId, locale, { slug }));
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.body).toContain(`<html lang="${locale}"`);
        expect(response.body).toContain('name="robots" content="noindex"');
      }
    }
  });

  it('knows the same charts as the statistics section, each a page', async () => {
    expect([...CHART_SLUGS].sort()).toEqual([...SECTION_CHARTS].sort());
    for (const slug of SECTION_CHARTS) expect(await status(buildPath('statistics.chart', 'en', { slug }))).toBe(200);
  });

  it('answers old-site addresses with 301 to the new page', async () => {
    const cases: [string, string][] = [
      ['/whistleblowing?setLocale=en-US', buildPath('about.whistleblowing', 'en')],
      ['/faqs?setLocale=en-US', buildPath('faq', 'en')],
      ['/regulations/csd-regulation?setLocale=en-US', buildPath('regulations.kseiRegulations', 'en')],
      ['/todays-announcements?setLocale=id-ID', buildPath('todaysAnnouncements', 'id')],
      ['/company/about_us/?setLocale=en-US', buildPath('about.overview', 'en')],
    ];
    for (const [from, to] of cases) {
      const response = await server().app.inject(from);
      expect(response.statusCode).toBe(301);
      expect(response.headers['location']).toBe(to);
    }
    const table = (await server().app.inject('/api/redirects')).json<{ redirects: unknown[] }>();
    expect(table.redirects.length).toBeGreaterThanOrEqual(10);
  });
});
