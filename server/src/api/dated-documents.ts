import {
  DATED_LIST_QUERY_SCHEMA,
  ID_PARAMS_SCHEMA,
  LOCALE_QUERY_SCHEMA,
  type DatedListQuery,
  type IdParams,
  type ItemResponse,
  type JsonSchema,
  type ListResponse,
  type LocaleQuery,
} from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';
import { notFound } from '../http/error-format.js';
import { Conditions, listPage, orderBy, col } from '../db/sql.js';
import type { ApiLocale } from '../http/locale.js';
import { itemResponse, listResponse } from './schemas.js';

/** A kind of dated, titled document with a file (bulletins, other publications). */
export interface DatedDocumentResource<Row, Item> {
  /** `/api/bulletins`: the list; `/:id` is the detail. */
  readonly path: string;
  readonly table: string;
  /** The item's JSON schema (validates and serializes responses). */
  readonly schema: JsonSchema;
  /** Select list for a locale. */
  readonly columns: (locale: ApiLocale) => string;
  readonly toItem: (row: Row) => Item;
}

/** GET `<path>?year&q&sort=(-)date` and GET `<path>/:id`, the same for every dated document kind. */
export function registerDatedDocumentRoutes<Row, Item>(
  app: FastifyInstance,
  db: Queryable,
  resource: DatedDocumentResource<Row, Item>,
): void {
  app.get<{ Querystring: DatedListQuery }>(
    resource.path,
    { schema: { querystring: DATED_LIST_QUERY_SCHEMA, response: listResponse(resource.schema) } },
    async (request): Promise<ListResponse<Item>> => {
      const { year, q, sort, locale } = request.query;
      const conditions = new Conditions().contains(col('title', locale), q);
      if (year !== undefined) conditions.add('extract(year from date) = ?', year);
      return listPage<Row, Item>(
        db,
        {
          select: resource.columns(locale),
          from: resource.table,
          conditions,
          orderBy: orderBy(sort, { date: 'date' }, 'id'),
        },
        request.query,
        resource.toItem,
      );
    },
  );

  app.get<{ Params: IdParams; Querystring: LocaleQuery }>(
    `${resource.path}/:id`,
    { schema: { params: ID_PARAMS_SCHEMA, querystring: LOCALE_QUERY_SCHEMA, response: itemResponse(resource.schema) } },
    async (request): Promise<ItemResponse<Item>> => {
      const [row] = await db.query<Row>(
        `select ${resource.columns(request.query.locale)} from ${resource.table} where id = $1`,
        [request.params.id],
      );
      if (!row) throw notFound();
      return { data: resource.toItem(row) };
    },
  );
}
