import type { Queryable } from './database.js';

/** One row, keyed by column name (values become JSON, then typed by the table's columns). */
type Row = Record<string, unknown>;

interface ColumnRow {
  column_name: string;
  data_type: string;
}

/** Only names from our own tables reach SQL text; this guards against a typo turning into injection. */
const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/**
 * Inserts many rows in one statement: the rows travel as one jsonb parameter and
 * `jsonb_to_recordset` types them by the table's own column types (one round trip per table).
 * Existing keys are left alone, so a partial earlier run cannot make this fail.
 */
export async function insertRows(db: Queryable, table: string, rows: readonly Row[]): Promise<void> {
  if (rows.length === 0) return;
  if (!IDENTIFIER.test(table)) throw new Error(`seed: bad table name ${table}`);
  const columns = await db.query<ColumnRow>(
    `select column_name, data_type from information_schema.columns
     where table_name = $1 and table_schema = current_schema() and is_generated = 'NEVER'`,
    [table],
  );
  const used = new Set(rows.flatMap((row) => Object.keys(row)));
  const chosen = columns.filter((column) => used.has(column.column_name));
  const missing = [...used].filter((name) => !chosen.some((column) => column.column_name === name));
  if (missing.length > 0) throw new Error(`seed: ${table} has no column(s) ${missing.join(', ')}`);
  const names = chosen.map((column) => column.column_name).join(', ');
  const types = chosen.map((column) => `${column.column_name} ${column.data_type}`).join(', ');
  await db.query(
    `insert into ${table} (${names}) select ${names} from jsonb_to_recordset($1::jsonb) as x(${types}) on conflict do nothing`,
    [JSON.stringify(rows)],
  );
}
