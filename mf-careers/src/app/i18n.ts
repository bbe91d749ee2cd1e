import { addSectionResources } from '@ksei/shared';

/** The i18next namespace of this section's own strings (shared strings stay in `common`). */
export const NAMESPACE = 'mf-careers';

const id = {
  intro: 'Bergabunglah dengan KSEI dan ikut membangun infrastruktur pasar modal Indonesia.',
  allFilled: 'Semua lowongan saat ini sudah terisi. Silakan kunjungi halaman ini kembali di lain waktu.',
  division: 'Divisi',
  allDivisions: 'Semua divisi',
  apply: 'Terapkan',
  position: 'Posisi',
  status: 'Status',
  statuses: { open: 'Dibuka', filled: 'Sudah terisi' },
  closingDate: 'Batas lamaran',
  filledNotice: 'Lowongan ini sudah terisi dan tidak lagi menerima lamaran.',
  closes: 'Batas lamaran {{date}}',
  openHeading: 'Lowongan dibuka',
  filledHeading: 'Lowongan yang sudah terisi',
  count_one: '{{count}} lowongan dibuka',
  count_other: '{{count}} lowongan dibuka',
  noneInDivision: 'Tidak ada lowongan untuk divisi ini.',
  description: 'Deskripsi pekerjaan',
  specifications: 'Spesifikasi',
  qualificationRequirements: 'Persyaratan kualifikasi',
  additionalInformation: 'Informasi tambahan',
  summary: 'Ringkasan lowongan',
  backToList: 'Kembali ke daftar lowongan',
  onlyIn: {
    id: 'Lowongan ini hanya diterbitkan dalam bahasa Indonesia.',
    en: 'Lowongan ini hanya diterbitkan dalam bahasa Inggris.',
  },
};

type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

const en: Strings<typeof id> = {
  intro: "Join KSEI and help build the infrastructure of Indonesia's capital market.",
  allFilled: 'All vacancies are currently filled. Please check this page again later.',
  division: 'Division',
  allDivisions: 'All divisions',
  apply: 'Apply',
  position: 'Position',
  status: 'Status',
  statuses: { open: 'Open', filled: 'Filled' },
  closingDate: 'Closing date',
  filledNotice: 'This vacancy has been filled and no longer accepts applications.',
  closes: 'Closes {{date}}',
  openHeading: 'Open vacancies',
  filledHeading: 'Filled vacancies',
  count_one: '{{count}} open vacancy',
  count_other: '{{count}} open vacancies',
  noneInDivision: 'There are no vacancies in this division.',
  description: 'Job description',
  specifications: 'Specifications',
  qualificationRequirements: 'Qualification requirements',
  additionalInformation: 'Additional information',
  summary: 'Vacancy summary',
  backToList: 'Back to the vacancy list',
  onlyIn: {
    id: 'This vacancy is published in Indonesian only.',
    en: 'This vacancy is published in English only.',
  },
};

export const strings = { id, en };

/** Registers the section's strings on the shared i18next instance (once; idempotent). */
export function registerStrings(): void {
  addSectionResources(NAMESPACE, strings);
}
