import {
  KEY_FIGURE_SCHEMA,
  LIST_QUERY_SCHEMA,
  type KeyFigure,
  type ListQuery,
  type ListResponse,
} from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { keyFigures } from '../../domains/content/key-figures.js';
import { listResponse } from '../../http/api-schemas.js';

/** GET /api/key-figures — headline numbers with their as-of date and source. */
export function registerKeyFiguresApi(app: FastifyInstance, db: Queryable): void {
  app.get<{ Querystring: ListQuery }>(
    '/api/key-figures',
    { schema: { querystring: LIST_QUERY_SCHEMA, response: listResponse(KEY_FIGURE_SCHEMA) } },
    async (request): Promise<ListResponse<KeyFigure>> => keyFigures(db, request.query),
  );
}
