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

/** Jakarta's clock (WIB): seven hours ahead of UTC, without daylight saving, since 1964. */
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

/**
 * Today's date in Jakarta (KSEI's business calendar, what "today" means to the site's pages), as
 * `YYYY-MM-DD`, whatever the time zone of the visitor or the server: from 17:00 UTC Jakarta is a day ahead.
 * By the fixed offset, not `Intl` with a time zone: the first such formatter loads the browser's
 * time-zone data, ~60 ms of the home page's main thread on a slow phone (a test compares both).
 */
export function todayInJakarta(now: Date = new Date()): string {
  return new Date(now.getTime() + JAKARTA_OFFSET_MS).toISOString().slice(0, 10);
}
