import {
  KEY_FIGURE_SCHEMA,
  LIST_QUERY_SCHEMA,
  type KeyFigure,
  type ListQuery,
  type ListResponse,
} from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';
import { Conditions, listPage, col } from '../db/sql.js';
import { listResponse } from './schemas.js';

interface Row {
  key: 'investors';
  label: string;
  value: number;
  as_of: string;
  source: string;
  source_url: string;
}

/** GET /api/key-figures — headline numbers with their as-of date and source. */
export function registerKeyFigureRoutes(app: FastifyInstance, db: Queryable): void {
  app.get<{ Querystring: ListQuery }>(
    '/api/key-figures',
    { schema: { querystring: LIST_QUERY_SCHEMA, response: listResponse(KEY_FIGURE_SCHEMA) } },
    async (request): Promise<ListResponse<KeyFigure>> =>
      listPage<Row, KeyFigure>(
        db,
        {
          select: `key, ${col('label', request.query.locale)} as label, value::float8 as value, as_of::text as as_of, source, source_url`,
          from: 'key_figures',
          conditions: new Conditions(),
          orderBy: 'key',
        },
        request.query,
        (row) => ({
          key: row.key,
          label: row.label,
          value: row.value,
          asOf: row.as_of,
          source: row.source,
          sourceUrl: row.source_url,
        }),
      ),
  );
}
