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
import type { Queryable } from '../db/database.js';
import { notFound } from '../http/error-format.js';
import { Conditions, listPage, col } from '../db/sql.js';
import type { ApiLocale } from '../http/locale.js';
import { itemResponse, listResponse } from './schemas.js';

const columns = (l: ApiLocale): string =>
  `id, category, ${col('question', l)} as question, ${col('answer', l)} as answer`;

/** GET /api/faq?category&q — GET /api/faq/:id — GET /api/faq-categories */
export function registerFaqRoutes(app: FastifyInstance, db: Queryable): void {
  app.get<{ Querystring: ListQuery }>(
    '/api/faq-categories',
    { schema: { querystring: LIST_QUERY_SCHEMA, response: listResponse(FAQ_CATEGORY_SCHEMA) } },
    async (request): Promise<ListResponse<FaqCategory>> =>
      listPage<FaqCategory, FaqCategory>(
        db,
        {
          select: `code, ${col('label', request.query.locale)} as label`,
          from: 'faq_categories',
          conditions: new Conditions(),
          orderBy: 'sort, code',
        },
        request.query,
        (row) => row,
      ),
  );

  app.get<{ Querystring: FaqListQuery }>(
    '/api/faq',
    { schema: { querystring: FAQ_LIST_QUERY_SCHEMA, response: listResponse(FAQ_ITEM_SCHEMA) } },
    async (request): Promise<ListResponse<FaqItem>> => {
      const { category, q, locale } = request.query;
      const conditions = new Conditions();
      if (category) conditions.add('f.category = ?', category);
      conditions.containsAny([`f.${col('question', locale)}`, `f.${col('answer', locale)}`], q);
      return listPage<FaqItem, FaqItem>(
        db,
        {
          select: `f.id, f.category, f.${col('question', locale)} as question, f.${col('answer', locale)} as answer`,
          from: 'faqs f join faq_categories c on c.code = f.category',
          conditions,
          orderBy: 'c.sort, f.sort',
        },
        request.query,
        (row) => row,
      );
    },
  );

  app.get<{ Params: IdParams; Querystring: LocaleQuery }>(
    '/api/faq/:id',
    { schema: { params: ID_PARAMS_SCHEMA, querystring: LOCALE_QUERY_SCHEMA, response: itemResponse(FAQ_ITEM_SCHEMA) } },
    async (request): Promise<ItemResponse<FaqItem>> => {
      const [row] = await db.query<FaqItem>(`select ${columns(request.query.locale)} from faqs where id = $1`, [
        request.params.id,
      ]);
      if (!row) throw notFound();
      return { data: row };
    },
  );
}
