import type { Queryable } from '../db/database.js';

/** The statistics charts the site has (fixed in the front end, not in the database). */
const CHART_SLUGS = new Set(['assets', 'gender', 'income', 'job', 'product', 'sid', 'transfer', 'domestic-map']);

/** Detail pages whose parameter must name a database row, and the query that finds it. */
const LOOKUPS: Readonly<Record<string, string>> = {
  'publication.pressRelease': 'select 1 from press_releases where slug = $1',
  vacancy: 'select 1 from vacancies where slug = $1',
  'service.investmentProduct': 'select 1 from investment_products where code = upper($1)',
};

export type DetailExists = (pageId: string, params: Readonly<Record<string, string>>) => Promise<boolean>;

/** Whether a matched detail page's slug exists; pages without a lookup always exist. */
export function createDetailLookup(db: Queryable): DetailExists {
  return async (pageId, params) => {
    const slug = params['slug'];
    if (pageId === 'statistics.chart') return slug !== undefined && CHART_SLUGS.has(slug);
    const sql = LOOKUPS[pageId];
    if (!sql || slug === undefined) return true;
    return (await db.query(sql, [slug])).length > 0;
  };
}
