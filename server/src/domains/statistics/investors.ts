import type { InvestorTotal } from '@ksei/shared/node';
import type { Queryable } from '../../db/database.js';
import { publisher } from './sources.js';

/** The investor totals by period, each naming its source's publisher. */
export async function investorTotals(db: Queryable): Promise<InvestorTotal[]> {
  const rows = await db.query<{
    period: string;
    metric: 'total' | 'stock';
    value: number;
    exact: boolean;
    precision_note: string;
    source_url: string;
  }>(
    `select period, metric, value::float8 as value, exact, precision_note, source_url
     from statistics_investor_totals order by period, metric`,
  );
  return rows.map((row) => ({
    period: row.period,
    metric: row.metric,
    value: row.value,
    exact: row.exact,
    precision: row.precision_note,
    source: publisher(row.source_url),
    sourceUrl: row.source_url,
  }));
}
