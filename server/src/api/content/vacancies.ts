import {
  DIVISION_SCHEMA,
  LIST_QUERY_SCHEMA,
  SLUG_PARAMS_SCHEMA,
  VACANCY_LIST_QUERY_SCHEMA,
  VACANCY_SCHEMA,
  VACANCY_SUMMARY_SCHEMA,
  type ListQuery,
  type SlugParams,
  type VacancyListQuery,
} from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { divisions, vacancy, vacancyList } from '../../domains/content/vacancies.js';
import { wasUnpublished } from '../../domains/publishing/index.js';
import { ApiError } from '../../http/error-format.js';
import { getItem, getList } from './read-routes.js';

/** GET /api/vacancies?division&status&sort — GET /api/vacancies/:slug — GET /api/divisions */
export function registerVacanciesApi(app: FastifyInstance, db: Queryable): void {
  getList(app, {
    path: '/api/divisions',
    query: LIST_QUERY_SCHEMA,
    item: DIVISION_SCHEMA,
    read: (query: ListQuery) => divisions(db, query),
  });
  getList(app, {
    path: '/api/vacancies',
    query: VACANCY_LIST_QUERY_SCHEMA,
    item: VACANCY_SUMMARY_SCHEMA,
    read: (query: VacancyListQuery) => vacancyList(db, query),
  });
  getItem(app, {
    path: '/api/vacancies/:slug',
    params: SLUG_PARAMS_SCHEMA,
    item: VACANCY_SCHEMA,
    // One taken off the site on purpose is gone (410), not unknown.
    read: async ({ slug }: SlugParams, locale) => {
      const item = await vacancy(db, slug, locale);
      if (!item && (await wasUnpublished(db, 'vacancy', slug))) throw new ApiError(410, 'gone');
      return item;
    },
  });
}
