/**
 * The charts the statistics section has (the original site's: assets, gender, income, job, product, SID, transfer
 * and domestic map): the slugs `grafik/:slug` answers, declared with the statistics API's contract. The
 * server reads the same contract list to answer any other slug with 404.
 */
export { CHART_SLUGS, isChartSlug, type ChartSlug } from '@ksei/shared/api';
