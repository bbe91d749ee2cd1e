import {
  INVESTMENT_PRODUCT_LIST_QUERY_SCHEMA,
  INVESTMENT_PRODUCT_PARAMS_SCHEMA,
  INVESTMENT_PRODUCT_SCHEMA,
  LOCALE_QUERY_SCHEMA,
  type InvestmentProduct,
  type InvestmentProductListQuery,
  type ItemResponse,
  type ListResponse,
  type LocaleQuery,
} from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { investmentProduct, investmentProductList } from '../../domains/securities/investment-products.js';
import { found } from '../../http/error-format.js';
import { itemResponse, listResponse } from '../../http/api-schemas.js';

/** GET /api/investment-products?type&q&sort — GET /api/investment-products/:code (case-insensitive) */
export function registerInvestmentProductsApi(app: FastifyInstance, db: Queryable): void {
  app.get<{ Querystring: InvestmentProductListQuery }>(
    '/api/investment-products',
    {
      schema: {
        querystring: INVESTMENT_PRODUCT_LIST_QUERY_SCHEMA,
        response: listResponse(INVESTMENT_PRODUCT_SCHEMA),
      },
    },
    async (request): Promise<ListResponse<InvestmentProduct>> => investmentProductList(db, request.query),
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
    async (request): Promise<ItemResponse<InvestmentProduct>> => ({
      data: found(await investmentProduct(db, request.params.code, request.query.locale)),
    }),
  );
}
