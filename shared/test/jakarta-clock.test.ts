import { MONTH_NAMES, formatDateDayFirst, monthName } from '../src/content/format.js';
import {
  addDays,
  jakartaClock,
  jakartaDate,
  jakartaDateOf,
  jakartaDateTime,
  todayInJakarta,
} from '../src/content/jakarta-clock.js';

describe('todayInJakarta', () => {
  it('turns to the next day at 17:00 UTC (midnight in Jakarta), not at 16:59', () => {
    expect(todayInJakarta(new Date('2026-11-23T16:59:00Z'))).toBe('2026-11-23');
    expect(todayInJakarta(new Date('2026-11-23T17:00:00Z'))).toBe('2026-11-24');
  });

  it('carries the day over into the next month and year', () => {
    expect(todayInJakarta(new Date('2026-02-28T18:30:00Z'))).toBe('2026-03-01');
    expect(todayInJakarta(new Date('2026-12-31T18:45:00Z'))).toBe('2027-01-01');
  });

  it('agrees with the time-zone database for Asia/Jakarta at every hour of four years', () => {
    const byZone = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Jakarta',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const start = Date.UTC(2025, 0, 1, 0, 30);
    const hours = Array.from({ length: 4 * 366 * 24 }, (_, hour) => new Date(start + hour * 3_600_000));
    const differ = hours.filter((now) => todayInJakarta(now) !== byZone.format(now));
    expect(differ.map((now) => now.toISOString())).toEqual([]);
    expect(hours.length).toBeGreaterThan(35_000);
  });
});

describe('jakartaClock', () => {
  it('reads HH:MM WIB as the time-zone database does, every 7 minutes of a year', () => {
    const byZone = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Jakarta',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const start = Date.UTC(2026, 0, 1, 0, 3);
    const moments = Array.from({ length: 75_000 }, (_, step) => new Date(start + step * 7 * 60_000));
    const differ = moments.filter((at) => jakartaClock(at) !== `${byZone.format(at)} WIB`);
    expect(differ.map((at) => at.toISOString())).toEqual([]);
  });

  it('takes an ISO timestamp as well and refuses what names no instant', () => {
    expect(jakartaClock('2026-03-01T03:05:00.000Z')).toBe('10:05 WIB');
    expect(jakartaClock('2026-03-01T16:59:59.000Z')).toBe('23:59 WIB');
    expect(jakartaClock('2026-03-01T17:00:00.000Z')).toBe('00:00 WIB');
    expect(jakartaClock('not a time')).toBeNull();
  });
});

describe('jakartaDateOf, jakartaDate and jakartaDateTime', () => {
  it('date an instant by the Jakarta calendar, a day ahead from 17:00 UTC', () => {
    expect(jakartaDateOf('2024-03-27T16:59:00Z')).toBe('2024-03-27');
    expect(jakartaDateOf(new Date('2024-03-27T17:00:00Z'))).toBe('2024-03-28');
    expect(jakartaDate('2024-03-27T17:05:00Z', 'id')).toBe('28 Maret 2024');
    expect(jakartaDateTime('2024-03-27T17:05:00Z', 'id')).toBe('28 Maret 2024, 00:05 WIB');
    expect(jakartaDateTime('2024-03-28T07:05:00Z', 'en')).toBe('March 28, 2024, 14:05 WIB');
  });

  it('leave what names no instant as it came', () => {
    expect(jakartaDateOf('yesterday')).toBeNull();
    expect(jakartaDate('yesterday', 'en')).toBe('yesterday');
    expect(jakartaDateTime('yesterday', 'id')).toBe('yesterday');
  });
});

describe('addDays', () => {
  it('moves a date across months, years and a leap day', () => {
    expect(addDays('2026-11-25', -1)).toBe('2026-11-24');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -366)).toBe('2023-03-01');
    expect(addDays('2026-11-25', 0)).toBe('2026-11-25');
  });

  it('leaves what is not a date as it came', () => {
    expect(addDays('2026-11', 3)).toBe('2026-11');
  });
});

describe('formatDateDayFirst and monthName', () => {
  it('write the day first in both languages, as a date inside a sentence reads', () => {
    expect(formatDateDayFirst('2024-03-05', 'id')).toBe('5 Maret 2024');
    expect(formatDateDayFirst('2024-03-05', 'en')).toBe('5 March 2024');
    expect(formatDateDayFirst('2024-13-05', 'en')).toBe('2024-13-05');
    expect(monthName(3, 'id')).toBe('Maret');
    expect(monthName(12, 'en')).toBe('December');
    expect(monthName(13, 'en')).toBe('');
  });
});

describe('MONTH_NAMES', () => {
  it('names the twelve months, January first, as the Indonesian and English calendars do', () => {
    const intlNames = (tag: string) =>
      Array.from({ length: 12 }, (_, month) =>
        new Intl.DateTimeFormat(tag, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, month, 1))),
      );
    expect(MONTH_NAMES.id).toEqual(intlNames('id-ID'));
    expect(MONTH_NAMES.en).toEqual(intlNames('en-US'));
    expect(MONTH_NAMES.id[0]).toBe('Januari');
    expect(MONTH_NAMES.en[11]).toBe('December');
  });
});
