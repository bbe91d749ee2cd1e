import {
  SECURITY_CSV_QUERY_SCHEMA,
  SECURITY_DETAIL_SCHEMA,
  SECURITY_PARAMS_SCHEMA,
  SECURITY_FACETS_SCHEMA,
  SECURITY_LIST_QUERY_SCHEMA,
  SECURITY_SUMMARY_SCHEMA,
  type ItemResponse,
  type ListResponse,
  type SecurityCsvQuery,
  type SecurityDetail,
  type SecurityParams,
  type LocaleQuery,
  type SecurityFacets,
  type SecurityListQuery,
  type SecuritySort,
  type SecuritySummary,
} from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';
import { checkIsin, normalizeIsin, type IsinCheck } from '../securities/isin.js';
import { SecurityLookupIndex, type SecurityFilter } from '../securities/lookup-index.js';
import { actionsOfSecurity } from './corporate-actions-query.js';
import { ApiError, notFound } from '../http/error-format.js';
import { Conditions, likeLiteral as literal } from '../db/sql.js';
import type { ApiLocale } from '../http/locale.js';
import { itemResponse, listResponse, localeQuery } from './schemas.js';
import { securitiesCsv } from './securities-csv.js';

const SUMMARY_COLUMNS = `code, isin, description, type, issuer, status, stock_exchange as "stockExchange",
  listing_date::text as "listingDate", currency, maturity_date::text as "maturityDate",
  nominal_value::float8 as "nominalValue", number_of_securities::float8 as "numberOfSecurities", sample`;

const DETAIL_COLUMNS = `${SUMMARY_COLUMNS}, form, isin_effective_date::text as "isinEffectiveDate",
  expire_date::text as "expireDate", exercise_price::float8 as "exercisePrice", interest_rate::float8 as "interestRate",
  interest_type as "interestType", interest_frequency as "interestFrequency",
  originated_amount::float8 as "originatedAmount", current_amount::float8 as "currentAmount",
  total_scripless::float8 as "totalScripless", local_percent::float8 as "localPercent",
  foreign_percent::float8 as "foreignPercent", total_percent::float8 as "totalPercent", sector,
  closing_price::float8 as "closingPrice", as_of::text as "asOf"`;

/** KSEI's investor-type columns under the names the API gives them. */
const HOLDERS = `'insurance', h.{side}_is, 'corporate', h.{side}_cp, 'pensionFund', h.{side}_pf,
  'financialInstitution', h.{side}_ib, 'individual', h.{side}_id, 'mutualFund', h.{side}_mf,
  'securitiesCompany', h.{side}_sc, 'foundation', h.{side}_fd, 'others', h.{side}_ot, 'total', h.{side}_total`;
/** The security's latest holding composition as one JSON value (null when the holding files lack it). */
const LATEST_HOLDING = `left join lateral (
  select json_build_object(
    'date', h.as_of::text, 'numberOfSecurities', h.number_of_securities, 'price', h.price,
    'local', json_build_object(${HOLDERS.replaceAll('{side}', 'local')}),
    'foreign', json_build_object(${HOLDERS.replaceAll('{side}', 'foreign')})
  ) as holding
  from security_holdings h where h.code = s.code order by h.as_of desc limit 1
) latest on true`;

const SORT_COLUMNS: Readonly<Record<string, string>> = {
  code: 'code',
  isin: 'isin',
  description: 'description',
  issuer: 'issuer',
  type: 'type',
  status: 'status',
  listingDate: 'listing_date',
  maturityDate: 'maturity_date',
};

/** Empty values (most ISINs and issuers before a master file is imported) last, whichever way. */
function securityOrder(sort: SecuritySort): string {
  const descending = sort.startsWith('-');
  const column = SORT_COLUMNS[descending ? sort.slice(1) : sort] ?? 'code';
  return `${column} ${descending ? 'desc' : 'asc'} nulls last, code`;
}

