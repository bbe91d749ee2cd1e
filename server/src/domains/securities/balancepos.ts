import {
  FieldError,
  parseCode,
  parseDate,
  parseNumber,
  parseRecords,
  parseRequired,
  readPipeFile,
} from './pipe-file.js';

/** KSEI's investor types, in the file's column order (insurance, corporate, pension fund, …). */
export const HOLDER_TYPES = ['IS', 'CP', 'PF', 'IB', 'ID', 'MF', 'SC', 'FD', 'OT'] as const;
export type HolderType = (typeof HOLDER_TYPES)[number];

/** KSEI's holding-composition file (BalanceposEfekYYYYMMDD.txt), in its column order. */
export const BALANCEPOS_COLUMNS: readonly string[] = [
  'Date',
  'Code',
  'Type',
  'Sec. Num',
  'Price',
  ...HOLDER_TYPES.map((type) => `Local ${type}`),
  'Total',
  ...HOLDER_TYPES.map((type) => `Foreign ${type}`),
  'Total',
];

type HolderColumns<Side extends string> = { readonly [T in HolderType as `${Side}_${Lowercase<T>}`]: string } & {
  readonly [K in `${Side}_total`]: string;
};

/** One line as the `security_holdings` table stores it (numbers as decimal text). */
export type HoldingRecord = {
  readonly as_of: string;
  readonly code: string;
  readonly type: string;
  readonly number_of_securities: string | null;
  readonly price: string | null;
} & HolderColumns<'local'> &
  HolderColumns<'foreign'>;

function required(column: string, value: string): string {
  const parsed = parseNumber(column, value);
  if (parsed === null) throw new FieldError(`${column} is empty`);
  return parsed;
}

/** `local` + the 10 values from `start` (9 investor types, then the total). */
function side(
  prefix: 'local' | 'foreign',
  label: string,
  values: readonly string[],
  start: number,
): Record<string, string> {
  const row: Record<string, string> = {};
  HOLDER_TYPES.forEach((type, offset) => {
    row[`${prefix}_${type.toLowerCase()}`] = required(`${label} ${type}`, values[start + offset] as string);
  });
  row[`${prefix}_total`] = required(`${label} Total`, values[start + HOLDER_TYPES.length] as string);
  return row;
}

function toRecord(values: readonly string[]): HoldingRecord {
  const asOf = parseDate('Date', values[0] as string);
  if (asOf === null) throw new FieldError('Date is empty');
  const local = side('local', 'Local', values, 5);
  const foreign = side('foreign', 'Foreign', values, 5 + HOLDER_TYPES.length + 1);
  // The keys are built from HOLDER_TYPES above, exactly the names HoldingRecord lists.
  return {
    as_of: asOf,
    code: parseCode('Code', values[1] as string),
    type: parseRequired('Type', values[2] as string).toUpperCase(),
    number_of_securities: parseNumber('Sec. Num', values[3] as string),
    price: parseNumber('Price', values[4] as string),
    ...local,
    ...foreign,
  } as HoldingRecord;
}

/** Parses a whole BalanceposEfek file or throws ImportFileError listing every malformed line. */
export function parseBalancepos(file: string, text: string): HoldingRecord[] {
  return parseRecords(
    file,
    readPipeFile(file, text, BALANCEPOS_COLUMNS),
    toRecord,
    (row) => `${row.code} on ${row.as_of}`,
  );
}
