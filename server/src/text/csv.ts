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
