/**
 * The data and statistics section's API, declared once: the server validates and serializes with these
 * schemas, the section compiles against the types derived from them.
 *
 * GET /api/statistics/charts/:slug?period&locale — `ItemResponse<ChartData>` (404 for an unknown chart;
 *   an unknown period answers the latest one, and says so with `period`)
 * GET /api/statistics/charts/:slug.csv?period&locale — that series as CSV
 * GET /api/statistics/security-counts?month&locale — `ItemResponse<SecurityCounts>`
 * GET /api/statistics/security-counts.csv?locale — every month, one row per month and type
 * GET /api/statistics/ownership?month&code&locale — `ItemResponse<Ownership>`
 * GET /api/statistics/ownership.csv?month&locale — one month's composition by investor type
 * GET /api/statistics/ownership-tickers.csv?locale — the monthly lines of the selected tickers
 * GET /api/statistics/investors?locale — `ItemResponse<InvestorTotals>`
 * GET /api/statistics/investors.csv?locale — every total with its precision and source
 *
 * Every series says where it comes from (`source`, `sourceUrl`) and as of when (`asOf`: `YYYY-MM-DD`,
 * `YYYY-MM` or `YYYY`, as precise as the source is). `sample` marks figures written for this rebuild
 * where nothing public exists; `derived` marks figures computed from KSEI's files rather than published
 * by KSEI.
 */
import { objectSchema, type FromSchema } from './json-schema.js';

const text = { type: 'string' } as const;
const optionalText = { type: ['string', 'null'] } as const;
const number = { type: 'number' } as const;
const optionalNumber = { type: ['number', 'null'] } as const;
const flag = { type: 'boolean' } as const;
const locale = { type: 'string', enum: ['id', 'en'], default: 'id' } as const;

/** The statistics charts of the original site, by the slug of `grafik/:slug`. */
export const CHART_SLUGS = ['assets', 'gender', 'income', 'job', 'product', 'sid', 'transfer', 'domestic-map'] as const;
export type ChartSlug = (typeof CHART_SLUGS)[number];

export function isChartSlug(slug: string | undefined): slug is ChartSlug {
  return (CHART_SLUGS as readonly (string | undefined)[]).includes(slug);
}

/** Each chart's title, the same words site search indexes. */
export const CHART_TITLES: Readonly<Record<ChartSlug, { readonly id: string; readonly en: string }>> = {
  assets: { id: 'Aset investor', en: 'Investor assets' },
  gender: { id: 'Investor menurut jenis kelamin', en: 'Investors by gender' },
  income: { id: 'Investor menurut penghasilan', en: 'Investors by income' },
  job: { id: 'Investor menurut pekerjaan', en: 'Investors by occupation' },
  product: { id: 'Investor menurut produk', en: 'Investors by product' },
  sid: { id: 'Jumlah SID (Single Investor Identification)', en: 'Number of SIDs (Single Investor Identification)' },
  transfer: { id: 'Pemindahbukuan efek', en: 'Securities transfers' },
  'domestic-map': { id: 'Peta sebaran investor domestik', en: 'Map of domestic investors' },
};

/** How a chart draws its series. */
export const CHART_KINDS = ['bar', 'line', 'pie', 'map'] as const;
export type ChartKind = (typeof CHART_KINDS)[number];

/** What a value counts: a share of investors, trillions of rupiah, investors, transfers. */
export const CHART_UNITS = ['percent', 'rp-trillion', 'investors', 'transfers'] as const;
export type ChartUnit = (typeof CHART_UNITS)[number];

export const CHART_QUERY_SCHEMA = {
  type: 'object',
  properties: { locale, period: { type: 'string', maxLength: 20 } },
} as const;
export type ChartQuery = FromSchema<typeof CHART_QUERY_SCHEMA>;
/** `/api/statistics/charts/:slug`: an unknown slug answers 404. */
export const CHART_PARAMS_SCHEMA = objectSchema({ slug: { type: 'string', minLength: 1, maxLength: 40 } });
export type ChartParams = FromSchema<typeof CHART_PARAMS_SCHEMA>;

export const CHART_PERIOD_SCHEMA = objectSchema({ value: text, asOf: text, sample: flag });
export type ChartPeriod = FromSchema<typeof CHART_PERIOD_SCHEMA>;

export const CHART_POINT_SCHEMA = objectSchema({
  /** Stable across languages (`male`, `ID-LA`, `2023-08`). */
  key: text,
  label: text,
  value: number,
  /** The chart's second measure where the source gives one (assets beside a share), else null. */
  secondary: optionalNumber,
  sample: flag,
  /** How exact the source says the figure is, in the request's language (null: as published). */
  note: optionalText,
  /** Set where the point has its own source (investor totals come from many); else the series'. */
  source: optionalText,
  sourceUrl: optionalText,
});
export type ChartPoint = FromSchema<typeof CHART_POINT_SCHEMA>;

