import type { RegulationCategory } from '@ksei/shared/node';
import {
  bi,
  searchable,
  slugify,
  type Bi,
  type Row,
  type SearchSource,
  type SeedContext,
  type SeedPart,
} from '../model/parts.js';

/** Indonesian titles of the real KSEI regulations (the source lists them in English), by decree number. */
const KSEI_TITLES_ID: Readonly<Record<string, string>> = {
  'KEP-0030/DIR/KSEI/0624':
    'Pembebasan Biaya bagi Anggota Bursa Efek atas Perdagangan Unit Penyertaan Reksa Dana Berbentuk Kontrak Investasi Kolektif yang Unit Penyertaannya Diperdagangkan di Bursa Efek',
  'KEP-0028/DIR/KSEI/0624':
    'Perpanjangan Pemberian Stimulus atas Biaya Layanan Jasa Waran Terstruktur di PT Kustodian Sentral Efek Indonesia',
  'KEP-0027/DIR/KSEI/0524': 'Biaya Layanan Sistem Rapat Umum Elektronik KSEI (eASY.KSEI)',
  'KEP-0016/DIR/KSEI/0224': 'Rekening Dana',
  'KEP-0015/DIR/KSEI/0224': 'Sub Rekening Efek',
  'KEP-0014/DIR/KSEI/0224': 'Rekening Efek Utama',
  'KEP-0013/DIR/KSEI/0224':
    'Pemberlakuan Pemanfaatan Sub Rekening Efek sebagai Alternatif Penyimpanan dan Pemindahan Dana Milik Nasabah',
  'KEP-0012/DIR/KSEI/0224': 'Layanan Penatausahaan Prinsip Mengenal Nasabah di KSEI',
  'KEP-0002/DIR/KSEI/0124':
    'Pembebasan Biaya Pelaksanaan Tugas Agen Pembayaran untuk Efek Bersifat Utang dan/atau Sukuk yang Diterbitkan dalam Penawaran Efek melalui Layanan Urun Dana Berbasis Teknologi Informasi',
  'KEP-0024/DIR/KSEI/0923':
    'Pedoman Penyampaian Rencana Alokasi Pembelian dan/atau Penjualan Efek untuk Kepentingan Produk Investasi melalui Sistem Pengelolaan Investasi Terpadu (S-INVEST)',
  'KEP-0010/DIR/KSEI/0223':
    'Pedoman Pelaporan Elektronik Biro Administrasi Efek atau Emiten yang Menyelenggarakan Sendiri Administrasi Efeknya pada Sistem Pelaporan eBAE Next Generation di KSEI',
  'KEP-0034/DIR/KSEI/1122': 'Kebijakan Biaya bagi Penyedia Likuiditas Waran Terstruktur',
};

/** A real KSEI regulation's title: the source's English, and its Indonesian by decree number. */
export function kseiRegulationTitle(real: { readonly decree: string; readonly description: string }): Bi {
  return { id: KSEI_TITLES_ID[real.decree] ?? real.description, en: real.description };
}

/** `KEP-0027/DIR/KSEI/0524` → `2024-05-01`: the source gives only the decree's month (MMYY suffix). */
function dateFromDecree(decree: string): string {
  const suffix = /\/(\d{2})(\d{2})$/.exec(decree);
  return suffix ? `20${suffix[2]}-${suffix[1]}-01` : '2024-01-01';
}

/** A number cited alike in both languages (an OJK regulation's). */
const same = (text: string): Bi => ({ id: text, en: text });

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII'] as const;

/** An Indonesian law as cited in each language: `UU No. 8 Tahun 1995`, `Law No. 8 of 1995`. */
function lawNumber(no: number, year: number): Bi {
  return { id: `UU No. ${no} Tahun ${year}`, en: `Law No. ${no} of ${year}` };
}

/**
 * A real KSEI regulation's number: the source (KSEI's English list) words it `Regulation of KSEI Number
 * VI-D`; KSEI's Indonesian documents say `Peraturan KSEI Nomor VI-D`. `-` where the decree has none.
 */
function kseiRegulationNumber(english: string): Bi {
  return { id: english.replace(/^Regulation of KSEI Number /, 'Peraturan KSEI Nomor '), en: english };
}

interface SampleRegulation {
  readonly number: Bi;
  readonly decree: string;
  readonly title: Bi;
  readonly date: string;
  readonly withFile: boolean;
}

