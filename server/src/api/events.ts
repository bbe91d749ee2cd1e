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
import type { Queryable } from '../db/database.js';
import { notFound } from '../http/error-format.js';
import { Conditions, listPage, orderBy, col } from '../db/sql.js';
import type { ApiLocale } from '../http/locale.js';
import { itemResponse, listResponse } from './schemas.js';

const columns = (l: ApiLocale): string =>
  `slug, date::text as date, ${col('title', l)} as title, ${col('location', l)} as location, ${col('summary', l)} as summary, sample`;

/** GET /api/events?year&q&sort — GET /api/events/:slug */
export function registerEventRoutes(app: FastifyInstance, db: Queryable): void {
  app.get<{ Querystring: DatedListQuery }>(
    '/api/events',
    { schema: { querystring: DATED_LIST_QUERY_SCHEMA, response: listResponse(EVENT_SCHEMA) } },
    async (request): Promise<ListResponse<EventItem>> => {
      const { year, q, sort, locale } = request.query;
      const conditions = new Conditions().contains(col('title', locale), q);
      if (year !== undefined) conditions.add('extract(year from date) = ?', year);
      return listPage<EventItem, EventItem>(
        db,
        { select: columns(locale), from: 'events', conditions, orderBy: orderBy(sort, { date: 'date' }, 'slug') },
        request.query,
        ({ slug, date, title, location, summary, sample }) => ({ slug, date, title, location, summary, sample }),
      );
    },
  );

  app.get<{ Params: SlugParams; Querystring: LocaleQuery }>(
    '/api/events/:slug',
    { schema: { params: SLUG_PARAMS_SCHEMA, querystring: LOCALE_QUERY_SCHEMA, response: itemResponse(EVENT_SCHEMA) } },
    async (request): Promise<ItemResponse<EventItem>> => {
      const [row] = await db.query<EventItem>(`select ${columns(request.query.locale)} from events where slug = $1`, [
        request.params.slug,
      ]);
      if (!row) throw notFound();
      return { data: row };
    },
  );
}
