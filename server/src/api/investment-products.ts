import {
  INVESTMENT_PRODUCT_LIST_QUERY_SCHEMA,
  INVESTMENT_PRODUCT_PARAMS_SCHEMA,
  INVESTMENT_PRODUCT_SCHEMA,
  LOCALE_QUERY_SCHEMA,
  securityStatusLabel,
  type InvestmentProduct,
  type InvestmentProductListQuery,
  type ItemResponse,
  type ListResponse,
  type LocaleQuery,
} from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';
import { notFound } from '../http/error-format.js';
import { Conditions, listPage, orderBy } from '../db/sql.js';
import type { ApiLocale } from '../http/locale.js';
import { PRODUCT_SECURITY_TYPES, productTypeSql } from '../domains/securities/product-types.js';
import { itemResponse, listResponse } from './schemas.js';

/**
 * A registered product is a security of the master whose type belongs to one of the four lists. Its
 * name is the master's description, else its issuer, else its code (codes without either are known
 * only from the holding file).
 */
const COLUMNS = `s.code, ${productTypeSql('s.type')} as type, coalesce(s.description, s.issuer, s.code) as name,
   coalesce(s.issuer, '') as issuer, s.isin, s.listing_date::text as "listingDate", coalesce(s.status, '') as status, s.sample`;
/** KSEI's status code in the request's language (the same names as the pages'). */
const localized =
  (locale: ApiLocale) =>
  (row: InvestmentProduct): InvestmentProduct => ({ ...row, status: securityStatusLabel(row.status, locale) });
const isProduct = `${productTypeSql('s.type')} is not null`;

/** GET /api/investment-products?type&q&sort — GET /api/investment-products/:code (case-insensitive) */
export function registerInvestmentProductRoutes(app: FastifyInstance, db: Queryable): void {
  app.get<{ Querystring: InvestmentProductListQuery }>(
    '/api/investment-products',
    {
      schema: {
        querystring: INVESTMENT_PRODUCT_LIST_QUERY_SCHEMA,
        response: listResponse(INVESTMENT_PRODUCT_SCHEMA),
      },
    },
    async (request): Promise<ListResponse<InvestmentProduct>> => {
      const { type, q, sort, locale } = request.query;
      const conditions = new Conditions();
      const types = type ? PRODUCT_SECURITY_TYPES[type] : Object.values(PRODUCT_SECURITY_TYPES).flat();
      conditions.add('s.type = any(?::text[])', types);
      conditions.containsAny(['s.code', 's.description', 's.issuer', 's.isin'], q);
      const spec = {
        select: COLUMNS,
        from: 'securities s',
        conditions,
        orderBy: orderBy(sort, { code: 's.code', name: 'coalesce(s.description, s.issuer, s.code)' }, 's.code'),
      };
      return listPage(db, spec, request.query, localized(locale));
    },
  );

  app.get<{ Params: { code: string }; Querystring: LocaleQuery }>(
    '/api/investment-products/:code',
    {
      schema: {
        params: INVESTMENT_PRODUCT_PARAMS_SCHEMA,
        querystring: LOCALE_QUERY_SCHEMA,
        response: itemResponse(INVESTMENT_PRODUCT_SCHEMA),
      },
    },
    async (request): Promise<ItemResponse<InvestmentProduct>> => {
      const [row] = await db.query<InvestmentProduct>(
        `select ${COLUMNS} from securities s where s.code = upper($1) and ${isProduct}`,
        [request.params.code],
      );
      if (!row) throw notFound();
      return { data: localized(request.query.locale)(row) };
    },
  );
}
