import { indexSecurities } from '../search/documents.js';
import type { Database, Queryable } from '../../db/database.js';
import { HOLDER_TYPES, parseBalancepos, type HoldingRecord } from './balancepos.js';
import { parseStatisEfek, type SecurityRecord } from './statisefek.js';

export interface ImportOptions {
  /** The file holds made-up values (a demonstration file): its rows are flagged `sample`. */
  readonly sample?: boolean;
}

export interface ImportResult {
  /** Lines read. */
  readonly rows: number;
  readonly inserted: number;
  readonly updated: number;
  /** Already held with the same values (or from a newer file). */
  readonly unchanged: number;
  /** Master rows created for codes the master did not have yet (holding files only). */
  readonly securitiesAdded: number;
}

type Column = readonly [name: string, sqlType: 'text' | 'date' | 'numeric'];

const SECURITY_COLUMNS: readonly Column[] = [
  ['code', 'text'],
  ['type', 'text'],
  ['description', 'text'],
  ['isin', 'text'],
  ['issuer', 'text'],
  ['status', 'text'],
  ['stock_exchange', 'text'],
  ['listing_date', 'date'],
  ['currency', 'text'],
  ['form', 'text'],
  ['isin_effective_date', 'date'],
  ['maturity_date', 'date'],
  ['expire_date', 'date'],
  ['exercise_price', 'numeric'],
  ['interest_rate', 'numeric'],
  ['interest_type', 'text'],
  ['interest_frequency', 'text'],
  ['nominal_value', 'numeric'],
  ['number_of_securities', 'numeric'],
  ['originated_amount', 'numeric'],
  ['current_amount', 'numeric'],
  ['total_scripless', 'numeric'],
  ['local_percent', 'numeric'],
  ['foreign_percent', 'numeric'],
  ['total_percent', 'numeric'],
  ['sector', 'text'],
  ['closing_price', 'numeric'],
  ['as_of', 'date'],
];

const HOLDING_COLUMNS: readonly Column[] = [
  ['code', 'text'],
  ['as_of', 'date'],
  ['type', 'text'],
  ['number_of_securities', 'numeric'],
  ['price', 'numeric'],
  ...(['local', 'foreign'] as const).flatMap((side) =>
    [...HOLDER_TYPES.map((type) => type.toLowerCase()), 'total'].map((name): Column => [`${side}_${name}`, 'numeric']),
  ),
];

/** `x(code text, …)`: the rows travel as one jsonb parameter, typed by this list. */
const recordset = (columns: readonly Column[]): string =>
  `jsonb_to_recordset($1::jsonb) as x(${columns.map(([name, type]) => `${name} ${type}`).join(', ')})`;

/** `(t.a, t.b) is distinct from (excluded.a, excluded.b)` over the columns an import may change. */
const changed = (table: string, columns: readonly string[]): string =>
  `(${columns.map((name) => `${table}.${name}`).join(', ')}) is distinct from (${columns
    .map((name) => `excluded.${name}`)
    .join(', ')})`;

interface Written {
  inserted: number;
  updated: number;
}

/**
 * Upserts master records. A row changes only when a value differs and the file is not older than the
 * one it came from, so importing the same file again writes nothing.
 */
export async function writeSecurities(
  tx: Queryable,
  records: readonly SecurityRecord[],
  options: ImportOptions = {},
): Promise<Written> {
  const names = SECURITY_COLUMNS.map(([name]) => name);
  const updatable = [...names.filter((name) => name !== 'code'), 'sample'];
  const [row] = await tx.query<Written>(
    `with written as (
       insert into securities (${names.join(', ')}, sample)
       select ${names.join(', ')}, $2::boolean from ${recordset(SECURITY_COLUMNS)}
       on conflict (code) do update set ${updatable.map((name) => `${name} = excluded.${name}`).join(', ')}
       where (securities.as_of is null or excluded.as_of >= securities.as_of) and ${changed('securities', updatable)}
       returning (xmax = 0) as inserted
     )
     select (count(*) filter (where inserted))::int as inserted, (count(*) filter (where not inserted))::int as updated
     from written`,
    [JSON.stringify(records), options.sample === true],
  );
  return row ?? { inserted: 0, updated: 0 };
}

/** Upserts holding lines, first adding a master row (code and type) for any code the master lacks. */
export async function writeHoldings(
  tx: Queryable,
  records: readonly HoldingRecord[],
  options: ImportOptions = {},
): Promise<Written & { securitiesAdded: number }> {
  const json = JSON.stringify(records);
  const [added] = await tx.query<{ n: number }>(
    `with added as (
       insert into securities (code, type, sample)
       select distinct on (code) code, type, $2::boolean from ${recordset(HOLDING_COLUMNS)} order by code
       on conflict (code) do nothing
       returning 1
     )
     select count(*)::int as n from added`,
    [json, options.sample === true],
  );
  const names = HOLDING_COLUMNS.map(([name]) => name);
  const updatable = names.filter((name) => name !== 'code' && name !== 'as_of');
  const [row] = await tx.query<Written>(
    `with written as (
       insert into security_holdings (${names.join(', ')})
       select ${names.join(', ')} from ${recordset(HOLDING_COLUMNS)}
       on conflict (code, as_of) do update set ${updatable.map((name) => `${name} = excluded.${name}`).join(', ')}
       where ${changed('security_holdings', updatable)}
       returning (xmax = 0) as inserted
     )
     select (count(*) filter (where inserted))::int as inserted, (count(*) filter (where not inserted))::int as updated
     from written`,
    [json],
  );
  return { inserted: row?.inserted ?? 0, updated: row?.updated ?? 0, securitiesAdded: added?.n ?? 0 };
}

function result(rows: number, written: Written, securitiesAdded = 0): ImportResult {
  return { rows, ...written, unchanged: rows - written.inserted - written.updated, securitiesAdded };
}

/**
 * Writes a parsed file's records and indexes the securities again, in one transaction: site search
 * finds new codes, ISINs and issuers at once (a holding file may add codes to the master too).
 */
async function importRecords<Row>(
  db: Database,
  records: readonly Row[],
  write: (tx: Queryable, records: readonly Row[]) => Promise<Written & { securitiesAdded?: number }>,
): Promise<ImportResult> {
  const written = await db.transaction(async (tx) => {
    const outcome = await write(tx, records);
    await indexSecurities(tx);
    return outcome;
  });
  return result(records.length, written, written.securitiesAdded);
}

/**
 * Imports a StatisEfek file in one transaction. A malformed line throws ImportFileError (every such
 * line with its number) before anything is written.
 */
export async function importStatisEfek(
  db: Database,
  file: string,
  text: string,
  options: ImportOptions = {},
): Promise<ImportResult> {
  return importRecords(db, parseStatisEfek(file, text), (tx, records) => writeSecurities(tx, records, options));
}

/** Imports a BalanceposEfek file in one transaction, like importStatisEfek. */
export async function importBalancepos(
  db: Database,
  file: string,
  text: string,
  options: ImportOptions = {},
): Promise<ImportResult> {
  return importRecords(db, parseBalancepos(file, text), (tx, records) => writeHoldings(tx, records, options));
}
