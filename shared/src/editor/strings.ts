/**
 * The editor kit's words, in both languages: what every content type's editor says alike (states,
 * buttons, the workflow, files, preview links). The words that name a type ("New announcement") are the
 * section's, in its `EditorConfig`, registered under a namespace of the type's own; `useEditorText`
 * looks there first, then here. Both are registered by the editor's components, so they arrive with
 * the editor's code, never with a section's public pages.
 */
import { useTranslation } from 'react-i18next';
import { addSectionResources, i18n, type Locale } from '@ksei/shared';
import type { ContentType } from '@ksei/shared/api';
import { useEditorConfig } from './context.js';
import { BODY_STRINGS } from './body/strings.js';
import { FILE_AND_LINK_STRINGS } from './strings-files.js';

export const EDITOR_NAMESPACE = 'ksei-editor';

/** The namespace of a type's own words (`ksei-editor-announcement`). */
export const typeNamespace = (type: ContentType): string => `${EDITOR_NAMESPACE}-${type}`;

const id = {
  ...FILE_AND_LINK_STRINGS.id,
  ...BODY_STRINGS.id,
  filters: 'Saring daftar',
  search: 'Cari (alamat atau judul)',
  workingFilter: 'Keadaan',
  allStates: 'Semua keadaan',
  apply: 'Terapkan',
  clear: 'Hapus saringan',
  columns: { working: 'Keadaan', public: 'Publik', parts: 'Bahasa', changed: 'Terakhir diubah' },
  overdue: 'Terlambat',
  working: { draft: 'Draf', in_review: 'Menunggu persetujuan', settled: 'Tidak ada perubahan tertunda' },
  public: {
    none: 'Belum tayang',
    scheduled: 'Terjadwal',
    published: 'Tayang',
    withdrawn: 'Ditarik',
    unpublished: 'Dihapus dari situs',
  },
  part: { missing: 'belum lengkap', outdated: 'usang', ready: 'siap' },
  partNamed: { id: 'Bahasa Indonesia: {{state}}', en: 'English: {{state}}' },
  key: 'Alamat (huruf kecil, angka dan tanda hubung)',
  keyInvalid: 'Alamat hanya boleh berisi huruf kecil, angka dan tanda hubung (paling banyak {{max}} karakter).',
  create: 'Buat draf',
  sharedFields: 'Untuk kedua bahasa',
  partHeading: { id: 'Bahasa Indonesia', en: 'English' },
  choose: 'Pilih…',
  major: 'Perubahan besar (halaman publik menampilkan catatan perubahan)',
  changeNote: { id: 'Catatan perubahan (Bahasa Indonesia)', en: 'Catatan perubahan (English)' },
  confirmPart: {
    id: 'Teks Bahasa Indonesia masih berlaku meskipun bahasa lain berubah',
    en: 'Teks English masih berlaku meskipun bahasa lain berubah',
  },
  summaryHeading: 'Ada yang perlu diperbaiki',
  noteTooLong: 'Catatan paling banyak {{max}} karakter.',
  save: 'Simpan revisi',
  saving: 'Menyimpan…',
  saved: 'Revisi {{revision}} tersimpan.',
  created: 'Draf dibuat.',
  keptDraft: 'Perubahan yang belum tersimpan dari {{at}} dipulihkan ke formulir. Simpan untuk mempertahankannya.',
  discardDraft: 'Buang perubahan yang dipulihkan',
  conflictHeading: 'Versi terbaru dari orang lain',
  conflictBy: 'Disimpan oleh {{name}} pada {{at}} (revisi {{revision}}).',
  field: 'Isian',
  value: 'Isi',
  statusHeading: 'Keadaan',
  revision: 'Revisi {{revision}}, versi {{version}}',
  live: 'Revisi tayang: {{revision}}',
  publishedAt: 'Terbit: {{at}} WIB',
  needsApproval: 'Diterbitkan darurat: menunggu persetujuan orang kedua.',
  lastChangedBy: 'Terakhir diubah oleh {{name}}',
  history: 'Riwayat dan perbandingan',
  publicPage: 'Lihat halaman publik',
  actionsHeading: 'Tindakan',
  submit: 'Ajukan untuk persetujuan',
  approve: 'Setujui dan terbitkan',
  publishAt: 'Waktu terbit (WIB), kosongkan untuk sekarang',
  publishAtHint: 'Harus di masa depan. Item yang sudah tayang terbit saat disetujui.',
  locales: 'Bahasa yang diterbitkan',
  localesBoth: 'Kedua bahasa',
  localesOnly: { id: 'Hanya Bahasa Indonesia', en: 'Hanya English' },
  reject: 'Kembalikan ke penulis',
  rejectReason: { id: 'Alasan pengembalian (Bahasa Indonesia)', en: 'Alasan pengembalian (English)' },
  publishNow: 'Terbitkan sekarang (darurat)',
  publishNowHint: 'Terbit tanpa orang kedua; revisi ini ditandai untuk disetujui kemudian.',
  confirm: 'Setujui penerbitan darurat',
  withdraw: 'Tarik dari publik',
  withdrawReason: { id: 'Alasan penarikan (Bahasa Indonesia)', en: 'Alasan penarikan (English)' },
  withdrawHint: 'Halaman tetap ada dengan pemberitahuan bertanggal dan alasannya.',
  unpublish: 'Hapus dari situs',
  noActions: 'Tidak ada tindakan yang dapat Anda lakukan saat ini.',
  done: {
    submit: 'Diajukan untuk persetujuan.',
    reject: 'Dikembalikan ke penulis.',
    approve: 'Disetujui.',
    'publish-now': 'Diterbitkan.',
    confirm: 'Penerbitan darurat disetujui.',
    withdraw: 'Ditarik dari publik.',
    unpublish: 'Dihapus dari situs.',
    restore: 'Revisi {{revision}} dipulihkan sebagai draf baru.',
  },
  failed: {
    network:
      'Tidak dapat terhubung ke server. Tidak ada yang tersimpan; teks Anda tetap di formulir dan di peramban ini. Coba lagi.',
    server: 'Terjadi kesalahan di server. Tidak ada yang tersimpan; teks Anda tetap di formulir. Coba lagi.',
  },
  revisions: 'Revisi',
  revisionsCaption: 'Semua revisi tersimpan, terbaru di atas',
  author: 'Penulis',
  at: 'Waktu (WIB)',
  note: 'Catatan perubahan',
  minor: 'Perbaikan kecil',
  compare: 'Bandingkan',
  compareFrom: 'Revisi lama',
  compareTo: 'Revisi baru',
  diffHeading: 'Perubahan dari revisi {{from}} ke revisi {{to}}',
  noDiff: 'Kedua revisi sama.',
  added: 'ditambahkan',
  removed: 'dihapus',
  restore: 'Pulihkan sebagai draf',
  audit: 'Jejak audit',
  event: 'Tindakan',
  actor: 'Oleh',
  fromTo: 'Dari → ke',
  auditHidden: 'Jejak audit hanya dapat dibaca oleh penerbit.',
  events: {
    create: 'dibuat',
    save: 'disimpan',
    submit: 'diajukan',
    reject: 'dikembalikan',
    approve: 'disetujui',
    'publish-now': 'diterbitkan darurat',
    confirm: 'dikonfirmasi',
    withdraw: 'ditarik',
    unpublish: 'dihapus dari situs',
    'preview-link': 'tautan pratinjau dibuat',
    'preview-revoke': 'tautan pratinjau dicabut',
    'preview-open': 'pratinjau dibuka',
  },
};

