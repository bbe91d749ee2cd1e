import {
  investorTypeLabel,
  CHART_DATA_SCHEMA,
  CHART_PARAMS_SCHEMA,
  CHART_QUERY_SCHEMA,
  CHART_TITLES,
  INVESTOR_TOTALS_SCHEMA,
  INVESTOR_TYPES,
  OWNERSHIP_QUERY_SCHEMA,
  OWNERSHIP_SCHEMA,
  SECURITY_COUNTS_QUERY_SCHEMA,
  SECURITY_COUNTS_SCHEMA,
  STATISTICS_LOCALE_QUERY_SCHEMA,
  isChartSlug,
  type ChartData,
  type ChartKind,
  type ChartPoint,
  type ChartParams,
  type ChartQuery,
  type ChartSlug,
  type ChartUnit,
  type InvestorTotal,
  type InvestorTotals,
  type InvestorType,
  type ItemResponse,
  type Ownership,
  type OwnershipQuery,
  type SecurityCounts,
  type SecurityCountsQuery,
  type TickerMonth,
} from '@ksei/shared/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.js';
import { publisher } from '../statistics/series.js';
import { toCsv } from './csv.js';
import { notFound } from '../http/error-format.js';
import type { ApiLocale } from '../http/locale.js';
import { itemResponse } from './schemas.js';

type Bi = Readonly<Record<ApiLocale, string>>;

/** How each chart draws, what it counts and what it is, in both languages. */
const CHARTS: Readonly<
  Record<ChartSlug, { kind: ChartKind; unit: ChartUnit; secondaryUnit: ChartUnit | null; description: Bi }>
> = {
  assets: {
    kind: 'bar',
    unit: 'rp-trillion',
    secondaryUnit: 'percent',
    description: {
      id: 'Nilai aset investor individu menurut kelompok usia (triliun rupiah), dengan porsi jumlah investornya.',
      en: "Individual investors' asset value by age group (trillion rupiah), with each group's share of investors.",
    },
  },
  gender: {
    kind: 'pie',
    unit: 'percent',
    secondaryUnit: 'rp-trillion',
    description: {
      id: 'Porsi investor individu menurut jenis kelamin, dengan nilai asetnya (triliun rupiah).',
      en: 'Share of individual investors by gender, with their asset value (trillion rupiah).',
    },
  },
  income: {
    kind: 'bar',
    unit: 'percent',
    secondaryUnit: 'rp-trillion',
    description: {
      id: 'Porsi investor individu menurut penghasilan per tahun, dengan nilai asetnya (triliun rupiah).',
      en: 'Share of individual investors by annual income, with their asset value (trillion rupiah).',
    },
  },
  job: {
    kind: 'bar',
    unit: 'percent',
    secondaryUnit: 'rp-trillion',
    description: {
      id: 'Porsi investor individu menurut pekerjaan, dengan nilai asetnya (triliun rupiah) bila sumber menyebutkannya.',
      en: 'Share of individual investors by occupation, with their asset value (trillion rupiah) where the source gives it.',
    },
  },
  product: {
    kind: 'bar',
    unit: 'investors',
    secondaryUnit: null,
    description: {
      id: 'Jumlah investor (SID) menurut produk investasi pada akhir tahun.',
      en: 'Number of investors (SIDs) by investment product at year end.',
    },
  },
  sid: {
    kind: 'line',
    unit: 'investors',
    secondaryUnit: null,
    description: {
      id: 'Jumlah investor pasar modal (SID: saham, surat utang dan reksa dana) dari waktu ke waktu, sampai akhir tahun yang dipilih.',
      en: 'Capital market investors (SIDs: equities, bonds and mutual funds) over time, up to the end of the chosen year.',
    },
  },
  transfer: {
    kind: 'line',
    unit: 'transfers',
    secondaryUnit: null,
    description: {
      id: 'Jumlah instruksi pemindahbukuan efek per bulan.',
      en: 'Securities transfer (book-entry) instructions per month.',
    },
  },
  'domestic-map': {
    kind: 'map',
    unit: 'investors',
    secondaryUnit: null,
    description: {
      id: 'Jumlah investor saham menurut provinsi.',
      en: 'Number of stock investors by province.',
    },
  },
};

/** What a chart shows, in the page's language (its page's meta description). */
export function chartDescription(slug: ChartSlug, locale: ApiLocale): string {
  return CHARTS[slug].description[locale];
}

const SAMPLE_SOURCE: Bi = {
  id: 'Data contoh untuk pembangunan ulang situs ini, bukan angka resmi KSEI',
  en: 'Sample data written for this site rebuild, not official KSEI figures',
};

/** KSEI's own monthly holding files, from which the counts and the ownership summary are derived. */
const HOLDING_FILES_SOURCE: Bi = {
  id: 'Dihitung dari berkas komposisi kepemilikan efek bulanan KSEI (BalanceposEfek)',
  en: "Computed from KSEI's monthly holding composition files (BalanceposEfek)",
};
const HOLDING_FILES_URL = 'https://www.ksei.co.id/id/publikasi/data-dan-statistik/kepemilikan-efek';

