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
  type SecuritySummary,
} from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { DataChanges, Queryable } from '../../db/database.js';
import { checkIsin, normalizeIsin, type IsinCheck } from '../../domains/securities/isin.js';
import type { SecurityFilter } from '../../domains/securities/lookup-index.js';
import {
  createSecurityLookup,
  isCode,
  securitiesForDownload,
  securityByCode,
  securityByIsin,
  securityFacets,
  type SecurityRecordDetail,
} from '../../domains/securities/queries.js';
import { actionsOfSecurity } from '../../domains/corporate-actions/queries.js';
import { ApiError, notFound } from '../../http/error-format.js';
import type { ApiLocale } from '../../http/locale.js';
import { itemResponse, listResponse, localeQuery } from '../../http/api-schemas.js';
import { securitiesCsv } from '../../domains/securities/csv.js';

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

/**
 * GET /api/securities?q&isin&code&issuer&type&status&sort&page&pageSize — the ISIN lookup.
 * GET /api/securities.csv — the same result, every row, as a spreadsheet download.
 * GET /api/securities/:code — a code, or an ISIN; every master field, the latest holding composition and
 *   the security's corporate actions.
 * GET /api/security-facets — the types and statuses to filter by, with their counts.
 */
export function registerSecurityLookupApi(
  app: FastifyInstance,
  db: Queryable,
  changes?: DataChanges,
  warm = false,
): void {
  const lookup = createSecurityLookup(db, {
    changes,
    onRefreshError: (error) =>
      app.log.error({ err: error }, 'securities lookup: reload failed, serving the previous copy'),
  });
  app.addHook('onClose', async () => lookup.close());
  // Read in the background once the app is ready (not awaited: the start is not held for it).
  if (warm) app.addHook('onReady', async () => lookup.warm());
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
      const filter = await filterOf((text) => isCode(db, text), request.query);
      const rows = await securitiesForDownload(db, filter, request.query.sort);
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
      const withActions = async (row: SecurityRecordDetail) => ({
        data: { ...row, corporateActions: await actionsOfSecurity(db, row.code, locale) },
      });
      const byCode = await securityByCode(db, key);
      if (byCode) return withActions(byCode);
      // Not a code: an ISIN, whose check digit is explained when it is wrong.
      const check = checkIsin(key);
      if (check.kind === 'bad-check-digit') throw wrongCheckDigit('code', check, locale);
      if (check.kind !== 'valid') throw notFound();
      const byIsin = await securityByIsin(db, key);
      if (!byIsin) throw notFound();
      return withActions(byIsin);
    },
  );

  app.get<{ Querystring: { locale: ApiLocale } }>(
    '/api/security-facets',
    { schema: { querystring: localeQuery, response: itemResponse(SECURITY_FACETS_SCHEMA) } },
    async (): Promise<ItemResponse<SecurityFacets>> => ({ data: await securityFacets(db) }),
  );
}
