import { RouteTable, normalizePath, type NavGroup, type Owner, type PageDefinition } from '../src/routes';

/** A page of a manifest of the test's own. */
function definition(
  id: string,
  paths: [id: string, en: string],
  extra: Partial<Omit<PageDefinition, 'id' | 'paths'>> = {},
): PageDefinition {
  return {
    id,
    owner: 'shell',
    layout: 'default',
    auth: false,
    paths: { id: paths[0], en: paths[1] },
    titles: { id: `${id} (id)`, en: `${id} (en)` },
    ...extra,
  };
}

describe('path normalisation', () => {
  it('drops the query, the fragment and every trailing slash', () => {
    expect(normalizePath('/id/faq/')).toBe('/id/faq');
    expect(normalizePath('/id/faq//')).toBe('/id/faq');
    expect(normalizePath('/id/faq?q=1#top')).toBe('/id/faq');
    expect(normalizePath('/id/faq/#top')).toBe('/id/faq');
  });

  it('keeps the root a slash and adds a missing leading slash', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('//')).toBe('/');
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('id/faq')).toBe('/id/faq');
  });

  it('percent-decodes, and keeps a malformed escape as it is instead of failing', () => {
    expect(normalizePath('/id/karir/analis%20sistem')).toBe('/id/karir/analis sistem');
    expect(normalizePath('/id/diskon-100%')).toBe('/id/diskon-100%');
    expect(normalizePath('/id/%E0%A4%A')).toBe('/id/%E0%A4%A');
  });
});

describe('route table lookups', () => {
  it('lets a fixed path win over a parameter path whatever the declaration order', () => {
    const table = new RouteTable([
      definition('product', ['/id/produk/:slug', '/en/product/:slug']),
      definition('productFamily', ['/id/produk/:family/:slug', '/en/product/:family/:slug']),
      definition('equity', ['/id/produk/saham', '/en/product/equity']),
      definition('equityList', ['/id/produk/saham/:slug', '/en/product/equity/:slug']),
    ]);
    expect(table.matchPath('/id/produk/saham')?.page.id).toBe('equity');
    expect(table.matchPath('/id/produk/obligasi')).toMatchObject({
      page: { id: 'product' },
      params: { slug: 'obligasi' },
    });
    expect(table.matchPath('/en/product/equity/bbca')).toMatchObject({
      page: { id: 'equityList' },
      params: { slug: 'bbca' },
    });
    expect(table.matchPath('/en/product/bonds/fr0100')).toMatchObject({
      page: { id: 'productFamily' },
      params: { family: 'bonds', slug: 'fr0100' },
    });
  });

  it('lets a fixed alias win over a parameter alias whatever the declaration order', () => {
    const table = new RouteTable([
      definition('vacancy', ['/id/karir/:slug', '/en/careers/:slug'], {
        aliases: [{ locale: 'en', path: '/en/karir/:slug' }],
      }),
      definition('careers', ['/id/karir', '/en/careers'], { aliases: [{ locale: 'en', path: '/en/karir/all' }] }),
    ]);
    expect(table.resolveAlias('/en/karir/all')).toBe('/en/careers');
    expect(table.resolveAlias('/en/karir/analis')).toBe('/en/careers/analis');
  });

  it('names a page the manifest does not have by its id instead of failing', () => {
    const table = new RouteTable([definition('faq', ['/id/faq', '/en/faq'])]);
    expect(table.pageTitle('faq', 'en')).toBe('faq (en)');
    expect(table.pageTitle('gone', 'en')).toBe('gone');
  });

  it("lists one owner's pages, in manifest order, and no other owner's", () => {
    const owned = (id: string, owner: Owner): PageDefinition => definition(id, [`/id/${id}`, `/en/${id}`], { owner });
    const table = new RouteTable([
      owned('faq', 'mf-about'),
      owned('careers', 'mf-careers'),
      owned('overview', 'mf-about'),
    ]);
    expect(table.pagesOwnedBy('mf-about').map((page) => page.id)).toEqual(['faq', 'overview']);
    expect(table.pagesOwnedBy('mf-forms')).toEqual([]);
  });

  it("builds the header menu: every group in display order (the specification's section order), each with its pages in manifest order", () => {
    const placed = (id: string, nav?: NavGroup): PageDefinition =>
      definition(id, [`/id/${id}`, `/en/${id}`], nav ? { nav } : {});
    const table = new RouteTable([
      placed('isin', 'information'),
      placed('overview', 'about'),
      placed('capitalMarketLaw', 'regulations'),
      placed('pressReleases', 'publication'),
      placed('serviceFee', 'serviceSupport'),
      placed('charts', 'statistics'),
      placed('journey', 'about'),
      placed('search'),
    ]);
    expect(table.navigation().map(({ group, pages }) => [group, pages.map((page) => page.id)])).toEqual([
      ['about', ['overview', 'journey']],
      ['publication', ['pressReleases']],
      ['statistics', ['charts']],
      ['regulations', ['capitalMarketLaw']],
      ['serviceSupport', ['serviceFee']],
      ['information', ['isin']],
    ]);
  });
});