interface PointDbRow {
  period: string;
  category: string;
  label: string;
  value: number;
  secondary: number | null;
  as_of: string;
  note: string | null;
  source_name: string;
  source_url: string;
  sample: boolean;
}

interface ChartSeries {
  readonly data: ChartData;
  readonly points: readonly PointDbRow[];
}

async function chartSeries(db: Queryable, slug: ChartSlug, query: ChartQuery): Promise<ChartSeries> {
  const locale = query.locale;
  const periods = await db.query<{ value: string; as_of: string; sample: boolean }>(
    `select period as value, max(as_of) as as_of, bool_or(sample) as sample from statistics_points
     where chart = $1 group by period order by period`,
    [slug],
  );
  const latest = periods.at(-1);
  if (!latest) throw notFound();
  const chosen = periods.find((period) => period.value === query.period) ?? latest;
  const rows = await db.query<PointDbRow>(
    `select period, category, label_${locale} as label, value, secondary, as_of, note_${locale} as note,
       source_name, source_url, sample
     from statistics_points where chart = $1 and period = $2 order by position`,
    [slug, chosen.value],
  );
  // The series' source: its real points' (the latest one's where they differ); sample points say so.
  const real = rows.filter((row) => !row.sample);
  const lead = real.at(-1);
  const source = lead ? lead.source_name : SAMPLE_SOURCE[locale];
  const sourceUrl = lead ? lead.source_url : '';
  const points: ChartPoint[] = rows.map((row) => {
    // A sample point is marked by `sample`; a real one names its source where it is not the series'.
    const differs = !row.sample && (row.source_name !== source || row.source_url !== sourceUrl);
    return {
      key: row.category,
      label: row.label,
      value: row.value,
      secondary: row.secondary,
      sample: row.sample,
      note: row.note,
      source: differs ? row.source_name : null,
      sourceUrl: differs ? row.source_url : null,
    };
  });
  const chart = CHARTS[slug];
  return {
    points: rows,
    data: {
      slug,
      title: CHART_TITLES[slug][locale],
      kind: chart.kind,
      unit: chart.unit,
      secondaryUnit: chart.secondaryUnit,
      periods: periods.map((period) => ({ value: period.value, asOf: period.as_of, sample: period.sample })),
      period: chosen.value,
      asOf: chosen.as_of,
      source,
      sourceUrl,
      sample: rows.some((row) => row.sample),
      description: chart.description[locale],
      points,
    },
  };
}

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

/** Holdings columns by the API's investor-type names. */
const HOLDER_COLUMNS: Readonly<Record<InvestorType, string>> = {
  individual: 'id',
  corporate: 'cp',
  mutualFund: 'mf',
  insurance: 'is',
  pensionFund: 'pf',
  financialInstitution: 'ib',
  securitiesCompany: 'sc',
  foundation: 'fd',
  others: 'ot',
};

/** `2023-08` or `2023-08-31` → the month-end date the tables hold, if any. */
function monthOf(months: readonly string[], asked: string | undefined): string | undefined {
  if (!asked) return undefined;
  return months.find((month) => month === asked || month.slice(0, 7) === asked.slice(0, 7));
}

async function ownership(db: Queryable, query: OwnershipQuery): Promise<Ownership> {
  const months = (
    await db.query<{ as_of: string }>('select as_of::text as as_of from statistics_equity_ownership order by as_of')
  ).map((row) => row.as_of);
  const month = monthOf(months, query.month) ?? months.at(-1);
  if (!month) throw notFound();
  const holders = INVESTOR_TYPES.map(
    (type) =>
      `'${type}', json_build_array(local_${HOLDER_COLUMNS[type]}::float8, foreign_${HOLDER_COLUMNS[type]}::float8)`,
  ).join(', ');
  const [row] = await db.query<{
    equity_codes: number;
    local_shares: number;
    foreign_shares: number;
    local_value: number;
    foreign_value: number;
    local_value_pct: number;
    holders: Record<InvestorType, [number, number]>;
  }>(
    `select equity_codes, local_shares::float8 as local_shares, foreign_shares::float8 as foreign_shares,
       local_value::float8 as local_value, foreign_value::float8 as foreign_value,
       local_value_pct::float8 as local_value_pct, json_build_object(${holders}) as holders
     from statistics_equity_ownership where as_of = $1`,
    [month],
  );
  if (!row) throw notFound();
  const tickers = (
    await db.query<{ code: string }>('select distinct code from statistics_ticker_holdings order by code')
  ).map((ticker) => ticker.code);
  const code = (query.code ?? '').trim().toUpperCase() || null;
  const tickerMonths = code
    ? await db.query<TickerMonth>(
        `select as_of::text as month, listed_shares::float8 as "listedShares", price::float8 as price,
           scripless_local::float8 as "scriplessLocal", scripless_foreign::float8 as "scriplessForeign",
           local_individual::float8 as "localIndividual", foreign_pct::float8 as "foreignPercent",
           local_value::float8 as "localValue", foreign_value::float8 as "foreignValue"
         from statistics_ticker_holdings where code = $1 order by as_of`,
        [code],
      )
    : [];
  return {
    months,
    month,
    equityCodes: row.equity_codes,
    localShares: row.local_shares,
    foreignShares: row.foreign_shares,
    localValue: row.local_value,
    foreignValue: row.foreign_value,
    localValuePercent: row.local_value_pct,
    byInvestor: INVESTOR_TYPES.map((type) => ({
      type,
      local: row.holders[type][0],
      foreign: row.holders[type][1],
    })),
    tickers,
    code,
    tickerMonths,
    source: HOLDING_FILES_SOURCE[query.locale],
    sourceUrl: HOLDING_FILES_URL,
    derived: true,
  };
}

