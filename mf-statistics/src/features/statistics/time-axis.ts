import type { Locale } from '@ksei/shared';
import { MONTH_NAMES } from '@ksei/shared/content';

/*
 * A time series is drawn on a time scale: each point sits at its own date, so three years take three
 * times the width of one, and the axis is labelled at even calendar steps (months or years, as the
 * span suits) rather than at the points. Pure arithmetic on UTC dates: the server and the browser draw
 * the same axis, whatever their time zones.
 */

const DAY_MS = 86_400_000;

/**
 * A point's date from its key, as UTC milliseconds: `2021-10-14` that day, `2021-11` the month's first
 * day, `2021` the year's first day; `null` for a key that names no date.
 */
export function keyDate(key: string): number | null {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(key);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2] ?? 1), Number(match[3] ?? 1)];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? time : null;
}

export interface TimeTick {
  readonly value: number;
  readonly label: string;
}

/** Steps tried, in months, smallest first: the first that keeps the labels within the room wins. */
const STEPS = [1, 2, 3, 6, 12, 24, 60, 120] as const;

/** `Jan 2024` / `Okt 2021`: the month's first three letters and the year. */
function monthLabel(year: number, month: number, locale: Locale): string {
  return `${MONTH_NAMES[locale][month]?.slice(0, 3) ?? ''} ${year}`;
}

/**
 * Labels at even calendar steps between `start` and `end` (both included when they fall on a step): the
 * first of every month, every second, third or sixth month, or every year, two, five or ten years,
 * whichever is the finest that keeps at most `max` labels. Month steps are labelled with the month and
 * year, year steps with the year alone.
 */
export function timeTicks(start: number, end: number, max: number, locale: Locale): TimeTick[] {
  const first = new Date(start);
  const firstMonth = first.getUTCFullYear() * 12 + first.getUTCMonth();
  const last = new Date(end);
  const lastMonth = last.getUTCFullYear() * 12 + last.getUTCMonth();
  for (const step of STEPS) {
    // The first month on the step's grid (January for yearly steps) on or after `start`.
    let month = Math.ceil(firstMonth / step) * step;
    if (Date.UTC(Math.floor(month / 12), month % 12, 1) < start) month += step;
    const ticks: TimeTick[] = [];
    for (; month <= lastMonth && ticks.length <= max; month += step) {
      const year = Math.floor(month / 12);
      const label = step < 12 ? monthLabel(year, month % 12, locale) : String(year);
      ticks.push({ value: Date.UTC(year, month % 12, 1), label });
    }
    if (ticks.length <= max || step === STEPS[STEPS.length - 1]) return ticks.slice(0, Math.max(1, max));
  }
  return [];
}

/**
 * The axis' extent for the points' dates: from the first to the last, or a month either side of a
 * single date (a line needs some width).
 */
export function timeDomain(times: readonly number[]): readonly [number, number] {
  const start = Math.min(...times);
  const end = Math.max(...times);
  return start === end ? [start - 31 * DAY_MS, end + 31 * DAY_MS] : [start, end];
}
