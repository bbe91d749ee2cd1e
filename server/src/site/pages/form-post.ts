import { documentTitle, FORM_BODY_LIMITS, FORM_MESSAGES, RESOURCES, type Locale } from '@ksei/shared/node';
import type { DocumentRequest } from '../document/document.js';
import { MALFORMED_FORM_MESSAGES } from '../../http/multipart-shape.js';

/**
 * A form posted to a page without JavaScript (pages declared with `form: true`): which bodies the page
 * route takes, and what it says when it refuses one. (Whether a post comes from another site is the
 * write endpoints' own check, `http/same-origin.ts`.)
 */

/** The bodies an HTML form sends; anything else is refused (415) before it is read. */
export const FORM_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'] as const;

/** The whole body, counted while it arrives: larger is refused (413) and nothing of it is passed on. */
export const FORM_POST_BODY_LIMIT = FORM_BODY_LIMITS.maxBodyBytes;

/** The media type of a `Content-Type` value, without its parameters (a multipart boundary). */
export function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

export function isFormContentType(contentType: string | undefined): boolean {
  return (FORM_CONTENT_TYPES as readonly string[]).includes(mediaType(contentType));
}

export type FormPostRefusal = 'crossSite' | 'malformed' | 'tooLarge' | 'unsupported' | 'unanswered';

export const FORM_POST_STATUS: Readonly<Record<FormPostRefusal, number>> = {
  crossSite: 403,
  malformed: 400,
  tooLarge: 413,
  unsupported: 415,
  unanswered: 503,
};

/** What the page says when a post is refused or cannot be answered, in the page's language. */
export const FORM_POST_MESSAGES: Readonly<Record<Locale, Readonly<Record<FormPostRefusal, string>>>> = {
  id: {
    crossSite:
      'Formulir ini hanya dapat dikirim dari halamannya di situs KSEI. Buka halaman formulir di situs ini, lalu kirim lagi.',
    malformed: MALFORMED_FORM_MESSAGES.id,
    tooLarge: `Kiriman terlalu besar dan tidak diproses. ${FORM_MESSAGES.id.evidenceSize} Pilih berkas yang lebih kecil, lalu kirim lagi.`,
    unsupported: 'Kiriman ini bukan formulir yang dapat diproses. Kirim lagi dari halaman formulir di situs ini.',
    unanswered: 'Formulir Anda tidak dapat dijawab saat ini. Coba kirim lagi sebentar lagi.',
  },
  en: {
    crossSite:
      'This form can only be sent from its page on the KSEI website. Open the form on this site and send it again.',
    malformed: MALFORMED_FORM_MESSAGES.en,
    tooLarge: `What was sent is too large and was not processed. ${FORM_MESSAGES.en.evidenceSize} Choose a smaller file and send again.`,
    unsupported: 'What was sent is not a form this site can process. Send it again from the form on this site.',
    unanswered: 'Your form could not be answered just now. Please try sending it again in a moment.',
  },
};

/**
 * The error page for a refused or unanswered post, in the page's language: the site's error page with
 * the reason, the menu and the section hints of the page the form was posted to.
 */
export function formPostRefusal(
  refusal: FormPostRefusal,
  locale: Locale,
  page: Pick<DocumentRequest, 'hints' | 'routes'>,
): Omit<DocumentRequest, 'origin' | 'remoteOverrides'> {
  const status = FORM_POST_STATUS[refusal];
  return {
    match: null,
    locale,
    title: documentTitle(RESOURCES[locale].errorPage.title, locale),
    error: { status, message: FORM_POST_MESSAGES[locale][refusal] },
    ...(page.hints ? { hints: page.hints } : {}),
    ...(page.routes ? { routes: page.routes } : {}),
  };
}
