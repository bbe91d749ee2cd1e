/**
 * The company's people and figures, declared once: the server validates and serializes with these
 * schemas, and the types below are derived from them. Lists answer `ListResponse<T>`.
 *
 * GET /api/management?board — `ManagementMember`; /api/management/:slug — `ItemResponse<ManagementMember>`
 * GET /api/shareholders — `Shareholder`
 * GET /api/key-figures — `KeyFigure`: the home page's headline number, with its as-of date and source
 */
import { arraySchema, objectSchema, type FromSchema } from './json-schema.js';
import { listQuerySchema } from './common.js';

const text = { type: 'string' } as const;
const number = { type: 'number' } as const;
/** True where the item is sample content written for this rebuild, not KSEI's own. */
const sample = { type: 'boolean' } as const;

export const BOARDS = ['commissioners', 'directors'] as const;
export const MANAGEMENT_LIST_QUERY_SCHEMA = listQuerySchema({ board: { type: 'string', enum: BOARDS } });
export type ManagementListQuery = FromSchema<typeof MANAGEMENT_LIST_QUERY_SCHEMA>;

export const MANAGEMENT_MEMBER_SCHEMA = objectSchema({
  slug: text,
  board: { type: 'string', enum: BOARDS },
  name: text,
  position: text,
  citizenship: text,
  /** Place and date of birth, as published. */
  born: text,
  lastEducation: text,
  appointedSince: text,
  experience: arraySchema(text),
  sample,
});
export type ManagementMember = FromSchema<typeof MANAGEMENT_MEMBER_SCHEMA>;

export const SHAREHOLDER_SCHEMA = objectSchema({
  name: text,
  units: number,
  /** Nominal value in rupiah. */
  value: number,
  percentage: number,
  sample,
});
export type Shareholder = FromSchema<typeof SHAREHOLDER_SCHEMA>;

export const KEY_FIGURE_SCHEMA = objectSchema({
  key: { type: 'string', enum: ['investors'] },
  label: text,
  value: number,
  asOf: text,
  source: text,
  sourceUrl: text,
});
export type KeyFigure = FromSchema<typeof KEY_FIGURE_SCHEMA>;
