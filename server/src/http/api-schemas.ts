/**
 * Route schemas from the contract's JSON Schemas (`@ksei/shared`'s api folder, where each resource is
 * declared once). Query schemas validate (Fastify/ajv, with coercion and defaults); response schemas
 * let fast-json-stringify serialize and drop anything not in the contract.
 */
import { itemSchema, listSchema, LOCALE_QUERY_SCHEMA, type JsonSchema } from '@ksei/shared/node';

export const localeQuery = LOCALE_QUERY_SCHEMA;
export const listResponse = (item: JsonSchema) => ({ 200: listSchema(item) });
export const itemResponse = (item: JsonSchema) => ({ 200: itemSchema(item) });
