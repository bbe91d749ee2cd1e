import {
  investorTypeLabel,
  CHART_DATA_SCHEMA,
  CHART_PARAMS_SCHEMA,
  CHART_QUERY_SCHEMA,
  INVESTOR_TOTALS_SCHEMA,
  OWNERSHIP_QUERY_SCHEMA,
  OWNERSHIP_SCHEMA,
  SECURITY_COUNTS_QUERY_SCHEMA,
  SECURITY_COUNTS_SCHEMA,
  STATISTICS_LOCALE_QUERY_SCHEMA,
  isChartSlug,
  type ChartData,
  type ChartParams,
  type ChartQuery,
  type ChartSlug,
  type InvestorTotals,
  type ItemResponse,
  type Ownership,
  type OwnershipQuery,
  type SecurityCounts,
  type SecurityCountsQuery,
} from '@ksei/shared/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.js';
import { chartSeries, SAMPLE_SOURCE } from '../domains/statistics/charts.js';
import { ownership, securityCountRows, securityCounts, tickerHoldingRows } from '../domains/statistics/holdings.js';
import { investorTotals } from '../domains/statistics/investors.js';
import { toCsv } from '../text/csv.js';
import { found, notFound } from '../http/error-format.js';
import type { ApiLocale } from '../http/locale.js';
import { itemResponse } from '../http/api-schemas.js';

type Bi = Readonly<Record<ApiLocale, string>>;

const CSV_HEADINGS: Readonly<Record<string, Bi>> = {
  period: { id: 'Periode', en: 'Period' },
  key: { id: 'Kode', en: 'Key' },
  label: { id: 'Kategori', en: 'Category' },
  value: { id: 'Nilai', en: 'Value' },
  secondary: { id: 'Nilai kedua', en: 'Second value' },
  asOf: { id: 'Per tanggal', en: 'As of' },
  note: { id: 'Catatan', en: 'Note' },
  sample: { id: 'Data contoh', en: 'Sample data' },
  source: { id: 'Sumber', en: 'Source' },
  sourceUrl: { id: 'Alamat sumber', en: 'Source address' },
};

/** The selected equities' holdings CSV's columns, in the order of the row's keys. */
const TICKER_HOLDING_HEADINGS: Readonly<Record<ApiLocale, readonly string[]>> = {
  id: [
    'Tanggal',
    'Kode',
    'Saham tercatat',
    'Harga (Rp)',
    'Tanpa warkat lokal',
    'Tanpa warkat asing',
    'Perorangan lokal',
    'Porsi asing (%)',
    'Nilai lokal (Rp)',
    'Nilai asing (Rp)',
  ],
  en: [
    'Date',
    'Code',
    'Listed shares',
    'Price (IDR)',
    'Scripless local',
    'Scripless foreign',
    'Local individual',
    'Foreign share (%)',
    'Local value (IDR)',
    'Foreign value (IDR)',
  ],
};

const heading = (keys: readonly string[], locale: ApiLocale): string[] =>
  keys.map((key) => CSV_HEADINGS[key]?.[locale] ?? key);

/** A CSV route: the file name per language, as an attachment (also on a cached answer). */
function csvOptions<Q>(
  schema: Record<string, unknown>,
  fileName: (request: FastifyRequest<{ Querystring: Q }>) => string,
) {
  return {
    schema,
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (reply.statusCode === 200) {
        reply.header(
          'content-disposition',
          `attachment; filename="${fileName(request as FastifyRequest<{ Querystring: Q }>)}"`,
        );
      }
      return payload;
    },
  };
}

function chartSlug(slug: string): ChartSlug {
  if (!isChartSlug(slug)) throw notFound();
  return slug;
}

/**
 * GET /api/statistics/charts/:slug (+ /data.csv), /security-counts (+ .csv), /ownership (+ .csv,
 * ownership-tickers.csv), /investors (+ .csv): see `shared/src/api/statistics.ts`.
 */
