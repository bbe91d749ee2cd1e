import type { PageLoaders } from '@ksei/shared/section';

const list = () => import('../features/vacancies/VacanciesPage.js');
const detail = () => import('../features/vacancies/VacancyPage.js');

/** Which feature renders each page this section owns in the route manifest. */
export const pages: PageLoaders = {
  careers: list,
  vacancy: detail,
};