const ISIN_MESSAGE: Readonly<Record<ApiLocale, (isin: string, expected: number, actual: number) => string>> = {
  id: (isin, expected, actual) =>
    `"${isin}" bukan kode ISIN yang sah: digit pemeriksa (karakter terakhir) seharusnya ${expected}, bukan ${actual}. ` +
    'Periksa kembali kode yang Anda ketik.',
  en: (isin, expected, actual) =>
    `"${isin}" is not a valid ISIN: its check digit (the last character) should be ${expected}, not ${actual}. ` +
    'Please check the code you typed.',
};

/** A 400 that explains the check digit of text that looks like an ISIN but is not one. */
function wrongCheckDigit(
  name: string,
  check: Extract<IsinCheck, { kind: 'bad-check-digit' }>,
  locale: ApiLocale,
): ApiError {
  const message = ISIN_MESSAGE[locale](check.isin, check.expected, check.actual);
  return new ApiError(400, 'bad_request', [{ name, message }]);
}

async function isCode(db: Queryable, text: string): Promise<boolean> {
  return (await db.query('select 1 from securities where code = $1', [text])).length > 0;
}

/** The query's filters, validated: text shaped like an ISIN must pass its check digit, unless a code. */
async function filterOf(isCode: (text: string) => Promise<boolean>, query: SecurityCsvQuery): Promise<SecurityFilter> {
  const filter: { -readonly [K in keyof SecurityFilter]: SecurityFilter[K] } = {};
  const q = normalizeIsin(query.q ?? '');
  const qCheck = checkIsin(q);
  if (qCheck.kind === 'valid') filter.exact = q;
  else if (q !== '') {
    // Some bond and sukuk codes look like ISINs (BBCA01ASBCN1): only text that is no code is refused.
    if (qCheck.kind === 'bad-check-digit' && !(await isCode(q))) throw wrongCheckDigit('q', qCheck, query.locale);
    filter.contains = q;
  }
  const isin = normalizeIsin(query.isin ?? '');
  const isinCheck = checkIsin(isin);
  if (isinCheck.kind === 'bad-check-digit') throw wrongCheckDigit('isin', isinCheck, query.locale);
  if (isin !== '') filter.isinPrefix = isin;
  const code = (query.code ?? '').trim().toUpperCase();
  if (code !== '') filter.codePrefix = code;
  const issuer = (query.issuer ?? '').trim().toUpperCase();
  if (issuer !== '') filter.issuerContains = issuer;
  const type = (query.type ?? '').trim().toUpperCase();
  if (type !== '') filter.type = type;
  const status = (query.status ?? '').trim().toUpperCase();
  if (status !== '') filter.status = status;
  return filter;
}

/** The filter as SQL (for the CSV, which reads every matching row from the database). */
function conditionsOf(filter: SecurityFilter): Conditions {
  const conditions = new Conditions();
  if (filter.exact !== undefined) conditions.add('(isin = ? or code = ?)', filter.exact);
  if (filter.contains !== undefined) conditions.add('search_text like ?', `%${literal(filter.contains)}%`);
  if (filter.isinPrefix !== undefined) conditions.add('isin like ?', `${literal(filter.isinPrefix)}%`);
  if (filter.codePrefix !== undefined) conditions.add('code like ?', `${literal(filter.codePrefix)}%`);
  if (filter.issuerContains !== undefined)
    conditions.add('upper(issuer) like ?', `%${literal(filter.issuerContains)}%`);
  if (filter.type !== undefined) conditions.add('type = ?', filter.type);
  if (filter.status !== undefined) conditions.add('status = ?', filter.status);
  return conditions;
}

/** More than the master holds (about 3,700 securities); a bound, not a page. */
const CSV_ROW_LIMIT = 20_000;

/**
 * GET /api/securities?q&isin&code&issuer&type&status&sort&page&pageSize — the ISIN lookup.
 * GET /api/securities.csv — the same result, every row, as a spreadsheet download.
 * GET /api/securities/:code — a code, or an ISIN; every master field, the latest holding composition and
 *   the security's corporate actions.
 * GET /api/security-facets — the types and statuses to filter by, with their counts.
 */
