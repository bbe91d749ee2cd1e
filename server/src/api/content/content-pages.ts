import {
  CONTENT_PAGE_PARAMS_SCHEMA,
  CONTENT_PAGE_QUERY_SCHEMA,
  CONTENT_PAGE_SCHEMA,
  type KeyParams,
} from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { contentPage } from '../../domains/content/pages.js';
import { getItem } from './read-routes.js';

/** GET /api/pages/:key — structured content pages (CONTENT_PAGE_KEYS). */
export function registerContentPagesApi(app: FastifyInstance, db: Queryable): void {
  getItem(app, {
    path: '/api/pages/:key',
    params: CONTENT_PAGE_PARAMS_SCHEMA,
    query: CONTENT_PAGE_QUERY_SCHEMA,
    item: CONTENT_PAGE_SCHEMA,
    read: ({ key }: KeyParams, locale) => contentPage(db, key, locale),
  });
}
