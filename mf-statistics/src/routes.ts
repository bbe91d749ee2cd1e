import type { BundleRoutes } from '@ksei/shared';

/**
 * The pages this section renders: published beside the build as `routes.json`, from
 * which the server composes the live route manifest. Plain data with type-only imports: the build
 * evaluates this file on its own.
 */
export const ROUTES = {
  owner: 'mf-statistics',
  pages: [
    {
      id: 'statistics.charts',
      lists: { resource: 'charts' },
      paths: { id: '/id/publikasi/data-dan-statistik/grafik', en: '/en/publikasi/data-dan-statistik/grafik' },
      titles: { id: 'Grafik', en: 'Charts' },
      nav: 'statistics',
    },
    {
      id: 'statistics.chart',
      detail: { resource: 'charts', jsonLd: 'Dataset', sitemap: true, search: true },
      query: { period: 'choice' },
      paths: {
        id: '/id/publikasi/data-dan-statistik/grafik/:slug',
        en: '/en/publikasi/data-dan-statistik/grafik/:slug',
      },
      titles: { id: 'Detail Grafik', en: 'Chart Detail' },
      parent: 'statistics.charts',
      sampleParams: { slug: 'sid' },
    },
    {
      id: 'statistics.securitiesOwnership',
      legacy: [{ from: '/archive_download/holding_composition', locale: 'id' }],
      lists: { resource: 'securityHoldings' },
      query: { month: 'choice', code: 'text' },
      paths: {
        id: '/id/publikasi/data-dan-statistik/kepemilikan-efek',
        en: '/en/publikasi/data-dan-statistik/kepemilikan-efek',
      },
      titles: { id: 'Kepemilikan Efek', en: 'Securities Ownership' },
      nav: 'statistics',
    },
    {
      id: 'statistics.securitiesStatic',
      legacy: [{ from: '/archive_download/master_securities', locale: 'id' }],
      lists: { resource: 'securityStatistics' },
      query: { month: 'choice' },
      paths: { id: '/id/publikasi/data-dan-statistik/statik-efek', en: '/en/publikasi/data-dan-statistik/statik-efek' },
      titles: { id: 'Statistik Efek', en: 'Securities Statistics' },
      nav: 'statistics',
    },
    {
      id: 'statistics.kseiStatistics',
      legacy: [{ from: '/publications/Data_Statistik_KSEI', locale: 'id' }],
      lists: { resource: 'investorStatistics' },
      paths: {
        id: '/id/publikasi/data-dan-statistik/statistik-ksei',
        en: '/en/publikasi/data-dan-statistik/statistik-ksei',
      },
      titles: { id: 'Statistik KSEI', en: 'KSEI Statistics' },
      nav: 'statistics',
    },
  ],
  links: ['isin.security'],
} as const satisfies BundleRoutes;

/** The ids of the pages this bundle owns. */
export type PageId = (typeof ROUTES.pages)[number]['id'];
/** Every page id this bundle may link to: its own and the other bundles' pages it declares in `links`. */
export type LinkTarget = PageId | (typeof ROUTES.links)[number];
