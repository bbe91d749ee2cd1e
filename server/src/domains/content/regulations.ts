import type { FileLink, ListResponse, Locale, Regulation, RegulationListQuery } from '@ksei/shared/node';
import type { Queryable } from '../../db/database.js';
import { Conditions, col, listPage, orderBy } from '../../db/sql.js';
import { publishedState, publishedStateColumns, visibleNow, type PublishedStateRow } from './published-state.js';

interface Row extends PublishedStateRow {
  id: string;
  category: Regulation['category'];
  number: string;
  decree_number: string;
  title: string;
  date: string;
  file: FileLink | null;
  sample: boolean;
}

const toItem =
  (locale: Locale) =>
  ({ decree_number, locales, withdrawn_at, withdrawal, change_history, ...rest }: Row): Regulation => ({
    ...rest,
    decreeNumber: decree_number,
    ...publishedState({ locales, withdrawn_at, withdrawal, change_history }, locale),
  });

// The file in the asked language, else the one there is (the seed's rows have one for both).
const fileColumn = (l: Locale): string => (l === 'en' ? 'coalesce(r.file_en, r.file)' : 'coalesce(r.file, r.file_en)');
const columns = (l: Locale): string =>
  `r.id, r.category, r.${col('number', l)} as number, r.decree_number, r.${col('title', l)} as title,
   r.date::text as date, ${fileColumn(l)} as file, r.sample, ${publishedStateColumns('r')}`;
const VISIBLE = visibleNow('r');

/** One page of regulations: category, search in title, number and decree, by date or number either way. */
export function regulationList(db: Queryable, query: RegulationListQuery): Promise<ListResponse<Regulation>> {
  const { category, q, sort, locale } = query;
  const conditions = new Conditions().always(VISIBLE);
  if (category) conditions.add('r.category = ?', category);
  conditions.containsAny([`r.${col('title', locale)}`, `r.${col('number', locale)}`, 'r.decree_number'], q);
  const spec = {
    select: columns(locale),
    from: 'regulations r',
    conditions,
    orderBy: orderBy(sort, { date: 'r.date', number: `r.${col('number', locale)}` }, 'r.id'),
  };
  return listPage(db, spec, query, toItem(locale));
}

/** One regulation, if it exists and is live. */
export async function regulation(db: Queryable, id: string, l: Locale): Promise<Regulation | undefined> {
  const [row] = await db.query<Row>(`select ${columns(l)} from regulations r where r.id = $1 and ${VISIBLE}`, [id]);
  return row ? toItem(l)(row) : undefined;
}
