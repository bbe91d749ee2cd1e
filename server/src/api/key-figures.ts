import type { KeyFigure, ListResponse } from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';
import { Conditions, listPage, type ListQuery } from './list.js';
import { col } from './locale.js';
import { listQuery, listResponse, num, obj, str } from './schemas.js';

const figureSchema = obj({ key: str, label: str, value: num, asOf: str, source: str, sourceUrl: str });

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
    { schema: { querystring: listQuery(), response: listResponse(figureSchema) } },
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
