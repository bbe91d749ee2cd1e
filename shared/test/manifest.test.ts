import { localeFromPath, type Locale, type RouteMatch, type RouteTable } from '../src/routes';
import { siteRoutes } from './site-routes';

// The manifest composed from every bundle's declaration, as the server composes the released ones; composed
// again for each test (not once at load), so the mutation run sees which tests exercise the composition.
let routes: RouteTable;
beforeEach(() => {
  routes = siteRoutes();
});
const pages = () => routes.pages;
const matchPath = (path: string) => routes.matchPath(path);
const resolveAlias = (path: string) => routes.resolveAlias(path);
const switchLocale = (path: string, locale: Locale) => routes.switchLocale(path, locale);
const buildPath = (id: string, locale: Locale, params?: Record<string, string>) => routes.buildPath(id, locale, params);
const alternates = (match: RouteMatch) => routes.alternates(match);
const breadcrumbTrail = (pageId: string) => routes.breadcrumbTrail(pageId);
const pageTitle = (pageId: string, locale: Locale) => routes.pageTitle(pageId, locale);

/** Every route of the specification, as it writes it ({brand} = ksei), with its page id and owner. */
const SPEC_ROUTES: [path: string, id: string, owner: string][] = [
  ['/en', 'home', 'shell'],
  ['/id', 'home', 'shell'],
  ['/en/contact-us', 'contact', 'mf-forms'],
  ['/id/hubungi-kami', 'contact', 'mf-forms'],
  ['/en/disclaimer', 'disclaimer', 'mf-about'],
  ['/id/penafian-umum', 'disclaimer', 'mf-about'],
  ['/en/faq', 'faq', 'mf-about'],
  ['/id/faq', 'faq', 'mf-about'],
  ['/en/isin', 'isin', 'mf-service-support'],
  ['/id/isin', 'isin', 'mf-service-support'],
  ['/en/karir', 'careers', 'mf-careers'],
  ['/id/karir', 'careers', 'mf-careers'],
  ['/id/karir/analis-sistem', 'vacancy', 'mf-careers'],
  ['/en/ketentuan-dan-kebijakan', 'terms', 'mf-about'],
  ['/id/pengumuman-hari-ini', 'todaysAnnouncements', 'mf-publication'],
  ['/en/pengumuman-hari-ini', 'todaysAnnouncements', 'mf-publication'],
  ['/id/peta-situs', 'sitemap', 'shell'],
  ['/en/search', 'search', 'shell'],
  ['/login', 'login', 'shell'],
  ['/en/about-ksei/anti-bribery-and-anti-corruption', 'about.antiBribery', 'mf-about'],
  ['/id/tentang-ksei/anti-penyuapan-dan-anti-korupsi', 'about.antiBribery', 'mf-about'],
  ['/en/about-ksei/governance', 'about.governance', 'mf-about'],
  ['/id/tentang-ksei/tata-kelola-perusahaan', 'about.governance', 'mf-about'],
  ['/en/about-ksei/journey', 'about.journey', 'mf-about'],
  ['/id/tentang-ksei/perjalanan', 'about.journey', 'mf-about'],
  ['/en/about-ksei/management', 'about.management', 'mf-about'],
  ['/id/tentang-ksei/manajemen', 'about.management', 'mf-about'],
  ['/en/about-ksei/overview', 'about.overview', 'mf-about'],
  ['/id/tentang-ksei/sekilas', 'about.overview', 'mf-about'],
  ['/en/about-ksei/stakeholders', 'about.stakeholders', 'mf-about'],
  ['/id/tentang-ksei/pemangku-kepentingan', 'about.stakeholders', 'mf-about'],
  ['/en/about-ksei/whistleblowing', 'about.whistleblowing', 'mf-about'],
  ['/id/tentang-ksei/whistleblowing', 'about.whistleblowing', 'mf-about'],
  ['/en/about-ksei/whistleblowing/form', 'whistleblowingForm', 'mf-forms'],
  ['/id/tentang-ksei/whistleblowing/form', 'whistleblowingForm', 'mf-forms'],
  ['/en/about-ksei/whistleblowing/follow-up', 'whistleblowingFollowUp', 'mf-forms'],
  ['/id/tentang-ksei/whistleblowing/tindak-lanjut', 'whistleblowingFollowUp', 'mf-forms'],
  ['/en/publication/announcement', 'publication.announcement', 'mf-publication'],
  ['/id/publikasi/pengumuman', 'publication.announcement', 'mf-publication'],
  ['/en/publication/events', 'publication.events', 'mf-publication'],
  ['/id/publikasi/kegiatan', 'publication.events', 'mf-publication'],
  ['/en/publication/ksei-bulletins', 'publication.bulletins', 'mf-publication'],
  ['/id/publikasi/buletin-ksei', 'publication.bulletins', 'mf-publication'],
  ['/en/publication/other', 'publication.other', 'mf-publication'],
  ['/id/publikasi/lain-lain', 'publication.other', 'mf-publication'],
  ['/en/publication/press-releases', 'publication.pressReleases', 'mf-publication'],
  ['/id/publikasi/siaran-pers', 'publication.pressReleases', 'mf-publication'],
  ['/en/publication/press-releases/ksei-award-2024', 'publication.pressRelease', 'mf-publication'],
  ['/id/publikasi/siaran-pers/ksei-award-2024', 'publication.pressRelease', 'mf-publication'],
  ['/en/publikasi/data-dan-statistik/grafik', 'statistics.charts', 'mf-statistics'],
  ['/id/publikasi/data-dan-statistik/grafik/sid', 'statistics.chart', 'mf-statistics'],
  ['/en/publikasi/data-dan-statistik/kepemilikan-efek', 'statistics.securitiesOwnership', 'mf-statistics'],
  ['/id/publikasi/data-dan-statistik/statik-efek', 'statistics.securitiesStatic', 'mf-statistics'],
  ['/id/publikasi/data-dan-statistik/statistik-ksei', 'statistics.kseiStatistics', 'mf-statistics'],
  ['/en/regulations/capital-market-law', 'regulations.capitalMarketLaw', 'mf-regulations'],
  ['/id/peraturan/undang-undang', 'regulations.capitalMarketLaw', 'mf-regulations'],
  ['/en/regulations/fsa-regulations', 'regulations.fsaRegulations', 'mf-regulations'],
  ['/id/peraturan/peraturan-ojk', 'regulations.fsaRegulations', 'mf-regulations'],
  ['/en/regulations/ksei-regulation-draft', 'regulations.kseiRegulationDraft', 'mf-regulations'],
  ['/id/peraturan/rancangan-peraturan-ksei', 'regulations.kseiRegulationDraft', 'mf-regulations'],
  ['/en/regulations/ksei-regulations', 'regulations.kseiRegulations', 'mf-regulations'],
  ['/id/peraturan/peraturan-ksei', 'regulations.kseiRegulations', 'mf-regulations'],
  ['/en/regulations/operating-procedure', 'regulations.operatingProcedure', 'mf-regulations'],
  ['/id/peraturan/ketentuan-pelaksanaan', 'regulations.operatingProcedure', 'mf-regulations'],
  ['/en/service-support/account-holder-administration', 'service.accountHolderAdministration', 'mf-service-support'],
  ['/id/dukungan-layanan/guidance', 'service.guidance', 'mf-service-support'],
  ['/en/service-support/service-fee', 'service.serviceFee', 'mf-service-support'],
  ['/id/dukungan-layanan/registered-investment-products/mutual-fund', 'service.mutualFund', 'mf-service-support'],
  ['/en/service-support/registered-investment-products/bbca', 'service.investmentProduct', 'mf-service-support'],
  ['/id/isin/BBCA', 'isin.security', 'mf-service-support'],
  ['/en/isin/ID1000109507', 'isin.security', 'mf-service-support'],
  ['/en/service-support/schedule/operational-schedule', 'service.operationalSchedule', 'mf-service-support'],
  [
    '/id/dukungan-layanan/schedule/schedule-of-corporate-actions',
    'service.scheduleOfCorporateActions',
    'mf-service-support',
  ],
  ['/en/service-support/service-type/other-services', 'service.otherServices', 'mf-service-support'],
  ['/id/dukungan-layanan/service-type/security-depository', 'service.securityDepository', 'mf-service-support'],
  [
    '/en/service-support/infrastructure-investment-services/s-invest-registration-procedure',
    'service.sInvestRegistration',
    'mf-service-support',
  ],
];

