import type { BundleRoutes } from '@ksei/shared';

/**
 * The pages this section renders: published beside the build as `routes.json`, from
 * which the server composes the live route manifest. Plain data with type-only imports: the build
 * evaluates this file on its own.
 */
export const ROUTES = {
  owner: 'mf-regulations',
  pages: [
    {
      id: 'regulations.capitalMarketLaw',
      lists: { resource: 'regulations', category: 'capital-market-law' },
      query: { q: 'text', sort: 'choice', page: 'page' },
      paths: { id: '/id/peraturan/undang-undang', en: '/en/regulations/capital-market-law' },
      titles: { id: 'Undang-Undang Pasar Modal', en: 'Capital Market Law' },
      nav: 'regulations',
    },
    {
      id: 'regulations.fsaRegulations',
      lists: { resource: 'regulations', category: 'fsa-regulations' },
      query: { q: 'text', sort: 'choice', page: 'page' },
      paths: { id: '/id/peraturan/peraturan-ojk', en: '/en/regulations/fsa-regulations' },
      titles: { id: 'Peraturan OJK', en: 'FSA Regulations' },
      nav: 'regulations',
    },
    {
      id: 'regulations.kseiRegulations',
      legacy: [
        { from: '/regulations/csd-regulation?setLocale=en-US', locale: 'en' },
        { from: '/regulations/csd-regulation?setLocale=id-ID', locale: 'id' },
      ],
      lists: { resource: 'regulations', category: 'ksei-regulations' },
      query: { q: 'text', sort: 'choice', page: 'page' },
      paths: { id: '/id/peraturan/peraturan-ksei', en: '/en/regulations/ksei-regulations' },
      titles: { id: 'Peraturan KSEI', en: 'KSEI Regulations' },
      nav: 'regulations',
    },
    {
      id: 'regulations.kseiRegulationDraft',
      lists: { resource: 'regulations', category: 'ksei-regulation-draft' },
      query: { q: 'text', sort: 'choice', page: 'page' },
      paths: { id: '/id/peraturan/rancangan-peraturan-ksei', en: '/en/regulations/ksei-regulation-draft' },
      titles: { id: 'Rancangan Peraturan KSEI', en: "KSEI's Regulation Draft" },
      nav: 'regulations',
    },
    {
      id: 'regulations.operatingProcedure',
      lists: { resource: 'regulations', category: 'operating-procedure' },
      query: { q: 'text', sort: 'choice', page: 'page' },
      paths: { id: '/id/peraturan/ketentuan-pelaksanaan', en: '/en/regulations/operating-procedure' },
      titles: { id: 'Ketentuan Pelaksanaan', en: 'Operating Procedure' },
      nav: 'regulations',
    },
    // The editor pages: protected, each needing the section's edit scope; their data is read in the
    // browser with the session's Authorization header, so nothing of them is rendered on the server.
    {
      id: 'editor.regulations',
      paths: { id: '/id/staf/terbitan/peraturan', en: '/en/staff/publishing/regulations' },
      titles: { id: 'Penyuntingan Peraturan', en: 'Regulation Editor' },
      auth: true,
      scope: 'regulations:edit',
      query: { q: 'text', working: 'choice', page: 'page' },
    },
    {
      id: 'editor.regulationNew',
      paths: { id: '/id/staf/terbitan/peraturan-baru', en: '/en/staff/publishing/new-regulation' },
      titles: { id: 'Peraturan Baru', en: 'New Regulation' },
      auth: true,
      scope: 'regulations:edit',
      parent: 'editor.regulations',
    },
    {
      id: 'editor.regulation',
      paths: { id: '/id/staf/terbitan/peraturan/:slug', en: '/en/staff/publishing/regulations/:slug' },
      titles: { id: 'Sunting Peraturan', en: 'Edit Regulation' },
      auth: true,
      scope: 'regulations:edit',
      parent: 'editor.regulations',
      // An item's number; 0 names none.
      sampleParams: { slug: '0' },
    },
    {
      id: 'editor.regulationHistory',
      paths: {
        id: '/id/staf/terbitan/peraturan/:slug/riwayat',
        en: '/en/staff/publishing/regulations/:slug/history',
      },
      titles: { id: 'Riwayat Peraturan', en: 'Regulation History' },
      auth: true,
      scope: 'regulations:edit',
      parent: 'editor.regulations',
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
