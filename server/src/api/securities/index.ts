import type { FastifyInstance } from 'fastify';
import type { DataChanges, Queryable } from '../../db/database.js';
import { registerInvestmentProductsApi } from './investment-products.js';
import { registerSecurityLookupApi } from './lookup.js';

/** The securities master's API: the ISIN lookup, its download and details, and the registered-product lists. */
export function registerSecuritiesApi(app: FastifyInstance, db: Queryable, changes?: DataChanges, warm = false): void {
  registerSecurityLookupApi(app, db, changes, warm);
  registerInvestmentProductsApi(app, db);
}
