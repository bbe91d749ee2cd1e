/**
 * The charts the statistics section has (SPEC §2: assets, gender, income, job, product, SID, transfer
 * and domestic map): the slugs `grafik/:slug` answers. The server keeps the same list to answer any
 * other slug with 404 (`server/src/routes/detail-lookup.ts`; a server test compares the two).
 */
export const CHART_SLUGS = ['assets', 'gender', 'income', 'job', 'product', 'sid', 'transfer', 'domestic-map'] as const;

export type ChartSlug = (typeof CHART_SLUGS)[number];

export function isChartSlug(slug: string | undefined): slug is ChartSlug {
  return (CHART_SLUGS as readonly (string | undefined)[]).includes(slug);
}