export function registerSecurityRoutes(app: FastifyInstance, db: Queryable): void {
  // The list answers from the master in memory (read again after a minute, as long as responses are
  // cached); the CSV and the detail read the database.
  const lookup = new SecurityLookupIndex(db, { select: SUMMARY_COLUMNS, orderBy: securityOrder });
  app.get<{ Querystring: SecurityListQuery }>(
    '/api/securities',
    { schema: { querystring: SECURITY_LIST_QUERY_SCHEMA, response: listResponse(SECURITY_SUMMARY_SCHEMA) } },
    async (request): Promise<ListResponse<SecuritySummary>> => {
      const { sort, page, pageSize } = request.query;
      const filter = await filterOf((text) => lookup.hasCode(text), request.query);
      const { rows, total } = await lookup.page(filter, sort, page, pageSize);
      return { data: rows, meta: { page, pageSize, total, totalPages: Math.ceil(total / pageSize) } };
    },
  );

  app.get<{ Querystring: SecurityCsvQuery }>(
    '/api/securities.csv',
    {
      schema: { querystring: SECURITY_CSV_QUERY_SCHEMA },
      // Also on a cached answer (the cache replays the body and content type only).
      onSend: async (request, reply, payload) => {
        if (reply.statusCode === 200) {
          const name = (request.query as SecurityCsvQuery).locale === 'en' ? 'securities.csv' : 'efek.csv';
          reply.header('content-disposition', `attachment; filename="${name}"`);
        }
        return payload;
      },
    },
    async (request, reply): Promise<string> => {
      const { params, where } = conditionsOf(await filterOf((text) => isCode(db, text), request.query));
      const rows = await db.query<SecuritySummary>(
        `select ${SUMMARY_COLUMNS} from securities ${where} order by ${securityOrder(request.query.sort)}
         limit ${CSV_ROW_LIMIT}`,
        params,
      );
      reply.type('text/csv; charset=utf-8');
      return securitiesCsv(rows, request.query.locale);
    },
  );

  app.get<{ Params: SecurityParams; Querystring: LocaleQuery }>(
    '/api/securities/:code',
    {
      schema: {
        params: SECURITY_PARAMS_SCHEMA,
        querystring: localeQuery,
        response: itemResponse(SECURITY_DETAIL_SCHEMA),
      },
    },
    async (request): Promise<ItemResponse<SecurityDetail>> => {
      const key = request.params.code.trim().toUpperCase();
      const { locale } = request.query;
      const select = `select ${DETAIL_COLUMNS}, latest.holding from securities s ${LATEST_HOLDING}`;
      const withActions = async (row: Omit<SecurityDetail, 'corporateActions'>) => ({
        data: { ...row, corporateActions: await actionsOfSecurity(db, row.code, locale) },
      });
      type Row = Omit<SecurityDetail, 'corporateActions'>;
      const [byCode] = await db.query<Row>(`${select} where s.code = $1`, [key]);
      if (byCode) return withActions(byCode);
      // Not a code: an ISIN, whose check digit is explained when it is wrong.
      const check = checkIsin(key);
      if (check.kind === 'bad-check-digit') throw wrongCheckDigit('code', check, locale);
      if (check.kind !== 'valid') throw notFound();
      const [byIsin] = await db.query<Row>(`${select} where s.isin = $1 order by s.code limit 1`, [key]);
      if (!byIsin) throw notFound();
      return withActions(byIsin);
    },
  );

  app.get<{ Querystring: { locale: ApiLocale } }>(
    '/api/security-facets',
    { schema: { querystring: localeQuery, response: itemResponse(SECURITY_FACETS_SCHEMA) } },
    async (): Promise<ItemResponse<SecurityFacets>> => {
      const facet = (column: string) =>
        db.query<{ value: string; count: number }>(
          `select ${column} as value, count(*)::int as count from securities where ${column} is not null
           group by ${column} order by ${column}`,
        );
      const [types, statuses] = await Promise.all([facet('type'), facet('status')]);
      return { data: { types, statuses } };
    },
  );
}
