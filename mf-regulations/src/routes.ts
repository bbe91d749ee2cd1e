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
  ],
  links: [],
} as const satisfies BundleRoutes;

/** The ids of the pages this bundle owns. */
export type PageId = (typeof ROUTES.pages)[number]['id'];
/** Every page id this bundle may link to: its own and the other bundles' pages it declares in `links`. */
export type LinkTarget = PageId | (typeof ROUTES.links)[number];
