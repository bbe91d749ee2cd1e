import {
  LOCALE_QUERY_SCHEMA,
  REGULATION_LIST_QUERY_SCHEMA,
  REGULATION_PARAMS_SCHEMA,
  REGULATION_SCHEMA,
  type IdParams,
  type ItemResponse,
  type ListResponse,
  type LocaleQuery,
  type Regulation,
  type RegulationListQuery,
} from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { regulation, regulationList } from '../../domains/content/regulations.js';
import { found } from '../../http/error-format.js';
import { itemResponse, listResponse } from '../../http/api-schemas.js';

/** GET /api/regulations?category&q&sort=date|-date|number|-number — GET /api/regulations/:id */
export function registerRegulationsApi(app: FastifyInstance, db: Queryable): void {
  app.get<{ Querystring: RegulationListQuery }>(
    '/api/regulations',
    { schema: { querystring: REGULATION_LIST_QUERY_SCHEMA, response: listResponse(REGULATION_SCHEMA) } },
    async (request): Promise<ListResponse<Regulation>> => regulationList(db, request.query),
  );

  app.get<{ Params: IdParams; Querystring: LocaleQuery }>(
    '/api/regulations/:id',
    {
      schema: {
        params: REGULATION_PARAMS_SCHEMA,
        querystring: LOCALE_QUERY_SCHEMA,
        response: itemResponse(REGULATION_SCHEMA),
      },
    },
    async (request): Promise<ItemResponse<Regulation>> => ({
      data: found(await regulation(db, request.params.id, request.query.locale)),
    }),
  );
}
