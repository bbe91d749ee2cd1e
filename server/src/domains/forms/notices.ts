import type { ContactField, ContactValues } from '@ksei/shared/node';
import type { OutgoingMail } from '../outbox/index.js';

const CONTACT_LABELS: Readonly<Record<ContactField, string>> = {
  fullName: 'Nama lengkap / Full name',
  subject: 'Subjek / Subject',
  email: 'Email',
  phone: 'Telepon / Phone',
  message: 'Pesan / Message',
};

/**
 * The notice of a contact message: its content, so staff can answer from their mail client (the
 * reply goes to the visitor's address). Staff read both languages; the labels carry both. The subject
 * is the reference and a fixed line, never the visitor's subject: the outbox keeps a sent notice's
 * subject in clear (its text and reply-to are sealed and cleared once sent).
 */
export function contactNotice(reference: string, values: ContactValues, locale: 'id' | 'en'): OutgoingMail {
  const lines = (Object.keys(CONTACT_LABELS) as ContactField[]).map(
    (field) => `${CONTACT_LABELS[field]}: ${field === 'message' ? '\n' : ''}${values[field] ?? '-'}`,
  );
  return {
    topic: 'contact',
    subject: `[${reference}] Pesan kontak baru / New contact message`,
    text: [
      `Pesan baru dari formulir kontak situs KSEI / A new message from the KSEI website's contact form.`,
      `Referensi / Reference: ${reference}`,
      `Bahasa pengirim / Sender's language: ${locale === 'id' ? 'Indonesia' : 'English'}`,
      '',
      ...lines,
    ].join('\n'),
    ...(values.email ? { replyTo: values.email } : {}),
  };
}

/**
 * The notice of a whistleblowing report: no content at all (not the type, the names or the dates,
 * which could identify the reporter to whoever reads staff mail), only the staff reference and where
 * the report is read. Never the receipt, which is the reporter's alone.
 */
export function reportNotice(reference: string, publicOrigin: string): OutgoingMail {
  return {
    topic: 'whistleblowing',
    subject: `Laporan pelanggaran baru / New whistleblowing report ${reference}`,
    text: [
      `Laporan pelanggaran baru telah diterima melalui situs KSEI. Isinya tidak dikirim lewat email:`,
      `bacalah di kotak masuk petugas (masuk sebagai petugas di ${publicOrigin}).`,
      `Referensi: ${reference}`,
      '',
      `A new whistleblowing report was received through the KSEI website. Its content is not sent by e-mail:`,
      `read it in the staff inbox (sign in as staff at ${publicOrigin}).`,
      `Reference: ${reference}`,
    ].join('\n'),
  };
}
