import type { SecuritySummary } from '@ksei/shared/node';
import type { ApiLocale as Locale } from './locale.js';

/** The lookup's result columns, with their headings per locale. */
const COLUMNS: readonly {
  readonly key: keyof SecuritySummary;
  readonly heading: Readonly<Record<Locale, string>>;
}[] = [
  { key: 'code', heading: { id: 'Kode', en: 'Code' } },
  { key: 'isin', heading: { id: 'Kode ISIN', en: 'ISIN Code' } },
  { key: 'description', heading: { id: 'Nama Efek', en: 'Security Name' } },
  { key: 'type', heading: { id: 'Jenis', en: 'Type' } },
  { key: 'issuer', heading: { id: 'Penerbit', en: 'Issuer' } },
  { key: 'status', heading: { id: 'Status', en: 'Status' } },
  { key: 'stockExchange', heading: { id: 'Bursa', en: 'Stock Exchange' } },
  { key: 'listingDate', heading: { id: 'Tanggal Pencatatan', en: 'Listing Date' } },
  { key: 'currency', heading: { id: 'Mata Uang', en: 'Currency' } },
  { key: 'maturityDate', heading: { id: 'Tanggal Jatuh Tempo', en: 'Maturity Date' } },
  { key: 'nominalValue', heading: { id: 'Nilai Nominal', en: 'Nominal Value' } },
  { key: 'numberOfSecurities', heading: { id: 'Jumlah Efek', en: 'Number of Securities' } },
  { key: 'sample', heading: { id: 'Data Contoh', en: 'Sample Data' } },
];

const YES_NO: Readonly<Record<Locale, readonly [string, string]>> = { id: ['ya', 'tidak'], en: ['yes', 'no'] };

/**
 * One CSV field: quoted when it holds a separator, quote or line break; text a spreadsheet would run
 * as a formula (`=`, `+`, `-`, `@`) gets a leading apostrophe.
 */
function field(value: string | number | boolean | null, locale: Locale): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return YES_NO[locale][value ? 0 : 1];
  if (typeof value === 'number') return Number.isInteger(value) ? BigInt(value).toString() : String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The rows as CSV (RFC 4180, CRLF, UTF-8 with a byte-order mark so spreadsheets read it as UTF-8). */
export function securitiesCsv(rows: readonly SecuritySummary[], locale: Locale): string {
  const lines = [COLUMNS.map((column) => field(column.heading[locale], locale)).join(',')];
  for (const row of rows) lines.push(COLUMNS.map((column) => field(row[column.key], locale)).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
