/**
 * KSEI's monthly files: one header line, then one record per line, fields separated by `|`, no quoting.
 * Problems are collected per line (1-based, as an editor shows them) so one run reports them all.
 */

export interface LineProblem {
  readonly line: number;
  readonly message: string;
}

/** A file that cannot be imported as a whole: nothing of it was written. */
export class ImportFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: readonly LineProblem[],
  ) {
    const shown = problems.slice(0, 20).map((problem) => `  line ${problem.line}: ${problem.message}`);
    const more = problems.length > shown.length ? [`  … and ${problems.length - shown.length} more`] : [];
    super([`${file}: ${problems.length} malformed line(s), nothing imported`, ...shown, ...more].join('\n'));
    this.name = 'ImportFileError';
  }
}

/** Thrown by a field parser; the reader adds the line number. */
export class FieldError extends Error {}

export interface PipeRecord {
  readonly line: number;
  /** Trimmed values in header order. */
  readonly values: readonly string[];
}

/**
 * Splits the text into records after checking the header against `columns` (trimmed, any letter case).
 * A byte-order mark and Windows line ends are accepted; blank lines are skipped.
 */
export function readPipeFile(
  file: string,
  text: string,
  columns: readonly string[],
): { records: PipeRecord[]; problems: LineProblem[] } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const headerIndex = lines.findIndex((line) => line.trim() !== '');
  if (headerIndex === -1) throw new ImportFileError(file, [{ line: 1, message: 'the file is empty' }]);
  const header = (lines[headerIndex] as string).split('|').map((name) => name.trim().toLowerCase());
  const expected = columns.map((name) => name.toLowerCase());
  if (header.join('|') !== expected.join('|')) {
    const message = `the header is not ${columns.join('|')}`;
    throw new ImportFileError(file, [{ line: headerIndex + 1, message }]);
  }
  const records: PipeRecord[] = [];
  const problems: LineProblem[] = [];
  for (let index = headerIndex + 1; index < lines.length; index += 1) {
    const raw = lines[index] as string;
    if (raw.trim() === '') continue;
    const values = raw.split('|').map((value) => value.trim());
    if (values.length !== columns.length) {
      problems.push({ line: index + 1, message: `${values.length} fields, expected ${columns.length}` });
      continue;
    }
    records.push({ line: index + 1, values });
  }
  return { records, problems };
}

const MONTHS: Readonly<Record<string, number>> = {
  JAN: 1,
  FEB: 2,
  MAR: 3,
  APR: 4,
  MAY: 5,
  MEI: 5,
  JUN: 6,
  JUL: 7,
  AUG: 8,
  AGU: 8,
  AGT: 8,
  SEP: 9,
  OCT: 10,
  OKT: 10,
  NOV: 11,
  DEC: 12,
  DES: 12,
};

/** `31-AUG-2026` → `2026-08-31`; empty → null. English month abbreviations, or Indonesian ones. */
export function parseDate(column: string, value: string): string | null {
  if (value === '') return null;
  const match = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(value);
  const month = match ? MONTHS[(match[2] as string).toUpperCase()] : undefined;
  if (!match || month === undefined) throw new FieldError(`${column} "${value}" is not a date like 31-AUG-2026`);
  const day = Number(match[1]);
  const year = Number(match[3]);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > daysInMonth || year < 1900 || year > 2200) {
    throw new FieldError(`${column} "${value}" is not a calendar date`);
  }
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Plain (`1234.5`) or comma-grouped (`1,234.5`) decimal; empty → null. Kept as text: amounts exceed 2^53. */
export function parseNumber(column: string, value: string): string | null {
  if (value === '') return null;
  if (/^-?\d+(\.\d+)?$/.test(value)) return value;
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(value)) return value.replaceAll(',', '');
  throw new FieldError(`${column} "${value}" is not a number`);
}

export function parseText(value: string): string | null {
  return value === '' ? null : value;
}

/** A security's code: required, letters, digits and a few separators. */
export function parseCode(column: string, value: string): string {
  if (value === '') throw new FieldError(`${column} is empty`);
  if (value.length > 30 || !/^[A-Za-z0-9][A-Za-z0-9._\-/ ]*$/.test(value)) {
    throw new FieldError(`${column} "${value}" is not a security code`);
  }
  return value.toUpperCase();
}

export function parseRequired(column: string, value: string): string {
  if (value === '') throw new FieldError(`${column} is empty`);
  return value;
}

/**
 * Turns each record into a row with `parse`, collecting every field problem with its line, and flags a
 * key seen twice. Throws ImportFileError when anything is wrong, so no caller writes half a file.
 */
export function parseRecords<Row>(
  file: string,
  read: { records: readonly PipeRecord[]; problems: readonly LineProblem[] },
  parse: (values: readonly string[]) => Row,
  key: (row: Row) => string,
): Row[] {
  const problems = [...read.problems];
  const rows: Row[] = [];
  const firstLine = new Map<string, number>();
  for (const record of read.records) {
    let row: Row;
    try {
      row = parse(record.values);
    } catch (error) {
      if (!(error instanceof FieldError)) throw error;
      problems.push({ line: record.line, message: error.message });
      continue;
    }
    const seen = firstLine.get(key(row));
    if (seen !== undefined) {
      problems.push({ line: record.line, message: `${key(row)} repeats line ${seen}` });
      continue;
    }
    firstLine.set(key(row), record.line);
    rows.push(row);
  }
  if (problems.length > 0)
    throw new ImportFileError(
      file,
      problems.sort((a, b) => a.line - b.line),
    );
  return rows;
}
