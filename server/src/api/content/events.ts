import {
  DATED_LIST_QUERY_SCHEMA,
  EVENT_SCHEMA,
  LOCALE_QUERY_SCHEMA,
  SLUG_PARAMS_SCHEMA,
  type DatedListQuery,
  type EventItem,
  type ItemResponse,
  type ListResponse,
  type LocaleQuery,
  type SlugParams,
} from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { event, eventList } from '../../domains/content/events.js';
import { found } from '../../http/error-format.js';
import { itemResponse, listResponse } from '../../http/api-schemas.js';

/** GET /api/events?year&q&sort — GET /api/events/:slug */
export function registerEventsApi(app: FastifyInstance, db: Queryable): void {
  app.get<{ Querystring: DatedListQuery }>(
    '/api/events',
    { schema: { querystring: DATED_LIST_QUERY_SCHEMA, response: listResponse(EVENT_SCHEMA) } },
    async (request): Promise<ListResponse<EventItem>> => eventList(db, request.query),
  );

  app.get<{ Params: SlugParams; Querystring: LocaleQuery }>(
    '/api/events/:slug',
    { schema: { params: SLUG_PARAMS_SCHEMA, querystring: LOCALE_QUERY_SCHEMA, response: itemResponse(EVENT_SCHEMA) } },
    async (request): Promise<ItemResponse<EventItem>> => ({
      data: found(await event(db, request.params.slug, request.query.locale)),
    }),
  );
}
