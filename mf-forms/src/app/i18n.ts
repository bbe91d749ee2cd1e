import { addSectionResources } from '@ksei/shared';

/** The i18next namespace of this section's own strings (shared strings stay in `common`). */
export const NAMESPACE = 'mf-forms';

const id = {
  // The contact page's facts.
  addressHeading: 'Kantor KSEI',
  mapLink: 'Lihat alamat di OpenStreetMap',
  reachHeading: 'Telepon, surel, dan jam layanan',
  callCentre: 'Call center',
  tollFree: 'Bebas pulsa',
  phoneUnverified: 'belum diverifikasi, nomor dari buletin KSEI 2009–2010 dan mungkin sudah berubah',
  emailHeading: 'Surel',
  emailUnknown:
    'Alamat surel umum KSEI belum dapat kami verifikasi. Gunakan formulir di atas; kami membalas ke alamat surel yang Anda berikan.',
  reportEmail: 'Laporan pelanggaran:',
  hoursHeading: 'Jam layanan',
  hoursUnknown: 'Jam layanan kantor belum dapat kami verifikasi. Hubungi call center sebelum berkunjung.',
  otherWaysHeading: 'Cara lain menghubungi KSEI',
  faq: 'Jawaban atas pertanyaan yang sering diajukan.',
  reportViolation: 'Untuk melaporkan dugaan pelanggaran oleh pihak internal KSEI.',
  followUpLink: 'Untuk melihat status laporan yang sudah Anda kirim.',

  // What every form shares.
  optional: '(opsional)',
  errorPrefix: 'Kesalahan:',
  summaryHeading: 'Ada yang perlu diperbaiki',
  sending: 'Mengirim…',
  failed: {
    fields: 'Formulir belum dapat dikirim. Perbaiki isian yang ditandai, lalu kirim lagi.',
    network: 'Formulir tidak dapat dikirim. Periksa koneksi Anda, lalu kirim lagi. Semua isian Anda tetap tersimpan.',
    server: 'Terjadi kesalahan saat mengirim formulir. Coba lagi beberapa saat lagi. Semua isian Anda tetap tersimpan.',
    rateLimited: 'Terlalu banyak percobaan dalam waktu singkat. Tunggu beberapa menit, lalu coba lagi.',
  },
  captcha: {
    noScriptContact:
      'Tanpa JavaScript, verifikasi "Saya bukan robot" hanya dapat dilakukan melalui bingkai di atas, yang mungkin tidak berfungsi. Bila formulir tidak dapat dikirim, hubungi KSEI melalui telepon atau alamat kantor di bawah.',
    noScriptReport:
      'Tanpa JavaScript, verifikasi "Saya bukan robot" hanya dapat dilakukan melalui bingkai di atas, yang mungkin tidak berfungsi. Bila laporan tidak dapat dikirim, Anda tetap dapat melapor melalui surel ke',
    noScriptFollowUp:
      'Tanpa JavaScript, verifikasi "Saya bukan robot" hanya dapat dilakukan melalui bingkai di atas, yang mungkin tidak berfungsi.',
  },

  // The contact form.
  contact: {
    heading: 'Kirim pesan kepada KSEI',
    intro: 'Semua isian wajib diisi kecuali yang ditandai opsional.',
    fullName: 'Nama lengkap',
    subject: 'Perihal',
    email: 'Alamat surel',
    emailHint: 'Kami membalas ke alamat ini.',
    phone: 'Nomor telepon',
    phoneHint: 'Nomor Indonesia atau internasional, misalnya 0812 3456 7890 atau +62 21 5152855.',
    message: 'Pesan',
    send: 'Kirim pesan',
    sentHeading: 'Pesan Anda sudah kami terima',
    sentReference: 'Nomor referensi:',
    sentAdvice: 'Sebutkan nomor referensi ini bila Anda menghubungi KSEI tentang pesan ini.',
    sentToast: 'Pesan terkirim. Nomor referensi {{reference}}.',
    another: 'Kirim pesan lain',
  },

  // The whistleblowing report.
  report: {
    heading: 'Formulir laporan',
    intro:
      'Laporan dapat dikirim tanpa nama. Isian yang tidak ditandai opsional wajib diisi. Laporan dan bukti disimpan terenkripsi.',
    reporter: 'Identitas pelapor',
    reporterHint: 'Semua isian di bagian ini opsional.',
    reporterName: 'Nama',
    reporterEmail: 'Alamat surel',
    reporterPhone: 'Nomor telepon',
    notice:
      'Jika alamat surel atau nomor telepon tidak diisi, pelapor tidak akan mengetahui apakah laporannya sudah diterima.',
    reported: 'Identitas terlapor',
    reportedName: 'Nama',
    reportedPosition: 'Jabatan',
    violation: 'Informasi pelanggaran',
    violationType: 'Jenis pelanggaran',
    chooseType: 'Pilih jenis pelanggaran',
    location: 'Lokasi kejadian',
    occurredOn: 'Waktu kejadian',
    occurredOnHint: 'Ketik tanggal dengan format TTTT-BB-HH, misalnya 2026-01-31, atau pilih dari kalender.',
    calendar: 'Pilih tanggal kejadian dari kalender',
    chronology: 'Kronologi',
    chronologyHint: 'Ceritakan apa yang terjadi, siapa yang terlibat, dan bagaimana Anda mengetahuinya.',
    characters: '{{count}} dari {{max}} karakter',
    charactersLeft: 'Tersisa {{count}} karakter.',
    charactersOver: 'Kelebihan {{count}} karakter.',
    evidence: 'Bukti',
    evidenceFile: 'Berkas bukti',
    evidenceHint: 'Satu foto .jpg atau video .mp4, paling besar 2 MB.',
    evidencePrivacy:
      'Data yang dapat mengenali Anda (misalnya lokasi GPS, nomor seri kamera, dan nama pemilik) dihapus dari berkas sebelum disimpan.',
    evidenceChosen: 'Dipilih: {{name}} ({{size}})',
    evidenceRemove: 'Hapus berkas',
    review: 'Periksa laporan',
    reviewHeading: 'Periksa laporan Anda sebelum dikirim',
    reviewIntro: 'Laporan belum dikirim. Periksa isinya; pilih "Ubah" untuk memperbaikinya.',
    edit: 'Ubah',
    send: 'Kirim laporan',
    noScriptReview: 'Tanpa JavaScript, laporan langsung dikirim tanpa langkah pemeriksaan.',
    empty: 'Tidak diisi',
    noEvidence: 'Tidak ada',
    acceptedHeading: 'Laporan Anda sudah diterima',
    receipt: 'Nomor tanda terima',
    receiptAdvice:
      'Simpan nomor ini di tempat yang aman. Nomor ini hanya ditampilkan sekali dan tidak dapat dikirim ulang; tanpanya Anda tidak dapat memeriksa status laporan.',
    copy: 'Salin nomor',
    copied: 'Nomor tanda terima disalin.',
    copyFailed: 'Nomor tidak dapat disalin. Salin secara manual.',
    evidenceCleaned: 'Data pengenal pada berkas bukti sudah dihapus.',
    followUp: 'Periksa status laporan',
    acceptedToast: 'Laporan terkirim. Simpan nomor tanda terima Anda.',
  },

  // The follow-up page.
  followUp: {
    intro: 'Masukkan nomor tanda terima yang Anda terima saat mengirim laporan untuk melihat statusnya.',
    receipt: 'Nomor tanda terima',
    receiptHint: '16 digit, misalnya 1234-5678-9012-3456.',
    check: 'Periksa status',
    notFound: 'Laporan dengan nomor tersebut tidak ditemukan. Periksa kembali nomor tanda terima Anda, lalu coba lagi.',
    resultHeading: 'Status laporan',
    status: 'Status',
    submittedOn: 'Diterima pada',
    updatedOn: 'Terakhir diperbarui',
    statuses: {
      received: 'Diterima',
      assessing: 'Sedang ditelaah',
      addressing: 'Sedang ditindaklanjuti',
      closed: 'Selesai',
    },
    again: 'Periksa nomor lain',
    newReport: 'Kirim laporan baru',
  },

  // The report page before its form (kept for the channel block).
  channelHeading: 'Saluran pelaporan lain',
  channel: 'Laporan juga dapat dikirim melalui surel ke',
  channelProtected: 'Dilindungi dengan mekanisme enkripsi perusahaan.',
  confidential: 'KSEI menjaga kerahasiaan identitas pelapor dan melindunginya dari pembalasan.',
  aboutWhistleblowing: 'Kriteria dan jenis pelanggaran yang dapat dilaporkan:',
};

