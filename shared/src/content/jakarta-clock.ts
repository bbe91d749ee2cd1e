import type { Locale } from '../routes/types.js';
import { formatDate } from './format.js';

/*
 * The site's one Jakarta clock. KSEI's business calendar is Jakarta's (WIB): "today" on every page, the
 * form rules' latest allowed date, the seed's dates, the inbox's times and the lockout's "try again at"
 * all read it here, in the browser and in Node alike (`@ksei/shared/node` exports it).
 *
 * By the fixed offset, not `Intl` with a time zone: Jakarta has been UTC+7 without daylight saving since
 * 1964 (a test compares every hour of four years with the time-zone database), and the first `Intl`
 * formatter with a time zone loads the browser's zone data, ~60 ms of a slow phone's main thread.
 */

/** Jakarta's clock (WIB): seven hours ahead of UTC, all year. */
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

/** An instant as Jakarta's wall clock, read through the UTC getters. */
function onJakartaWall(at: Date): Date {
  return new Date(at.getTime() + JAKARTA_OFFSET_MS);
}

/**
 * Today's date in Jakarta, as `YYYY-MM-DD`, whatever the time zone of the visitor or the server: from
 * 17:00 UTC Jakarta is a day ahead.
 */
export function todayInJakarta(now: Date = new Date()): string {
  return onJakartaWall(now).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` moved by whole days (negative = back); the date as it came if it is not one. */
export function addDays(iso: string, days: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const moved = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days));
  return moved.toISOString().slice(0, 10);
}

/** An instant (a `Date` or an ISO timestamp) as `Date`, or null when it names none. */
function instant(value: Date | string): Date | null {
  const at = value instanceof Date ? value : new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The Jakarta date of an instant, as `YYYY-MM-DD`; null when it names none. */
export function jakartaDateOf(value: Date | string): string | null {
  const at = instant(value);
  return at ? todayInJakarta(at) : null;
}

/** `HH:MM WIB`: an instant on the Jakarta clock, 24-hour (as the sign-in's lockout message says it). */
export function jakartaClock(value: Date | string): string | null {
  const at = instant(value);
  if (!at) return null;
  const wall = onJakartaWall(at);
  return `${String(wall.getUTCHours()).padStart(2, '0')}:${String(wall.getUTCMinutes()).padStart(2, '0')} WIB`;
}

/** The Jakarta date of an instant as the site's other dates read (`28 Maret 2024`); the text as it came if none. */
export function jakartaDate(iso: string, locale: Locale): string {
  const date = jakartaDateOf(iso);
  return date ? formatDate(date, locale) : iso;
}

/** An instant in Jakarta's time: `28 Maret 2024, 14:05 WIB` / `March 28, 2024, 14:05 WIB`. */
export function jakartaDateTime(iso: string, locale: Locale): string {
  const clock = jakartaClock(iso);
  return clock ? `${jakartaDate(iso, locale)}, ${clock}` : iso;
}
