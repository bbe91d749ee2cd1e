import {
  LOCALE_QUERY_SCHEMA,
  REGULATION_LIST_QUERY_SCHEMA,
  REGULATION_PARAMS_SCHEMA,
  REGULATION_SCHEMA,
  type IdParams,
  type ItemResponse,
  type ListResponse,
  type LocaleQuery,
  type Regulation,
  type RegulationListQuery,
} from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';
import { notFound } from '../http/error-format.js';
import { Conditions, listPage, orderBy, col } from '../db/sql.js';
import type { ApiLocale } from '../http/locale.js';
import { itemResponse, listResponse } from './schemas.js';

type Row = Omit<Regulation, 'decreeNumber'> & { decree_number: string };
const toItem = ({ decree_number, ...rest }: Row): Regulation => ({ ...rest, decreeNumber: decree_number });
const columns = (l: ApiLocale): string =>
  `id, category, ${col('number', l)} as number, decree_number, ${col('title', l)} as title, date::text as date, file, sample`;

/** GET /api/regulations?category&q&sort=date|-date|number|-number — GET /api/regulations/:id */
export function registerRegulationRoutes(app: FastifyInstance, db: Queryable): void {
  app.get<{ Querystring: RegulationListQuery }>(
    '/api/regulations',
    { schema: { querystring: REGULATION_LIST_QUERY_SCHEMA, response: listResponse(REGULATION_SCHEMA) } },
    async (request): Promise<ListResponse<Regulation>> => {
      const { category, q, sort, locale } = request.query;
      const conditions = new Conditions();
      if (category) conditions.add('category = ?', category);
      conditions.containsAny([col('title', locale), col('number', locale), 'decree_number'], q);
      const spec = {
        select: columns(locale),
        from: 'regulations',
        conditions,
        orderBy: orderBy(sort, { date: 'date', number: col('number', locale) }, 'id'),
      };
      return listPage(db, spec, request.query, toItem);
    },
  );

  app.get<{ Params: IdParams; Querystring: LocaleQuery }>(
    '/api/regulations/:id',
    {
      schema: {
        params: REGULATION_PARAMS_SCHEMA,
        querystring: LOCALE_QUERY_SCHEMA,
        response: itemResponse(REGULATION_SCHEMA),
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
