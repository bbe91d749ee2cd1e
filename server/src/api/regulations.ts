import { REGULATION_CATEGORIES, type ItemResponse, type ListResponse, type Regulation } from '@ksei/shared/node';
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
  nullable,
  obj,
  qParam,
  sortParam,
  str,
} from './schemas.js';

const regulationSchema = obj({
  id: str,
  category: str,
  number: str,
  decreeNumber: str,
  title: str,
  date: str,
  file: nullable(fileLink),
  sample: bool,
});

type Row = Omit<Regulation, 'decreeNumber'> & { decree_number: string };
const toItem = ({ decree_number, ...rest }: Row): Regulation => ({ ...rest, decreeNumber: decree_number });
const columns = (l: ApiLocale): string =>
  `id, category, number, decree_number, ${col('title', l)} as title, date::text as date, file, sample`;

/** GET /api/regulations?category&q&sort=date|-date|number|-number — GET /api/regulations/:id */
export function registerRegulationRoutes(app: FastifyInstance, db: Queryable): void {
  app.get<{ Querystring: ListQuery & { category?: string; q?: string; sort: string } }>(
    '/api/regulations',
    {
      schema: {
        querystring: listQuery({
          ...qParam,
          category: { type: 'string', enum: [...REGULATION_CATEGORIES] },
          sort: sortParam(['date', '-date', 'number', '-number'], '-date'),
        }),
        response: listResponse(regulationSchema),
      },
    },
    async (request): Promise<ListResponse<Regulation>> => {
      const { category, q, sort, locale } = request.query;
      const conditions = new Conditions();
      if (category) conditions.add('category = ?', category);
      if (q && q.trim() !== '') {
        // Title, regulation number or decree number.
        const like = `%${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.add(`(${col('title', locale)} ilike ? or number ilike ? or decree_number ilike ?)`, like);
      }
      const spec = {
        select: columns(locale),
        from: 'regulations',
        conditions,
        orderBy: orderBy(sort, { date: 'date', number: 'number' }, 'id'),
      };
      return listPage(db, spec, request.query, toItem);
    },
  );

  app.get<{ Params: { id: string }; Querystring: { locale: ApiLocale } }>(
    '/api/regulations/:id',
    {
      schema: {
        params: { type: 'object', properties: { id: { type: 'string', maxLength: 200 } }, required: ['id'] },
        querystring: localeQuery,
        response: itemResponse(regulationSchema),
      },
    },
    async (request): Promise<ItemResponse<Regulation>> => {
      const [row] = await db.query<Row>(`select ${columns(request.query.locale)} from regulations where id = $1`, [
        request.params.id,
      ]);
      if (!row) throw notFound();
      return { data: toItem(row) };
    },
  );
}
