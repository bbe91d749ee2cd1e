import type { Locale } from '@ksei/shared/node';

/**
 * Whether a multipart body is a form at all, before anything reads its parts: a refused body is the
 * client's mistake (400), never a parser's stack trace and a 500.
 */

/**
 * A boundary as a form may declare one: 1 to 70 of the allowed characters, no space at the end (the
 * multipart grammar's own rule). A longer one is no browser's, and only makes every scan slower.
 */
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;

/** The boundary a multipart `Content-Type` declares, or null when it declares none or a malformed one. */
export function multipartBoundary(contentType: string | undefined): string | null {
  for (const parameter of (contentType ?? '').split(';').slice(1)) {
    const equals = parameter.indexOf('=');
    if (equals < 0 || parameter.slice(0, equals).trim().toLowerCase() !== 'boundary') continue;
    let value = parameter.slice(equals + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    return BOUNDARY.test(value) ? value : null;
  }
  return null;
}

/** What a visitor is told when a multipart body cannot be read as a form. */
export const MALFORMED_FORM_MESSAGES: Readonly<Record<Locale, string>> = {
  id: 'Kiriman ini bukan formulir yang utuh dan tidak diproses. Kirim lagi dari halaman formulir di situs ini.',
  en: 'What was sent is not a complete form and was not processed. Send it again from the form on this site.',
};

/**
 * Whether a whole multipart body (already read, within its limit) parses as a form: its boundary is
 * declared and sound, and the platform's own form parser, the one a section's action reads it with,
 * takes it to its closing boundary.
 */
export async function isWellFormedMultipart(contentType: string, body: Uint8Array): Promise<boolean> {
  if (multipartBoundary(contentType) === null) return false;
  try {
    // A copy on an ArrayBuffer of its own, the kind a Response takes (the read body may share its memory).
    await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
    return true;
  } catch {
    return false;
  }
}
