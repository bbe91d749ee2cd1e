/**
 * The words that name press releases in the editor kit's pages, in both languages (the kit's own words,
 * the same for every type, are in `@ksei/shared/editor`).
 */
import type { Locale } from '@ksei/shared';
import type { TypeWords } from '@ksei/shared/editor';

const id: TypeWords = {
  lead: 'Siaran pers yang sedang ditulis, menunggu persetujuan, terjadwal atau tayang; yang terbaru diubah di atas.',
  newItem: 'Tulis siaran pers baru',
  caption: 'Siaran pers di penyunting',
  results_one: '{{formatted}} siaran pers',
  results_other: '{{formatted}} siaran pers',
  noResults: 'Tidak ada siaran pers yang sesuai dengan saringan.',
  empty: 'Belum ada siaran pers.',
  back: 'Kembali ke daftar siaran pers',
  auditCaption: 'Setiap tindakan atas siaran pers ini, terbaru di atas',
  unpublishHint:
    'Siaran pers hilang dari daftar dan pencarian situs, dan alamatnya menjawab "sudah dihapus". Dapat diterbitkan lagi. Untuk koreksi yang perlu diketahui publik, tarik saja.',
  keyHint: 'Alamat halaman siaran pers, misalnya ksei-luncurkan-layanan-baru. Tidak dapat diubah kemudian.',
  columns: { item: 'Siaran pers' },
};

const en: TypeWords = {
  lead: 'Press releases being written, waiting for approval, scheduled or live; the most recently changed first.',
  newItem: 'Write a new press release',
  caption: 'Press releases in the editor',
  results_one: '{{formatted}} press release',
  results_other: '{{formatted}} press releases',
  noResults: 'No press release matches the filters.',
  empty: 'There are no press releases yet.',
  back: 'Back to the press releases',
  auditCaption: 'Every action on this press release, newest first',
  unpublishHint:
    'The press release leaves the list and site search, and its address answers "gone". It can be published again. For a correction the public should know about, withdraw it instead.',
  keyHint: "The press release page's address, e.g. ksei-launches-new-service. It cannot be changed later.",
  columns: { item: 'Press release' },
};

export const PRESS_RELEASE_WORDS: Readonly<Record<Locale, TypeWords>> = { id, en };
