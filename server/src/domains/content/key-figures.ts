import type { KeyFigure, ListQuery, ListResponse } from '@ksei/shared/node';
import type { Queryable } from '../../db/database.js';
import { Conditions, col, listPage } from '../../db/sql.js';

interface KeyFigureRow {
  key: 'investors';
  label: string;
  value: number;
  as_of: string;
  source: string;
  source_url: string;
}

/** Headline numbers with their as-of date and source. */
export function keyFigures(db: Queryable, query: ListQuery): Promise<ListResponse<KeyFigure>> {
  return listPage<KeyFigureRow, KeyFigure>(
    db,
    {
      select: `key, ${col('label', query.locale)} as label, value::float8 as value, as_of::text as as_of, source, source_url`,
      from: 'key_figures',
      conditions: new Conditions(),
      orderBy: 'key',
    },
    query,
    (row) => ({
      key: row.key,
      label: row.label,
      value: row.value,
      asOf: row.as_of,
      source: row.source,
      sourceUrl: row.source_url,
    }),
  );
}
