import type { Announcement, AnnouncementType, FileLink, ItemResponse, ListResponse } from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';
import { notFound } from './errors.js';
import { Conditions, listPage, orderBy, type ListQuery } from './list.js';
import { col, type ApiLocale } from './locale.js';
import {
  arrayOf,
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
  dateParam,
} from './schemas.js';

const typeSchema = obj({ code: str, label: str });
const announcementSchema = obj({
  id: str,
  type: str,
  typeLabel: str,
  date: str,
  referenceNumber: str,
  title: str,
  attachments: arrayOf(fileLink),
  sample: bool,
});

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
    { schema: { querystring: listQuery(), response: listResponse(typeSchema) } },
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

  app.get<{ Querystring: ListQuery & { type?: string; month?: string; date?: string; q?: string; sort: string } }>(
    '/api/announcements',
    {
      schema: {
        querystring: listQuery({
          ...qParam,
          type: { type: 'string', maxLength: 100 },
          month: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' },
          date: dateParam,
          sort: sortParam(['date', '-date'], '-date'),
        }),
        response: listResponse(announcementSchema),
      },
    },
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

  app.get<{ Params: { id: string }; Querystring: { locale: ApiLocale } }>(
    '/api/announcements/:id',
    {
      schema: {
        params: { type: 'object', properties: { id: { type: 'string', maxLength: 100 } }, required: ['id'] },
        querystring: localeQuery,
        response: itemResponse(announcementSchema),
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
