import {
  FAQ_CATEGORY_SCHEMA,
  FAQ_ITEM_SCHEMA,
  FAQ_LIST_QUERY_SCHEMA,
  ID_PARAMS_SCHEMA,
  LIST_QUERY_SCHEMA,
  LOCALE_QUERY_SCHEMA,
  type FaqCategory,
  type FaqItem,
  type FaqListQuery,
  type IdParams,
  type ItemResponse,
  type ListQuery,
  type ListResponse,
  type LocaleQuery,
} from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { faqCategories, faqItem, faqList } from '../../domains/content/faq.js';
import { found } from '../../http/error-format.js';
import { itemResponse, listResponse } from '../../http/api-schemas.js';

/** GET /api/faq?category&q — GET /api/faq/:id — GET /api/faq-categories */
export function registerFaqApi(app: FastifyInstance, db: Queryable): void {
  app.get<{ Querystring: ListQuery }>(
    '/api/faq-categories',
    { schema: { querystring: LIST_QUERY_SCHEMA, response: listResponse(FAQ_CATEGORY_SCHEMA) } },
    async (request): Promise<ListResponse<FaqCategory>> => faqCategories(db, request.query),
  );

  app.get<{ Querystring: FaqListQuery }>(
    '/api/faq',
    { schema: { querystring: FAQ_LIST_QUERY_SCHEMA, response: listResponse(FAQ_ITEM_SCHEMA) } },
    async (request): Promise<ListResponse<FaqItem>> => faqList(db, request.query),
  );

  app.get<{ Params: IdParams; Querystring: LocaleQuery }>(
    '/api/faq/:id',
    { schema: { params: ID_PARAMS_SCHEMA, querystring: LOCALE_QUERY_SCHEMA, response: itemResponse(FAQ_ITEM_SCHEMA) } },
    async (request): Promise<ItemResponse<FaqItem>> => ({
      data: found(await faqItem(db, request.params.id, request.query.locale)),
    }),
  );
}
