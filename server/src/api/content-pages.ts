import type { ContentBlock, ContentPage, ItemResponse } from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';
import { notFound } from './errors.js';
import { col, type ApiLocale } from './locale.js';
import { anyObject, arrayOf, bool, itemResponse, localeQuery, obj, str } from './schemas.js';

interface Row {
  key: string;
  title: string;
  summary: string | null;
  blocks: ContentBlock[];
  updated_at: string;
  sample: boolean;
}

const pageSchema = obj(
  { key: str, title: str, summary: str, blocks: arrayOf(anyObject), updatedAt: str, sample: bool },
  ['summary'],
);

/** GET /api/pages/:key — structured content pages (CONTENT_PAGE_KEYS). */
export function registerContentPageRoutes(app: FastifyInstance, db: Queryable): void {
  app.get<{ Params: { key: string }; Querystring: { locale: ApiLocale } }>(
    '/api/pages/:key',
    {
      schema: {
        params: { type: 'object', properties: { key: { type: 'string', maxLength: 100 } }, required: ['key'] },
        querystring: localeQuery,
        response: itemResponse(pageSchema),
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
