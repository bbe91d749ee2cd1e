import type { Locale } from '@ksei/shared';
import { formatDate, todayInJakarta } from '@ksei/shared/content';

/** Jakarta is UTC+7 all year (no daylight saving). */
const JAKARTA_OFFSET_MS = 7 * 3_600_000;

/** The Jakarta date of an instant, as the site's other dates read (`28 Maret 2024`). */
export function jakartaDate(iso: string, locale: Locale): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : formatDate(todayInJakarta(at), locale);
}

/** An instant in Jakarta's time: `28 Maret 2024, 14:05 WIB` / `March 28, 2024, 14:05 WIB`. */
export function jakartaDateTime(iso: string, locale: Locale): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const local = new Date(at.getTime() + JAKARTA_OFFSET_MS);
  const time = `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
  return `${jakartaDate(iso, locale)}, ${time} WIB`;
}
