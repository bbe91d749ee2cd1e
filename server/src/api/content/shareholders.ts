import {
  LIST_QUERY_SCHEMA,
  SHAREHOLDER_SCHEMA,
  type ListQuery,
  type ListResponse,
  type Shareholder,
} from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { shareholders } from '../../domains/content/shareholders.js';
import { listResponse } from '../../http/api-schemas.js';

/** GET /api/shareholders */
export function registerShareholdersApi(app: FastifyInstance, db: Queryable): void {
  app.get<{ Querystring: ListQuery }>(
    '/api/shareholders',
    { schema: { querystring: LIST_QUERY_SCHEMA, response: listResponse(SHAREHOLDER_SCHEMA) } },
    async (request): Promise<ListResponse<Shareholder>> => shareholders(db, request.query),
  );
}
