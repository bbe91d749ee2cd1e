/**
 * The announcements as a calendar (iCalendar, RFC 5545): one all-day event per announcement on its date,
 * for a reader who follows KSEI's announcements in their calendar. A cancellation in KSEI's sense
 * (`PengBatal_`) is `STATUS:CANCELLED`, so calendar clients strike it through; a withdrawn one says so in
 * its summary and gives the reason.
 */
import type { Locale } from '@ksei/shared/node';
import type { LatestAnnouncement } from '../domains/content/announcements.js';
import { basicDate, basicStamp, calendarText, escapeText, nextDay } from '../text/icalendar.js';

export interface AnnouncementCalendarOptions {
  readonly locale: Locale;
  /** X-WR-CALNAME, already localized. */
  readonly name: string;
  /** The UID domain (the site's host). */
  readonly host: string;
  /** The announcements' list page, where each event links. */
  readonly listHref: string;
}

const MARKS: Readonly<Record<Locale, { cancelled: string; withdrawn: string }>> = {
  id: { cancelled: 'Dibatalkan', withdrawn: 'Ditarik' },
  en: { cancelled: 'Cancelled', withdrawn: 'Withdrawn' },
};

export function announcementsCalendar(
  rows: readonly LatestAnnouncement[],
  options: AnnouncementCalendarOptions,
): string {
  const words = MARKS[options.locale];
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:-//PT Kustodian Sentral Efek Indonesia//${options.locale === 'id' ? 'Pengumuman' : 'Announcements'}//${options.locale.toUpperCase()}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
  ];
  for (const row of rows) {
    const cancelled = row.notice === 'cancelled';
    const mark = row.withdrawn !== null ? words.withdrawn : cancelled ? words.cancelled : '';
    const description = row.withdrawn ? `${row.reference}\n${row.withdrawn}` : row.reference;
    lines.push(
      'BEGIN:VEVENT',
      `UID:announcement-${row.id}@${options.host}`,
      `DTSTAMP:${basicStamp(row.changed)}`,
      `DTSTART;VALUE=DATE:${basicDate(row.date)}`,
      `DTEND;VALUE=DATE:${basicDate(nextDay(row.date))}`,
      `SUMMARY:${escapeText(mark ? `${mark}: ${row.title}` : row.title)}`,
      `DESCRIPTION:${escapeText(description)}`,
      `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
      `URL:${options.listHref}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return calendarText(lines);
}
