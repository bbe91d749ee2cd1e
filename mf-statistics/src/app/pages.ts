import type { PageLoaders } from '@ksei/shared/section';
import type { PageId } from '../routes.js';

const statistics = () => import('../features/statistics/StatisticsPage.js');

/** Which feature renders each page this section owns in the route manifest. */
export const pages: PageLoaders<PageId> = {
  'statistics.charts': statistics,
  'statistics.chart': statistics,
  'statistics.securitiesOwnership': statistics,
  'statistics.securitiesStatic': statistics,
  'statistics.kseiStatistics': statistics,
};
