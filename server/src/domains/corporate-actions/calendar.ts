import type { CorporateAction, CorporateActionDateField, Locale } from '@ksei/shared/node';

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

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks escaped in TEXT values. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * RFC 5545 §3.1: lines of at most 75 octets, continued after CRLF + one space; a UTF-8 character is
 * never split across lines.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // A continuation line's leading space counts towards its 75.
    if (octets + size > 75) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

const basicDate = (iso: string): string => iso.replaceAll('-', '');
const basicStamp = (iso: string): string => `${new Date(iso).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

function nextDay(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

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
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