describe('route manifest', () => {
  it('has every page of the spec and nothing unowned', () => {
    // The spec's pages, the security detail page the ISIN lookup links each result to, and the
    // whistleblowing follow-up page where a reporter reads a report's status with the receipt, and the
    // staff inbox's four protected pages (reports, a report, contact messages, a message), the
    // accessibility statement, and the announcement editor's six protected pages (list, new, an item,
    // its history, the day's batch upload, a batch), the page a preview link opens (public, secret), and
    // the regulation editor's four protected pages (list, new, an item, its history).
    expect(pages().length).toBe(89);
    expect(pages().filter((page) => page.auth === true)).toHaveLength(26);
    expect(
      pages()
        .filter((page) => page.secret === true)
        .map((page) => page.id),
    ).toEqual(['publication.announcementPreview']);
    expect(new Set(SPEC_ROUTES.map(([, id]) => id)).size).toBeGreaterThan(40);
  });

  it.each(SPEC_ROUTES)('%s shows %s, owned by %s', (path, id, owner) => {
    const match = matchPath(path);
    expect(match?.page.id).toBe(id);
    expect(match?.page.owner).toBe(owner);
    expect(match?.locale).toBe(path.startsWith('/en') ? 'en' : 'id');
  });

  it('resolves unknown paths to nothing', () => {
    for (const path of ['/id/nope', '/en/about-ksei', '/fr', '/id/tentang-ksei/sekilas/extra', '/en/karir/a/b']) {
      expect(matchPath(path)).toBeNull();
    }
  });

  it('ignores query, fragment and a trailing slash', () => {
    expect(matchPath('/id/faq/?q=1#x')?.page.id).toBe('faq');
  });

  it('prefers a fixed page over a parameter page', () => {
    expect(matchPath('/en/service-support/registered-investment-products/equity-securities')?.page.id).toBe(
      'service.equitySecurities',
    );
  });

  it('sends the odd paths of the spec to their canonical page', () => {
    expect(resolveAlias('/en/service-support/schedule/shcedule-instructions')).toBe(
      '/en/service-support/schedule/schedule-instructions',
    );
    expect(resolveAlias('/en/service-support/schedule/shcedule-of-corporate-actions')).toBe(
      '/en/service-support/schedule/schedule-of-corporate-actions',
    );
    expect(resolveAlias('/en%20/service-support/service-type/other-services')).toBe(
      '/en/service-support/service-type/other-services',
    );
    expect(resolveAlias('/en /service-support/service-type/other-services')).toBe(
      '/en/service-support/service-type/other-services',
    );
    expect(resolveAlias('/en/tentang-ksei/whistleblowing/form')).toBe('/en/about-ksei/whistleblowing/form');
    expect(resolveAlias('/en/about-ksei/overview')).toBeNull();
  });

  it('maps every page to its counterpart in the other locale and back', () => {
    for (const page of pages()) {
      const params = page.sampleParams ?? {};
      const id = buildPath(page.id, 'id', params);
      const en = buildPath(page.id, 'en', params);
      expect(switchLocale(id, 'en')).toBe(en);
      expect(switchLocale(en, 'id')).toBe(id);
      expect(switchLocale(switchLocale(id, 'en'), 'id')).toBe(id);
    }
  });

  it('keeps the query string when switching locale, and sends unknown paths home', () => {
    expect(switchLocale('/id/search?q=isin', 'en')).toBe('/en/search?q=isin');
    expect(switchLocale('/id/tidak-ada', 'en')).toBe('/en');
  });

  it('builds paths with encoded parameters and refuses missing ones', () => {
    expect(buildPath('publication.pressRelease', 'en', { slug: 'a b' })).toBe('/en/publication/press-releases/a%20b');
    expect(() => buildPath('vacancy', 'id')).toThrow(/Missing parameter "slug"/);
    expect(() => buildPath('nope', 'id')).toThrow(/Unknown page id/);
  });

  it('reads the locale from the path prefix only', () => {
    expect(localeFromPath('/en/faq')).toBe('en');
    expect(localeFromPath('/id/faq')).toBe('id');
    expect(localeFromPath('/english')).toBe('id');
    expect(localeFromPath('/login')).toBe('id');
  });

  it('lists both language versions for hreflang', () => {
    const match = matchPath('/id/karir/analis');
    expect(match && alternates(match)).toEqual([
      { locale: 'id', path: '/id/karir/analis' },
      { locale: 'en', path: '/en/karir/analis' },
    ]);
  });

  it('has unique ids and unique paths', () => {
    expect(new Set(pages().map((p) => p.id)).size).toBe(pages().length);
    const paths = pages().flatMap((p) => [...new Set([p.paths.id, p.paths.en])]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives every page a title in both languages', () => {
    for (const page of pages()) {
      for (const locale of ['id', 'en'] as const) {
        expect(pageTitle(page.id, locale)).not.toBe(page.id);
      }
    }
  });

  it('builds breadcrumbs from parents', () => {
    expect(breadcrumbTrail('whistleblowingForm')).toEqual(['home', 'about.whistleblowing', 'whistleblowingForm']);
    expect(breadcrumbTrail('home')).toEqual(['home']);
  });
});