export const CHART_DATA_SCHEMA = objectSchema({
  slug: { type: 'string', enum: CHART_SLUGS },
  title: text,
  kind: { type: 'string', enum: CHART_KINDS },
  unit: { type: 'string', enum: CHART_UNITS },
  /** The unit of `secondary`, null when the chart has one measure. */
  secondaryUnit: optionalText,
  /** Every period the chart has, oldest first. */
  periods: { type: 'array', items: CHART_PERIOD_SCHEMA },
  period: text,
  asOf: text,
  source: text,
  sourceUrl: text,
  /** True when any point is sample data. */
  sample: flag,
  /** What the series is, in the request's language. */
  description: text,
  points: { type: 'array', items: CHART_POINT_SCHEMA },
});
export type ChartData = FromSchema<typeof CHART_DATA_SCHEMA>;

const monthQuery = { type: 'string', pattern: '^\\d{4}-\\d{2}(-\\d{2})?$' } as const;

export const SECURITY_COUNTS_QUERY_SCHEMA = { type: 'object', properties: { locale, month: monthQuery } } as const;
export type SecurityCountsQuery = FromSchema<typeof SECURITY_COUNTS_QUERY_SCHEMA>;

export const SECURITY_COUNTS_SCHEMA = objectSchema({
  /** Month-end dates of the holding files, oldest first. */
  months: { type: 'array', items: text },
  month: text,
  /** KSEI's type as its files write it (`CORPORATE BOND`); the section names it in each language. */
  rows: { type: 'array', items: objectSchema({ type: text, count: number }) },
  total: number,
  source: text,
  sourceUrl: text,
  derived: flag,
});
export type SecurityCounts = FromSchema<typeof SECURITY_COUNTS_SCHEMA>;

/** KSEI's investor types (its column codes IS, CP, PF, IB, ID, MF, SC, FD, OT), as the securities API names them. */
export const INVESTOR_TYPES = [
  'individual',
  'corporate',
  'mutualFund',
  'insurance',
  'pensionFund',
  'financialInstitution',
  'securitiesCompany',
  'foundation',
  'others',
] as const;
export type InvestorType = (typeof INVESTOR_TYPES)[number];

export const OWNERSHIP_QUERY_SCHEMA = {
  type: 'object',
  properties: { locale, month: monthQuery, code: { type: 'string', maxLength: 30 } },
} as const;
export type OwnershipQuery = FromSchema<typeof OWNERSHIP_QUERY_SCHEMA>;

export const TICKER_MONTH_SCHEMA = objectSchema({
  month: text,
  listedShares: number,
  price: number,
  scriplessLocal: number,
  scriplessForeign: number,
  localIndividual: number,
  foreignPercent: number,
  localValue: number,
  foreignValue: number,
});
export type TickerMonth = FromSchema<typeof TICKER_MONTH_SCHEMA>;

export const OWNERSHIP_SCHEMA = objectSchema({
  months: { type: 'array', items: text },
  month: text,
  /** Equities in the month's holding file, and their scripless shares and value (rupiah) local and foreign. */
  equityCodes: number,
  localShares: number,
  foreignShares: number,
  localValue: number,
  foreignValue: number,
  localValuePercent: number,
  /** Value (rupiah) held by each investor type, local and foreign. */
  byInvestor: {
    type: 'array',
    items: objectSchema({ type: { type: 'string', enum: INVESTOR_TYPES }, local: number, foreign: number }),
  },
  /** The codes whose monthly holdings the site has (`tickerMonths`). */
  tickers: { type: 'array', items: text },
  /** The searched code, upper case, or null. */
  code: optionalText,
  /** The searched code's monthly lines, when it is one of `tickers`; else empty. */
  tickerMonths: { type: 'array', items: TICKER_MONTH_SCHEMA },
  source: text,
  sourceUrl: text,
  derived: flag,
});
export type Ownership = FromSchema<typeof OWNERSHIP_SCHEMA>;

export const INVESTOR_TOTAL_SCHEMA = objectSchema({
  period: text,
  /** `total` (every capital-market SID) or `stock` (stock investors). */
  metric: { type: 'string', enum: ['total', 'stock'] },
  value: number,
  exact: flag,
  /** The source's own words on precision, as published (English). */
  precision: text,
  source: text,
  sourceUrl: text,
});
export type InvestorTotal = FromSchema<typeof INVESTOR_TOTAL_SCHEMA>;

export const INVESTOR_TOTALS_SCHEMA = objectSchema({
  /** Oldest first. */
  totals: { type: 'array', items: INVESTOR_TOTAL_SCHEMA },
  /** The latest exact capital-market total. */
  headline: INVESTOR_TOTAL_SCHEMA,
});
export type InvestorTotals = FromSchema<typeof INVESTOR_TOTALS_SCHEMA>;

export const STATISTICS_LOCALE_QUERY_SCHEMA = { type: 'object', properties: { locale } } as const;
