import {
  INVESTMENT_PRODUCT_TYPES,
  type InvestmentProduct,
  type ItemResponse,
  type ListResponse,
} from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';
import { notFound } from './errors.js';
import { Conditions, listPage, orderBy, type ListQuery } from './list.js';
import { col, type ApiLocale } from './locale.js';
import {
  bool,
  itemResponse,
  listQuery,
  listResponse,
  localeQuery,
  nullable,
  obj,
  qParam,
  sortParam,
  str,
} from './schemas.js';

const productSchema = obj({
  code: str,
  type: str,
  name: str,
  issuer: str,
  isin: nullable(str),
  listingDate: nullable(str),
  status: str,
  sample: bool,
});

type Row = Omit<InvestmentProduct, 'listingDate'> & { listing_date: string | null };
const toItem = ({ listing_date, ...rest }: Row): InvestmentProduct => ({ ...rest, listingDate: listing_date });
const columns = (l: ApiLocale): string =>
  `code, type, name, issuer, isin, listing_date::text as listing_date, ${col('status', l)} as status, sample`;

/** GET /api/investment-products?type&q&sort — GET /api/investment-products/:code (case-insensitive) */
export function registerInvestmentProductRoutes(app: FastifyInstance, db: Queryable): void {
  app.get<{ Querystring: ListQuery & { type?: string; q?: string; sort: string } }>(
    '/api/investment-products',
    {
      schema: {
        querystring: listQuery({
          ...qParam,
          type: { type: 'string', enum: [...INVESTMENT_PRODUCT_TYPES] },
          sort: sortParam(['code', '-code', 'name', '-name'], 'code'),
        }),
        response: listResponse(productSchema),
      },
    },
    async (request): Promise<ListResponse<InvestmentProduct>> => {
      const { type, q, sort, locale } = request.query;
      const conditions = new Conditions();
      if (type) conditions.add('type = ?', type);
      if (q && q.trim() !== '') {
        const like = `%${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.add('(code ilike ? or name ilike ? or issuer ilike ? or isin ilike ?)', like);
      }
      const spec = {
        select: columns(locale),
        from: 'investment_products',
        conditions,
        orderBy: orderBy(sort, { code: 'code', name: 'name' }, 'code'),
      };
      return listPage(db, spec, request.query, toItem);
    },
  );

  app.get<{ Params: { code: string }; Querystring: { locale: ApiLocale } }>(
    '/api/investment-products/:code',
    {
      schema: {
        params: { type: 'object', properties: { code: { type: 'string', maxLength: 50 } }, required: ['code'] },
        querystring: localeQuery,
        response: itemResponse(productSchema),
      },
    },
    async (request): Promise<ItemResponse<InvestmentProduct>> => {
      const [row] = await db.query<Row>(
        `select ${columns(request.query.locale)} from investment_products where code = upper($1)`,
        [request.params.code],
      );
      if (!row) throw notFound();
      return { data: toItem(row) };
    },
  );
}
