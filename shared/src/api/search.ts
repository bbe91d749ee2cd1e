/**
 * Site search, declared once: the server validates and serializes with these schemas, and the types
 * below are derived from them.
 *
 * GET /api/search?q&type&page&pageSize — `SearchResponse`: hits grouped by type, ranked, highlighted
 * GET /api/search/suggest?q — `SuggestResponse` (at most 8): prefix and typo tolerant
 */
import { arraySchema, objectSchema, type FromSchema } from './json-schema.js';
import { LOCALE_PARAM } from './common.js';

const text = { type: 'string' } as const;
/** Where a hit lives: a manifest page id and its parameters (never a path string). */
const params = { type: 'object', additionalProperties: text } as const;

export const SEARCH_RESULT_TYPES = [
  'page',
  'pressRelease',
  'announcement',
  'event',
  'bulletin',
  'publication',
  'regulation',
  'faq',
  'vacancy',
  'management',
  'security',
  'corporateAction',
] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];
const resultType = { type: 'string', enum: SEARCH_RESULT_TYPES } as const;

export const SEARCH_QUERY_SCHEMA = {
  type: 'object',
  properties: {
    ...LOCALE_PARAM,
    q: { type: 'string', minLength: 1, maxLength: 200 },
    type: resultType,
    page: { type: 'integer', minimum: 1, maximum: 1000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 50, default: 20 },
  },
  required: ['q'],
} as const;
export type SearchQuery = FromSchema<typeof SEARCH_QUERY_SCHEMA>;

export const SEARCH_HIT_SCHEMA = objectSchema({
  type: resultType,
  title: text,
  /** HTML-escaped text with matches wrapped in `<mark>…</mark>` (the only markup). */
  snippet: text,
  pageId: text,
  params,
  rank: { type: 'number' },
});
export type SearchHit = FromSchema<typeof SEARCH_HIT_SCHEMA>;

export const SEARCH_RESPONSE_SCHEMA = objectSchema(
  {
    query: text,
    /** Hits of the asked type (all types when none is asked), on every page. */
    total: { type: 'integer' },
    /** How many hits each type has for the query, whatever type was asked: most first. */
    counts: arraySchema(objectSchema({ type: resultType, count: { type: 'integer' } })),
    groups: arraySchema(objectSchema({ type: resultType, hits: arraySchema(SEARCH_HIT_SCHEMA) })),
    /** When nothing matches: the query with each word replaced by the closest indexed word, if that finds something. */
    didYouMean: text,
  },
  ['didYouMean'],
);
export type SearchResponse = FromSchema<typeof SEARCH_RESPONSE_SCHEMA>;

export const SUGGEST_QUERY_SCHEMA = {
  type: 'object',
  // One letter matches half the titles: the search box asks from two.
  properties: { ...LOCALE_PARAM, q: { type: 'string', minLength: 2, maxLength: 100 } },
  required: ['q'],
} as const;
export type SuggestQuery = FromSchema<typeof SUGGEST_QUERY_SCHEMA>;

export const SEARCH_SUGGESTION_SCHEMA = objectSchema({ title: text, type: resultType, pageId: text, params });
export type SearchSuggestion = FromSchema<typeof SEARCH_SUGGESTION_SCHEMA>;
export const SUGGEST_RESPONSE_SCHEMA = objectSchema({ data: arraySchema(SEARCH_SUGGESTION_SCHEMA) });
export type SuggestResponse = FromSchema<typeof SUGGEST_RESPONSE_SCHEMA>;
