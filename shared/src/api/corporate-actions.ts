/**
 * The corporate-action schedule, declared once: these schemas are what the server validates and
 * serializes with, and the types below are derived from them.
 *
 * GET /api/corporate-actions?type&kind&market&code&from&to&dateField&sort&page&pageSize — `CorporateActionList`
 *   (`ListResponse<CorporateAction>` plus `tabs`: the count per kind and per market under the other filters)
 * GET /api/corporate-actions.ics (same filters and sort, no paging) — `text/calendar`, one all-day event per
 *   action on its `dateField` date (an action without that date has no event); also the subscribable feed
 * GET /api/corporate-action-types — `ItemResponse<CorporateActionTypeFacet[]>`
 *
 * `from`/`to` bound the `dateField` date (inclusive); `from` after `to` answers 400 naming both. Dates are ISO.
 */
import { objectSchema, type FromSchema } from './json-schema.js';

const text = { type: 'string' } as const;
const optionalText = { type: ['string', 'null'] } as const;
const count = { type: 'integer' } as const;
const flag = { type: 'boolean' } as const;

export const CORPORATE_ACTION_TYPES = [
  'cash-dividend',
  'stock-dividend',
  'bonus-shares',
  'rights-issue',
  'stock-split',
  'reverse-split',
  'merger',
  'tender-offer',
  'bond-coupon',
  'bond-redemption',
  'warrant-exercise',
] as const;
export type CorporateActionType = (typeof CORPORATE_ACTION_TYPES)[number];

/** Mandatory: C-BEST distributes the rights without any instruction; voluntary: the holder elects. */
export const CORPORATE_ACTION_KINDS = ['mandatory', 'voluntary'] as const;
export type CorporateActionKind = (typeof CORPORATE_ACTION_KINDS)[number];

/** Whether the security is listed on the exchange (IDX) or held outside it (MTNs, funds, crowdfunding…). */
export const CORPORATE_ACTION_MARKETS = ['on-exchange', 'off-exchange'] as const;
export type CorporateActionMarket = (typeof CORPORATE_ACTION_MARKETS)[number];

/** Which date `from`, `to`, `sort` and the calendar use: cum date (regular market), recording, distribution. */
export const CORPORATE_ACTION_DATE_FIELDS = ['cum', 'recording', 'distribution'] as const;
export type CorporateActionDateField = (typeof CORPORATE_ACTION_DATE_FIELDS)[number];

export const CORPORATE_ACTION_SORTS = ['date', '-date'] as const;
export type CorporateActionSort = (typeof CORPORATE_ACTION_SORTS)[number];

/** Each type's name in both languages, and whether it is usually mandatory or voluntary. */
export const CORPORATE_ACTION_TYPE_INFO: Readonly<
  Record<CorporateActionType, { readonly id: string; readonly en: string; readonly kind: CorporateActionKind }>
> = {
  'cash-dividend': { id: 'Dividen Tunai', en: 'Cash Dividend', kind: 'mandatory' },
  'stock-dividend': { id: 'Dividen Saham', en: 'Stock Dividend', kind: 'mandatory' },
  'bonus-shares': { id: 'Saham Bonus', en: 'Bonus Shares', kind: 'mandatory' },
  'rights-issue': { id: 'Penawaran Umum Terbatas (HMETD)', en: 'Rights Issue', kind: 'voluntary' },
  'stock-split': { id: 'Pemecahan Saham', en: 'Stock Split', kind: 'mandatory' },
  'reverse-split': { id: 'Penggabungan Nilai Nominal Saham', en: 'Reverse Stock Split', kind: 'mandatory' },
  merger: { id: 'Penggabungan Usaha', en: 'Merger', kind: 'mandatory' },
  'tender-offer': { id: 'Penawaran Tender', en: 'Tender Offer', kind: 'voluntary' },
  'bond-coupon': { id: 'Pembayaran Bunga/Kupon', en: 'Coupon Payment', kind: 'mandatory' },
  'bond-redemption': { id: 'Pelunasan Pokok', en: 'Redemption', kind: 'mandatory' },
  'warrant-exercise': { id: 'Pelaksanaan Waran', en: 'Warrant Exercise', kind: 'voluntary' },
};

const isoDate = { type: 'string', format: 'date', pattern: '^(19|20)\\d{2}-|^2100-' } as const;

