import type { ChartUnit, Locale } from '@ksei/shared';
import { formatDate, formatMonth, formatNumber } from '@ksei/shared/content';
import { CHART_UNITS } from '@ksei/shared/api';

/** A period as the sources state it: `2023-08` → `Agustus 2023`, `2021-10-14` → `14 Oktober 2021`, `2023` as is. */
export function formatPeriod(value: string, locale: Locale): string {
  return /^\d{4}-\d{2}$/.test(value) ? formatMonth(value, locale) : formatDate(value, locale);
}

/** Digits after the decimal point each unit is shown with. */
const DIGITS: Readonly<Record<ChartUnit, number>> = { percent: 2, 'rp-trillion': 2, investors: 0, transfers: 0 };

/** A value in its unit: `62,45 %`, `Rp1.156,57 T`… as the table shows it (the column names the unit). */
export function formatValue(value: number, unit: ChartUnit, locale: Locale): string {
  return formatNumber(value, locale, DIGITS[unit]);
}

/** A short axis label: `12,2 jt` / `12.2M` for millions, `350 rb` / `350K` for thousands. */
export function formatAxis(value: number, unit: ChartUnit, locale: Locale): string {
  if (unit === 'percent' || unit === 'rp-trillion') return formatNumber(value, locale, value % 1 === 0 ? 0 : 1);
  if (Math.abs(value) >= 1_000_000)
    return `${formatNumber(value / 1_000_000, locale, 1)}${locale === 'id' ? ' jt' : 'M'}`;
  if (Math.abs(value) >= 1_000) return `${formatNumber(value / 1_000, locale, 0)}${locale === 'id' ? ' rb' : 'K'}`;
  return formatNumber(value, locale);
}

/** The API's unit text as a unit (an unknown one reads as a plain count). */
export function asUnit(value: string | null): ChartUnit {
  return CHART_UNITS.find((unit) => unit === value) ?? 'investors';
}
