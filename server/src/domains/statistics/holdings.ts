import {
  INVESTOR_TYPES,
  type InvestorType,
  type Locale,
  type Ownership,
  type OwnershipQuery,
  type SecurityCounts,
  type SecurityCountsQuery,
  type TickerMonth,
} from '@ksei/shared/node';
import type { Queryable } from '../../db/database.js';

/** KSEI's own monthly holding files, from which the counts and the ownership summary are derived. */
const HOLDING_FILES_SOURCE: Readonly<Record<Locale, string>> = {
  id: 'Dihitung dari berkas komposisi kepemilikan efek bulanan KSEI (BalanceposEfek)',
  en: "Computed from KSEI's monthly holding composition files (BalanceposEfek)",
};
const HOLDING_FILES_URL = 'https://www.ksei.co.id/id/publikasi/data-dan-statistik/kepemilikan-efek';

/** Holdings columns by the API's investor-type names. */
const HOLDER_COLUMNS: Readonly<Record<InvestorType, string>> = {
  individual: 'id',
  corporate: 'cp',
  mutualFund: 'mf',
  insurance: 'is',
  pensionFund: 'pf',
  financialInstitution: 'ib',
  securitiesCompany: 'sc',
  foundation: 'fd',
  others: 'ot',
};

/** `2023-08` or `2023-08-31` → the month-end date the tables hold, if any. */
function monthOf(months: readonly string[], asked: string | undefined): string | undefined {
  if (!asked) return undefined;
  return months.find((month) => month === asked || month.slice(0, 7) === asked.slice(0, 7));
}

/** The equity ownership summary of the asked month (the latest by default), with one code's months if asked; undefined when there is none. */
export async function ownership(db: Queryable, query: OwnershipQuery): Promise<Ownership | undefined> {
  const months = (
    await db.query<{ as_of: string }>('select as_of::text as as_of from statistics_equity_ownership order by as_of')
  ).map((row) => row.as_of);
  const month = monthOf(months, query.month) ?? months.at(-1);
  if (!month) return undefined;
  const holders = INVESTOR_TYPES.map(
    (type) =>
      `'${type}', json_build_array(local_${HOLDER_COLUMNS[type]}::float8, foreign_${HOLDER_COLUMNS[type]}::float8)`,
  ).join(', ');
  const [row] = await db.query<{
    equity_codes: number;
    local_shares: number;
    foreign_shares: number;
    local_value: number;
    foreign_value: number;
    local_value_pct: number;
    holders: Record<InvestorType, [number, number]>;
  }>(
    `select equity_codes, local_shares::float8 as local_shares, foreign_shares::float8 as foreign_shares,
       local_value::float8 as local_value, foreign_value::float8 as foreign_value,
       local_value_pct::float8 as local_value_pct, json_build_object(${holders}) as holders
     from statistics_equity_ownership where as_of = $1`,
    [month],
  );
  if (!row) return undefined;
  const tickers = (
    await db.query<{ code: string }>('select distinct code from statistics_ticker_holdings order by code')
  ).map((ticker) => ticker.code);
  const code = (query.code ?? '').trim().toUpperCase() || null;
  const tickerMonths = code
    ? await db.query<TickerMonth>(
        `select as_of::text as month, listed_shares::float8 as "listedShares", price::float8 as price,
           scripless_local::float8 as "scriplessLocal", scripless_foreign::float8 as "scriplessForeign",
           local_individual::float8 as "localIndividual", foreign_pct::float8 as "foreignPercent",
           local_value::float8 as "localValue", foreign_value::float8 as "foreignValue"
         from statistics_ticker_holdings where code = $1 order by as_of`,
        [code],
      )
    : [];
  return {
    months,
    month,
    equityCodes: row.equity_codes,
    localShares: row.local_shares,
    foreignShares: row.foreign_shares,
    localValue: row.local_value,
    foreignValue: row.foreign_value,
    localValuePercent: row.local_value_pct,
    byInvestor: INVESTOR_TYPES.map((type) => ({
      type,
      local: row.holders[type][0],
      foreign: row.holders[type][1],
    })),
    tickers,
    code,
    tickerMonths,
    source: HOLDING_FILES_SOURCE[query.locale],
    sourceUrl: HOLDING_FILES_URL,
    derived: true,
  };
}

/** The number of securities per type in the asked month (the latest by default); undefined when there is none. */
export async function securityCounts(db: Queryable, query: SecurityCountsQuery): Promise<SecurityCounts | undefined> {
  const months = (
    await db.query<{ as_of: string }>(
      'select distinct as_of::text as as_of from statistics_security_counts order by as_of',
    )
  ).map((row) => row.as_of);
  const month = monthOf(months, query.month) ?? months.at(-1);
  if (!month) return undefined;
  const rows = await db.query<{ type: string; count: number }>(
    'select type, count from statistics_security_counts where as_of = $1 order by count desc, type',
    [month],
  );
  return {
    months,
    month,
    rows,
    total: rows.reduce((sum, row) => sum + row.count, 0),
    source: HOLDING_FILES_SOURCE[query.locale],
    sourceUrl: HOLDING_FILES_URL,
    derived: true,
  };
}

/** Every month's count per security type, for the download. */
export function securityCountRows(db: Queryable): Promise<{ as_of: string; type: string; count: number }[]> {
  return db.query('select as_of::text as as_of, type, count from statistics_security_counts order by as_of, type');
}

/** Every selected equity's monthly holdings, for the download (columns `a`…`h` in the download's order). */
export function tickerHoldingRows(db: Queryable): Promise<Record<string, string | number>[]> {
  return db.query(
    `select as_of::text as as_of, code, listed_shares::float8 as a, price::float8 as b,
       scripless_local::float8 as c, scripless_foreign::float8 as d, local_individual::float8 as e,
       foreign_pct::float8 as f, local_value::float8 as g, foreign_value::float8 as h
     from statistics_ticker_holdings order by code, as_of`,
  );
}
