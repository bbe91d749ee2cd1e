/**
 * The words of the day's batch pages (an announcement-only way in: a day's PDFs at once), in both
 * languages, under this section's editor namespace. The words they share with every editor page
 * ("Back to the announcements", the states) are the editor kit's, through `useEditorText`.
 */
import { useTranslation } from 'react-i18next';
import { addSectionResources, type Locale } from '@ksei/shared';

export const BATCH_NAMESPACE = 'mf-publication-editor';

const id = {
  batch: {
    lead: 'Jatuhkan atau pilih PDF pengumuman hari ini sekaligus. Setiap pasangan berkas menjadi satu draf pengumuman dalam satu kumpulan, yang lalu diajukan dan disetujui bersama.',
    names:
      'Nama berkas mengikuti pola KSEI: KODE_JENIS_TTTTBBHH_ID.pdf dan KODE_JENIS_TTTTBBHH_ENG.pdf, boleh diawali Peng_, PengRev_ (revisi) atau PengBatal_ (pembatalan). Judul dan nomor surat diambil dari PDF.',
    choose: 'Pilih berkas PDF',
    drop: 'Atau jatuhkan berkas di sini.',
    filesCaption: 'Berkas yang dipilih',
    columns: { name: 'Berkas', reads: 'Dibaca dari nama', state: 'Keadaan' },
    reads: '{{key}}, {{language}}',
    languages: { id: 'Bahasa Indonesia', en: 'English' },
    waiting: 'Menunggu',
    uploading: 'Memeriksa dan mengunggah…',
    uploaded: 'Diunggah',
    progress: '{{done}} dari {{total}} berkas diperiksa',
    make: 'Buat draf dari berkas yang diunggah',
    making: 'Membuat draf…',
    noneUploaded: 'Belum ada berkas yang berhasil diunggah.',
    tooMany: 'Paling banyak {{max}} berkas sekaligus.',
    heading: 'Kumpulan {{id}}',
    madeBy: 'Dibuat oleh {{name}}, {{at}}',
    items: 'Pengumuman dalam kumpulan ini',
    itemsCaption: 'Draf dari berkas kumpulan ini',
    noItems: 'Tidak ada pengumuman yang dibuat dari kumpulan ini.',
    problems: 'Berkas yang tidak dipakai',
    noProblems: 'Semua berkas dipakai.',
    submit: 'Ajukan seluruh kumpulan untuk persetujuan',
    approve: 'Setujui dan terbitkan seluruh kumpulan',
    approveHint: 'Semua pengumuman dalam kumpulan tayang bersama, atau tidak satu pun bila salah satu ditolak.',
    submitted: 'Kumpulan diajukan untuk persetujuan.',
    approved: 'Kumpulan disetujui.',
    actionsHeading: 'Langkah untuk seluruh kumpulan',
    nothingToDo: 'Tidak ada langkah untuk seluruh kumpulan saat ini.',
  },
};

const en: typeof id = {
  batch: {
    lead: 'Drop or choose today’s announcement PDFs all at once. Each pair of files becomes one draft announcement in one batch, which is then submitted and approved together.',
    names:
      'File names follow KSEI’s pattern: CODE_TYPE_YYYYMMDD_ID.pdf and CODE_TYPE_YYYYMMDD_ENG.pdf, optionally after Peng_, PengRev_ (revision) or PengBatal_ (cancellation). Titles and letter numbers are taken from the PDFs.',
    choose: 'Choose PDF files',
    drop: 'Or drop the files here.',
    filesCaption: 'Chosen files',
    columns: { name: 'File', reads: 'Read from the name', state: 'State' },
    reads: '{{key}}, {{language}}',
    languages: { id: 'Indonesian', en: 'English' },
    waiting: 'Waiting',
    uploading: 'Checking and uploading…',
    uploaded: 'Uploaded',
    progress: '{{done}} of {{total}} files checked',
    make: 'Make drafts from the uploaded files',
    making: 'Making drafts…',
    noneUploaded: 'No file has been uploaded yet.',
    tooMany: 'At most {{max}} files at once.',
    heading: 'Batch {{id}}',
    madeBy: 'Made by {{name}}, {{at}}',
    items: 'Announcements in this batch',
    itemsCaption: 'Drafts made from this batch’s files',
    noItems: 'No announcement was made from this batch.',
    problems: 'Files not used',
    noProblems: 'Every file was used.',
    submit: 'Submit the whole batch for approval',
    approve: 'Approve and publish the whole batch',
    approveHint: 'Every announcement of the batch goes live together, or none if one is refused.',
    submitted: 'Batch submitted for approval.',
    approved: 'Batch approved.',
    actionsHeading: 'Steps for the whole batch',
    nothingToDo: 'No step for the whole batch now.',
  },
};

/** The batch pages' words by locale (tests compare what a page shows with these). */
export const BATCH_STRINGS: Readonly<Record<Locale, typeof id>> = { id, en };

/** The batch pages' `t` in the page's language (keys under `batch.`). */
export function useBatchText() {
  addSectionResources(BATCH_NAMESPACE, BATCH_STRINGS);
  return useTranslation(BATCH_NAMESPACE).t;
}
