import type { Locale } from '@ksei/shared/node';

/** What a CSV cell can hold: text, a number, a yes/no flag, or nothing known. */
export type CsvCell = string | number | boolean | null;

const YES_NO: Readonly<Record<Locale, readonly [string, string]>> = { id: ['ya', 'tidak'], en: ['yes', 'no'] };

/**
 * One RFC 4180 field: quoted when it holds a separator, quote or line break; text a spreadsheet would
 * run as a formula (`=`, `+`, `-`, `@`) gets a leading apostrophe; whole numbers in plain digits (never
 * `1e+21`, which a spreadsheet reads back rounded); flags as yes/no in the reader's language.
 */
function csvField(value: CsvCell, locale: Locale): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return YES_NO[locale][value ? 0 : 1];
  if (typeof value === 'number') return Number.isInteger(value) ? BigInt(value).toString() : String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The headings and rows as CSV: UTF-8 with a byte-order mark (so spreadsheets read it as UTF-8), CRLF. */
export function toCsv(headings: readonly string[], rows: readonly (readonly CsvCell[])[], locale: Locale): string {
  const lines = [headings, ...rows].map((cells) => cells.map((cell) => csvField(cell, locale)).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Parses the seed's small CSV files: comma-separated, `"…"` quoting with `""` escapes, header row. */
export function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  const [header, ...body] = rows.filter((cells) => cells.some((cell) => cell !== ''));
  if (!header) return [];
  return body.map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ''])));
}