const en: typeof id = {
  addressHeading: 'KSEI office',
  mapLink: 'See the address on OpenStreetMap',
  reachHeading: 'Phone, e-mail and office hours',
  callCentre: 'Call centre',
  tollFree: 'Toll free',
  phoneUnverified: 'not verified: from a 2009–2010 KSEI bulletin and may be outdated',
  emailHeading: 'E-mail',
  emailUnknown:
    'We could not verify a general e-mail address for KSEI. Use the form above; we reply to the e-mail address you give.',
  reportEmail: 'Violation reports:',
  hoursHeading: 'Office hours',
  hoursUnknown: 'We could not verify the office hours. Call the call centre before visiting.',
  otherWaysHeading: 'Other ways to reach KSEI',
  faq: 'Answers to frequently asked questions.',
  reportViolation: 'To report a suspected violation by KSEI internal parties.',
  followUpLink: 'To see the status of a report you sent.',

  optional: '(optional)',
  errorPrefix: 'Error:',
  summaryHeading: 'There is a problem',
  sending: 'Sending…',
  failed: {
    fields: 'The form could not be sent. Correct the marked fields, then send it again.',
    network: 'The form could not be sent. Check your connection, then send it again. Everything you typed is kept.',
    server: 'Something went wrong while sending the form. Try again in a moment. Everything you typed is kept.',
    rateLimited: 'Too many attempts in a short time. Wait a few minutes, then try again.',
  },
  captcha: {
    noScriptContact:
      'Without JavaScript the "I\'m not a robot" check works only through the frame above, which may not work. If the form cannot be sent, reach KSEI by phone or at the office address below.',
    noScriptReport:
      'Without JavaScript the "I\'m not a robot" check works only through the frame above, which may not work. If the report cannot be sent, you can still report by e-mail to',
    noScriptFollowUp:
      'Without JavaScript the "I\'m not a robot" check works only through the frame above, which may not work.',
  },

  contact: {
    heading: 'Send KSEI a message',
    intro: 'All fields are required unless marked optional.',
    fullName: 'Full name',
    subject: 'Subject',
    email: 'Email address',
    emailHint: 'We reply to this address.',
    phone: 'Phone number',
    phoneHint: 'An Indonesian or international number, for example 0812 3456 7890 or +62 21 5152855.',
    message: 'Message',
    send: 'Send message',
    sentHeading: 'We have received your message',
    sentReference: 'Reference number:',
    sentAdvice: 'Quote this reference number if you contact KSEI about this message.',
    sentToast: 'Message sent. Reference number {{reference}}.',
    another: 'Send another message',
  },

  report: {
    heading: 'Report form',
    intro:
      'You may report without giving your name. Fields not marked optional are required. The report and the evidence are stored encrypted.',
    reporter: 'Reporter identity',
    reporterHint: 'Every field in this part is optional.',
    reporterName: 'Name',
    reporterEmail: 'Email address',
    reporterPhone: 'Phone number',
    notice:
      'If no email address or phone number is given, the reporter will not learn whether the report was submitted.',
    reported: 'Reported person',
    reportedName: 'Name',
    reportedPosition: 'Job title',
    violation: 'Violation information',
    violationType: 'Type of violation',
    chooseType: 'Choose a type of violation',
    location: 'Where it happened',
    occurredOn: 'When it happened',
    occurredOnHint: 'Type the date as YYYY-MM-DD, for example 2026-01-31, or pick it from the calendar.',
    calendar: 'Pick the date it happened from a calendar',
    chronology: 'Chronology',
    chronologyHint: 'Describe what happened, who was involved and how you know.',
    characters: '{{count}} of {{max}} characters',
    charactersLeft: '{{count}} characters left.',
    charactersOver: '{{count}} characters too many.',
    evidence: 'Evidence',
    evidenceFile: 'Evidence file',
    evidenceHint: 'One .jpg photo or .mp4 video, at most 2 MB.',
    evidencePrivacy:
      'Data that could identify you (such as GPS location, camera serial number and owner name) is removed from the file before it is stored.',
    evidenceChosen: 'Chosen: {{name}} ({{size}})',
    evidenceRemove: 'Remove file',
    review: 'Review report',
    reviewHeading: 'Check your report before sending it',
    reviewIntro: 'The report has not been sent yet. Check it; choose "Edit" to change anything.',
    edit: 'Edit',
    send: 'Send report',
    noScriptReview: 'Without JavaScript the report is sent straight away, without the review step.',
    empty: 'Not given',
    noEvidence: 'None',
    acceptedHeading: 'Your report has been received',
    receipt: 'Receipt number',
    receiptAdvice:
      'Keep this number somewhere safe. It is shown only once and cannot be sent again; without it you cannot check the status of your report.',
    copy: 'Copy number',
    copied: 'Receipt number copied.',
    copyFailed: 'The number could not be copied. Copy it by hand.',
    evidenceCleaned: 'Identifying data was removed from the evidence file.',
    followUp: 'Check the status of a report',
    acceptedToast: 'Report sent. Keep your receipt number.',
  },

  followUp: {
    intro: 'Enter the receipt number you were given when you sent your report to see its status.',
    receipt: 'Receipt number',
    receiptHint: '16 digits, for example 1234-5678-9012-3456.',
    check: 'Check status',
    notFound: 'No report was found with that number. Check your receipt number, then try again.',
    resultHeading: 'Report status',
    status: 'Status',
    submittedOn: 'Received on',
    updatedOn: 'Last updated',
    statuses: {
      received: 'Received',
      assessing: 'Being assessed',
      addressing: 'Being addressed',
      closed: 'Closed',
    },
    again: 'Check another number',
    newReport: 'Send a new report',
  },

  channelHeading: 'Other reporting channel',
  channel: 'Reports can also be sent by e-mail to',
  channelProtected: "Protected with the company's encryption mechanism.",
  confidential: "KSEI keeps the whistleblower's identity confidential and protects them from retaliation.",
  aboutWhistleblowing: 'What can be reported, and about whom:',
};

export const strings = { id, en };

/** Registers the section's strings on the shared i18next instance (once; idempotent). */
export function registerStrings(): void {
  addSectionResources(NAMESPACE, strings);
}
