import { formatDate, formatMonth, formatNumber } from '../src/content/format.js';

describe('formatDate', () => {
  it('writes the day, the month name and the year in each locale', () => {
    expect(formatDate('2024-03-28', 'id')).toBe('28 Maret 2024');
    expect(formatDate('2024-03-28', 'en')).toBe('March 28, 2024');
    expect(formatDate('2023-01-05', 'id')).toBe('5 Januari 2023');
    expect(formatDate('2023-12-31', 'en')).toBe('December 31, 2023');
    expect(formatDate('2025-05-01', 'id')).toBe('1 Mei 2025');
    expect(formatDate('2025-08-17', 'en')).toBe('August 17, 2025');
  });

  it('reads the date part of a timestamp', () => {
    expect(formatDate('2024-07-09T23:30:00+07:00', 'id')).toBe('9 Juli 2024');
  });

  it('returns what is not a date unchanged', () => {
    expect(formatDate('Q1 2024', 'en')).toBe('Q1 2024');
    expect(formatDate('2024-02-31', 'id')).toBe('2024-02-31');
    expect(formatDate('', 'id')).toBe('');
  });

  it('agrees with the Intl formats it replaces', () => {
    for (const iso of ['2024-02-29', '2021-10-10', '2019-06-30', '2026-11-23']) {
      const date = new Date(`${iso}T00:00:00Z`);
      const options = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
      expect(formatDate(iso, 'id')).toBe(new Intl.DateTimeFormat('id-ID', options).format(date));
      expect(formatDate(iso, 'en')).toBe(new Intl.DateTimeFormat('en-US', options).format(date));
    }
  });
});

describe('formatMonth', () => {
  it('writes the month name and the year in each locale', () => {
    expect(formatMonth('2023-08', 'id')).toBe('Agustus 2023');
    expect(formatMonth('2024-03', 'en')).toBe('March 2024');
    expect(formatMonth('2024-12', 'id')).toBe('Desember 2024');
  });

  it('returns what is not a month unchanged', () => {
    for (const text of ['2024-13', '2024-00', '2024-03-28', '2024', '']) expect(formatMonth(text, 'en')).toBe(text);
  });
});

describe('formatNumber', () => {
  it('groups thousands with the locale separator', () => {
    expect(formatNumber(12160000, 'id')).toBe('12.160.000');
    expect(formatNumber(12160000, 'en')).toBe('12,160,000');
    expect(formatNumber(999, 'id')).toBe('999');
    expect(formatNumber(1000, 'en')).toBe('1,000');
    expect(formatNumber(0, 'id')).toBe('0');
  });

  it('rounds to the fraction digits asked for, with the locale decimal mark', () => {
    expect(formatNumber(99.995, 'id', 2)).toBe('100,00');
    expect(formatNumber(1234567.891, 'id', 2)).toBe('1.234.567,89');
    expect(formatNumber(1234567.891, 'en', 2)).toBe('1,234,567.89');
    expect(formatNumber(2.5, 'en', 1)).toBe('2.5');
    expect(formatNumber(12.4, 'id')).toBe('12');
  });

  it('keeps the sign of negative numbers, not of a negative that rounds to zero', () => {
    expect(formatNumber(-1234.5, 'en', 1)).toBe('-1,234.5');
    expect(formatNumber(-0.001, 'id', 2)).toBe('0,00');
  });
});
