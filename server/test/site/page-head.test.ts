import { siteRoutes } from '../../../shared/test/site-routes';
import { shorten } from '../../src/site/document/sharing.js';
import { useTestServer } from '../support/fixtures.js';

const routes = siteRoutes();
const ORIGIN = 'http://localhost:8080';

/** The `content` of a `<meta>` with this attribute value, as the HTML carries it. */
function meta(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(html);
  return tag?.[1];
}

function jsonLd(html: string): { '@graph': Record<string, unknown>[] } | null {
  const body = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
  return body ? (JSON.parse(body) as { '@graph': Record<string, unknown>[] }) : null;
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('the head of each page, from the server', () => {
  const server = useTestServer({ seed: true });

  it('titles a press release with its own headline and describes it with its summary, as an article', async () => {
    const list = (await server().app.inject('/api/press-releases?locale=en&pageSize=1')).json() as {
      data: { slug: string; title: string; summary: string; date: string }[];
    };
    const release = list.data[0];
    if (!release) throw new Error('the seed has no press release');
    const path = routes.buildPath('publication.pressRelease', 'en', { slug: release.slug });
    const html = (await server().app.inject(path)).body;

    expect(decode(/<title>(.*)<\/title>/.exec(html)?.[1] ?? '')).toBe(`${release.title} | KSEI`);
    expect(decode(meta(html, 'description') ?? '')).toBe(shorten(release.summary));
    expect(meta(html, 'og:type')).toBe('article');
    expect(decode(meta(html, 'og:title') ?? '')).toBe(release.title);
    expect(meta(html, 'og:url')).toBe(ORIGIN + path);
    expect(meta(html, 'og:locale')).toBe('en_US');
    expect(meta(html, 'twitter:card')).toBe('summary');

    const graph = jsonLd(html)?.['@graph'] ?? [];
    const crumbs = graph.find((node) => node['@type'] === 'BreadcrumbList') as
      { itemListElement: { name: string; item: string }[] } | undefined;
    expect(crumbs?.itemListElement.map((crumb) => crumb.item)).toEqual([
      ORIGIN + routes.buildPath('home', 'en'),
      ORIGIN + routes.buildPath('publication.pressReleases', 'en'),
      ORIGIN + path,
    ]);
    expect(crumbs?.itemListElement.at(-1)?.name).toBe(release.title);
    expect(graph.find((node) => node['@type'] === 'NewsArticle')).toMatchObject({
      headline: release.title,
      datePublished: release.date,
      inLanguage: 'en',
    });
  });

  it('describes a vacancy as a job posting and the home page as the organisation', async () => {
    const vacancy = (await server().app.inject(routes.buildPath('vacancy', 'id', { slug: 'contoh-lowongan' }))).body;
    expect(jsonLd(vacancy)?.['@graph'].map((node) => node['@type'])).toEqual(['BreadcrumbList', 'JobPosting']);
    const home = (await server().app.inject('/id')).body;
    expect(jsonLd(home)?.['@graph']).toEqual([
      expect.objectContaining({
        '@type': 'Organization',
        name: 'PT Kustodian Sentral Efek Indonesia',
        url: `${ORIGIN}/`,
      }),
    ]);
    expect(meta(home, 'og:locale')).toBe('id_ID');
    expect(meta(home, 'og:locale:alternate')).toBe('en_US');
  });

  it('gives every other page a description of its own, and unknown pages none of the sharing tags', async () => {
    const faq = meta((await server().app.inject('/en/faq')).body, 'description');
    const careers = meta((await server().app.inject('/en/karir')).body, 'description');
    expect(faq).toMatch(/^Frequently Asked Questions: /);
    expect(careers).toMatch(/^Careers: /);
    const missing = (await server().app.inject('/en/no-such-page')).body;
    expect(missing).toContain('<meta name="robots" content="noindex">');
    expect(meta(missing, 'og:title')).toBeUndefined();
    expect(jsonLd(missing)).toBeNull();
  });

  it("describes a security in the page's language: its type's label, not the master file's code", async () => {
    // BBCA in the seed: an equity with its verified ISIN and issuer (isin_samples_checked.csv).
    const described = async (locale: 'id' | 'en', page: string) =>
      decode(
        meta((await server().app.inject(routes.buildPath(page, locale, { slug: 'BBCA' }))).body, 'description') ?? '',
      );
    for (const page of ['isin.security', 'service.investmentProduct']) {
      expect(await described('id', page)).toBe('BBCA · Saham · ISIN ID1000109507 · PT Bank Central Asia Tbk');
      expect(await described('en', page)).toBe('BBCA · Equity · ISIN ID1000109507 · PT Bank Central Asia Tbk');
    }
  });

  it('shortens a description at a word boundary', () => {
    expect(shorten('  a   short\n text ')).toBe('a short text');
    const long = `${'word '.repeat(50)}end`;
    const cut = shorten(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word…')).toBe(true);
  });
});
