/**
 * The charts the statistics section has (the original site's: assets, gender, income, job, product, SID, transfer
 * and domestic map): the slugs `grafik/:slug` answers, declared with the statistics API's contract. The
 * server keeps the same list to answer any other slug with 404 (`server/src/routes/detail-lookup.ts`; a
 * server test compares the two).
 */
export { CHART_SLUGS, isChartSlug, type ChartSlug } from '@ksei/shared/api';
