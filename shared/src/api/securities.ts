/**
 * The securities master and ISIN lookup, declared once: these schemas are what the server validates
 * and serializes with, and the types below are derived from them.
 *
 * GET /api/securities?q&isin&code&issuer&type&status&sort&page&pageSize — `ListResponse<SecuritySummary>`
 * GET /api/securities.csv (same filters and sort, every matching row) — `text/csv`
 * GET /api/securities/:codeOrIsin — `ItemResponse<SecurityDetail>` (with its corporate actions)
 * GET /api/security-facets — `ItemResponse<SecurityFacets>` (types and statuses with their counts)
 *
 * A `q` or `isin` shaped like an ISIN (2 letters, 9 letters or digits, 1 digit) whose check digit is
 * wrong answers 400 with a field message that explains it. Values come from KSEI's own files: types and
 * statuses are their codes as written there (`EQUITY`, `CORPORATE BOND`, `ACTIVE`…). Dates are ISO.
 */
import { CORPORATE_ACTION_SCHEMA } from './corporate-actions.js';
import { nullableObject, objectSchema, type FromSchema } from './json-schema.js';

const text = { type: 'string' } as const;
const optionalText = { type: ['string', 'null'] } as const;
const optionalNumber = { type: ['number', 'null'] } as const;
const count = { type: 'integer' } as const;
const flag = { type: 'boolean' } as const;

export const SECURITY_SORTS = [
  'code',
  '-code',
  'isin',
  '-isin',
  'description',
  '-description',
  'issuer',
  '-issuer',
  'type',
  '-type',
  'status',
  '-status',
  'listingDate',
  '-listingDate',
  'maturityDate',
  '-maturityDate',
] as const;
export type SecuritySort = (typeof SECURITY_SORTS)[number];

const filters = {
  locale: { type: 'string', enum: ['id', 'en'], default: 'id' },
  /** ISIN or code prefix, or words of the issuer or description. */
  q: { type: 'string', maxLength: 100 },
  /** ISIN prefix (a whole ISIN must pass its check digit). */
  isin: { type: 'string', maxLength: 20 },
  /** Local code prefix. */
  code: { type: 'string', maxLength: 30 },
  /** Words of the issuer's name. */
  issuer: { type: 'string', maxLength: 100 },
  /** Exactly, as GET /api/security-facets lists them (any letter case). */
  type: { type: 'string', maxLength: 60 },
  status: { type: 'string', maxLength: 30 },
  sort: { type: 'string', enum: SECURITY_SORTS, default: 'code' },
} as const;

export const SECURITY_CSV_QUERY_SCHEMA = { type: 'object', properties: filters } as const;
export const SECURITY_LIST_QUERY_SCHEMA = {
  type: 'object',
  properties: {
    ...filters,
    page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
  },
} as const;
export type SecurityCsvQuery = FromSchema<typeof SECURITY_CSV_QUERY_SCHEMA>;
export type SecurityListQuery = FromSchema<typeof SECURITY_LIST_QUERY_SCHEMA>;

const summary = {
  code: text,
  isin: optionalText,
  description: optionalText,
  type: text,
  issuer: optionalText,
  status: optionalText,
  stockExchange: optionalText,
  listingDate: optionalText,
  currency: optionalText,
  maturityDate: optionalText,
  nominalValue: optionalNumber,
  numberOfSecurities: optionalNumber,
  /** True where a value was made up for this rebuild rather than read from KSEI's files. */
  sample: flag,
} as const;
/** `/api/securities/:code`: a security code or an ISIN, any letter case. */
export const SECURITY_PARAMS_SCHEMA = objectSchema({ code: { type: 'string', minLength: 1, maxLength: 30 } });
export type SecurityParams = FromSchema<typeof SECURITY_PARAMS_SCHEMA>;

export const SECURITY_SUMMARY_SCHEMA = objectSchema(summary);
export type SecuritySummary = FromSchema<typeof SECURITY_SUMMARY_SCHEMA>;

/**
 * Scripless holdings by investor type: insurance (KSEI's column IS), corporate (CP), pension fund (PF),
 * financial institution (IB), individual (ID), mutual fund (MF), securities company (SC), foundation
 * (FD), others (OT), and their total.
 */
export const HOLDER_BREAKDOWN_SCHEMA = objectSchema({
  insurance: { type: 'number' },
  corporate: { type: 'number' },
  pensionFund: { type: 'number' },
  financialInstitution: { type: 'number' },
  individual: { type: 'number' },
  mutualFund: { type: 'number' },
  securitiesCompany: { type: 'number' },
  foundation: { type: 'number' },
  others: { type: 'number' },
  total: { type: 'number' },
});
export type HolderBreakdown = FromSchema<typeof HOLDER_BREAKDOWN_SCHEMA>;

/** One security's line of KSEI's holding-composition file (BalanceposEfek) on `date`. */
export const HOLDING_COMPOSITION_SCHEMA = objectSchema({
  date: text,
  numberOfSecurities: optionalNumber,
  price: optionalNumber,
  local: HOLDER_BREAKDOWN_SCHEMA,
  foreign: HOLDER_BREAKDOWN_SCHEMA,
});
export type HoldingComposition = FromSchema<typeof HOLDING_COMPOSITION_SCHEMA>;

/** Every field of the master file (StatisEfek), and the latest holding composition where known. */
export const SECURITY_DETAIL_SCHEMA = objectSchema({
  ...summary,
  form: optionalText,
  isinEffectiveDate: optionalText,
  expireDate: optionalText,
  exercisePrice: optionalNumber,
  /** Interest or discount rate, in percent. */
  interestRate: optionalNumber,
  interestType: optionalText,
  interestFrequency: optionalText,
  originatedAmount: optionalNumber,
  currentAmount: optionalNumber,
  totalScripless: optionalNumber,
  localPercent: optionalNumber,
  foreignPercent: optionalNumber,
  totalPercent: optionalNumber,
  sector: optionalText,
  closingPrice: optionalNumber,
  /** The date of the master file the fields come from; null when only holdings are known. */
  asOf: optionalText,
  holding: nullableObject(HOLDING_COMPOSITION_SCHEMA),
  /** The security's corporate actions (schedule rows), latest first; empty when it has none. */
  corporateActions: { type: 'array', items: CORPORATE_ACTION_SCHEMA },
});
export type SecurityDetail = FromSchema<typeof SECURITY_DETAIL_SCHEMA>;

const facet = objectSchema({ value: text, count });
export const SECURITY_FACETS_SCHEMA = objectSchema({
  types: { type: 'array', items: facet },
  statuses: { type: 'array', items: facet },
});
export type SecurityFacets = FromSchema<typeof SECURITY_FACETS_SCHEMA>;
