import {
  DATED_LIST_QUERY_SCHEMA,
  EVENT_SCHEMA,
  SLUG_PARAMS_SCHEMA,
  type DatedListQuery,
  type SlugParams,
} from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { event, eventList } from '../../domains/content/events.js';
import { getItem, getList } from './read-routes.js';

/** GET /api/events?year&q&sort — GET /api/events/:slug */
export function registerEventsApi(app: FastifyInstance, db: Queryable): void {
  getList(app, {
    path: '/api/events',
    query: DATED_LIST_QUERY_SCHEMA,
    item: EVENT_SCHEMA,
    read: (query: DatedListQuery) => eventList(db, query),
  });
  getItem(app, {
    path: '/api/events/:slug',
    params: SLUG_PARAMS_SCHEMA,
    item: EVENT_SCHEMA,
    read: ({ slug }: SlugParams, locale) => event(db, slug, locale),
  });
}
