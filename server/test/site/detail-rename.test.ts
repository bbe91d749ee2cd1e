import fs from 'node:fs';
import path from 'node:path';
import type { BundleRoutes, PageDeclaration, SearchResponse, SearchSuggestion } from '@ksei/shared/node';
import { declarationOf } from '../../../shared/test/site-routes';
import { REMOTE_VERSION, useTestServer } from '../support/fixtures.js';

const ORIGIN = 'https://www.ksei.co.id';
const RENAMED = 'renamed0123456789';

/** A section's declaration with one page given a new id and new paths (what a section release may do). */
function renamed(owner: BundleRoutes['owner'], from: string, to: Pick<PageDeclaration, 'id' | 'paths'>): BundleRoutes {
  const routes = declarationOf(owner);
  if (!routes.pages.some((page) => page.id === from)) throw new Error(`${owner} has no page ${from}`);
  return { ...routes, pages: routes.pages.map((page) => (page.id === from ? { ...page, ...to } : page)) };
}

const VACANCY = {
  id: 'careers.opening',
  paths: { id: '/id/karir/lowongan/:slug', en: '/en/careers/openings/:slug' },
} as const;
const PRODUCT = {
  id: 'service.product',
  paths: { id: '/id/dukungan-layanan/produk/:slug', en: '/en/service-support/products/:slug' },
} as const;
const PRESS_RELEASE = {
  id: 'publication.newsItem',
  paths: { id: '/id/publikasi/berita/:slug', en: '/en/publication/news/:slug' },
} as const;

/**
 * A section release that renames a detail page (a new id and new paths) moves what the server says
 * about its items to the new address at once: the page's title and JSON-LD, its sitemap entries, the
 * feed's links, the search hits and suggestions. The server names no section page id; it asks the live
 * manifest which page shows a vacancy or a press release.
 */
describe('renaming a detail page in a section release', () => {
  const server = useTestServer({
    seed: true,
    env: { PUBLIC_ORIGIN: ORIGIN },
    build: {
      rateLimits: { policies: { search: { perSecond: 1e6, burst: 1e6 }, suggest: { perSecond: 1e6, burst: 1e6 } } },
    },
  });
  const get = async (url: string) => server().app.inject(url);
  let release: { slug: string; title: string };
  let vacancy: { slug: string; position: string };

  beforeAll(async () => {
    const releases = (await get('/api/press-releases?locale=en&pageSize=1')).json<{
      data: { slug: string; title: string }[];
    }>();
    const vacancies = (await get('/api/vacancies?locale=en')).json<{ data: { slug: string; position: string }[] }>();
    if (!releases.data[0] || !vacancies.data[0]) throw new Error('the seed has no press release or vacancy');
    release = releases.data[0];
    vacancy = vacancies.data[0];
    // Before: the pages where the source declares them.
    expect((await get(`/en/karir/${vacancy.slug}`)).statusCode).toBe(200);

    // The release: a new version of each section carrying the renamed page, and the registry naming it.
    const { releasesDir } = server().config;
    for (const routes of [
      renamed('mf-careers', 'vacancy', VACANCY),
      renamed('mf-publication', 'publication.pressRelease', PRESS_RELEASE),
      renamed('mf-service-support', 'service.investmentProduct', PRODUCT),
    ]) {
      const folder = path.join(releasesDir, routes.owner, RENAMED);
      fs.mkdirSync(folder, { recursive: true });
      fs.copyFileSync(
        path.join(releasesDir, routes.owner, REMOTE_VERSION, 'mf-manifest.json'),
        path.join(folder, 'mf-manifest.json'),
      );
      fs.writeFileSync(path.join(folder, 'routes.json'), JSON.stringify(routes));
    }
    const registryFile = path.join(releasesDir, 'registry.json');
    const registry = JSON.parse(fs.readFileSync(registryFile, 'utf8')) as {
      remotes: { name: string; entry: string; version: string }[];
    };
    for (const entry of registry.remotes) {
      if (['mf-careers', 'mf-publication', 'mf-service-support'].includes(entry.name)) {
        entry.version = RENAMED;
        entry.entry = `/remotes/${entry.name}/${RENAMED}/mf-manifest.json`;
      }
    }
    fs.writeFileSync(registryFile, JSON.stringify(registry));
  });

  it('serves the item pages at the new addresses with their titles and JSON-LD', async () => {
    expect((await get(`/en/karir/${vacancy.slug}`)).statusCode).toBe(404);
    const job = await get(`/en/careers/openings/${vacancy.slug}`);
    expect(job.statusCode).toBe(200);
    expect(job.body).toContain(`<title>${vacancy.position} | KSEI</title>`);
    expect(job.body).toContain('"@type":"JobPosting"');
    // A slug no vacancy has is still a 404 at the new address.
    expect((await get('/en/careers/openings/no-such-vacancy')).statusCode).toBe(404);

    const news = await get(`/en/publication/news/${release.slug}`);
    expect(news.statusCode).toBe(200);
    expect(news.body).toContain('"@type":"NewsArticle"');
    expect(news.body).toContain('<meta property="og:type" content="article">');
  });

  it('lists the items in sitemap.xml at the new addresses only', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>${ORIGIN}/en/careers/openings/${vacancy.slug}</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/id/publikasi/berita/${release.slug}</loc>`);
    expect(sitemap).not.toContain(`/en/karir/${vacancy.slug}<`);
    expect(sitemap).not.toContain(`/publication/press-releases/${release.slug}<`);
  });

  it("links the feed's entries to the new address", async () => {
    const feed = (await get('/feeds/press-releases.en.atom')).body;
    expect(feed).toContain(`href="${ORIGIN}/en/publication/news/${release.slug}"`);
    expect(feed).not.toContain('/en/publication/press-releases/');
  });

  it('leads the search hits and suggestions to the renamed pages', async () => {
    const hits = async (q: string) =>
      (await get(`/api/search?q=${encodeURIComponent(q)}&locale=en`))
        .json<SearchResponse>()
        .groups.flatMap((group) => group.hits);
    const jobs = (await hits(vacancy.position)).filter((hit) => hit.type === 'vacancy');
    expect(jobs[0]).toMatchObject({ pageId: 'careers.opening', params: { slug: vacancy.slug } });
    const news = (await hits(release.title)).filter((hit) => hit.type === 'pressRelease');
    expect(news[0]).toMatchObject({ pageId: 'publication.newsItem', params: { slug: release.slug } });
    const suggestions = (await get(`/api/search/suggest?q=${encodeURIComponent(vacancy.position)}&locale=en`)).json<{
      data: SearchSuggestion[];
    }>().data;
    expect(suggestions.find((suggestion) => suggestion.type === 'vacancy')?.pageId).toBe('careers.opening');
  });

  it("sends the old site's address of the renamed page to its new address", async () => {
    const old = declarationOf('mf-service-support')
      .pages.find((page) => page.id === 'service.investmentProduct')
      ?.legacy?.find((address) => address.params?.['slug']);
    if (!old?.params?.['slug']) throw new Error('the product page declares no old address of a product');
    const response = await get(old.from);
    expect(response.statusCode).toBe(301);
    expect(response.headers['location']).toBe(
      PRODUCT.paths[old.locale].replace(':slug', encodeURIComponent(old.params['slug'])),
    );
    const { redirects } = (await get('/api/redirects')).json<{ redirects: { from: string; to: string }[] }>();
    expect(redirects.find(({ from }) => from === old.from)?.to).toBe(response.headers['location']);
  });
});
