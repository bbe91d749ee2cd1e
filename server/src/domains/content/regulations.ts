import type { ListResponse, Locale, Regulation, RegulationListQuery } from '@ksei/shared/node';
import type { Queryable } from '../../db/database.js';
import { Conditions, col, listPage, orderBy } from '../../db/sql.js';

type Row = Omit<Regulation, 'decreeNumber'> & { decree_number: string };
const toItem = ({ decree_number, ...rest }: Row): Regulation => ({ ...rest, decreeNumber: decree_number });
const columns = (l: Locale): string =>
  `id, category, ${col('number', l)} as number, decree_number, ${col('title', l)} as title, date::text as date, file, sample`;

/** One page of regulations: category, search in title, number and decree, by date or number either way. */
export function regulationList(db: Queryable, query: RegulationListQuery): Promise<ListResponse<Regulation>> {
  const { category, q, sort, locale } = query;
  const conditions = new Conditions();
  if (category) conditions.add('category = ?', category);
  conditions.containsAny([col('title', locale), col('number', locale), 'decree_number'], q);
  const spec = {
    select: columns(locale),
    from: 'regulations',
    conditions,
    orderBy: orderBy(sort, { date: 'date', number: col('number', locale) }, 'id'),
  };
  return listPage(db, spec, query, toItem);
}

/** One regulation, if it exists. */
export async function regulation(db: Queryable, id: string, l: Locale): Promise<Regulation | undefined> {
  const [row] = await db.query<Row>(`select ${columns(l)} from regulations where id = $1`, [id]);
  return row ? toItem(row) : undefined;
}
