import type { BundleRoutes } from '@ksei/shared';

/** The staff pages the header's staff menu links to, each shown to accounts whose scope opens it. */
export const STAFF_PAGES = [
  'inbox.reports',
  'inbox.messages',
  'editor.announcements',
  'editor.pressReleases',
  'editor.regulations',
  'editor.vacancies',
  'editor.faqs',
] as const;

/**
 * The pages the shell itself renders: published beside the build as `routes.json`, from
 * which the server composes the live route manifest. Plain data with type-only imports: the build
 * evaluates this file on its own.
 */
export const ROUTES = {
  owner: 'shell',
  pages: [
    {
      id: 'home',
      paths: { id: '/id', en: '/en' },
      titles: { id: 'Beranda', en: 'Home' },
    },
    {
      id: 'search',
      query: { q: 'text', page: 'page', type: 'choice' },
      paths: { id: '/id/search', en: '/en/search' },
      titles: { id: 'Pencarian', en: 'Search' },
    },
    {
      id: 'sitemap',
      paths: { id: '/id/peta-situs', en: '/en/peta-situs' },
      titles: { id: 'Peta Situs', en: 'Sitemap' },
    },
    {
      id: 'login',
      // `/login` is the auth module's fixed target (Indonesian, the default); English has its own.
      paths: { id: '/login', en: '/en/login' },
      titles: { id: 'Masuk', en: 'Login' },
      layout: 'blank',
      auth: 'guest',
    },
  ],
  links: [
    'about.overview',
    'contact',
    'faq',
    'about.whistleblowing',
    'careers',
    'disclaimer',
    'terms',
    'accessibility',
    'whistleblowingForm',
    'todaysAnnouncements',
    'publication.pressRelease',
    'publication.pressReleases',
    'isin',
    'service.scheduleOfCorporateActions',
    'statistics.kseiStatistics',
    ...STAFF_PAGES,
  ],
} as const satisfies BundleRoutes;

/** The ids of the pages this bundle owns. */
export type PageId = (typeof ROUTES.pages)[number]['id'];
/** Every page id this bundle may link to: its own and the other bundles' pages it declares in `links`. */
export type LinkTarget = PageId | (typeof ROUTES.links)[number];
