import { addSectionResources } from '@ksei/shared';

/** The i18next namespace of this section's own strings (shared strings stay in `common`). */
export const NAMESPACE = 'mf-about';

const id = {
  updatedAt: 'Diperbarui {{date}}',
  whistleblowing: {
    formHeading: 'Sampaikan laporan',
    formText:
      'Laporan dapat disampaikan melalui formulir whistleblowing. Identitas pelapor dan isi laporan dijaga kerahasiaannya.',
    formLink: 'Buka formulir laporan whistleblowing',
  },
  management: {
    boards: { commissioners: 'Dewan Komisaris', directors: 'Direksi' },
    citizenship: 'Kewarganegaraan',
    born: 'Tempat dan tanggal lahir',
    lastEducation: 'Pendidikan terakhir',
    appointedSince: 'Menjabat sejak',
    experience: 'Pengalaman manajemen',
    empty: 'Belum ada data manajemen.',
  },
  shareholders: {
    heading: 'Pemegang saham',
    caption: 'Komposisi pemegang saham KSEI',
    name: 'Nama pemegang saham',
    units: 'Jumlah saham (lembar)',
    value: 'Nilai nominal (Rp)',
    percentage: 'Persentase (%)',
    total: 'Jumlah',
    empty: 'Belum ada data pemegang saham.',
  },
  faq: {
    filters: 'Saring pertanyaan',
    category: 'Kategori',
    allCategories: 'Semua kategori',
    query: 'Cari pertanyaan',
    queryHint: 'Ketik kata kunci, misalnya “SID” atau “rekening”.',
    reset: 'Hapus saringan',
    apply: 'Terapkan',
    count_one: '{{count}} pertanyaan ditemukan',
    count_other: '{{count}} pertanyaan ditemukan',
    none: 'Tidak ada pertanyaan yang cocok. Ubah kata kunci atau pilih kategori lain.',
    otherCategory: 'Lainnya',
  },
};

type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

const en: Strings<typeof id> = {
  updatedAt: 'Updated {{date}}',
  whistleblowing: {
    formHeading: 'Submit a report',
    formText:
      'Reports can be submitted through the whistleblowing form. The identity of the reporter and the content of the report are kept confidential.',
    formLink: 'Open the whistleblowing report form',
  },
  management: {
    boards: { commissioners: 'Board of Commissioners', directors: 'Board of Directors' },
    citizenship: 'Citizenship',
    born: 'Place and date of birth',
    lastEducation: 'Last education',
    appointedSince: 'Appointed since',
    experience: 'Management experience',
    empty: 'No management data yet.',
  },
  shareholders: {
    heading: 'Shareholders',
    caption: "Composition of KSEI's shareholders",
    name: 'Shareholder name',
    units: 'Number of shares (units)',
    value: 'Nominal value (IDR)',
    percentage: 'Percentage (%)',
    total: 'Total',
    empty: 'No shareholder data yet.',
  },
  faq: {
    filters: 'Filter questions',
    category: 'Category',
    allCategories: 'All categories',
    query: 'Search questions',
    queryHint: 'Type a keyword, for example “SID” or “account”.',
    reset: 'Clear filters',
    apply: 'Apply',
    count_one: '{{count}} question found',
    count_other: '{{count}} questions found',
    none: 'No question matches. Change the keyword or choose another category.',
    otherCategory: 'Other',
  },
};

export const strings = { id, en };

/** Registers the section's strings on the shared i18next instance (once; idempotent). */
export function registerStrings(): void {
  addSectionResources(NAMESPACE, strings);
}