export function registerStatisticsApi(app: FastifyInstance, db: Queryable): void {
  registerChartRoutes(app, db);
  registerSecurityCountRoutes(app, db);
  registerOwnershipRoutes(app, db);
  registerInvestorRoutes(app, db);
}

/** A chart's series, as JSON and as CSV. */
function registerChartRoutes(app: FastifyInstance, db: Queryable): void {
  app.get<{ Params: ChartParams; Querystring: ChartQuery }>(
    '/api/statistics/charts/:slug',
    {
      schema: {
        params: CHART_PARAMS_SCHEMA,
        querystring: CHART_QUERY_SCHEMA,
        response: itemResponse(CHART_DATA_SCHEMA),
      },
    },
    async (request): Promise<ItemResponse<ChartData>> => ({
      data: found(await chartSeries(db, chartSlug(request.params.slug), request.query)).data,
    }),
  );

  app.get<{ Params: ChartParams; Querystring: ChartQuery }>(
    '/api/statistics/charts/:slug/data.csv',
    csvOptions<ChartQuery>(
      { params: CHART_PARAMS_SCHEMA, querystring: CHART_QUERY_SCHEMA },
      (request) => `${(request.params as { slug: string }).slug}-${request.query.period ?? 'latest'}.csv`,
    ),
    async (request, reply): Promise<string> => {
      const { locale } = request.query;
      const { data, points } = found(await chartSeries(db, chartSlug(request.params.slug), request.query));
      reply.type('text/csv; charset=utf-8');
      return toCsv(
        heading(
          ['period', 'key', 'label', 'value', 'secondary', 'asOf', 'note', 'sample', 'source', 'sourceUrl'],
          locale,
        ),
        points.map((point) => [
          data.period,
          point.category,
          point.label,
          point.value,
          point.secondary,
          point.as_of,
          point.note,
          point.sample,
          point.sample ? SAMPLE_SOURCE[locale] : point.source_name,
          point.sample ? null : point.source_url,
        ]),
        locale,
      );
    },
  );
}

/** The number of securities by type, as JSON and as CSV. */
function registerSecurityCountRoutes(app: FastifyInstance, db: Queryable): void {
  app.get<{ Querystring: SecurityCountsQuery }>(
    '/api/statistics/security-counts',
    { schema: { querystring: SECURITY_COUNTS_QUERY_SCHEMA, response: itemResponse(SECURITY_COUNTS_SCHEMA) } },
    async (request): Promise<ItemResponse<SecurityCounts>> => ({
      data: found(await securityCounts(db, request.query)),
    }),
  );

  app.get<{ Querystring: { locale: ApiLocale } }>(
    '/api/statistics/security-counts.csv',
    csvOptions<{ locale: ApiLocale }>({ querystring: STATISTICS_LOCALE_QUERY_SCHEMA }, (request) =>
      request.query.locale === 'en' ? 'security-counts.csv' : 'jumlah-efek.csv',
    ),
    async (request, reply): Promise<string> => {
      const { locale } = request.query;
      const rows = await securityCountRows(db);
      reply.type('text/csv; charset=utf-8');
      const headings = { id: ['Tanggal', 'Jenis efek', 'Jumlah efek'], en: ['Date', 'Security type', 'Securities'] };
      return toCsv(
        headings[locale],
        rows.map((row) => [row.as_of, row.type, row.count]),
        locale,
      );
    },
  );
}

