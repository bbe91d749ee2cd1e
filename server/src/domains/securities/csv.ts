import type { Locale, SecuritySummary } from '@ksei/shared/node';
import { toCsv } from '../../text/csv.js';

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

/** The rows as the lookup's CSV download. */
export function securitiesCsv(rows: readonly SecuritySummary[], locale: Locale): string {
  return toCsv(
    COLUMNS.map((column) => column.heading[locale]),
    rows.map((row) => COLUMNS.map((column) => row[column.key])),
    locale,
  );
}
