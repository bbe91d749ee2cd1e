import type { SecurityDetail, SecurityFacets, SecuritySort, SecuritySummary } from '@ksei/shared/node';
import type { Queryable } from '../../db/database.js';
import { Conditions, likeLiteral as literal } from '../../db/sql.js';
import { SecurityLookupIndex, type SecurityFilter, type SecurityLookupOptions } from './lookup-index.js';

/** A security as the lookup and its download list it. */
const SUMMARY_COLUMNS = `code, isin, description, type, issuer, status, stock_exchange as "stockExchange",
  listing_date::text as "listingDate", currency, maturity_date::text as "maturityDate",
  nominal_value::float8 as "nominalValue", number_of_securities::float8 as "numberOfSecurities", sample`;

const DETAIL_COLUMNS = `${SUMMARY_COLUMNS}, form, isin_effective_date::text as "isinEffectiveDate",
  expire_date::text as "expireDate", exercise_price::float8 as "exercisePrice", interest_rate::float8 as "interestRate",
  interest_type as "interestType", interest_frequency as "interestFrequency",
  originated_amount::float8 as "originatedAmount", current_amount::float8 as "currentAmount",
  total_scripless::float8 as "totalScripless", local_percent::float8 as "localPercent",
  foreign_percent::float8 as "foreignPercent", total_percent::float8 as "totalPercent", sector,
  closing_price::float8 as "closingPrice", as_of::text as "asOf"`;

/** KSEI's investor-type columns under the names the API gives them. */
const HOLDERS = `'insurance', h.{side}_is, 'corporate', h.{side}_cp, 'pensionFund', h.{side}_pf,
  'financialInstitution', h.{side}_ib, 'individual', h.{side}_id, 'mutualFund', h.{side}_mf,
  'securitiesCompany', h.{side}_sc, 'foundation', h.{side}_fd, 'others', h.{side}_ot, 'total', h.{side}_total`;
/** The security's latest holding composition as one JSON value (null when the holding files lack it). */
const LATEST_HOLDING = `left join lateral (
  select json_build_object(
    'date', h.as_of::text, 'numberOfSecurities', h.number_of_securities, 'price', h.price,
    'local', json_build_object(${HOLDERS.replaceAll('{side}', 'local')}),
    'foreign', json_build_object(${HOLDERS.replaceAll('{side}', 'foreign')})
  ) as holding
  from security_holdings h where h.code = s.code order by h.as_of desc limit 1
) latest on true`;

const SORT_COLUMNS: Readonly<Record<string, string>> = {
  code: 'code',
  isin: 'isin',
  description: 'description',
  issuer: 'issuer',
  type: 'type',
  status: 'status',
  listingDate: 'listing_date',
  maturityDate: 'maturity_date',
};

/** Empty values (most ISINs and issuers before a master file is imported) last, whichever way. */
export function securityOrder(sort: SecuritySort): string {
  const descending = sort.startsWith('-');
  const column = SORT_COLUMNS[descending ? sort.slice(1) : sort] ?? 'code';
  return `${column} ${descending ? 'desc' : 'asc'} nulls last, code`;
}

/**
 * The master in memory for the lookup's list (read again when it changes, and after a minute at the
 * latest); the download and the detail read the database.
 */
export function createSecurityLookup(
  db: Queryable,
  options: Pick<SecurityLookupOptions, 'changes' | 'onRefreshError'> = {},
): SecurityLookupIndex {
  return new SecurityLookupIndex(db, {
    select: SUMMARY_COLUMNS,
    orderBy: securityOrder,
    pageFromDatabase: (filter, sort, page, pageSize) => securityPage(db, filter, sort, page, pageSize),
    ...options,
  });
}

/** One page of the lookup's list from the database (while the snapshot in memory is read again). */
async function securityPage(
  db: Queryable,
  filter: SecurityFilter,
  sort: SecuritySort,
  page: number,
  pageSize: number,
): Promise<{ rows: SecuritySummary[]; total: number }> {
  const { params, where } = conditionsOf(filter);
  const [counted] = await db.query<{ n: number }>(`select count(*)::int as n from securities ${where}`, params);
  const rows = await db.query<SecuritySummary>(
    `select ${SUMMARY_COLUMNS} from securities ${where} order by ${securityOrder(sort)}
     limit ${Math.trunc(pageSize)} offset ${Math.trunc((page - 1) * pageSize)}`,
    params,
  );
  return { rows, total: counted?.n ?? 0 };
}

