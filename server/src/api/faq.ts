import type { FaqCategory, FaqItem, ItemResponse, ListResponse } from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';
import { notFound } from './errors.js';
import { Conditions, listPage, type ListQuery } from './list.js';
import { col, type ApiLocale } from './locale.js';
import { itemResponse, listQuery, listResponse, localeQuery, obj, qParam, str } from './schemas.js';

const categorySchema = obj({ code: str, label: str });
const faqSchema = obj({ id: str, category: str, question: str, answer: str });
const columns = (l: ApiLocale): string =>
  `id, category, ${col('question', l)} as question, ${col('answer', l)} as answer`;

/** GET /api/faq?category&q — GET /api/faq/:id — GET /api/faq-categories */
export function registerFaqRoutes(app: FastifyInstance, db: Queryable): void {
  app.get<{ Querystring: ListQuery }>(
    '/api/faq-categories',
    { schema: { querystring: listQuery(), response: listResponse(categorySchema) } },
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

  app.get<{ Querystring: ListQuery & { category?: string; q?: string } }>(
    '/api/faq',
    {
      schema: {
        querystring: listQuery({ ...qParam, category: { type: 'string', maxLength: 100 } }),
        response: listResponse(faqSchema),
      },
    },
    async (request): Promise<ListResponse<FaqItem>> => {
      const { category, q, locale } = request.query;
      const conditions = new Conditions();
      if (category) conditions.add('f.category = ?', category);
      if (q && q.trim() !== '') {
        const like = `%${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.add(`(f.${col('question', locale)} ilike ? or f.${col('answer', locale)} ilike ?)`, like);
      }
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

  app.get<{ Params: { id: string }; Querystring: { locale: ApiLocale } }>(
    '/api/faq/:id',
    {
      schema: {
        params: { type: 'object', properties: { id: { type: 'string', maxLength: 100 } }, required: ['id'] },
        querystring: localeQuery,
        response: itemResponse(faqSchema),
      },
    },
    async (request): Promise<ItemResponse<FaqItem>> => {
      const [row] = await db.query<FaqItem>(`select ${columns(request.query.locale)} from faqs where id = $1`, [
        request.params.id,
      ]);
      if (!row) throw notFound();
      return { data: row };
    },
  );
}
