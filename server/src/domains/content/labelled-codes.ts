import type { ListQuery, ListResponse } from '@ksei/shared/node';
import type { Queryable } from '../../db/database.js';
import { Conditions, col, listPage } from '../../db/sql.js';

/** The lookup tables that give content their kinds: a code, a label in each language and an order. */
export type CodeTable = 'announcement_types' | 'faq_categories' | 'divisions';

export interface LabelledCode {
  readonly code: string;
  readonly label: string;
}

/** One page of a lookup table's codes with their labels in the asked language, in the table's order. */
export function labelledCodes(db: Queryable, table: CodeTable, query: ListQuery): Promise<ListResponse<LabelledCode>> {
  return listPage<LabelledCode, LabelledCode>(
    db,
    {
      select: `code, ${col('label', query.locale)} as label`,
      from: table,
      conditions: new Conditions(),
      orderBy: 'sort, code',
    },
    query,
    (row) => ({ code: row.code, label: row.label }),
  );
}
