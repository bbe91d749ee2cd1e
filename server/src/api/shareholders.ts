import {
  LIST_QUERY_SCHEMA,
  SHAREHOLDER_SCHEMA,
  type ListQuery,
  type ListResponse,
  type Shareholder,
} from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';
import { Conditions, listPage, col } from '../db/sql.js';
import { listResponse } from './schemas.js';

/** GET /api/shareholders */
export function registerShareholderRoutes(app: FastifyInstance, db: Queryable): void {
  app.get<{ Querystring: ListQuery }>(
    '/api/shareholders',
    { schema: { querystring: LIST_QUERY_SCHEMA, response: listResponse(SHAREHOLDER_SCHEMA) } },
    async (request): Promise<ListResponse<Shareholder>> =>
      listPage<Shareholder, Shareholder>(
        db,
        {
          // bigint and numeric arrive as strings from node-postgres; float8 arrives as a number on both engines.
          select: `${col('name', request.query.locale)} as name, units::float8 as units, value::float8 as value, percentage::float8 as percentage, sample`,
          from: 'shareholders',
          conditions: new Conditions(),
          orderBy: 'sort',
        },
        request.query,
        (row) => row,
      ),
  );
}
