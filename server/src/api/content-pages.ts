import {
  CONTENT_PAGE_PARAMS_SCHEMA,
  CONTENT_PAGE_QUERY_SCHEMA,
  CONTENT_PAGE_SCHEMA,
  type ContentBlock,
  type ContentPage,
  type ItemResponse,
  type KeyParams,
  type LocaleQuery,
} from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';
import { col } from '../db/sql.js';
import { notFound } from '../http/error-format.js';
import { itemResponse } from './schemas.js';

interface Row {
  key: string;
  title: string;
  summary: string | null;
  blocks: ContentBlock[];
  updated_at: string;
  sample: boolean;
}

/** GET /api/pages/:key — structured content pages (CONTENT_PAGE_KEYS). */
export function registerContentPageRoutes(app: FastifyInstance, db: Queryable): void {
  app.get<{ Params: KeyParams; Querystring: LocaleQuery }>(
    '/api/pages/:key',
    {
      schema: {
        params: CONTENT_PAGE_PARAMS_SCHEMA,
        querystring: CONTENT_PAGE_QUERY_SCHEMA,
        response: itemResponse(CONTENT_PAGE_SCHEMA),
      },
    },
    async (request): Promise<ItemResponse<ContentPage>> => {
      const l = request.query.locale;
      const [row] = await db.query<Row>(
        `select key, ${col('title', l)} as title, ${col('summary', l)} as summary, ${col('blocks', l)} as blocks,
                updated_at::text as updated_at, sample
         from content_pages where key = $1`,
        [request.params.key],
      );
      if (!row) throw notFound();
      return {
        data: {
          key: row.key,
          title: row.title,
          ...(row.summary ? { summary: row.summary } : {}),
          blocks: row.blocks,
          updatedAt: row.updated_at,
          sample: row.sample,
        },
      };
    },
  );
}
