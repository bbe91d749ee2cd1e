import type {
  Announcement,
  AnnouncementListQuery,
  AnnouncementType,
  FileLink,
  ListQuery,
  ListResponse,
  Locale,
} from '@ksei/shared/node';
import type { Queryable } from '../../db/database.js';
import { Conditions, col, listPage, orderBy } from '../../db/sql.js';
import { labelledCodes } from './labelled-codes.js';

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

const columns = (l: Locale): string =>
  `a.id, a.type, t.${col('label', l)} as type_label, a.date::text as date, a.reference_number,
   a.${col('title', l)} as title, a.attachments, a.sample`;
const FROM = 'announcements a join announcement_types t on t.code = a.type';

/** The announcement types, in their order. */
export function announcementTypes(db: Queryable, query: ListQuery): Promise<ListResponse<AnnouncementType>> {
  return labelledCodes(db, 'announcement_types', query);
}

/** One page of announcements: type, month, day, title search, by date either way. */
export function announcementList(db: Queryable, query: AnnouncementListQuery): Promise<ListResponse<Announcement>> {
  const { type, month, date, q, sort, locale } = query;
  const conditions = new Conditions().contains(`a.${col('title', locale)}`, q);
  if (type) conditions.add('a.type = ?', type);
  if (month) conditions.add(`to_char(a.date, 'YYYY-MM') = ?`, month);
  if (date) conditions.add('a.date = ?::date', date);
  return listPage(
    db,
    { select: columns(locale), from: FROM, conditions, orderBy: orderBy(sort, { date: 'a.date' }, 'a.id desc') },
    query,
    toItem,
  );
}

/** One announcement, if it exists. */
export async function announcement(db: Queryable, id: string, l: Locale): Promise<Announcement | undefined> {
  const [row] = await db.query<Row>(`select ${columns(l)} from ${FROM} where a.id = $1`, [id]);
  return row ? toItem(row) : undefined;
}

/** The newest announcements (for the feed). */
export function latestAnnouncements(
  db: Queryable,
  l: Locale,
  limit: number,
): Promise<{ id: string; title: string; reference: string; date: string }[]> {
  return db.query(
    `select id, case when $1 = 'en' then title_en else title_id end as title, reference_number as reference,
            to_char(date, 'YYYY-MM-DD') as date
     from announcements order by date desc, id limit ${limit}`,
    [l],
  );
}
