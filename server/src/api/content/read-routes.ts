/**
 * The two reads every content resource serves: a list by its query string, and one item by its
 * address's key in the asked language (404 when there is none). Query and params are validated by
 * their schemas; the answer is serialized by the item's, which drops anything not in the contract.
 */
import {
  LOCALE_QUERY_SCHEMA,
  type ItemResponse,
  type JsonSchema,
  type ListResponse,
  type LocaleQuery,
} from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import { found } from '../../http/error-format.js';
import { itemResponse, listResponse } from '../../http/api-schemas.js';

export interface ListRead<Query, Item> {
  readonly path: string;
  /** The query string's schema (with its defaults). */
  readonly query: JsonSchema;
  readonly item: JsonSchema;
  readonly read: (query: Query) => Promise<ListResponse<Item>>;
}

export interface ItemRead<Params, Item> {
  /** Ends in the item's key: `/api/faq/:id`. */
  readonly path: string;
  readonly params: JsonSchema;
  /** The query string's schema; the locale alone unless told. */
  readonly query?: JsonSchema;
  readonly item: JsonSchema;
  readonly read: (params: Params, locale: LocaleQuery['locale']) => Promise<Item | undefined>;
}

/** GET `path`: the list its query asks for. */
export function getList<Query, Item>(app: FastifyInstance, route: ListRead<Query, Item>): void {
  app.get<{ Querystring: Query }>(
    route.path,
    { schema: { querystring: route.query, response: listResponse(route.item) } },
    // Fastify's request typing does not resolve for a type parameter; the schema has validated the query.
    async (request): Promise<ListResponse<Item>> => route.read(request.query as Query),
  );
}

/** GET `path` with the item's key: the item in the asked language, or 404. */
export function getItem<Params, Item>(app: FastifyInstance, route: ItemRead<Params, Item>): void {
  app.get<{ Params: Params; Querystring: LocaleQuery }>(
    route.path,
    {
      schema: {
        params: route.params,
        querystring: route.query ?? LOCALE_QUERY_SCHEMA,
        response: itemResponse(route.item),
      },
    },
    async (request): Promise<ItemResponse<Item>> => ({
      // As for the list: the params schema has validated what Fastify's typing cannot name here.
      data: found(await route.read(request.params as Params, request.query.locale)),
    }),
  );
}
