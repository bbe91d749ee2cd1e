import type { PageLoaders } from '@ksei/shared/section';
import type { PageId } from '../routes.js';

const list = () => import('../features/vacancies/VacanciesPage.js');
const detail = () => import('../features/vacancies/VacancyPage.js');
const editorList = () => import('../features/editor/EditorListPage.js');
const editorNew = () => import('../features/editor/NewVacancyPage.js');
const editorItem = () => import('../features/editor/EditVacancyPage.js');
const editorHistory = () => import('../features/editor/HistoryPage.js');

/** Which feature renders each page this section owns in the route manifest. */
export const pages: PageLoaders<PageId> = {
  careers: list,
  vacancy: detail,
  'editor.vacancies': editorList,
  'editor.vacancyNew': editorNew,
  'editor.vacancy': editorItem,
  'editor.vacancyHistory': editorHistory,
};
