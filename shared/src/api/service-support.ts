/**
 * Service support's data, declared once: the server validates and serializes with these schemas, and
 * the types below are derived from them.
 *
 * GET /api/instruction-schedule — `ListResponse<InstructionScheduleEntry>`
 * GET /api/investment-products?type&q&sort=(-)code|(-)name — `ListResponse<InvestmentProduct>`
 *   (`q` matches code, name, issuer or ISIN); /api/investment-products/:code (any letter case)
 */
import { listQuerySchema, Q_PARAM, sortParam } from './common.js';
import { objectSchema, type FromSchema } from './json-schema.js';

const text = { type: 'string' } as const;
const optionalText = { type: ['string', 'null'] } as const;
/** True where the item is sample content written for this rebuild, not KSEI's own. */
const sample = { type: 'boolean' } as const;

export const INSTRUCTION_SCHEDULE_ENTRY_SCHEMA = objectSchema({
  startTime: text,
  endTime: text,
  process: text,
  activity: text,
  operationalTime: text,
  /** True where the times are sample content written for this rebuild, not KSEI's published schedule. */
  sample,
});
export type InstructionScheduleEntry = FromSchema<typeof INSTRUCTION_SCHEDULE_ENTRY_SCHEMA>;

export const INVESTMENT_PRODUCT_TYPES = [
  'equity-securities',
  'debt-securities',
  'mutual-fund',
  'securities-crowdfunding',
] as const;
export type InvestmentProductType = (typeof INVESTMENT_PRODUCT_TYPES)[number];

export const INVESTMENT_PRODUCT_SORTS = ['code', '-code', 'name', '-name'] as const;
export const INVESTMENT_PRODUCT_LIST_QUERY_SCHEMA = listQuerySchema({
  ...Q_PARAM,
  type: { type: 'string', enum: INVESTMENT_PRODUCT_TYPES },
  sort: sortParam(INVESTMENT_PRODUCT_SORTS, 'code'),
});
export type InvestmentProductListQuery = FromSchema<typeof INVESTMENT_PRODUCT_LIST_QUERY_SCHEMA>;
export const INVESTMENT_PRODUCT_PARAMS_SCHEMA = objectSchema({ code: { type: 'string', maxLength: 50 } });

export const INVESTMENT_PRODUCT_SCHEMA = objectSchema({
  code: text,
  type: { type: 'string', enum: INVESTMENT_PRODUCT_TYPES },
  name: text,
  issuer: text,
  isin: optionalText,
  listingDate: optionalText,
  /** KSEI's status, named in the request's language. */
  status: text,
  sample,
});
export type InvestmentProduct = FromSchema<typeof INVESTMENT_PRODUCT_SCHEMA>;
