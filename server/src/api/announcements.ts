import {
  ANNOUNCEMENT_LIST_QUERY_SCHEMA,
  ANNOUNCEMENT_SCHEMA,
  ANNOUNCEMENT_TYPE_SCHEMA,
  ID_PARAMS_SCHEMA,
  LIST_QUERY_SCHEMA,
  LOCALE_QUERY_SCHEMA,
  type Announcement,
  type AnnouncementListQuery,
  type AnnouncementType,
  type FileLink,
  type IdParams,
  type ItemResponse,
  type ListQuery,
  type ListResponse,
  type LocaleQuery,
} from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';
import { notFound } from '../http/error-format.js';
import { Conditions, listPage, orderBy, col } from '../db/sql.js';
import type { ApiLocale } from '../http/locale.js';
import { itemResponse, listResponse } from './schemas.js';

interface Row {
  id: string;
  type: string;
  type_label: string;
  date: string;
  reference_number: string;
  title: string;
  attachments: FileLink[];
  sample: boolean;
}

const toItem = (row: Row): Announcement => ({
  id: row.id,
  type: row.type,
  typeLabel: row.type_label,
  date: row.date,
  referenceNumber: row.reference_number,
  title: row.title,
  attachments: row.attachments,
  sample: row.sample,
});

const columns = (l: ApiLocale): string =>
  `a.id, a.type, t.${col('label', l)} as type_label, a.date::text as date, a.reference_number,
   a.${col('title', l)} as title, a.attachments, a.sample`;
const FROM = 'announcements a join announcement_types t on t.code = a.type';

/** GET /api/announcements?type&month&date&q&sort — /api/announcements/:id — /api/announcement-types */
export function registerAnnouncementRoutes(app: FastifyInstance, db: Queryable): void {
  app.get<{ Querystring: ListQuery }>(
    '/api/announcement-types',
    { schema: { querystring: LIST_QUERY_SCHEMA, response: listResponse(ANNOUNCEMENT_TYPE_SCHEMA) } },
    async (request): Promise<ListResponse<AnnouncementType>> =>
      listPage<{ code: string; label: string }, AnnouncementType>(
        db,
        {
          select: `code, ${col('label', request.query.locale)} as label`,
          from: 'announcement_types',
          conditions: new Conditions(),
          orderBy: 'sort, code',
        },
        request.query,
        (row) => ({ code: row.code, label: row.label }),
      ),
  );

  app.get<{ Querystring: AnnouncementListQuery }>(
    '/api/announcements',
    { schema: { querystring: ANNOUNCEMENT_LIST_QUERY_SCHEMA, response: listResponse(ANNOUNCEMENT_SCHEMA) } },
    async (request): Promise<ListResponse<Announcement>> => {
      const { type, month, date, q, sort, locale } = request.query;
      const conditions = new Conditions().contains(`a.${col('title', locale)}`, q);
      if (type) conditions.add('a.type = ?', type);
      if (month) conditions.add(`to_char(a.date, 'YYYY-MM') = ?`, month);
      if (date) conditions.add('a.date = ?::date', date);
      return listPage(
        db,
        { select: columns(locale), from: FROM, conditions, orderBy: orderBy(sort, { date: 'a.date' }, 'a.id desc') },
        request.query,
        toItem,
      );
    },
  );

  app.get<{ Params: IdParams; Querystring: LocaleQuery }>(
    '/api/announcements/:id',
    {
      schema: {
        params: ID_PARAMS_SCHEMA,
        querystring: LOCALE_QUERY_SCHEMA,
        response: itemResponse(ANNOUNCEMENT_SCHEMA),
      },
    },
    async (request): Promise<ItemResponse<Announcement>> => {
      const [row] = await db.query<Row>(`select ${columns(request.query.locale)} from ${FROM} where a.id = $1`, [
        request.params.id,
      ]);
      if (!row) throw notFound();
      return { data: toItem(row) };
    },
  );
}
