import {
  FAQ_CATEGORY_SCHEMA,
  FAQ_ITEM_SCHEMA,
  FAQ_LIST_QUERY_SCHEMA,
  ID_PARAMS_SCHEMA,
  LIST_QUERY_SCHEMA,
  type FaqListQuery,
  type IdParams,
  type ListQuery,
} from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { faqCategories, faqItem, faqList } from '../../domains/content/faq.js';
import { getItem, getList } from './read-routes.js';

/** GET /api/faq?category&q — GET /api/faq/:id — GET /api/faq-categories */
export function registerFaqApi(app: FastifyInstance, db: Queryable): void {
  getList(app, {
    path: '/api/faq-categories',
    query: LIST_QUERY_SCHEMA,
    item: FAQ_CATEGORY_SCHEMA,
    read: (query: ListQuery) => faqCategories(db, query),
  });
  getList(app, {
    path: '/api/faq',
    query: FAQ_LIST_QUERY_SCHEMA,
    item: FAQ_ITEM_SCHEMA,
    read: (query: FaqListQuery) => faqList(db, query),
  });
  getItem(app, {
    path: '/api/faq/:id',
    params: ID_PARAMS_SCHEMA,
    item: FAQ_ITEM_SCHEMA,
    read: ({ id }: IdParams, locale) => faqItem(db, id, locale),
  });
}
