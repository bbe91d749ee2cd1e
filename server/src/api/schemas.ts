/**
 * JSON schemas for queries and responses. Query schemas validate (Fastify/ajv, with coercion and
 * defaults); response schemas let fast-json-stringify serialize and drop anything not in the contract.
 */
export type Schema = Record<string, unknown>;

export const str: Schema = { type: 'string' };
export const int: Schema = { type: 'integer' };
export const num: Schema = { type: 'number' };
export const bool: Schema = { type: 'boolean' };
export const nullable = (schema: Schema): Schema => ({ ...schema, type: [schema['type'] as string, 'null'] });
export const arrayOf = (items: Schema): Schema => ({ type: 'array', items });
/** An object whose listed properties are all required (the contract's `readonly x: T`). */
export const obj = (properties: Record<string, Schema>, optional: readonly string[] = []): Schema => ({
  type: 'object',
  properties,
  required: Object.keys(properties).filter((name) => !optional.includes(name)),
});
/** Free-form JSON (content blocks): serialized as is. */
export const anyObject: Schema = { type: 'object', additionalProperties: true };
export const stringMap: Schema = { type: 'object', additionalProperties: { type: 'string' } };

export const fileLink = obj({ name: str, url: str, type: str, sizeBytes: int }, ['sizeBytes']);

// --- queries ---------------------------------------------------------------------------------
export const localeParam = { locale: { type: 'string', enum: ['id', 'en'], default: 'id' } };
export const pagingParams = {
  page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
};
export const qParam = { q: { type: 'string', maxLength: 200 } };
/** A calendar date the database can hold and a person could mean: years 1900–2100 (`0000-01-01` is no date). */
export const dateParam: Schema = {
  type: 'string',
  format: 'date',
  pattern: '^(19|20)\\d{2}-|^2100-',
};
export const yearParam = { year: { type: 'integer', minimum: 1900, maximum: 2100 } };
export const sortParam = (values: readonly string[], fallback: string): Schema => ({
  type: 'string',
  enum: [...values],
  default: fallback,
});

export function listQuery(extra: Record<string, Schema> = {}): Schema {
  return { type: 'object', properties: { ...localeParam, ...pagingParams, ...extra } };
}
export const localeQuery: Schema = { type: 'object', properties: { ...localeParam } };
export const slugParams: Schema = {
  type: 'object',
  properties: { slug: { type: 'string', minLength: 1, maxLength: 200 } },
  required: ['slug'],
};

// --- responses -------------------------------------------------------------------------------
const meta = obj({ page: int, pageSize: int, total: int, totalPages: int });
export const listResponse = (item: Schema): Schema => ({ 200: obj({ data: arrayOf(item), meta }) });
export const itemResponse = (item: Schema): Schema => ({ 200: obj({ data: item }) });
