import { checkIsin } from './isin.js';
import {
  FieldError,
  parseCode,
  parseDate,
  parseNumber,
  parseRecords,
  parseRequired,
  parseText,
  readPipeFile,
} from './pipe-file.js';

/** KSEI's master securities file (StatisEfekYYYYMMDD.txt), in its column order. */
export const STATISEFEK_COLUMNS = [
  'Date',
  'Code',
  'Description',
  'Type',
  'Isin Code',
  'Issuer',
  'Status',
  'Stock Exchange',
  'Listing Date',
  'Currency',
  'Form',
  'Eff. Date Isin',
  'Maturity Date',
  'Expire Date',
  'Exercise Price',
  'Interest',
  'Interest Type',
  'Interest Freq',
  'Nominal Value',
  'Num. of Sec',
  'Originated Amt',
  'Current Amt',
  'Total Scripless',
  'Local (%)',
  'Foreign (%)',
  'Total (%)',
  'Sector',
  'Closing Price',
] as const;

/** One master record as the `securities` table stores it (numbers as decimal text). */
export interface SecurityRecord {
  readonly as_of: string;
  readonly code: string;
  readonly description: string | null;
  readonly type: string;
  readonly isin: string | null;
  readonly issuer: string | null;
  readonly status: string | null;
  readonly stock_exchange: string | null;
  readonly listing_date: string | null;
  readonly currency: string | null;
  readonly form: string | null;
  readonly isin_effective_date: string | null;
  readonly maturity_date: string | null;
  readonly expire_date: string | null;
  readonly exercise_price: string | null;
  readonly interest_rate: string | null;
  readonly interest_type: string | null;
  readonly interest_frequency: string | null;
  readonly nominal_value: string | null;
  readonly number_of_securities: string | null;
  readonly originated_amount: string | null;
  readonly current_amount: string | null;
  readonly total_scripless: string | null;
  readonly local_percent: string | null;
  readonly foreign_percent: string | null;
  readonly total_percent: string | null;
  readonly sector: string | null;
  readonly closing_price: string | null;
}

/** Empty, or an ISIN whose check digit holds (a wrong one means the line is damaged). */
function parseIsin(value: string): string | null {
  if (value === '') return null;
  const check = checkIsin(value);
  if (check.kind === 'not-isin') throw new FieldError(`Isin Code "${value}" is not an ISIN`);
  if (check.kind === 'bad-check-digit') {
    throw new FieldError(`Isin Code "${value}" fails its check digit (expected ${check.expected})`);
  }
  return check.isin;
}

function toRecord(values: readonly string[]): SecurityRecord {
  const v = (column: (typeof STATISEFEK_COLUMNS)[number]): string =>
    values[STATISEFEK_COLUMNS.indexOf(column)] as string;
  const num = (column: (typeof STATISEFEK_COLUMNS)[number]): string | null => parseNumber(column, v(column));
  const date = (column: (typeof STATISEFEK_COLUMNS)[number]): string | null => parseDate(column, v(column));
  const asOf = date('Date');
  if (asOf === null) throw new FieldError('Date is empty');
  return {
    as_of: asOf,
    code: parseCode('Code', v('Code')),
    description: parseText(v('Description')),
    type: parseRequired('Type', v('Type')).toUpperCase(),
    isin: parseIsin(v('Isin Code')),
    issuer: parseText(v('Issuer')),
    status: parseText(v('Status'))?.toUpperCase() ?? null,
    stock_exchange: parseText(v('Stock Exchange')),
    listing_date: date('Listing Date'),
    currency: parseText(v('Currency'))?.toUpperCase() ?? null,
    form: parseText(v('Form')),
    isin_effective_date: date('Eff. Date Isin'),
    maturity_date: date('Maturity Date'),
    expire_date: date('Expire Date'),
    exercise_price: num('Exercise Price'),
    interest_rate: num('Interest'),
    interest_type: parseText(v('Interest Type')),
    interest_frequency: parseText(v('Interest Freq')),
    nominal_value: num('Nominal Value'),
    number_of_securities: num('Num. of Sec'),
    originated_amount: num('Originated Amt'),
    current_amount: num('Current Amt'),
    total_scripless: num('Total Scripless'),
    local_percent: num('Local (%)'),
    foreign_percent: num('Foreign (%)'),
    total_percent: num('Total (%)'),
    sector: parseText(v('Sector')),
    closing_price: num('Closing Price'),
  };
}

/** Parses a whole StatisEfek file or throws ImportFileError listing every malformed line. */
export function parseStatisEfek(file: string, text: string): SecurityRecord[] {
  return parseRecords(file, readPipeFile(file, text, STATISEFEK_COLUMNS), toRecord, (row) => row.code);
}
