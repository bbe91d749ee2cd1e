import type { PageLoaders } from '@ksei/shared/section';

const vacancies = () => import('../features/vacancies/CareersPage.js');

/** Which feature renders each page this section owns in the route manifest. */
export const pages: PageLoaders = {
  careers: vacancies,
  vacancy: vacancies,
};
