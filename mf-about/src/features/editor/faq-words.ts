/**
 * The words that name the FAQ's questions in the editor kit's pages, in both languages (the kit's own
 * words, the same for every type, are in `@ksei/shared/editor`).
 */
import type { Locale } from '@ksei/shared';
import type { TypeWords } from '@ksei/shared/editor';

const id: TypeWords = {
  lead: 'Pertanyaan FAQ yang sedang ditulis, menunggu persetujuan, terjadwal atau tayang; yang terbaru diubah di atas.',
  newItem: 'Tulis pertanyaan baru',
  caption: 'Pertanyaan FAQ di penyunting',
  results_one: '{{formatted}} pertanyaan',
  results_other: '{{formatted}} pertanyaan',
  noResults: 'Tidak ada pertanyaan yang sesuai dengan saringan.',
  empty: 'Belum ada pertanyaan.',
  back: 'Kembali ke daftar pertanyaan',
  auditCaption: 'Setiap tindakan atas pertanyaan ini, terbaru di atas',
  unpublishHint:
    'Pertanyaan hilang dari halaman FAQ dan pencarian situs. Dapat diterbitkan lagi. Untuk koreksi yang perlu diketahui publik, tarik saja.',
  keyHint: 'Pengenal tetap pertanyaan ini, misalnya faq-akses-lupa-kata-sandi. Tidak dapat diubah kemudian.',
  columns: { item: 'Pertanyaan' },
};

const en: TypeWords = {
  lead: 'FAQ questions being written, waiting for approval, scheduled or live; the most recently changed first.',
  newItem: 'Write a new question',
  caption: 'FAQ questions in the editor',
  results_one: '{{formatted}} question',
  results_other: '{{formatted}} questions',
  noResults: 'No question matches the filters.',
  empty: 'There are no questions yet.',
  back: 'Back to the questions',
  auditCaption: 'Every action on this question, newest first',
  unpublishHint:
    'The question leaves the FAQ page and site search. It can be published again. For a correction the public should know about, withdraw it instead.',
  keyHint: "This question's lasting name, e.g. faq-akses-forgotten-password. It cannot be changed later.",
  columns: { item: 'Question' },
};

export const FAQ_WORDS: Readonly<Record<Locale, TypeWords>> = { id, en };
