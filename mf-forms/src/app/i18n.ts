import { addSectionResources } from '@ksei/shared';

/** The i18next namespace of this section's own strings (shared strings stay in `common`). */
export const NAMESPACE = 'mf-forms';

const id = {
  addressHeading: 'Kantor KSEI',
  otherWaysHeading: 'Cara lain menghubungi KSEI',
  faq: 'Jawaban atas pertanyaan yang sering diajukan.',
  reportViolation: 'Untuk melaporkan dugaan pelanggaran oleh pihak internal KSEI.',
  channelHeading: 'Saluran pelaporan',
  channel: 'Laporan dapat dikirim melalui surel ke',
  channelProtected: 'Dilindungi dengan mekanisme enkripsi perusahaan.',
  confidential: 'KSEI menjaga kerahasiaan identitas pelapor dan melindunginya dari pembalasan.',
  aboutWhistleblowing: 'Kriteria dan jenis pelanggaran yang dapat dilaporkan:',
};

const en: typeof id = {
  addressHeading: 'KSEI office',
  otherWaysHeading: 'Other ways to reach KSEI',
  faq: 'Answers to frequently asked questions.',
  reportViolation: 'To report a suspected violation by KSEI internal parties.',
  channelHeading: 'Reporting channel',
  channel: 'Reports can be sent by e-mail to',
  channelProtected: "Protected with the company's encryption mechanism.",
  confidential: "KSEI keeps the whistleblower's identity confidential and protects them from retaliation.",
  aboutWhistleblowing: 'What can be reported, and about whom:',
};

export const strings = { id, en };

/** Registers the section's strings on the shared i18next instance (once; idempotent). */
export function registerStrings(): void {
  addSectionResources(NAMESPACE, strings);
}