/** Whether `text` is a security's code. */
export async function isCode(db: Queryable, text: string): Promise<boolean> {
  return (await db.query('select 1 from securities where code = $1', [text])).length > 0;
}

/** The filter as SQL (for the CSV, which reads every matching row from the database). */
function conditionsOf(filter: SecurityFilter): Conditions {
  const conditions = new Conditions();
  if (filter.exact !== undefined) conditions.add('(isin = ? or code = ?)', filter.exact);
  if (filter.contains !== undefined) conditions.add('search_text like ?', `%${literal(filter.contains)}%`);
  if (filter.isinPrefix !== undefined) conditions.add('isin like ?', `${literal(filter.isinPrefix)}%`);
  if (filter.codePrefix !== undefined) conditions.add('code like ?', `${literal(filter.codePrefix)}%`);
  if (filter.issuerContains !== undefined)
    conditions.add('upper(issuer) like ?', `%${literal(filter.issuerContains)}%`);
  if (filter.type !== undefined) conditions.add('type = ?', filter.type);
  if (filter.status !== undefined) conditions.add('status = ?', filter.status);
  return conditions;
}

/** More than the master holds (about 3,700 securities); a bound, not a page. */
const CSV_ROW_LIMIT = 20_000;

/** Every security the filter finds (up to a bound far above the master's size), for the download. */
export function securitiesForDownload(
  db: Queryable,
  filter: SecurityFilter,
  sort: SecuritySort,
): Promise<SecuritySummary[]> {
  const { params, where } = conditionsOf(filter);
  return db.query<SecuritySummary>(
    `select ${SUMMARY_COLUMNS} from securities ${where} order by ${securityOrder(sort)} limit ${CSV_ROW_LIMIT}`,
    params,
  );
}

/** A security's every master field and its latest holding composition, without its corporate actions. */
export type SecurityRecordDetail = Omit<SecurityDetail, 'corporateActions'>;

const DETAIL_SELECT = `select ${DETAIL_COLUMNS}, latest.holding from securities s ${LATEST_HOLDING}`;

/** The security with this code, if any. */
export async function securityByCode(db: Queryable, code: string): Promise<SecurityRecordDetail | undefined> {
  const [row] = await db.query<SecurityRecordDetail>(`${DETAIL_SELECT} where s.code = $1`, [code]);
  return row;
}

/** The security with this ISIN (the first code, should several share it), if any. */
export async function securityByIsin(db: Queryable, isin: string): Promise<SecurityRecordDetail | undefined> {
  const [row] = await db.query<SecurityRecordDetail>(`${DETAIL_SELECT} where s.isin = $1 order by s.code limit 1`, [
    isin,
  ]);
  return row;
}

/** The types and statuses of the master, with their counts. */
export async function securityFacets(db: Queryable): Promise<SecurityFacets> {
  const facet = (column: string) =>
    db.query<{ value: string; count: number }>(
      `select ${column} as value, count(*)::int as count from securities where ${column} is not null
       group by ${column} order by ${column}`,
    );
  const [types, statuses] = await Promise.all([facet('type'), facet('status')]);
  return { types, statuses };
}

/** A security in a line: its page's heading and what describes it (type, ISIN, issuer). */
export interface SecurityHead {
  readonly title: string;
  readonly code: string;
  readonly type: string;
  readonly isin: string | null;
  readonly issuer: string | null;
}

/** What a security's page head says, found by its code or its ISIN (in any case), if it exists. */
export async function securityHead(db: Queryable, codeOrIsin: string): Promise<SecurityHead | undefined> {
  const [row] = await db.query<SecurityHead>(
    `select code || coalesce(' — ' || coalesce(issuer, description), '') as title, code, type, isin, issuer
     from securities where code = upper($1) or isin = upper($1) order by code limit 1`,
    [codeOrIsin],
  );
  return row;
}

/** Every security's code. */
export async function securityCodes(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ code: string }>('select code from securities order by code');
  return rows.map((row) => row.code);
}
