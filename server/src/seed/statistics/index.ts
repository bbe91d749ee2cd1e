import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../../db/database.js';
import { parseCsv } from '../../text/csv.js';
import { insertRows } from '../../db/insert-rows.js';
import { allPoints, sidTotals } from './series.js';

export const SECURITY_COUNTS_FILE = 'ksei_balancepos_security_type_counts_2023-08_2024-03.csv';
export const OWNERSHIP_FILE = 'ksei_equity_ownership_summary_monthly_2023-08_2024-03.csv';
export const TICKERS_FILE = 'ksei_holding_selected_tickers_monthly_2023-08_2024-03.csv';

// Serialises seeding when several servers share one PostgreSQL; harmless on PGlite.
const STATISTICS_SEED_LOCK = 'select pg_advisory_xact_lock(4735223)';

function csv(seedDir: string, name: string): Record<string, string>[] {
  return parseCsv(fs.readFileSync(path.join(seedDir, name), 'utf8'));
}

/** Every column of the row, named as the table names it (`foo_value_idr` → `foo`, see `rename`). */
function columns(row: Record<string, string>, rename: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(row).map(([name, value]) => [rename[name] ?? name, value]));
}

const HOLDER_CODES = ['is', 'cp', 'pf', 'ib', 'id', 'mf', 'sc', 'fd', 'ot'] as const;
const OWNERSHIP_COLUMNS: Readonly<Record<string, string>> = {
  date: 'as_of',
  local_value_idr: 'local_value',
  foreign_value_idr: 'foreign_value',
  local_value_pct: 'local_value_pct',
  ...Object.fromEntries(
    HOLDER_CODES.flatMap((code) => [
      [`local_${code}_value_idr`, `local_${code}`],
      [`foreign_${code}_value_idr`, `foreign_${code}`],
    ]),
  ),
};
const TICKER_COLUMNS: Readonly<Record<string, string>> = {
  date: 'as_of',
  price_idr: 'price',
  local_individual_ID: 'local_individual',
  foreign_total_pct_of_scripless: 'foreign_pct',
  local_value_idr: 'local_value',
  foreign_value_idr: 'foreign_value',
};

/**
 * Fills the statistics tables when they are empty, from the seed files (and the charts' flagged sample
 * series). Runs on every start, so a database seeded before the statistics existed gets them too.
 */
export async function seedStatisticsIfEmpty(db: Database, seedDir: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query(STATISTICS_SEED_LOCK);
    const [state] = await tx.query<{ seeded: boolean }>('select exists (select 1 from statistics_points) as seeded');
    if (state?.seeded) return false;
    await insertRows(
      tx,
      'statistics_points',
      allPoints(seedDir).map((row) => ({ ...row })),
    );
    await insertRows(
      tx,
      'statistics_security_counts',
      csv(seedDir, SECURITY_COUNTS_FILE).map((row) => ({
        as_of: row['date'],
        type: row['security_type'],
        count: Number(row['count']),
      })),
    );
    await insertRows(
      tx,
      'statistics_equity_ownership',
      csv(seedDir, OWNERSHIP_FILE).map((row) => columns(row, OWNERSHIP_COLUMNS)),
    );
    await insertRows(
      tx,
      'statistics_ticker_holdings',
      csv(seedDir, TICKERS_FILE).map((row) => columns(row, TICKER_COLUMNS)),
    );
    await insertRows(
      tx,
      'statistics_investor_totals',
      sidTotals(seedDir).map((total) => ({
        period: total.period,
        metric: total.metric,
        value: total.value,
        exact: total.exact,
        precision_note: total.precision,
        source_url: total.sourceUrl,
        attribution: total.attribution,
      })),
    );
    return true;
  });
}