async function securityCounts(db: Queryable, query: SecurityCountsQuery): Promise<SecurityCounts> {
  const months = (
    await db.query<{ as_of: string }>(
      'select distinct as_of::text as as_of from statistics_security_counts order by as_of',
    )
  ).map((row) => row.as_of);
  const month = monthOf(months, query.month) ?? months.at(-1);
  if (!month) throw notFound();
  const rows = await db.query<{ type: string; count: number }>(
    'select type, count from statistics_security_counts where as_of = $1 order by count desc, type',
    [month],
  );
  return {
    months,
    month,
    rows,
    total: rows.reduce((sum, row) => sum + row.count, 0),
    source: HOLDING_FILES_SOURCE[query.locale],
    sourceUrl: HOLDING_FILES_URL,
    derived: true,
  };
}

async function investorTotals(db: Queryable): Promise<InvestorTotal[]> {
  const rows = await db.query<{
    period: string;
    metric: 'total' | 'stock';
    value: number;
    exact: boolean;
    precision_note: string;
    source_url: string;
  }>(
    `select period, metric, value::float8 as value, exact, precision_note, source_url
     from statistics_investor_totals order by period, metric`,
  );
  return rows.map((row) => ({
    period: row.period,
    metric: row.metric,
    value: row.value,
    exact: row.exact,
    precision: row.precision_note,
    source: publisher(row.source_url),
    sourceUrl: row.source_url,
  }));
}

/**
 * GET /api/statistics/charts/:slug (+ /data.csv), /security-counts (+ .csv), /ownership (+ .csv,
 * ownership-tickers.csv), /investors (+ .csv): see `shared/src/api/statistics.ts`.
 */
export function registerStatisticsRoutes(app: FastifyInstance, db: Queryable): void {
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
      data: (await chartSeries(db, chartSlug(request.params.slug), request.query)).data,
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
      const { data, points } = await chartSeries(db, chartSlug(request.params.slug), request.query);
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

  app.get<{ Querystring: SecurityCountsQuery }>(
    '/api/statistics/security-counts',
    { schema: { querystring: SECURITY_COUNTS_QUERY_SCHEMA, response: itemResponse(SECURITY_COUNTS_SCHEMA) } },
    async (request): Promise<ItemResponse<SecurityCounts>> => ({ data: await securityCounts(db, request.query) }),
  );

  app.get<{ Querystring: { locale: ApiLocale } }>(
    '/api/statistics/security-counts.csv',
    csvOptions<{ locale: ApiLocale }>({ querystring: STATISTICS_LOCALE_QUERY_SCHEMA }, (request) =>
      request.query.locale === 'en' ? 'security-counts.csv' : 'jumlah-efek.csv',
    ),
    async (request, reply): Promise<string> => {
      const { locale } = request.query;
      const rows = await db.query<{ as_of: string; type: string; count: number }>(
        'select as_of::text as as_of, type, count from statistics_security_counts order by as_of, type',
      );
      reply.type('text/csv; charset=utf-8');
      const headings = { id: ['Tanggal', 'Jenis efek', 'Jumlah efek'], en: ['Date', 'Security type', 'Securities'] };
      return toCsv(
        headings[locale],
        rows.map((row) => [row.as_of, row.type, row.count]),
        locale,
      );
    },
  );

  app.get<{ Querystring: OwnershipQuery }>(
    '/api/statistics/ownership',
    { schema: { querystring: OWNERSHIP_QUERY_SCHEMA, response: itemResponse(OWNERSHIP_SCHEMA) } },
    async (request): Promise<ItemResponse<Ownership>> => ({ data: await ownership(db, request.query) }),
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
      const data = await ownership(db, { ...request.query, code: undefined });
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
      const rows = await db.query<Record<string, string | number>>(
        `select as_of::text as as_of, code, listed_shares::float8 as a, price::float8 as b,
           scripless_local::float8 as c, scripless_foreign::float8 as d, local_individual::float8 as e,
           foreign_pct::float8 as f, local_value::float8 as g, foreign_value::float8 as h
         from statistics_ticker_holdings order by code, as_of`,
      );
      reply.type('text/csv; charset=utf-8');
      const headings = {
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
      return toCsv(
        headings[locale],
        rows.map((row) => ['as_of', 'code', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((key) => row[key] ?? null)),
        locale,
      );
    },
  );

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
