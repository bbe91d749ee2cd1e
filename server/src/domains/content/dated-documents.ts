import type { Bulletin, DatedListQuery, ListResponse, Locale, OtherPublication } from '@ksei/shared/node';
import type { Queryable } from '../../db/database.js';
import { Conditions, col, listPage, orderBy } from '../../db/sql.js';

/** A kind of dated, titled document with a file (bulletins, other publications): its table and columns. */
export interface DatedDocumentKind<Row, Item> {
  readonly table: string;
  /** Select list for a locale. */
  readonly columns: (locale: Locale) => string;
  readonly toItem: (row: Row) => Item;
}

type BulletinRow = Omit<Bulletin, 'circularNumber'> & { circular_number: string };

export const BULLETINS: DatedDocumentKind<BulletinRow, Bulletin> = {
  table: 'bulletins',
  columns: (l) => `id, edition, circular_number, date::text as date, ${col('title', l)} as title, file, sample`,
  toItem: ({ circular_number, ...rest }) => ({ ...rest, circularNumber: circular_number }),
};

export const OTHER_PUBLICATIONS: DatedDocumentKind<OtherPublication, OtherPublication> = {
  table: 'other_publications',
  columns: (l) => `id, date::text as date, ${col('title', l)} as title, file, sample`,
  toItem: (row) => row,
};

/** One page of a kind's documents: title search, year, by date either way. */
export function datedDocumentList<Row, Item>(
  db: Queryable,
  kind: DatedDocumentKind<Row, Item>,
  query: DatedListQuery,
): Promise<ListResponse<Item>> {
  const { year, q, sort, locale } = query;
  const conditions = new Conditions().contains(col('title', locale), q);
  if (year !== undefined) conditions.add('extract(year from date) = ?', year);
  return listPage<Row, Item>(
    db,
    {
      select: kind.columns(locale),
      from: kind.table,
      conditions,
      orderBy: orderBy(sort, { date: 'date' }, 'id'),
    },
    query,
    kind.toItem,
  );
}

/** One document of a kind, if it exists. */
export async function datedDocument<Row, Item>(
  db: Queryable,
  kind: DatedDocumentKind<Row, Item>,
  id: string,
  locale: Locale,
): Promise<Item | undefined> {
  const [row] = await db.query<Row>(`select ${kind.columns(locale)} from ${kind.table} where id = $1`, [id]);
  return row ? kind.toItem(row) : undefined;
}
