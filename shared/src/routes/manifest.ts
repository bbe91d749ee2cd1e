import type { AuthOption, Layout, NavGroup, Owner, PageDefinition } from './types.js';

/** The organisation's short name, which appears in several paths (SPEC §2 `{brand}`). */
export const BRAND = 'ksei';

interface PageOptions {
  layout?: Layout;
  auth?: AuthOption;
  aliases?: PageDefinition['aliases'];
  parent?: string;
  nav?: NavGroup;
  sampleParams?: Record<string, string>;
}

function page(id: string, owner: Owner, idPath: string, enPath: string, options: PageOptions = {}): PageDefinition {
  return {
    id,
    owner,
    paths: { id: idPath, en: enPath },
    layout: options.layout ?? 'default',
    // Every public page is auth-free: the site offers no login to visitors (SPEC §2, §6).
    auth: options.auth ?? false,
    aliases: options.aliases,
    parent: options.parent,
    nav: options.nav,
    sampleParams: options.sampleParams,
  };
}

/** Same path words in both locales, only the prefix differs. */
function both(id: string, owner: Owner, rest: string, options: PageOptions = {}): PageDefinition {
  return page(id, owner, `/id${rest}`, `/en${rest}`, options);
}

const ABOUT = { id: `/id/tentang-${BRAND}`, en: `/en/about-${BRAND}` };
const PUB = { id: '/id/publikasi', en: '/en/publication' };
const STATS = '/publikasi/data-dan-statistik';
const REG = { id: '/id/peraturan', en: '/en/regulations' };
const SVC = { id: '/id/dukungan-layanan', en: '/en/service-support' };

function about(id: string, idWord: string, enWord: string, options: PageOptions = {}): PageDefinition {
  return page(`about.${id}`, 'mf-about', `${ABOUT.id}/${idWord}`, `${ABOUT.en}/${enWord}`, {
    nav: 'about',
    ...options,
  });
}
function publication(id: string, idWord: string, enWord: string, options: PageOptions = {}): PageDefinition {
  return page(`publication.${id}`, 'mf-publication', `${PUB.id}/${idWord}`, `${PUB.en}/${enWord}`, {
    nav: 'publication',
    ...options,
  });
}
function statistics(id: string, word: string, options: PageOptions = {}): PageDefinition {
  return both(`statistics.${id}`, 'mf-statistics', `${STATS}/${word}`, { nav: 'statistics', ...options });
}
function regulation(id: string, idWord: string, enWord: string): PageDefinition {
  return page(`regulations.${id}`, 'mf-regulations', `${REG.id}/${idWord}`, `${REG.en}/${enWord}`, {
    nav: 'regulations',
  });
}
/** Service-support slugs are the same in both locales (DESIGN §3). */
function service(id: string, rest: string, options: PageOptions = {}): PageDefinition {
  return page(`service.${id}`, 'mf-service-support', `${SVC.id}/${rest}`, `${SVC.en}/${rest}`, {
    nav: 'serviceSupport',
    ...options,
  });
}

/**
 * Every page of the site (SPEC §2). Everything else derives from this table: single-spa activity,
 * each remote's routes, the language switch, the sitemap, hreflang links, the server's status codes
 * and redirects, and the e2e crawl. No path string is written anywhere else.
 */
