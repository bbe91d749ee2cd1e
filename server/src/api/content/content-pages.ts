import {
  CONTENT_PAGE_PARAMS_SCHEMA,
  CONTENT_PAGE_QUERY_SCHEMA,
  CONTENT_PAGE_SCHEMA,
  type ContentPage,
  type ItemResponse,
  type KeyParams,
  type LocaleQuery,
} from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { contentPage } from '../../domains/content/pages.js';
import { found } from '../../http/error-format.js';
import { itemResponse } from '../../http/api-schemas.js';

/** GET /api/pages/:key — structured content pages (CONTENT_PAGE_KEYS). */
export function registerContentPagesApi(app: FastifyInstance, db: Queryable): void {
  app.get<{ Params: KeyParams; Querystring: LocaleQuery }>(
    '/api/pages/:key',
    {
      schema: {
        params: CONTENT_PAGE_PARAMS_SCHEMA,
        querystring: CONTENT_PAGE_QUERY_SCHEMA,
        response: itemResponse(CONTENT_PAGE_SCHEMA),
      },
    },
    async (request): Promise<ItemResponse<ContentPage>> => ({
      data: found(await contentPage(db, request.params.key, request.query.locale)),
    }),
  );
}
