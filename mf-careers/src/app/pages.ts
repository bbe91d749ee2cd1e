import type { PageLoaders } from '@ksei/shared/section';
import type { PageId } from '../routes.js';

const list = () => import('../features/vacancies/VacanciesPage.js');
const detail = () => import('../features/vacancies/VacancyPage.js');

/** Which feature renders each page this section owns in the route manifest. */
export const pages: PageLoaders<PageId> = {
  careers: list,
  vacancy: detail,
};
