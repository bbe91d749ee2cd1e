import { MONTH_NAMES } from '@ksei/shared/node';

/**
 * Today's date in Jakarta (KSEI's business calendar, what "today" means to the site's pages), as a
 * local midnight: `isoDate` and `daysFrom` read a date's local fields, so the seed dates its samples by
 * the Jakarta calendar whatever the server's time zone (after 17:00 UTC Jakarta is a day ahead).
 */
export function jakartaToday(now: Date = new Date()): Date {
  const [year, month, day] = now.toLocaleDateString('en-CA', { timeZone: 'Asia/Jakarta' }).split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

/** ISO `YYYY-MM-DD` of a date's local fields. */
export function isoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** `today` shifted by whole days (negative = past), as an ISO date. */
export function daysFrom(today: Date, days: number): string {
  const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
  return isoDate(date);
}

/** `3` → `Maret` / `March`. */
export function monthName(month: number, locale: 'id' | 'en'): string {
  return MONTH_NAMES[locale][month - 1] ?? '';
}

/** `2024-03-05` → `5 Maret 2024` / `5 March 2024`. */
export function longDate(iso: string, locale: 'id' | 'en'): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTH_NAMES[locale][month - 1]} ${year}`;
}

/** `2024-03-05` → `0324`, the MMYY suffix of KSEI letter numbers. */
export function mmyy(iso: string): string {
  return iso.slice(5, 7) + iso.slice(2, 4);
}
