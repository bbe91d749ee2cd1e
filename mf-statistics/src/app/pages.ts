import type { PageLoaders } from '@ksei/shared/section';

const statistics = () => import('../features/statistics/StatisticsPage.js');

/** Which feature renders each page this section owns in the route manifest. */
export const pages: PageLoaders = {
  'statistics.charts': statistics,
  'statistics.chart': statistics,
  'statistics.securitiesOwnership': statistics,
  'statistics.securitiesStatic': statistics,
  'statistics.kseiStatistics': statistics,
};