const en: typeof id = {
  ...FILE_AND_LINK_STRINGS.en,
  ...BODY_STRINGS.en,
  filters: 'Filter the list',
  search: 'Search (address or title)',
  workingFilter: 'State',
  allStates: 'All states',
  apply: 'Apply',
  clear: 'Clear filters',
  columns: { working: 'State', public: 'Public', parts: 'Languages', changed: 'Last changed' },
  overdue: 'Overdue',
  working: { draft: 'Draft', in_review: 'Waiting for approval', settled: 'Nothing pending' },
  public: {
    none: 'Not live',
    scheduled: 'Scheduled',
    published: 'Live',
    withdrawn: 'Withdrawn',
    unpublished: 'Taken off the site',
  },
  part: { missing: 'incomplete', outdated: 'outdated', ready: 'ready' },
  partNamed: { id: 'Indonesian: {{state}}', en: 'English: {{state}}' },
  key: 'Address (lower-case letters, digits and dashes)',
  keyInvalid: 'The address may hold only lower-case letters, digits and dashes (at most {{max}} characters).',
  create: 'Create draft',
  sharedFields: 'For both languages',
  partHeading: { id: 'Indonesian', en: 'English' },
  choose: 'Choose…',
  major: 'Major change (the public page shows a change note)',
  changeNote: { id: 'Change note (Indonesian)', en: 'Change note (English)' },
  confirmPart: {
    id: 'The Indonesian text still holds although the other language changed',
    en: 'The English text still holds although the other language changed',
  },
  summaryHeading: 'There is a problem',
  noteTooLong: 'A note can be at most {{max}} characters.',
  save: 'Save revision',
  saving: 'Saving…',
  saved: 'Revision {{revision}} saved.',
  created: 'Draft created.',
  keptDraft: 'Unsaved changes from {{at}} were restored to the form. Save to keep them.',
  discardDraft: 'Discard the restored changes',
  conflictHeading: "Someone else's latest version",
  conflictBy: 'Saved by {{name}} at {{at}} (revision {{revision}}).',
  field: 'Field',
  value: 'Value',
  statusHeading: 'State',
  revision: 'Revision {{revision}}, version {{version}}',
  live: 'Live revision: {{revision}}',
  publishedAt: 'Published: {{at}} WIB',
  needsApproval: 'Published in an emergency: waiting for a second person to approve it.',
  lastChangedBy: 'Last changed by {{name}}',
  history: 'History and comparison',
  publicPage: 'View the public page',
  actionsHeading: 'Actions',
  submit: 'Submit for approval',
  approve: 'Approve and publish',
  publishAt: 'Publishing time (WIB); leave empty for now',
  publishAtHint: 'Must be in the future. An item already live goes live when approved.',
  locales: 'Languages to publish',
  localesBoth: 'Both languages',
  localesOnly: { id: 'Indonesian only', en: 'English only' },
  reject: 'Return to the author',
  rejectReason: { id: 'Reason for returning (Indonesian)', en: 'Reason for returning (English)' },
  publishNow: 'Publish now (emergency)',
  publishNowHint: 'Goes live without a second person; this revision is flagged for approval afterwards.',
  confirm: 'Approve the emergency publication',
  withdraw: 'Withdraw from the public',
  withdrawReason: { id: 'Reason for withdrawal (Indonesian)', en: 'Reason for withdrawal (English)' },
  withdrawHint: 'The page stays, with a dated notice and the reason.',
  unpublish: 'Take off the site',
  noActions: 'There is nothing you can do with it now.',
  done: {
    submit: 'Submitted for approval.',
    reject: 'Returned to the author.',
    approve: 'Approved.',
    'publish-now': 'Published.',
    confirm: 'Emergency publication approved.',
    withdraw: 'Withdrawn from the public.',
    unpublish: 'Taken off the site.',
    restore: 'Revision {{revision}} restored as a new draft.',
  },
  failed: {
    network:
      'The server could not be reached. Nothing was saved; your text stays in the form and in this browser. Try again.',
    server: 'Something went wrong on the server. Nothing was saved; your text stays in the form. Try again.',
  },
  revisions: 'Revisions',
  revisionsCaption: 'Every saved revision, newest first',
  author: 'Author',
  at: 'Time (WIB)',
  note: 'Change note',
  minor: 'Minor fix',
  compare: 'Compare',
  compareFrom: 'Older revision',
  compareTo: 'Newer revision',
  diffHeading: 'Changes from revision {{from}} to revision {{to}}',
  noDiff: 'The two revisions are the same.',
  added: 'added',
  removed: 'removed',
  restore: 'Restore as a draft',
  audit: 'Audit trail',
  event: 'Action',
  actor: 'By',
  fromTo: 'From → to',
  auditHidden: 'Only publishers can read the audit trail.',
  events: {
    create: 'created',
    save: 'saved',
    submit: 'submitted',
    reject: 'returned',
    approve: 'approved',
    'publish-now': 'published in an emergency',
    confirm: 'confirmed',
    withdraw: 'withdrawn',
    unpublish: 'taken off the site',
    'preview-link': 'preview link made',
    'preview-revoke': 'preview link revoked',
    'preview-open': 'preview opened',
  },
};

/** The editor's words by locale (tests compare what a page shows with these). */
export const EDITOR_STRINGS: Readonly<Record<Locale, typeof id>> = { id, en };

function register(): void {
  addSectionResources(EDITOR_NAMESPACE, EDITOR_STRINGS);
}

/**
 * The editor's `t` in the page's language: the type's own words first, then the kit's (i18next's
 * `fallback` mode looks a key up in each namespace in turn).
 */
export function useEditorText() {
  const config = useEditorConfig();
  register();
  addSectionResources(typeNamespace(config.type), config.words);
  return useTranslation([typeNamespace(config.type), EDITOR_NAMESPACE], { nsMode: 'fallback' }).t;
}

/** One of the kit's own words in `locale`, outside React (an answer's message). */
export function editorText(key: string, locale: Locale, options?: Readonly<Record<string, unknown>>): string {
  register();
  return i18n.t(`${EDITOR_NAMESPACE}:${key}`, { ...options, lng: locale });
}
