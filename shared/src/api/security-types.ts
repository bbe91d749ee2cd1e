import type { Locale } from '../routes/types.js';

/**
 * KSEI's security types (as its files write them) in the visitor's language. A type not listed here
 * (a new one in a later master file) shows as KSEI wrote it.
 */
const TYPE_LABELS: Readonly<Record<string, Readonly<Record<Locale, string>>>> = {
  'BANK INDONESIA RUPIAH SECURITIES (SRBI)': {
    id: 'Sekuritas Rupiah Bank Indonesia (SRBI)',
    en: 'Bank Indonesia Rupiah Securities (SRBI)',
  },
  'COMMERCIAL PAPER': { id: 'Surat Berharga Komersial', en: 'Commercial Paper' },
  'CORPORATE BOND': { id: 'Obligasi Korporasi', en: 'Corporate Bond' },
  'DANA INVESTASI REAL ESTATE': { id: 'Dana Investasi Real Estat (DIRE)', en: 'Real Estate Investment Fund (DIRE)' },
  'DEBT CROWD FUNDING': { id: 'Urun Dana Efek Bersifat Utang', en: 'Debt Crowdfunding' },
  EBA: { id: 'Efek Beragun Aset (EBA)', en: 'Asset-Backed Securities (EBA)' },
  EQUITY: { id: 'Saham', en: 'Equity' },
  'EQUITY CROWDFUNDING (ECF)': { id: 'Urun Dana Efek Bersifat Ekuitas', en: 'Equity Crowdfunding (ECF)' },
  'GOVERNMENT BOND': { id: 'Obligasi Pemerintah', en: 'Government Bond' },
  'MUTUAL FUND': { id: 'Reksa Dana', en: 'Mutual Fund' },
  'NEGOTIABLE CERTIFICATE OF DEPOSIT': {
    id: 'Sertifikat Deposito yang Dapat Diperdagangkan',
    en: 'Negotiable Certificate of Deposit',
  },
  'PERPETUAL BONDS': { id: 'Obligasi Perpetual', en: 'Perpetual Bond' },
  RIGHT: { id: 'Hak Memesan Efek Terlebih Dahulu (HMETD)', en: 'Rights' },
  SBSN: { id: 'Surat Berharga Syariah Negara (SBSN)', en: 'Government Sukuk (SBSN)' },
  SPN: { id: 'Surat Perbendaharaan Negara (SPN)', en: 'Treasury Bill (SPN)' },
  'STRUCTURED WARRANT': { id: 'Waran Terstruktur', en: 'Structured Warrant' },
  SUKUK: { id: 'Sukuk Korporasi', en: 'Corporate Sukuk' },
  'SUKUK CROWD FUNDING': { id: 'Urun Dana Sukuk', en: 'Sukuk Crowdfunding' },
  'TERM NOTES': { id: 'Medium Term Notes', en: 'Term Notes' },
  WARRANT: { id: 'Waran', en: 'Warrant' },
};

/** Shared so that every page (ISIN lookup, product lists, statistics) names a type alike. */
export function securityTypeLabel(type: string, locale: Locale): string {
  return TYPE_LABELS[type]?.[locale] ?? type;
}

/** Statuses as KSEI writes them (`ACTIVE`, `SUSPENDED`…), in the visitor's language where known. */
const STATUS_LABELS: Readonly<Record<string, Readonly<Record<Locale, string>>>> = {
  ACTIVE: { id: 'Aktif', en: 'Active' },
  INACTIVE: { id: 'Tidak aktif', en: 'Inactive' },
  SUSPENDED: { id: 'Dihentikan sementara', en: 'Suspended' },
  DELISTED: { id: 'Dihapus dari pencatatan', en: 'Delisted' },
  MATURED: { id: 'Jatuh tempo', en: 'Matured' },
};

export function securityStatusLabel(status: string, locale: Locale): string {
  return STATUS_LABELS[status]?.[locale] ?? status;
}

/** KSEI's investor types (the holding file's IS, CP, PF, IB, ID, MF, SC, FD, OT) in the visitor's language. */
const INVESTOR_TYPE_LABELS: Readonly<Record<string, Readonly<Record<Locale, string>>>> = {
  individual: { id: 'Perorangan', en: 'Individual' },
  corporate: { id: 'Korporasi', en: 'Corporate' },
  mutualFund: { id: 'Reksa dana', en: 'Mutual fund' },
  insurance: { id: 'Asuransi', en: 'Insurance' },
  pensionFund: { id: 'Dana pensiun', en: 'Pension fund' },
  financialInstitution: { id: 'Lembaga keuangan', en: 'Financial institution' },
  securitiesCompany: { id: 'Perusahaan efek', en: 'Securities company' },
  foundation: { id: 'Yayasan', en: 'Foundation' },
  others: { id: 'Lainnya', en: 'Others' },
};

/** Shared so that a security's page and the ownership statistics name investor types alike. */
export function investorTypeLabel(type: string, locale: Locale): string {
  return INVESTOR_TYPE_LABELS[type]?.[locale] ?? type;
}