const LAWS: readonly SampleRegulation[] = [
  {
    number: lawNumber(4, 2023),
    decree: '-',
    date: '2023-01-12',
    withFile: true,
    title: {
      id: 'Pengembangan dan Penguatan Sektor Keuangan',
      en: 'Development and Strengthening of the Financial Sector',
    },
  },
  {
    number: lawNumber(21, 2011),
    decree: '-',
    date: '2011-11-22',
    withFile: true,
    title: { id: 'Otoritas Jasa Keuangan', en: 'The Financial Services Authority' },
  },
  {
    number: lawNumber(40, 2007),
    decree: '-',
    date: '2007-08-16',
    withFile: true,
    title: { id: 'Perseroan Terbatas', en: 'Limited Liability Companies' },
  },
  {
    number: lawNumber(24, 2002),
    decree: '-',
    date: '2002-10-22',
    withFile: true,
    title: { id: 'Surat Utang Negara', en: 'Government Securities' },
  },
  {
    number: lawNumber(19, 2008),
    decree: '-',
    date: '2008-05-07',
    withFile: true,
    title: { id: 'Surat Berharga Syariah Negara', en: 'State Sharia Securities' },
  },
  {
    number: lawNumber(11, 2008),
    decree: '-',
    date: '2008-04-21',
    withFile: true,
    title: { id: 'Informasi dan Transaksi Elektronik', en: 'Electronic Information and Transactions' },
  },
  {
    number: lawNumber(8, 2010),
    decree: '-',
    date: '2010-10-22',
    withFile: true,
    title: {
      id: 'Pencegahan dan Pemberantasan Tindak Pidana Pencucian Uang',
      en: 'Prevention and Eradication of Money Laundering',
    },
  },
];

const FSA_TOPICS: readonly Bi[] = [
  { id: 'Lembaga Penyimpanan dan Penyelesaian', en: 'Central Securities Depository' },
  { id: 'Rekening Efek pada Bank Kustodian', en: 'Securities Accounts at Custodian Banks' },
  { id: 'Penyelenggaraan Layanan Urun Dana', en: 'Securities Crowdfunding Services' },
  {
    id: 'Penerapan Program Anti Pencucian Uang di Sektor Jasa Keuangan',
    en: 'Anti-Money-Laundering Programmes in the Financial Services Sector',
  },
  {
    id: 'Pelindungan Konsumen dan Masyarakat di Sektor Jasa Keuangan',
    en: 'Consumer and Public Protection in the Financial Services Sector',
  },
  { id: 'Rapat Umum Pemegang Saham secara Elektronik', en: 'Electronic General Meetings of Shareholders' },
  { id: 'Tata Kelola Lembaga Penyimpanan dan Penyelesaian', en: 'Governance of the Central Securities Depository' },
  { id: 'Penitipan Kolektif Efek Bersifat Utang', en: 'Collective Custody of Debt Securities' },
];

const DRAFT_TOPICS: readonly Bi[] = [
  { id: 'Biaya Layanan Jasa KSEI', en: 'KSEI Service Fees' },
  { id: 'Penyelesaian Transaksi Efek di Luar Bursa', en: 'Settlement of Over-the-Counter Securities Transactions' },
  { id: 'Tindakan Korporasi secara Elektronik', en: 'Electronic Corporate Actions' },
  { id: 'Pembukaan Rekening Efek secara Daring', en: 'Online Securities Account Opening' },
  { id: 'Layanan Agen Pembayaran', en: 'Payment Agent Services' },
  { id: 'Penyimpanan Efek Syariah', en: 'Custody of Sharia Securities' },
  { id: 'Keamanan Informasi Pengguna Jasa', en: 'Information Security for Service Users' },
  { id: 'Pelaporan Kepemilikan Efek', en: 'Securities Ownership Reporting' },
];

