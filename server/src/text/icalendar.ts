/** iCalendar (RFC 5545) text: escaped values, folded lines, dates and stamps in the basic format. */

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

/** `2026-11-29` → `20261129`. */
export const basicDate = (iso: string): string => iso.replaceAll('-', '');

/** An instant in UTC, basic format: `20261129T030000Z`. */
export const basicStamp = (iso: string): string => `${new Date(iso).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** The day after a calendar date (an all-day event's exclusive end). */
export function nextDay(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The lines of a calendar, folded and joined with CRLF, ending with one. */
export const calendarText = (lines: readonly string[]): string => `${lines.map(foldLine).join('\r\n')}\r\n`;
