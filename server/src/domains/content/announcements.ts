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
import { publishedState, publishedStateColumns, visibleNow, type PublishedStateRow } from './published-state.js';

interface Row extends PublishedStateRow {
  id: string;
  type: string;
  type_label: string;
  date: string;
  reference_number: string;
  title: string;
  attachments: FileLink[];
  sample: boolean;
  notice: string;
}

const toItem =
  (locale: Locale) =>
  (row: Row): Announcement => ({
    id: row.id,
    type: row.type,
    typeLabel: row.type_label,
    date: row.date,
    referenceNumber: row.reference_number,
    title: row.title,
    attachments: row.attachments,
    sample: row.sample,
    notice: row.notice,
    ...publishedState(row, locale),
  });

const columns = (l: Locale): string =>
  `a.id, a.type, t.${col('label', l)} as type_label, a.date::text as date, a.reference_number,
   a.${col('title', l)} as title, a.attachments, a.sample, a.notice, ${publishedStateColumns('a')}`;
const FROM = 'announcements a join announcement_types t on t.code = a.type';
const VISIBLE = visibleNow('a');

/** The announcement types, in their order. */
export function announcementTypes(db: Queryable, query: ListQuery): Promise<ListResponse<AnnouncementType>> {
  return labelledCodes(db, 'announcement_types', query);
}

/** One page of announcements: type, month, day, title search, by date either way. */
export function announcementList(db: Queryable, query: AnnouncementListQuery): Promise<ListResponse<Announcement>> {
  const { type, month, date, q, sort, locale } = query;
  const conditions = new Conditions().contains(`a.${col('title', locale)}`, q).always(VISIBLE);
  if (type) conditions.add('a.type = ?', type);
  if (month) conditions.add(`to_char(a.date, 'YYYY-MM') = ?`, month);
  if (date) conditions.add('a.date = ?::date', date);
  return listPage(
    db,
    { select: columns(locale), from: FROM, conditions, orderBy: orderBy(sort, { date: 'a.date' }, 'a.id desc') },
    query,
    toItem(locale),
  );
}

/** One announcement, if it exists. */
export async function announcement(db: Queryable, id: string, l: Locale): Promise<Announcement | undefined> {
  const [row] = await db.query<Row>(`select ${columns(l)} from ${FROM} where a.id = $1 and ${VISIBLE}`, [id]);
  return row ? toItem(l)(row) : undefined;
}

/** An announcement as the feeds show it; `withdrawn` is the reason, `changed` its last public change. */
export interface LatestAnnouncement {
  readonly id: string;
  readonly title: string;
  readonly reference: string;
  readonly date: string;
  readonly notice: string;
  readonly withdrawn: string | null;
  readonly changed: string;
}

/** The newest announcements (for the feeds), with KSEI's notice kind and any withdrawal's reason. */
export function latestAnnouncements(db: Queryable, l: Locale, limit: number): Promise<LatestAnnouncement[]> {
  return db.query(
    `select id, case when $1 = 'en' then title_en else title_id end as title, reference_number as reference,
            to_char(date, 'YYYY-MM-DD') as date, notice,
            case when withdrawn_at is null then null else coalesce(withdrawal ->> $1, '') end as withdrawn,
            to_char(greatest(published_at, withdrawn_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
              as changed
     from announcements a where ${VISIBLE} order by date desc, id limit ${limit}`,
    [l],
  );
}
