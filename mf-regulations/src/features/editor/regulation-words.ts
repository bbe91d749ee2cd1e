/**
 * The words that name regulations in the editor kit's pages, in both languages (the kit's own words,
 * the same for every type, are in `@ksei/shared/editor`). A category's label is its public page's title.
 */
import type { Locale } from '@ksei/shared';
import type { TypeWords } from '@ksei/shared/editor';

const id: TypeWords = {
  lead: 'Peraturan yang sedang ditulis, menunggu persetujuan, terjadwal atau tayang; yang terbaru diubah di atas.',
  newItem: 'Tulis peraturan baru',
  caption: 'Peraturan di penyunting',
  results_one: '{{formatted}} peraturan',
  results_other: '{{formatted}} peraturan',
  noResults: 'Tidak ada peraturan yang sesuai dengan saringan.',
  empty: 'Belum ada peraturan.',
  back: 'Kembali ke daftar peraturan',
  auditCaption: 'Setiap tindakan atas peraturan ini, terbaru di atas',
  unpublishHint:
    'Peraturan hilang dari daftar kategorinya dan dari pencarian situs. Dapat diterbitkan lagi. Untuk koreksi yang perlu diketahui publik, tarik saja.',
  keyHint: 'Pengenal tetap peraturan ini di situs, misalnya peraturan-ksei-vi-d. Tidak dapat diubah kemudian.',
  columns: { item: 'Peraturan' },
  choices: {
    category: {
      'capital-market-law': 'Undang-Undang Pasar Modal',
      'fsa-regulations': 'Peraturan OJK',
      'ksei-regulations': 'Peraturan KSEI',
      'ksei-regulation-draft': 'Rancangan Peraturan KSEI',
      'operating-procedure': 'Ketentuan Pelaksanaan',
    },
  },
};

const en: TypeWords = {
  lead: 'Regulations being written, waiting for approval, scheduled or live; the most recently changed first.',
  newItem: 'Write a new regulation',
  caption: 'Regulations in the editor',
  results_one: '{{formatted}} regulation',
  results_other: '{{formatted}} regulations',
  noResults: 'No regulation matches the filters.',
  empty: 'There are no regulations yet.',
  back: 'Back to the regulations',
  auditCaption: 'Every action on this regulation, newest first',
  unpublishHint:
    "The regulation leaves its category's list and site search. It can be published again. For a correction the public should know about, withdraw it instead.",
  keyHint: "This regulation's lasting name on the site, e.g. ksei-regulation-vi-d. It cannot be changed later.",
  columns: { item: 'Regulation' },
  choices: {
    category: {
      'capital-market-law': 'Capital Market Law',
      'fsa-regulations': 'FSA Regulations',
      'ksei-regulations': 'KSEI Regulations',
      'ksei-regulation-draft': "KSEI's Regulation Draft",
      'operating-procedure': 'Operating Procedure',
    },
  },
};

export const REGULATION_WORDS: Readonly<Record<Locale, TypeWords>> = { id, en };
