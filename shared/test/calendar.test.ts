import { MONTH_NAMES, todayInJakarta } from '../src/content/calendar.js';

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