/** Equity ownership by investor type (JSON and CSV) and the selected equities' holdings (CSV). */
function registerOwnershipRoutes(app: FastifyInstance, db: Queryable): void {
  app.get<{ Querystring: OwnershipQuery }>(
    '/api/statistics/ownership',
    { schema: { querystring: OWNERSHIP_QUERY_SCHEMA, response: itemResponse(OWNERSHIP_SCHEMA) } },
    async (request): Promise<ItemResponse<Ownership>> => ({ data: found(await ownership(db, request.query)) }),
  );

  app.get<{ Querystring: OwnershipQuery }>(
    '/api/statistics/ownership.csv',
    csvOptions<OwnershipQuery>({ querystring: OWNERSHIP_QUERY_SCHEMA }, (request) =>
      request.query.locale === 'en'
        ? `equity-ownership-${request.query.month ?? 'latest'}.csv`
        : `kepemilikan-saham-${request.query.month ?? 'terbaru'}.csv`,
    ),
    async (request, reply): Promise<string> => {
      const { locale } = request.query;
      const data = found(await ownership(db, { ...request.query, code: undefined }));
      reply.type('text/csv; charset=utf-8');
      const headings = {
        id: ['Tanggal', 'Jenis investor', 'Nilai lokal (Rp)', 'Nilai asing (Rp)'],
        en: ['Date', 'Investor type', 'Local value (IDR)', 'Foreign value (IDR)'],
      };
      return toCsv(
        headings[locale],
        data.byInvestor.map((row) => [data.month, investorTypeLabel(row.type, locale), row.local, row.foreign]),
        locale,
      );
    },
  );

  app.get<{ Querystring: { locale: ApiLocale } }>(
    '/api/statistics/ownership-tickers.csv',
    csvOptions<{ locale: ApiLocale }>({ querystring: STATISTICS_LOCALE_QUERY_SCHEMA }, (request) =>
      request.query.locale === 'en' ? 'holdings-selected-equities.csv' : 'kepemilikan-saham-pilihan.csv',
    ),
    async (request, reply): Promise<string> => {
      const { locale } = request.query;
      const rows = await tickerHoldingRows(db);
      reply.type('text/csv; charset=utf-8');
      return toCsv(
        TICKER_HOLDING_HEADINGS[locale],
        rows.map((row) => ['as_of', 'code', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((key) => row[key] ?? null)),
        locale,
      );
    },
  );
}

/** The investor totals, as JSON and as CSV. */
function registerInvestorRoutes(app: FastifyInstance, db: Queryable): void {
  app.get<{ Querystring: { locale: ApiLocale } }>(
    '/api/statistics/investors',
    { schema: { querystring: STATISTICS_LOCALE_QUERY_SCHEMA, response: itemResponse(INVESTOR_TOTALS_SCHEMA) } },
    async (): Promise<ItemResponse<InvestorTotals>> => {
      const totals = await investorTotals(db);
      const headline = totals.filter((total) => total.metric === 'total' && total.exact).at(-1);
      if (!headline) throw notFound();
      return { data: { totals, headline } };
    },
  );

  app.get<{ Querystring: { locale: ApiLocale } }>(
    '/api/statistics/investors.csv',
    csvOptions<{ locale: ApiLocale }>({ querystring: STATISTICS_LOCALE_QUERY_SCHEMA }, (request) =>
      request.query.locale === 'en' ? 'investor-totals.csv' : 'jumlah-investor.csv',
    ),
    async (request, reply): Promise<string> => {
      const { locale } = request.query;
      const totals = await investorTotals(db);
      reply.type('text/csv; charset=utf-8');
      const metric = {
        total: { id: 'SID pasar modal', en: 'Capital market SIDs' },
        stock: { id: 'Investor saham', en: 'Stock investors' },
      };
      const headings = {
        id: ['Periode', 'Ukuran', 'Jumlah', 'Angka tepat', 'Keterangan sumber', 'Sumber', 'Alamat sumber'],
        en: ['Period', 'Measure', 'Number', 'Exact', "Source's precision note", 'Source', 'Source address'],
      };
      return toCsv(
        headings[locale],
        totals.map((total) => [
          total.period,
          metric[total.metric][locale],
          total.value,
          total.exact,
          total.precision,
          total.source,
          total.sourceUrl,
        ]),
        locale,
      );
    },
  );
}
