import type { ItemResponse, ListResponse, OtherPublication } from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';
import { notFound } from './errors.js';
import { Conditions, listPage, orderBy, type ListQuery } from './list.js';
import { col, type ApiLocale } from './locale.js';
import {
  bool,
  fileLink,
  itemResponse,
  listQuery,
  listResponse,
  localeQuery,
  obj,
  qParam,
  sortParam,
  str,
  yearParam,
} from './schemas.js';

const publicationSchema = obj({ id: str, date: str, title: str, file: fileLink, sample: bool });
const columns = (l: ApiLocale): string => `id, date::text as date, ${col('title', l)} as title, file, sample`;

/** GET /api/other-publications?year&q&sort — GET /api/other-publications/:id */
export function registerOtherPublicationRoutes(app: FastifyInstance, db: Queryable): void {
  app.get<{ Querystring: ListQuery & { year?: number; q?: string; sort: string } }>(
    '/api/other-publications',
    {
      schema: {
        querystring: listQuery({ ...qParam, ...yearParam, sort: sortParam(['date', '-date'], '-date') }),
        response: listResponse(publicationSchema),
      },
    },
    async (request): Promise<ListResponse<OtherPublication>> => {
      const { year, q, sort, locale } = request.query;
      const conditions = new Conditions().contains(col('title', locale), q);
      if (year !== undefined) conditions.add('extract(year from date) = ?', year);
      return listPage<OtherPublication, OtherPublication>(
        db,
        {
          select: columns(locale),
          from: 'other_publications',
          conditions,
          orderBy: orderBy(sort, { date: 'date' }, 'id'),
        },
        request.query,
        (row) => row,
      );
    },
  );

  app.get<{ Params: { id: string }; Querystring: { locale: ApiLocale } }>(
    '/api/other-publications/:id',
    {
      schema: {
        params: { type: 'object', properties: { id: { type: 'string', maxLength: 100 } }, required: ['id'] },
        querystring: localeQuery,
        response: itemResponse(publicationSchema),
      },
    },
    async (request): Promise<ItemResponse<OtherPublication>> => {
      const [row] = await db.query<OtherPublication>(
        `select ${columns(request.query.locale)} from other_publications where id = $1`,
        [request.params.id],
      );
      if (!row) throw notFound();
      return { data: row };
    },
  );
}