export const PAGES: readonly PageDefinition[] = [
  // --- shell -------------------------------------------------------------------------------
  page('home', 'shell', '/id', '/en'),
  both('search', 'shell', '/search'),
  both('sitemap', 'shell', '/peta-situs'),
  // /login is not locale-prefixed: the auth module's fixed redirect target (SPEC §2).
  page('login', 'shell', '/login', '/login', { layout: 'blank', auth: 'guest' }),

  // --- mf-about ----------------------------------------------------------------------------
  about('overview', 'sekilas', 'overview'),
  about('journey', 'perjalanan', 'journey'),
  about('management', 'manajemen', 'management'),
  about('governance', 'tata-kelola-perusahaan', 'governance'),
  about('stakeholders', 'pemangku-kepentingan', 'stakeholders'),
  about('antiBribery', 'anti-penyuapan-dan-anti-korupsi', 'anti-bribery-and-anti-corruption'),
  about('whistleblowing', 'whistleblowing', 'whistleblowing'),
  page('faq', 'mf-about', '/id/faq', '/en/faq', { nav: 'information' }),
  page('disclaimer', 'mf-about', '/id/penafian-umum', '/en/disclaimer'),
  both('terms', 'mf-about', '/ketentuan-dan-kebijakan'),

  // --- mf-forms ----------------------------------------------------------------------------
  page('contact', 'mf-forms', '/id/hubungi-kami', '/en/contact-us', { nav: 'information' }),
  page('whistleblowingForm', 'mf-forms', `${ABOUT.id}/whistleblowing/form`, `${ABOUT.en}/whistleblowing/form`, {
    parent: 'about.whistleblowing',
    // The odd English path of the original site (SPEC §2).
    aliases: [{ locale: 'en', path: `/en/tentang-${BRAND}/whistleblowing/form` }],
  }),

  // --- mf-publication ----------------------------------------------------------------------
  publication('announcement', 'pengumuman', 'announcement'),
  publication('events', 'kegiatan', 'events'),
  publication('bulletins', `buletin-${BRAND}`, `${BRAND}-bulletins`),
  publication('other', 'lain-lain', 'other'),
  publication('pressReleases', 'siaran-pers', 'press-releases'),
  publication('pressRelease', 'siaran-pers/:slug', 'press-releases/:slug', {
    nav: undefined,
    parent: 'publication.pressReleases',
    sampleParams: { slug: 'contoh-siaran-pers' },
  }),
  both('todaysAnnouncements', 'mf-publication', '/pengumuman-hari-ini', { nav: 'information' }),

  // --- mf-statistics (English paths use the Indonesian words, SPEC §2) ----------------------
  statistics('charts', 'grafik'),
  statistics('chart', 'grafik/:slug', { nav: undefined, parent: 'statistics.charts', sampleParams: { slug: 'sid' } }),
  statistics('securitiesOwnership', 'kepemilikan-efek'),
  statistics('securitiesStatic', 'statik-efek'),
  statistics('kseiStatistics', `statistik-${BRAND}`),

  // --- mf-regulations ----------------------------------------------------------------------
  regulation('capitalMarketLaw', 'undang-undang', 'capital-market-law'),
  regulation('fsaRegulations', 'peraturan-ojk', 'fsa-regulations'),
  regulation('kseiRegulations', `peraturan-${BRAND}`, `${BRAND}-regulations`),
  regulation('kseiRegulationDraft', `rancangan-peraturan-${BRAND}`, `${BRAND}-regulation-draft`),
  regulation('operatingProcedure', 'ketentuan-pelaksanaan', 'operating-procedure'),

  // --- mf-service-support ------------------------------------------------------------------
  service('securitiesRegistration', 'securities-registration'),
  service('accountHolderAdministration', 'account-holder-administration'),
  service('investorAccountAdministration', 'investor-and-sub-securities-account-administration'),
  service('serviceUsers', 'service-users'),
  service('guidance', 'guidance'),
  service('onlineAccountOpening', 'online-account-opening'),
  service('serviceFee', 'service-fee'),
  service('equitySecurities', 'registered-investment-products/equity-securities'),
  service('debtSecurities', 'registered-investment-products/debt-securities'),
  service('mutualFund', 'registered-investment-products/mutual-fund'),
  service('securitiesCrowdfunding', 'registered-investment-products/securities-crowdfunding'),
  service('investmentProduct', 'registered-investment-products/:slug', {
    nav: undefined,
    parent: 'service.equitySecurities',
    sampleParams: { slug: 'bbca' },
  }),
  service('operationalSchedule', 'schedule/operational-schedule'),
  // English paths carry the "shcedule" typo (SPEC §2): both spellings answer, see aliases.
  page(
    'service.scheduleInstructions',
    'mf-service-support',
    `${SVC.id}/schedule/schedule-instructions`,
    `${SVC.en}/schedule/schedule-instructions`,
    { nav: 'serviceSupport', aliases: [{ locale: 'en', path: `${SVC.en}/schedule/shcedule-instructions` }] },
  ),
  page(
    'service.scheduleOfCorporateActions',
    'mf-service-support',
    `${SVC.id}/schedule/schedule-of-corporate-actions`,
    `${SVC.en}/schedule/schedule-of-corporate-actions`,
    { nav: 'serviceSupport', aliases: [{ locale: 'en', path: `${SVC.en}/schedule/shcedule-of-corporate-actions` }] },
  ),
  service('assetManagementServices', 'service-type/asset-management-services'),
  service('securityDepository', 'service-type/security-depository'),
  service('settlementServices', 'service-type/settlement-of-securities-transactions-services'),
  service('corporateActionServices', 'service-type/corporate-action-services'),
  service('infrastructureProviderServices', 'service-type/investment-infrastructure-provider-services'),
  service('otherServices', 'service-type/other-services', {
    // The original English link has a stray space after /en (SPEC §2).
    aliases: [{ locale: 'en', path: `/en /service-support/service-type/other-services` }],
  }),
  service(
    'productInvestmentRegistration',
    'infrastructure-investment-services/product-investment-registration-procedure',
    {
      parent: 'service.infrastructureProviderServices',
    },
  ),
  service('sInvestRegistration', 'infrastructure-investment-services/s-invest-registration-procedure', {
    parent: 'service.infrastructureProviderServices',
  }),
  both('isin', 'mf-service-support', '/isin', { nav: 'information' }),

  // --- mf-careers --------------------------------------------------------------------------
  both('careers', 'mf-careers', '/karir', { nav: 'information' }),
  both('vacancy', 'mf-careers', '/karir/:slug', { parent: 'careers', sampleParams: { slug: 'contoh-lowongan' } }),
];
