import type { CorporateAction, CorporateActionDateField, Locale } from '@ksei/shared/node';
import { basicDate, basicStamp, calendarText, escapeText, nextDay } from '../../text/icalendar.js';

/** An action as the calendar needs it: the API's item, when its row last changed, and its page. */
export interface CalendarAction {
  readonly action: CorporateAction;
  /** ISO timestamp (DTSTAMP). */
  readonly updatedAt: string;
  readonly url: string;
}

export interface CalendarOptions {
  readonly locale: Locale;
  readonly dateField: CorporateActionDateField;
  /** X-WR-CALNAME, already localized. */
  readonly name: string;
  /** The UID domain (the site's host). */
  readonly host: string;
}

const LABELS: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  id: {
    cumDate: 'Cum date (pasar reguler dan negosiasi)',
    exDate: 'Ex date (pasar reguler dan negosiasi)',
    cumDateCash: 'Cum date (pasar tunai)',
    exDateCash: 'Ex date (pasar tunai)',
    recordingDate: 'Tanggal pencatatan',
    distributionDate: 'Tanggal distribusi/pembayaran',
    electionStart: 'Awal periode pelaksanaan',
    electionEnd: 'Akhir periode pelaksanaan',
    amount: 'Nilai/rasio',
    sample: 'Data contoh, bukan jadwal yang sebenarnya.',
    source: 'Sumber',
  },
  en: {
    cumDate: 'Cum date (regular and negotiated market)',
    exDate: 'Ex date (regular and negotiated market)',
    cumDateCash: 'Cum date (cash market)',
    exDateCash: 'Ex date (cash market)',
    recordingDate: 'Recording date',
    distributionDate: 'Distribution/payment date',
    electionStart: 'Election period starts',
    electionEnd: 'Election period ends',
    amount: 'Amount/ratio',
    sample: 'Sample data, not a real schedule.',
    source: 'Source',
  },
};

const DATE_KEYS = [
  'cumDate',
  'exDate',
  'cumDateCash',
  'exDateCash',
  'recordingDate',
  'distributionDate',
  'electionStart',
  'electionEnd',
] as const;

const EVENT_DATE: Readonly<Record<CorporateActionDateField, (typeof DATE_KEYS)[number]>> = {
  cum: 'cumDate',
  recording: 'recordingDate',
  distribution: 'distributionDate',
};

function description(action: CorporateAction, locale: Locale): string {
  const labels = LABELS[locale];
  const lines = [action.description];
  if (action.amount !== null) lines.push(`${labels['amount']}: ${action.amount}`);
  for (const key of DATE_KEYS) {
    const value = action[key];
    if (value !== null) lines.push(`${labels[key]}: ${value}`);
  }
  if (action.notes !== null) lines.push(action.notes);
  if (action.sample) lines.push(labels['sample'] as string);
  else if (action.sourceUrl !== null) lines.push(`${labels['source']}: ${action.sourceUrl}`);
  return lines.join('\n');
}

/** One all-day VEVENT per action on its `dateField` date; actions without that date have none. */
export function corporateActionsCalendar(actions: readonly CalendarAction[], options: CalendarOptions): string {
  const product = options.locale === 'id' ? 'Jadwal Aksi Korporasi' : 'Corporate Action Schedule';
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:-//PT Kustodian Sentral Efek Indonesia//${product}//${options.locale.toUpperCase()}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    // Subscribers refresh a few times a day (RFC 7986, and the older name some clients read).
    'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
    'X-PUBLISHED-TTL:PT6H',
  ];
  const key = EVENT_DATE[options.dateField];
  for (const { action, updatedAt, url } of actions) {
    const date = action[key];
    if (date === null) continue;
    lines.push(
      'BEGIN:VEVENT',
      // The date field is part of the identity: the cum-date and recording-date feeds are different events.
      `UID:${action.id}.${options.dateField}@${options.host}`,
      `DTSTAMP:${basicStamp(updatedAt)}`,
      `DTSTART;VALUE=DATE:${basicDate(date)}`,
      `DTEND;VALUE=DATE:${basicDate(nextDay(date))}`,
      `SUMMARY:${escapeText(`${action.code} — ${action.typeLabel}`)}`,
      `DESCRIPTION:${escapeText(description(action, options.locale))}`,
      `CATEGORIES:${escapeText(action.typeLabel)}`,
      `URL:${url}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return calendarText(lines);
}
