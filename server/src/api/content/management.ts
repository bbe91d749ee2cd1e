import {
  LOCALE_QUERY_SCHEMA,
  MANAGEMENT_LIST_QUERY_SCHEMA,
  MANAGEMENT_MEMBER_SCHEMA,
  SLUG_PARAMS_SCHEMA,
  type ItemResponse,
  type ListResponse,
  type LocaleQuery,
  type ManagementListQuery,
  type ManagementMember,
  type SlugParams,
} from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { managementList, managementMember } from '../../domains/content/management.js';
import { found } from '../../http/error-format.js';
import { itemResponse, listResponse } from '../../http/api-schemas.js';

/** GET /api/management?board — GET /api/management/:slug */
export function registerManagementApi(app: FastifyInstance, db: Queryable): void {
  app.get<{ Querystring: ManagementListQuery }>(
    '/api/management',
    { schema: { querystring: MANAGEMENT_LIST_QUERY_SCHEMA, response: listResponse(MANAGEMENT_MEMBER_SCHEMA) } },
    async (request): Promise<ListResponse<ManagementMember>> => managementList(db, request.query),
  );

  app.get<{ Params: SlugParams; Querystring: LocaleQuery }>(
    '/api/management/:slug',
    {
      schema: {
        params: SLUG_PARAMS_SCHEMA,
        querystring: LOCALE_QUERY_SCHEMA,
        response: itemResponse(MANAGEMENT_MEMBER_SCHEMA),
      },
    },
    async (request): Promise<ItemResponse<ManagementMember>> => ({
      data: found(await managementMember(db, request.params.slug, request.query.locale)),
    }),
  );
}
