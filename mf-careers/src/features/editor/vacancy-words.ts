/**
 * The words that name vacancies in the editor kit's pages, in both languages (the kit's own words, the
 * same for every type, are in `@ksei/shared/editor`).
 */
import type { Locale } from '@ksei/shared';
import type { TypeWords } from '@ksei/shared/editor';

const id: TypeWords = {
  lead: 'Lowongan yang sedang ditulis, menunggu persetujuan, terjadwal atau tayang; yang terbaru diubah di atas.',
  newItem: 'Tulis lowongan baru',
  caption: 'Lowongan di penyunting',
  results_one: '{{formatted}} lowongan',
  results_other: '{{formatted}} lowongan',
  noResults: 'Tidak ada lowongan yang sesuai dengan saringan.',
  empty: 'Belum ada lowongan.',
  back: 'Kembali ke daftar lowongan',
  auditCaption: 'Setiap tindakan atas lowongan ini, terbaru di atas',
  unpublishHint:
    'Lowongan hilang dari halaman Karir dan pencarian situs, dan alamatnya menjawab "sudah dihapus". Untuk lowongan yang sudah terisi, ubah statusnya saja.',
  keyHint: 'Alamat halaman lowongan, misalnya staf-teknologi-informasi-2026. Tidak dapat diubah kemudian.',
  columns: { item: 'Lowongan' },
  choices: { status: { open: 'Dibuka', filled: 'Sudah terisi' } },
};

const en: TypeWords = {
  lead: 'Vacancies being written, waiting for approval, scheduled or live; the most recently changed first.',
  newItem: 'Write a new vacancy',
  caption: 'Vacancies in the editor',
  results_one: '{{formatted}} vacancy',
  results_other: '{{formatted}} vacancies',
  noResults: 'No vacancy matches the filters.',
  empty: 'There are no vacancies yet.',
  back: 'Back to the vacancies',
  auditCaption: 'Every action on this vacancy, newest first',
  unpublishHint:
    'The vacancy leaves the Careers page and site search, and its address answers "gone". For a vacancy that has been filled, change its status instead.',
  keyHint: "The vacancy page's address, e.g. it-staff-2026. It cannot be changed later.",
  columns: { item: 'Vacancy' },
  choices: { status: { open: 'Open', filled: 'Filled' } },
};

export const VACANCY_WORDS: Readonly<Record<Locale, TypeWords>> = { id, en };
