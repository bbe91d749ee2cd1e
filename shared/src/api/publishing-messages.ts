/**
 * Staff publishing's sentences in both languages: each refusal of the workflow, and each field problem
 * named with the field's own label (the editor shows them beside the field, the API in its answer).
 */
import type { Locale } from '../routes/types.js';
import { CONTENT_TYPES, type ContentType, type ContentTypeDeclaration } from './publishing-content-types.js';
import type { FieldProblem, PublishingRefusal } from './publishing.js';

export const PUBLISHING_MESSAGES: Readonly<Record<Locale, Readonly<Record<PublishingRefusal, string>>>> = {
  id: {
    twoPersonRule:
      'Revisi ini harus disetujui orang lain: Anda yang terakhir mengubah atau mengajukannya. Minta rekan penerbit untuk memeriksanya.',
    conflict:
      'Item ini telah diubah orang lain sejak Anda membukanya. Teks Anda tetap tersimpan di formulir; bandingkan dengan versi terbaru di bawah, lalu simpan lagi.',
    notInReview: 'Item ini tidak sedang menunggu persetujuan.',
    notDraft: 'Item ini tidak memiliki draf untuk diajukan.',
    partsNotReady:
      'Bagian bahasa yang akan diterbitkan belum lengkap atau sudah usang. Lengkapi, atau terbitkan satu bahasa saja secara tegas.',
    changeNoteRequired: 'Perubahan besar memerlukan catatan perubahan dalam kedua bahasa.',
    scheduleInPast: 'Waktu terbit harus di masa depan (WIB).',
    scheduleLive: 'Item yang sudah tayang tidak dapat dijadwalkan; revisinya terbit saat disetujui.',
    notLive: 'Item ini belum tayang.',
    alreadyWithdrawn: 'Item ini sudah ditarik.',
    nothingToConfirm: 'Tidak ada penerbitan darurat yang menunggu persetujuan.',
    reasonRequired: 'Tuliskan alasannya dalam kedua bahasa.',
    unknownAnnouncementType: 'Jenis pengumuman tidak dikenal.',
    keyTaken: 'Alamat item ini sudah dipakai item lain.',
    invalidContent: 'Beberapa isian tidak valid.',
  },
  en: {
    twoPersonRule:
      'Someone else must approve this revision: you were the last to change or submit it. Ask a fellow publisher to review it.',
    conflict:
      'Someone else changed this item since you opened it. Your text is kept in the form; compare it with the latest version below, then save again.',
    notInReview: 'This item is not waiting for approval.',
    notDraft: 'This item has no draft to submit.',
    partsNotReady:
      'A language part to be published is missing or outdated. Complete it, or explicitly publish one language only.',
    changeNoteRequired: 'A major change needs a change note in both languages.',
    scheduleInPast: 'The publishing time must be in the future (WIB).',
    scheduleLive: 'An item already live cannot be scheduled; its revision goes live when approved.',
    notLive: 'This item is not live.',
    alreadyWithdrawn: 'This item has already been withdrawn.',
    nothingToConfirm: 'No emergency publication is waiting for approval.',
    reasonRequired: 'Give the reason in both languages.',
    unknownAnnouncementType: 'Unknown announcement type.',
    keyTaken: 'This item’s address is already used by another item.',
    invalidContent: 'Some fields are not valid.',
  },
};

/** One field problem as a sentence naming the field in the reader's language. */
export function fieldProblemMessage(type: ContentType, problem: FieldProblem, locale: Locale): string {
  const declaration: ContentTypeDeclaration = CONTENT_TYPES[type];
  const [where = '', name = ''] = problem.field.split('.');
  const field = where === 'shared' ? declaration.shared[name] : declaration.localized[name];
  const part = where === 'id' ? ' (Bahasa Indonesia)' : where === 'en' ? ' (English)' : '';
  const id = locale === 'id';
  // `key` is the item's own address, not a declared field.
  const label =
    problem.field === 'key' ? (id ? 'Alamat item' : 'The item’s address') : `${field?.label[locale] ?? name}${part}`;
  switch (problem.problem) {
    case 'required':
      return id ? `${label} wajib diisi.` : `${label} is required.`;
    case 'tooLong':
      return id
        ? `${label} terlalu panjang (maksimal ${problem.limit ?? 0} karakter).`
        : `${label} is too long (at most ${problem.limit ?? 0} characters).`;
    case 'invalidDate':
      return id ? `${label} harus berupa tanggal yang ada (TTTT-BB-HH).` : `${label} must be a real date (YYYY-MM-DD).`;
    case 'invalidChoice':
      return id ? `${label} tidak termasuk pilihan yang tersedia.` : `${label} is not one of the choices.`;
    case 'invalidFile':
      return id
        ? `${label} tidak ditemukan di antara berkas yang diunggah, atau jenisnya tidak sesuai.`
        : `${label} is not an uploaded file, or not of the right kind.`;
    case 'invalidBlocks':
      return id
        ? `${label} memuat bagian yang tidak dikenal editor. Muat ulang halaman, lalu tempel teksnya lagi.`
        : `${label} holds parts the editor does not know. Reload the page, then paste the text again.`;
    case 'tooManyBlocks':
      return id
        ? `${label} terlalu panjang (maksimal ${problem.limit ?? 0} blok).`
        : `${label} is too long (at most ${problem.limit ?? 0} blocks).`;
    case 'tooManyLines':
      return id
        ? `${label} terlalu banyak baris (maksimal ${problem.limit ?? 0}).`
        : `${label} has too many lines (at most ${problem.limit ?? 0}).`;
    case 'notText':
      return id ? `${label} harus berupa teks.` : `${label} must be text.`;
    case 'invalidCharacters':
      return id ? `${label} memuat karakter yang tidak valid.` : `${label} contains characters that are not valid.`;
    case 'unknownField':
      return id ? `Isian "${label}" tidak dikenal.` : `Unknown field "${label}".`;
  }
}
