import type { ListQuery, ListResponse, Shareholder } from '@ksei/shared/node';
import type { Queryable } from '../../db/database.js';
import { Conditions, col, listPage } from '../../db/sql.js';

/** The shareholders, in their order. */
export function shareholders(db: Queryable, query: ListQuery): Promise<ListResponse<Shareholder>> {
  return listPage<Shareholder, Shareholder>(
    db,
    {
      // bigint and numeric arrive as strings from node-postgres; float8 arrives as a number on both engines.
      select: `${col('name', query.locale)} as name, units::float8 as units, value::float8 as value, percentage::float8 as percentage, sample`,
      from: 'shareholders',
      conditions: new Conditions(),
      orderBy: 'sort',
    },
    query,
    (row) => row,
  );
}
