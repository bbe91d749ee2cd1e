import {
  DIVISION_SCHEMA,
  LIST_QUERY_SCHEMA,
  LOCALE_QUERY_SCHEMA,
  SLUG_PARAMS_SCHEMA,
  VACANCY_LIST_QUERY_SCHEMA,
  VACANCY_SCHEMA,
  VACANCY_SUMMARY_SCHEMA,
  type Division,
  type ItemResponse,
  type ListQuery,
  type ListResponse,
  type LocaleQuery,
  type SlugParams,
  type Vacancy,
  type VacancyListQuery,
  type VacancySummary,
} from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { divisions, vacancy, vacancyList } from '../../domains/content/vacancies.js';
import { found } from '../../http/error-format.js';
import { itemResponse, listResponse } from '../../http/api-schemas.js';

/** GET /api/vacancies?division&status&sort — GET /api/vacancies/:slug — GET /api/divisions */
export function registerVacanciesApi(app: FastifyInstance, db: Queryable): void {
  app.get<{ Querystring: ListQuery }>(
    '/api/divisions',
    { schema: { querystring: LIST_QUERY_SCHEMA, response: listResponse(DIVISION_SCHEMA) } },
    async (request): Promise<ListResponse<Division>> => divisions(db, request.query),
  );

  app.get<{ Querystring: VacancyListQuery }>(
    '/api/vacancies',
    { schema: { querystring: VACANCY_LIST_QUERY_SCHEMA, response: listResponse(VACANCY_SUMMARY_SCHEMA) } },
    async (request): Promise<ListResponse<VacancySummary>> => vacancyList(db, request.query),
  );

  app.get<{ Params: SlugParams; Querystring: LocaleQuery }>(
    '/api/vacancies/:slug',
    {
      schema: { params: SLUG_PARAMS_SCHEMA, querystring: LOCALE_QUERY_SCHEMA, response: itemResponse(VACANCY_SCHEMA) },
    },
    async (request): Promise<ItemResponse<Vacancy>> => ({
      data: found(await vacancy(db, request.params.slug, request.query.locale)),
    }),
  );
}
