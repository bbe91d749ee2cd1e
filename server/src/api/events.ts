import type { EventItem, ItemResponse, ListResponse } from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';
import { notFound } from './errors.js';
import { Conditions, listPage, orderBy, type ListQuery } from './list.js';
import { col, type ApiLocale } from './locale.js';
import {
  bool,
  itemResponse,
  listQuery,
  listResponse,
  localeQuery,
  obj,
  qParam,
  slugParams,
  sortParam,
  str,
  yearParam,
} from './schemas.js';

const eventSchema = obj({ slug: str, date: str, title: str, location: str, summary: str, sample: bool });

const columns = (l: ApiLocale): string =>
  `slug, date::text as date, ${col('title', l)} as title, ${col('location', l)} as location, ${col('summary', l)} as summary, sample`;

/** GET /api/events?year&q&sort — GET /api/events/:slug */
export function registerEventRoutes(app: FastifyInstance, db: Queryable): void {
  app.get<{ Querystring: ListQuery & { year?: number; q?: string; sort: string } }>(
    '/api/events',
    {
      schema: {
        querystring: listQuery({ ...qParam, ...yearParam, sort: sortParam(['date', '-date'], '-date') }),
        response: listResponse(eventSchema),
      },
    },
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

  app.get<{ Params: { slug: string }; Querystring: { locale: ApiLocale } }>(
    '/api/events/:slug',
    { schema: { params: slugParams, querystring: localeQuery, response: itemResponse(eventSchema) } },
    async (request): Promise<ItemResponse<EventItem>> => {
      const [row] = await db.query<EventItem>(`select ${columns(request.query.locale)} from events where slug = $1`, [
        request.params.slug,
      ]);
      if (!row) throw notFound();
      return { data: row };
    },
  );
}
