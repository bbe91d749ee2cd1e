import type { DatedListQuery, EventItem, ListResponse, Locale } from '@ksei/shared/node';
import type { Queryable } from '../../db/database.js';
import { Conditions, col, listPage, orderBy } from '../../db/sql.js';

const columns = (l: Locale): string =>
  `slug, date::text as date, ${col('title', l)} as title, ${col('location', l)} as location, ${col('summary', l)} as summary, sample`;

/** One page of events: title search, year, by date either way. */
export function eventList(db: Queryable, query: DatedListQuery): Promise<ListResponse<EventItem>> {
  const { year, q, sort, locale } = query;
  const conditions = new Conditions().contains(col('title', locale), q);
  if (year !== undefined) conditions.add('extract(year from date) = ?', year);
  return listPage<EventItem, EventItem>(
    db,
    { select: columns(locale), from: 'events', conditions, orderBy: orderBy(sort, { date: 'date' }, 'slug') },
    query,
    ({ slug, date, title, location, summary, sample }) => ({ slug, date, title, location, summary, sample }),
  );
}

/** One event, if it exists. */
export async function event(db: Queryable, slug: string, l: Locale): Promise<EventItem | undefined> {
  const [row] = await db.query<EventItem>(`select ${columns(l)} from events where slug = $1`, [slug]);
  return row;
}
