/**
 * The regulations, declared once: the server validates and serializes with these schemas, and the
 * types below are derived from them.
 *
 * GET /api/regulations?category&q&sort=date|-date|number|-number — `ListResponse<Regulation>`
 * GET /api/regulations/:id — `ItemResponse<Regulation>`
 */
import { FILE_LINK_SCHEMA, listQuerySchema, PUBLISHED_STATE_PROPERTIES, Q_PARAM, sortParam } from './common.js';
import { nullableObject, objectSchema, type FromSchema } from './json-schema.js';

const text = { type: 'string' } as const;

export const REGULATION_CATEGORIES = [
  'capital-market-law',
  'fsa-regulations',
  'ksei-regulations',
  'ksei-regulation-draft',
  'operating-procedure',
] as const;
export type RegulationCategory = (typeof REGULATION_CATEGORIES)[number];

export const REGULATION_SORTS = ['date', '-date', 'number', '-number'] as const;
export const REGULATION_LIST_QUERY_SCHEMA = listQuerySchema({
  ...Q_PARAM,
  category: { type: 'string', enum: REGULATION_CATEGORIES },
  sort: sortParam(REGULATION_SORTS, '-date'),
});
export type RegulationListQuery = FromSchema<typeof REGULATION_LIST_QUERY_SCHEMA>;

export const REGULATION_SCHEMA = objectSchema({
  id: text,
  category: { type: 'string', enum: REGULATION_CATEGORIES },
  /** In the asked language, e.g. `Peraturan KSEI Nomor VI-D` / `Regulation of KSEI Number VI-D`; `-` where none. */
  number: text,
  /** e.g. `KEP-0027/DIR/KSEI/0524`; `-` where none. */
  decreeNumber: text,
  title: text,
  date: text,
  /** The PDF in the request's language, or the one there is. */
  file: nullableObject(FILE_LINK_SCHEMA),
  /** True where the item is sample content written for this rebuild, not KSEI's own. */
  sample: { type: 'boolean' },
  ...PUBLISHED_STATE_PROPERTIES,
});
export type Regulation = FromSchema<typeof REGULATION_SCHEMA>;

/** Regulation ids are longer than other items' (they carry the decree number). */
export const REGULATION_PARAMS_SCHEMA = objectSchema({ id: { type: 'string', maxLength: 200 } });
