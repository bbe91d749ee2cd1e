import type { Locale } from '../routes/types.js';

/*
 * Dates and numbers are formatted here rather than with `Intl`: the first `Intl.DateTimeFormat` of a
 * page loads the locale's data, which measured 30 ms of main-thread time on a phone-speed CPU while the
 * page hydrates, and the server's ICU build need not agree with the browser's to the character (a
 * hydration mismatch). The two locales' formats are small and fixed.
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

/** Thousands and decimal separators: Indonesian `12.160.000,50`, English `12,160,000.50`. */
const SEPARATORS: Readonly<Record<Locale, { group: string; decimal: string }>> = {
  id: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

/** `2024-03-28` → `28 Maret 2024` / `March 28, 2024`; anything else is returned as it came. */
export function formatDate(iso: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1) return iso; // 2024-02-31 and the like
  const name = MONTH_NAMES[locale][date.getUTCMonth()];
  const dayNumber = date.getUTCDate();
  return locale === 'id' ? `${dayNumber} ${name} ${year}` : `${name} ${dayNumber}, ${year}`;
}

/**
 * `2024-03-05` → `5 Maret 2024` / `5 March 2024`: the day first in both languages, as KSEI writes a date
 * inside a title or a sentence (`… as of 5 March 2024`); anything else is returned as it came.
 */
export function formatDateDayFirst(iso: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const name = match ? MONTH_NAMES[locale][Number(match[2]) - 1] : undefined;
  return match && name ? `${Number(match[3])} ${name} ${match[1]}` : iso;
}

/** `3` → `Maret` / `March`; an empty string for a number that names no month. */
export function monthName(month: number, locale: Locale): string {
  return MONTH_NAMES[locale][month - 1] ?? '';
}

/** `2023-08` → `Agustus 2023` / `August 2023`; anything else is returned as it came. */
export function formatMonth(yearMonth: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})$/.exec(yearMonth);
  const name = match ? MONTH_NAMES[locale][Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : yearMonth;
}

/** Thousands separators of the locale: `12.160.000` / `12,160,000`; rounded to `fractionDigits`. */
export function formatNumber(value: number, locale: Locale, fractionDigits = 0): string {
  if (!Number.isFinite(value)) return String(value);
  const fixed = Math.abs(value).toFixed(fractionDigits);
  const [whole = '0', fraction] = fixed.split('.');
  const { group, decimal } = SEPARATORS[locale];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const negative = value < 0 && Number(fixed) !== 0;
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : decimal + fraction}`;
}
