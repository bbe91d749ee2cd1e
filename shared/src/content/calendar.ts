/**
 * The site's calendar: the months' names in both languages and today's date on KSEI's business
 * calendar. Browser-free: the server reads them through `@ksei/shared/node` too.
 */

/** The months' names, January first, per locale. */
export const MONTH_NAMES = {
  id: [
    'Januari',
    'Februari',
    'Maret',
    'April',
    'Mei',
    'Juni',
    'Juli',
    'Agustus',
    'September',
    'Oktober',
    'November',
    'Desember',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
} as const;

/**
 * Today's date in Jakarta (KSEI's business calendar, what "today" means to the site's pages), as
 * `YYYY-MM-DD`, whatever the time zone of the visitor or the server: from 17:00 UTC Jakarta is a day ahead.
 * `Intl` knows the time zone; only numeric parts are asked for, so no month or day names are loaded.
 */
export function todayInJakarta(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Jakarta',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
