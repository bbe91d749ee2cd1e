import type { BundleRoutes } from '@ksei/shared';

/**
 * The pages this section renders: published beside the build as `routes.json`, from
 * which the server composes the live route manifest. Plain data with type-only imports: the build
 * evaluates this file on its own.
 */
export const ROUTES = {
  owner: 'mf-careers',
  pages: [
    {
      id: 'careers',
      lists: { resource: 'vacancies' },
      query: { division: 'choice' },
      paths: { id: '/id/karir', en: '/en/karir' },
      titles: { id: 'Karir', en: 'Careers' },
      nav: 'information',
    },
    {
      id: 'vacancy',
      detail: { resource: 'vacancies', jsonLd: 'JobPosting', sitemap: true, search: true },
      paths: { id: '/id/karir/:slug', en: '/en/karir/:slug' },
      titles: { id: 'Detail Lowongan', en: 'Vacancy Detail' },
      parent: 'careers',
      sampleParams: { slug: 'contoh-lowongan' },
    },
  ],
  links: [],
} as const satisfies BundleRoutes;

/** The ids of the pages this bundle owns. */
export type PageId = (typeof ROUTES.pages)[number]['id'];
/** Every page id this bundle may link to: its own and the other bundles' pages it declares in `links`. */
export type LinkTarget = PageId | (typeof ROUTES.links)[number];