const PROCEDURE_TOPICS: readonly Bi[] = [
  { id: 'Prosedur Penyetoran Efek ke C-BEST', en: 'Procedure for Depositing Securities into C-BEST' },
  { id: 'Prosedur Penarikan Efek dari C-BEST', en: 'Procedure for Withdrawing Securities from C-BEST' },
  { id: 'Prosedur Pemindahbukuan Efek', en: 'Procedure for Book-Entry Securities Transfers' },
  {
    id: 'Prosedur Pendistribusian Hak Tindakan Korporasi',
    en: 'Procedure for Distributing Corporate-Action Entitlements',
  },
  { id: 'Prosedur Pembukaan Sub Rekening Efek', en: 'Procedure for Opening Securities Sub-Accounts' },
  { id: 'Prosedur Penerbitan Kode ISIN', en: 'Procedure for Issuing ISIN Codes' },
  { id: 'Prosedur Penggunaan eASY.KSEI', en: 'Procedure for Using eASY.KSEI' },
  { id: 'Prosedur Rekonsiliasi Harian S-INVEST', en: 'Procedure for Daily S-INVEST Reconciliation' },
  { id: 'Prosedur Penanganan Keluhan Pengguna Jasa', en: 'Procedure for Handling Service-User Complaints' },
];

/** Regulations: the real KSEI list plus sample rows for the other categories (≥ 8 each). */
export function regulations(context: SeedContext): SeedPart {
  const rows: Row[] = [];
  const search: SearchSource[] = [];
  const add = (category: RegulationCategory, entry: SampleRegulation, sample: boolean): void => {
    // From the Indonesian number, as before numbers had a language: the ids of existing rows stay.
    const id = `${category}-${slugify(entry.decree !== '-' ? entry.decree : entry.number.id)}`;
    const file = entry.withFile
      ? context.files.pdf(`regulations/${id}.pdf`, `${entry.number.en} ${entry.title.en}`, `${id}.pdf`)
      : null;
    rows.push({
      id,
      category,
      ...bi('number', entry.number),
      decree_number: entry.decree,
      ...bi('title', entry.title),
      date: entry.date,
      file,
      sample,
    });
    search.push({
      type: 'regulation',
      title: entry.title,
      body: {
        id: `Peraturan regulasi ${entry.number.id} ${entry.decree} ${searchable(entry.decree)}`,
        en: `Regulation ${entry.number.en} ${entry.decree} ${searchable(entry.decree)}`,
      },
      resource: 'regulations',
      category,
      // The key a published revision replaces the regulation's documents by.
      params: { id },
      date: entry.date,
    });
  };

  // Real: KSEI regulations and board decrees (server/seed/ksei_regulations.csv).
  for (const real of context.facts.regulations) {
    add(
      'ksei-regulations',
      {
        number: kseiRegulationNumber(real.number),
        decree: real.decree,
        date: dateFromDecree(real.decree),
        withFile: true,
        title: kseiRegulationTitle(real),
      },
      false,
    );
  }
  // Real: the Capital Market Law (title as published); the other laws are sample rows.
  add(
    'capital-market-law',
    {
      number: lawNumber(8, 1995),
      decree: '-',
      date: '1995-11-10',
      withFile: true,
      title: context.facts.reference.capitalMarketLaw.title,
    },
    false,
  );
  LAWS.forEach((law) => add('capital-market-law', law, true));
  FSA_TOPICS.forEach((title, index) =>
    add(
      'fsa-regulations',
      {
        number: same(`POJK No. ${10 + index * 3}/POJK.04/${2016 + index}`),
        decree: '-',
        date: `${2016 + index}-0${(index % 9) + 1}-15`,
        withFile: true,
        title,
      },
      true,
    ),
  );
  DRAFT_TOPICS.forEach((title, index) =>
    add(
      'ksei-regulation-draft',
      {
        number: {
          id: `Rancangan Peraturan KSEI ${ROMAN[index]}-X`,
          en: `KSEI Regulation Draft ${ROMAN[index]}-X`,
        },
        decree: '-',
        date: `2025-${String(index + 1).padStart(2, '0')}-10`,
        withFile: index % 3 !== 2,
        title,
      },
      true,
    ),
  );
  PROCEDURE_TOPICS.forEach((title, index) =>
    add(
      'operating-procedure',
      {
        number: { id: `Ketentuan Pelaksanaan ${index + 1}`, en: `Operating Procedure ${index + 1}` },
        decree: `KEP-${String(100 + index).padStart(4, '0')}/DIR/KSEI/0${(index % 9) + 1}23`,
        date: `2023-0${(index % 9) + 1}-20`,
        withFile: true,
        title,
      },
      true,
    ),
  );
  return { tables: [{ table: 'regulations', rows }], search };
}
