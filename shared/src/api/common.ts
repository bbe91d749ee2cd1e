/**
 * What every resource of the content API shares, declared once as JSON Schema: the list and item
 * envelopes, the error body, file links, and the query parameters most lists take.
 *
 * Every list takes `locale` (id|en, default id), `page` (from 1) and `pageSize` (1–100, default 10)
 * and answers `ListResponse<T>`; every detail answers `ItemResponse<T>`; every failure `ApiErrorBody`
 * with a message in the request's locale. Dates are ISO `YYYY-MM-DD`; times `HH:MM`.
 */
import { arraySchema, nullableObject, objectSchema, type FromSchema, type JsonSchema } from './json-schema.js';

export const LIST_META_SCHEMA = objectSchema({
  page: { type: 'integer' },
  pageSize: { type: 'integer' },
  total: { type: 'integer' },
  totalPages: { type: 'integer' },
});
export type ListMeta = FromSchema<typeof LIST_META_SCHEMA>;

/** `{ data: T[], meta }`: one page of a list. */
export const listSchema = <const S extends JsonSchema>(item: S) =>
  objectSchema({ data: arraySchema(item), meta: LIST_META_SCHEMA });
/** `{ data: T }`: one item. */
export const itemSchema = <const S extends JsonSchema>(item: S) => objectSchema({ data: item });

// The envelopes over any item type (generic code such as the list kit takes these); a list schema's
// derived type is exactly `ListResponse` of its item's type.
export interface ListResponse<T> {
  readonly data: readonly T[];
  readonly meta: ListMeta;
}
export interface ItemResponse<T> {
  readonly data: T;
}

export const API_ERROR_CODES = [
  'not_found',
  /** The item was published once and taken off the site on purpose (410): no link should point at it. */
  'gone',
  'bad_request',
  /** No valid staff session (`Authorization: Bearer` missing, unknown, ended or revoked), or a wrong sign-in. */
  'unauthorized',
  'method_not_allowed',
  /** Rate limited: the response carries `Retry-After` (seconds). */
  'too_many_requests',
  /** Refused: a write posted from another site, or a staff account without the scope a call needs. */
  'forbidden',
  /** A write made from an out-of-date copy (409): someone else saved first; nothing was changed. */
  'conflict',
  /** A body, a field or an upload over its limit (413). */
  'payload_too_large',
  /** Busy for a moment (503): the response carries `Retry-After` (seconds). */
  'unavailable',
  'internal',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export const API_ERROR_SCHEMA = objectSchema({
  error: objectSchema(
    {
      code: { type: 'string', enum: API_ERROR_CODES },
      /** Localized, ready to show. */
      message: { type: 'string' },
      /** Which parameters were wrong, for `bad_request`. */
      fields: arraySchema(objectSchema({ name: { type: 'string' }, message: { type: 'string' } })),
    },
    ['fields'],
  ),
});
export type ApiErrorBody = FromSchema<typeof API_ERROR_SCHEMA>;

/** A downloadable file. `url` is site-relative (served by the server) or absolute. */
export const FILE_LINK_SCHEMA = objectSchema(
  {
    name: { type: 'string' },
    url: { type: 'string' },
    /** e.g. `application/pdf`, `image/jpeg`. */
    type: { type: 'string' },
    sizeBytes: { type: 'integer' },
  },
  ['sizeBytes'],
);
export type FileLink = FromSchema<typeof FILE_LINK_SCHEMA>;

/**
 * What the public answer of an item staff publish says of its publication: the languages published
 * (the other language's page shows this one's text with a notice), a withdrawal (when and why, in the
 * request's language: the page stays with a dated notice), and the notes of its major changes, newest
 * first ("Updated on <date>: <note>").
 */
export const PUBLISHED_STATE_PROPERTIES = {
  locales: arraySchema({ type: 'string' }),
  withdrawal: nullableObject(objectSchema({ at: { type: 'string' }, reason: { type: 'string' } })),
  updates: arraySchema(objectSchema({ at: { type: 'string' }, note: { type: 'string' } })),
} as const;

// --- query parameters ----------------------------------------------------------------------------

export const LOCALE_PARAM = { locale: { type: 'string', enum: ['id', 'en'], default: 'id' } } as const;
export const PAGING_PARAMS = {
  page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
} as const;
/** Free text matched as "contains", any letter case. */
export const Q_PARAM = { q: { type: 'string', maxLength: 200 } } as const;
export const YEAR_PARAM = { year: { type: 'integer', minimum: 1900, maximum: 2100 } } as const;
/** A calendar date the database can hold and a person could mean: years 1900–2100 (`0000-01-01` is no date). */
export const DATE_PARAM = { type: 'string', format: 'date', pattern: '^(19|20)\\d{2}-|^2100-' } as const;
export const sortParam = <const V extends readonly string[]>(values: V, fallback: V[number]) =>
  ({ type: 'string', enum: values, default: fallback }) as const;
/** `locale`, `page`, `pageSize` and the list's own parameters. */
export const listQuerySchema = <const E extends Readonly<Record<string, JsonSchema>>>(extra: E) =>
  ({ type: 'object', properties: { ...LOCALE_PARAM, ...PAGING_PARAMS, ...extra } }) as const;

export const LIST_QUERY_SCHEMA = listQuerySchema({});
export type ListQuery = FromSchema<typeof LIST_QUERY_SCHEMA>;
export const LOCALE_QUERY_SCHEMA = { type: 'object', properties: LOCALE_PARAM } as const;
export type LocaleQuery = FromSchema<typeof LOCALE_QUERY_SCHEMA>;

/** A detail's path parameter: `/:slug`, or `/:id` and `/:key` (shorter, and empty reads as unknown). */
export const SLUG_PARAMS_SCHEMA = objectSchema({ slug: { type: 'string', minLength: 1, maxLength: 200 } });
export const ID_PARAMS_SCHEMA = objectSchema({ id: { type: 'string', maxLength: 100 } });
export const KEY_PARAMS_SCHEMA = objectSchema({ key: { type: 'string', maxLength: 100 } });
export type SlugParams = FromSchema<typeof SLUG_PARAMS_SCHEMA>;
export type IdParams = FromSchema<typeof ID_PARAMS_SCHEMA>;
export type KeyParams = FromSchema<typeof KEY_PARAMS_SCHEMA>;
