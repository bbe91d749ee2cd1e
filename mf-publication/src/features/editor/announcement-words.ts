/**
 * The words that name announcements in the editor kit's pages, in both languages (the kit's own words,
 * the same for every type, are in `@ksei/shared/editor`).
 */
import type { Locale } from '@ksei/shared';
import type { TypeWords } from '@ksei/shared/editor';

const id: TypeWords = {
  lead: 'Pengumuman yang sedang ditulis, menunggu persetujuan, terjadwal atau tayang; yang terbaru diubah di atas.',
  newItem: 'Tulis pengumuman baru',
  caption: 'Pengumuman di penyunting',
  results_one: '{{formatted}} pengumuman',
  results_other: '{{formatted}} pengumuman',
  noResults: 'Tidak ada pengumuman yang sesuai dengan saringan.',
  empty: 'Belum ada pengumuman.',
  back: 'Kembali ke daftar pengumuman',
  auditCaption: 'Setiap tindakan atas pengumuman ini, terbaru di atas',
  unpublishHint:
    'Pengumuman hilang dari daftar, pencarian dan umpan; alamatnya menjawab 410 (tidak lagi tersedia). Dapat diterbitkan lagi. Untuk koreksi yang perlu diketahui publik, tarik saja.',
  keyHint: 'Bagian terakhir alamat halaman publik, misalnya bbca-dividen-tunai-2026. Tidak dapat diubah kemudian.',
  columns: { item: 'Pengumuman' },
  choices: { notice: { new: 'Baru', revised: 'Revisi', cancelled: 'Pembatalan' } },
};

const en: TypeWords = {
  lead: 'Announcements being written, waiting for approval, scheduled or live; the most recently changed first.',
  newItem: 'Write a new announcement',
  caption: 'Announcements in the editor',
  results_one: '{{formatted}} announcement',
  results_other: '{{formatted}} announcements',
  noResults: 'No announcement matches the filters.',
  empty: 'There are no announcements yet.',
  back: 'Back to the announcements',
  auditCaption: 'Every action on this announcement, newest first',
  unpublishHint:
    'The announcement leaves the lists, search and feeds; its address answers 410 (no longer available). It can be published again. For a correction the public should know about, withdraw it instead.',
  keyHint: "The last part of the public page's address, e.g. bbca-cash-dividend-2026. It cannot be changed later.",
  columns: { item: 'Announcement' },
  choices: { notice: { new: 'New', revised: 'Revision', cancelled: 'Cancellation' } },
};

export const ANNOUNCEMENT_WORDS: Readonly<Record<Locale, TypeWords>> = { id, en };
