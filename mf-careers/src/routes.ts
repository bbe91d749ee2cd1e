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
    // The editor pages: protected, each needing the section's edit scope; their data is read in the
    // browser with the session's Authorization header, so nothing of them is rendered on the server.
    {
      id: 'editor.vacancies',
      paths: { id: '/id/staf/terbitan/lowongan', en: '/en/staff/publishing/vacancies' },
      titles: { id: 'Penyuntingan Lowongan', en: 'Vacancy Editor' },
      auth: true,
      scope: 'careers:edit',
      query: { q: 'text', working: 'choice', page: 'page' },
    },
    {
      id: 'editor.vacancyNew',
      paths: { id: '/id/staf/terbitan/lowongan-baru', en: '/en/staff/publishing/new-vacancy' },
      titles: { id: 'Lowongan Baru', en: 'New Vacancy' },
      auth: true,
      scope: 'careers:edit',
      parent: 'editor.vacancies',
    },
    {
      id: 'editor.vacancy',
      paths: { id: '/id/staf/terbitan/lowongan/:slug', en: '/en/staff/publishing/vacancies/:slug' },
      titles: { id: 'Sunting Lowongan', en: 'Edit Vacancy' },
      auth: true,
      scope: 'careers:edit',
      parent: 'editor.vacancies',
      // An item's number; 0 names none.
      sampleParams: { slug: '0' },
    },
    {
      id: 'editor.vacancyHistory',
      paths: { id: '/id/staf/terbitan/lowongan/:slug/riwayat', en: '/en/staff/publishing/vacancies/:slug/history' },
      titles: { id: 'Riwayat Lowongan', en: 'Vacancy History' },
      auth: true,
      scope: 'careers:edit',
      parent: 'editor.vacancies',
      query: { from: 'choice', to: 'choice' },
      sampleParams: { slug: '0' },
    },
  ],
  links: [],
} as const satisfies BundleRoutes;

/** The ids of the pages this bundle owns. */
export type PageId = (typeof ROUTES.pages)[number]['id'];
/** Every page id this bundle may link to: its own and the other bundles' pages it declares in `links`. */
export type LinkTarget = PageId | (typeof ROUTES.links)[number];
