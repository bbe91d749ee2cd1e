import { addSectionResources } from '@ksei/shared';
import * as inbox from './inbox.js';
import * as whistleblowing from './whistleblowing.js';

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
  errorPrefix: 'Kesalahan:',
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

  // The follow-up page.

  // The staff inbox.

  // The report page before its form (kept for the channel block).
  channelHeading: 'Saluran pelaporan lain',
  channel: 'Laporan juga dapat dikirim melalui surel ke',
  channelProtected: 'Dilindungi dengan mekanisme enkripsi perusahaan.',
  confidential: 'KSEI menjaga kerahasiaan identitas pelapor dan melindunginya dari pembalasan.',
  aboutWhistleblowing: 'Kriteria dan jenis pelanggaran yang dapat dilaporkan:',
  ...whistleblowing.id,
  ...inbox.id,
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

  errorPrefix: 'Error:',
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

  channelHeading: 'Other reporting channel',
  channel: 'Reports can also be sent by e-mail to',
  channelProtected: "Protected with the company's encryption mechanism.",
  confidential: "KSEI keeps the whistleblower's identity confidential and protects them from retaliation.",
  aboutWhistleblowing: 'What can be reported, and about whom:',
  ...whistleblowing.en,
  ...inbox.en,
};

export const strings = { id, en };

/** Registers the section's strings on the shared i18next instance (once; idempotent). */
export function registerStrings(): void {
  addSectionResources(NAMESPACE, strings);
}
