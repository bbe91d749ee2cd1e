import type { ListResponse, Shareholder } from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';
import { Conditions, listPage, type ListQuery } from './list.js';
import { col } from './locale.js';
import { bool, listQuery, listResponse, num, obj, str } from './schemas.js';

const shareholderSchema = obj({ name: str, units: num, value: num, percentage: num, sample: bool });

/** GET /api/shareholders */
export function registerShareholderRoutes(app: FastifyInstance, db: Queryable): void {
  app.get<{ Querystring: ListQuery }>(
    '/api/shareholders',
    { schema: { querystring: listQuery(), response: listResponse(shareholderSchema) } },
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