const filters = {
  locale: { type: 'string', enum: ['id', 'en'], default: 'id' },
  type: { type: 'string', enum: CORPORATE_ACTION_TYPES },
  kind: { type: 'string', enum: CORPORATE_ACTION_KINDS },
  market: { type: 'string', enum: CORPORATE_ACTION_MARKETS },
  /** Security code prefix, any letter case. */
  code: { type: 'string', maxLength: 30 },
  from: isoDate,
  to: isoDate,
  dateField: { type: 'string', enum: CORPORATE_ACTION_DATE_FIELDS, default: 'cum' },
  /** By the `dateField` date; actions without it come last either way. */
  sort: { type: 'string', enum: CORPORATE_ACTION_SORTS, default: 'date' },
} as const;

export const CORPORATE_ACTION_CALENDAR_QUERY_SCHEMA = { type: 'object', properties: filters } as const;
export const CORPORATE_ACTION_LIST_QUERY_SCHEMA = {
  type: 'object',
  properties: {
    ...filters,
    page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  },
} as const;
export type CorporateActionCalendarQuery = FromSchema<typeof CORPORATE_ACTION_CALENDAR_QUERY_SCHEMA>;
export type CorporateActionListQuery = FromSchema<typeof CORPORATE_ACTION_LIST_QUERY_SCHEMA>;

export const CORPORATE_ACTION_SCHEMA = objectSchema({
  /** Stable: the calendar event's UID is made from it. */
  id: text,
  code: text,
  /** From the securities master; null when the master does not know the code (delisted). */
  securityName: optionalText,
  /** Whether the securities master has the code, i.e. GET /api/securities/:code answers. */
  securityKnown: flag,
  type: { type: 'string', enum: CORPORATE_ACTION_TYPES },
  /** The type's name in the request's language. */
  typeLabel: text,
  kind: { type: 'string', enum: CORPORATE_ACTION_KINDS },
  market: { type: 'string', enum: CORPORATE_ACTION_MARKETS },
  /** What happens, in the request's language (`Cash dividend (interim 2024)`). */
  description: text,
  /** Amount per unit or ratio, in the request's language (`Rp105/share; total Rp301.58 billion`). */
  amount: optionalText,
  /** Cum and ex dates of the regular (and negotiated) market, then of the cash market. */
  cumDate: optionalText,
  exDate: optionalText,
  cumDateCash: optionalText,
  exDateCash: optionalText,
  recordingDate: optionalText,
  /** Distribution of the rights, or the payment date. */
  distributionDate: optionalText,
  /** Where the holder elects (voluntary actions): the exercise or offer period. */
  electionStart: optionalText,
  electionEnd: optionalText,
  notes: optionalText,
  /** Where the real dates were read (issuer disclosures as reported); null for sample rows. */
  sourceUrl: optionalText,
  /** True where the row was made up for this rebuild rather than taken from a published source. */
  sample: flag,
});
export type CorporateAction = FromSchema<typeof CORPORATE_ACTION_SCHEMA>;

/** Actions per tab under every filter but the tab's own (`kind` counts ignore `kind`, and so on). */
export const CORPORATE_ACTION_TABS_SCHEMA = objectSchema({
  kind: objectSchema({ mandatory: count, voluntary: count }),
  market: objectSchema({ 'on-exchange': count, 'off-exchange': count }),
});
export type CorporateActionTabs = FromSchema<typeof CORPORATE_ACTION_TABS_SCHEMA>;

export const CORPORATE_ACTION_LIST_SCHEMA = objectSchema({
  data: { type: 'array', items: CORPORATE_ACTION_SCHEMA },
  meta: objectSchema({ page: count, pageSize: count, total: count, totalPages: count }),
  tabs: CORPORATE_ACTION_TABS_SCHEMA,
});
export type CorporateActionList = FromSchema<typeof CORPORATE_ACTION_LIST_SCHEMA>;

export const CORPORATE_ACTION_TYPE_FACET_SCHEMA = objectSchema({
  value: { type: 'string', enum: CORPORATE_ACTION_TYPES },
  /** In the request's language. */
  label: text,
  labels: objectSchema({ id: text, en: text }),
  /** The kind actions of this type usually are. */
  kind: { type: 'string', enum: CORPORATE_ACTION_KINDS },
  /** Actions of this type in the schedule (every type is listed, with 0 where none). */
  count,
});
export type CorporateActionTypeFacet = FromSchema<typeof CORPORATE_ACTION_TYPE_FACET_SCHEMA>;
