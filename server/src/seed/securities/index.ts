import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../../db/database.js';
import { parseCsv } from '../../text/csv.js';
import { loadRealFacts } from '../model/real-facts.js';
import { HOLDER_TYPES, type HoldingRecord } from '../../domains/securities/balancepos.js';
import { writeHoldings } from '../../domains/securities/import.js';
import { checkIsin } from '../../domains/securities/isin.js';
import { parseCode, parseDate, parseNumber, parseRequired } from '../../domains/securities/pipe-file.js';

/** KSEI's BalanceposEfek of 28 Mar 2024 as CSV (lower-case snake-case headers), in server/seed. */
export const HOLDING_SEED_FILE = 'ksei_holding_composition_2024-03-28.csv';

// Serialises seeding when several servers share one PostgreSQL; harmless on PGlite.
const SECURITIES_SEED_LOCK = 'select pg_advisory_xact_lock(4735221)';

function number(row: Record<string, string>, column: string): string {
  const value = parseNumber(column, row[column] ?? '');
  if (value === null) throw new Error(`${HOLDING_SEED_FILE}: ${column} is empty for ${row['code']}`);
  return value;
}

/** The seed file's rows, checked with the importer's own field rules. */
export function loadHoldingSeed(seedDir: string): HoldingRecord[] {
  const rows = parseCsv(fs.readFileSync(path.join(seedDir, HOLDING_SEED_FILE), 'utf8'));
  const holderColumns = (['local', 'foreign'] as const).flatMap((side) =>
    [...HOLDER_TYPES.map((type) => type.toLowerCase()), 'total'].map((name) => `${side}_${name}`),
  );
  return rows.map((row) => {
    const asOf = parseDate('date', row['date'] ?? '');
    if (asOf === null) throw new Error(`${HOLDING_SEED_FILE}: a row has no date`);
    // The keys are HOLDER_TYPES' columns, exactly the names HoldingRecord lists.
    return {
      as_of: asOf,
      code: parseCode('code', row['code'] ?? ''),
      type: parseRequired('type', row['type'] ?? '').toUpperCase(),
      number_of_securities: parseNumber('sec_num', row['sec_num'] ?? ''),
      price: parseNumber('price', row['price'] ?? ''),
      ...Object.fromEntries(holderColumns.map((column) => [column, number(row, column)])),
    } as HoldingRecord;
  });
}

/**
 * Fills the securities master when it is empty: every security of KSEI's holding-composition file (code,
 * type, holdings) and the verified ISINs with their issuers. All of it is real; nothing is flagged
 * sample. Runs on every start, so a database seeded before the master existed gets it too.
 */
export async function seedSecuritiesIfEmpty(db: Database, seedDir: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query(SECURITIES_SEED_LOCK);
    const [state] = await tx.query<{ seeded: boolean }>('select exists (select 1 from securities) as seeded');
    if (state?.seeded) return false;
    await writeHoldings(tx, loadHoldingSeed(seedDir));
    const tickers = loadRealFacts(seedDir).isinTickers;
    const invalid = tickers.find((ticker) => checkIsin(ticker.isin).kind !== 'valid');
    if (invalid) throw new Error(`isin_tickers.csv: ${invalid.isin} (${invalid.code}) fails its check digit`);
    await tx.query(
      `update securities s set isin = x.isin, issuer = x.issuer
       from jsonb_to_recordset($1::jsonb) as x(code text, isin text, issuer text)
       where s.code = x.code`,
      [JSON.stringify(tickers)],
    );
    return true;
  });
}
