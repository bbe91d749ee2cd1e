import type { PageLoaders } from '@ksei/shared/section';
import type { PageId } from '../routes.js';
import { prepareChartPage } from '../features/statistics/map/preload.js';

/** Which feature renders each page this section owns in the route manifest (recharts only in chart pages). */
export const pages: PageLoaders<PageId> = {
  'statistics.charts': () => import('../features/statistics/components/ChartsPage.js'),
  'statistics.chart': async () => {
    const [module] = await Promise.all([import('../features/statistics/components/ChartPage.js'), prepareChartPage()]);
    return module;
  },
  'statistics.securitiesOwnership': () => import('../features/statistics/components/OwnershipPage.js'),
  'statistics.securitiesStatic': () => import('../features/statistics/components/SecurityCountsPage.js'),
  'statistics.kseiStatistics': () => import('../features/statistics/components/KseiStatisticsPage.js'),
};
