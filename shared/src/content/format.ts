import type { Locale } from '../routes/types.js';

const TAGS: Readonly<Record<Locale, string>> = { id: 'id-ID', en: 'en-US' };

/** `2024-03-28` → `28 Maret 2024` / `March 28, 2024`. */
export function formatDate(iso: string, locale: Locale): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(TAGS[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** Thousands separators of the locale: `12.160.000` / `12,160,000`. */
export function formatNumber(value: number, locale: Locale, fractionDigits = 0): string {
  return new Intl.NumberFormat(TAGS[locale], {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}
