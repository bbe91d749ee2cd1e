import {
  securityStatusLabel,
  type InvestmentProduct,
  type InvestmentProductListQuery,
  type ListResponse,
  type Locale,
} from '@ksei/shared/node';
import type { Queryable } from '../../db/database.js';
import { Conditions, listPage, orderBy } from '../../db/sql.js';
import { PRODUCT_SECURITY_TYPES, productTypeSql } from './product-types.js';
import type { SecurityHead } from './queries.js';

/**
 * A registered product is a security of the master whose type belongs to one of the four lists. Its
 * name is the master's description, else its issuer, else its code (codes without either are known
 * only from the holding file).
 */
const COLUMNS = `s.code, ${productTypeSql('s.type')} as type, coalesce(s.description, s.issuer, s.code) as name,
   coalesce(s.issuer, '') as issuer, s.isin, s.listing_date::text as "listingDate", coalesce(s.status, '') as status, s.sample`;
/** KSEI's status code in the request's language (the same names as the pages'). */
const localized =
  (locale: Locale) =>
  (row: InvestmentProduct): InvestmentProduct => ({ ...row, status: securityStatusLabel(row.status, locale) });
const isProduct = `${productTypeSql('s.type')} is not null`;

/** One page of registered products: one list or all four, search in code, name, issuer and ISIN, sorted. */
export function investmentProductList(
  db: Queryable,
  query: InvestmentProductListQuery,
): Promise<ListResponse<InvestmentProduct>> {
  const { type, q, sort, locale } = query;
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
  return listPage(db, spec, query, localized(locale));
}

/** One registered product by its code, in any case, if it is one. */
export async function investmentProduct(
  db: Queryable,
  code: string,
  locale: Locale,
): Promise<InvestmentProduct | undefined> {
  const [row] = await db.query<InvestmentProduct>(
    `select ${COLUMNS} from securities s where s.code = upper($1) and ${isProduct}`,
    [code],
  );
  return row ? localized(locale)(row) : undefined;
}

/** What a registered product's page head says, if the code (in any case) is one. */
export async function investmentProductHead(db: Queryable, code: string): Promise<SecurityHead | undefined> {
  const [row] = await db.query<SecurityHead>(
    `select code || ' — ' || coalesce(description, issuer, code) as title, code, type, isin, issuer
     from securities where code = upper($1) and ${productTypeSql('type')} is not null`,
    [code],
  );
  return row;
}

/** Every registered product's code, in lower case (its page's slug). */
export async function investmentProductSlugs(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ slug: string }>(
    `select lower(code) as slug from securities where ${productTypeSql('type')} is not null order by code`,
  );
  return rows.map((row) => row.slug);
}
