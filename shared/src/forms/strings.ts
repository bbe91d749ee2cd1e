/**
 * The words the form kit itself shows, in both languages, under a namespace of its own in the page's
 * one i18next instance. The kit registers them the first time it needs them, so each section that
 * bundles the kit brings its words along and a page never shows a raw key.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { addSectionResources, i18n, type Locale } from '@ksei/shared';

export const FORMS_NAMESPACE = 'ksei-forms';

const id = {
  optional: '(opsional)',
  errorPrefix: 'Kesalahan:',
  summaryHeading: 'Ada yang perlu diperbaiki',
  sending: 'Mengirim…',
  characters: '{{count}} dari {{max}} karakter',
  charactersLeft: 'Tersisa {{count}} karakter.',
  charactersOver: 'Kelebihan {{count}} karakter.',
  file: {
    chosen: 'Dipilih: {{name}} ({{size}})',
    remove: 'Hapus berkas',
    type: 'Berkas harus berjenis {{kinds}}.',
    empty: 'Berkas kosong.',
    size: 'Berkas paling besar {{size}}.',
  },
  failed: {
    fields: 'Formulir belum dapat dikirim. Perbaiki isian yang ditandai, lalu kirim lagi.',
    network: 'Formulir tidak dapat dikirim. Periksa koneksi Anda, lalu kirim lagi. Semua isian Anda tetap tersimpan.',
    server: 'Terjadi kesalahan saat mengirim formulir. Coba lagi beberapa saat lagi. Semua isian Anda tetap tersimpan.',
    rateLimited: 'Terlalu banyak percobaan dalam waktu singkat. Tunggu beberapa menit, lalu coba lagi.',
  },
};

const en: typeof id = {
  optional: '(optional)',
  errorPrefix: 'Error:',
  summaryHeading: 'There is a problem',
  sending: 'Sending…',
  characters: '{{count}} of {{max}} characters',
  charactersLeft: '{{count}} characters left.',
  charactersOver: '{{count}} characters too many.',
  file: {
    chosen: 'Chosen: {{name}} ({{size}})',
    remove: 'Remove file',
    type: 'The file must be {{kinds}}.',
    empty: 'The file is empty.',
    size: 'The file can be at most {{size}}.',
  },
  failed: {
    fields: 'The form could not be sent. Correct the marked fields, then send it again.',
    network: 'The form could not be sent. Check your connection, then send it again. Everything you typed is kept.',
    server: 'Something went wrong while sending the form. Try again in a moment. Everything you typed is kept.',
    rateLimited: 'Too many attempts in a short time. Wait a few minutes, then try again.',
  },
};

/** The kit's words by locale (tests compare what a page shows with these). */
export const FORM_STRINGS: Readonly<Record<Locale, typeof id>> = { id, en };

function register(): void {
  addSectionResources(FORMS_NAMESPACE, FORM_STRINGS);
}

/** One of the kit's words in `locale`, outside React (an action's answer). */
export function formText(key: string, locale: Locale, options?: Readonly<Record<string, unknown>>): string {
  register();
  return i18n.t(`${FORMS_NAMESPACE}:${key}`, { ...options, lng: locale });
}

/** The kit's words in the page's language, for its components. */
export function useFormText(): (key: string, options?: Readonly<Record<string, unknown>>) => string {
  register();
  const { t } = useTranslation(FORMS_NAMESPACE);
  return useCallback((key, options) => t(key, { ...options }), [t]);
}
