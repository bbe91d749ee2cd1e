import type { Bulletin, ItemResponse, ListResponse } from '@ksei/shared/node';
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

const bulletinSchema = obj({
  id: str,
  edition: str,
  circularNumber: str,
  date: str,
  title: str,
  file: fileLink,
  sample: bool,
});

type Row = Omit<Bulletin, 'circularNumber'> & { circular_number: string };
const toItem = ({ circular_number, ...rest }: Row): Bulletin => ({ ...rest, circularNumber: circular_number });
const columns = (l: ApiLocale): string =>
  `id, edition, circular_number, date::text as date, ${col('title', l)} as title, file, sample`;

/** GET /api/bulletins?year&q&sort — GET /api/bulletins/:id */
export function registerBulletinRoutes(app: FastifyInstance, db: Queryable): void {
  app.get<{ Querystring: ListQuery & { year?: number; q?: string; sort: string } }>(
    '/api/bulletins',
    {
      schema: {
        querystring: listQuery({ ...qParam, ...yearParam, sort: sortParam(['date', '-date'], '-date') }),
        response: listResponse(bulletinSchema),
      },
    },
    async (request): Promise<ListResponse<Bulletin>> => {
      const { year, q, sort, locale } = request.query;
      const conditions = new Conditions().contains(col('title', locale), q);
      if (year !== undefined) conditions.add('extract(year from date) = ?', year);
      return listPage(
        db,
        { select: columns(locale), from: 'bulletins', conditions, orderBy: orderBy(sort, { date: 'date' }, 'id') },
        request.query,
        toItem,
      );
    },
  );

  app.get<{ Params: { id: string }; Querystring: { locale: ApiLocale } }>(
    '/api/bulletins/:id',
    {
      schema: {
        params: { type: 'object', properties: { id: { type: 'string', maxLength: 100 } }, required: ['id'] },
        querystring: localeQuery,
        response: itemResponse(bulletinSchema),
      },
    },
    async (request): Promise<ItemResponse<Bulletin>> => {
      const [row] = await db.query<Row>(`select ${columns(request.query.locale)} from bulletins where id = $1`, [
        request.params.id,
      ]);
      if (!row) throw notFound();
      return { data: toItem(row) };
    },
  );
}
