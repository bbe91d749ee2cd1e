import type { ChartUnit, Locale } from '@ksei/shared';
import { formatAxis } from '../api/format.js';

/** Colours with at least 3:1 contrast on white, for graphical objects (WCAG 1.4.11). */
export const SERIES_COLOURS = ['#0b3d91', '#c8102e', '#1e6b35', '#7a5c00', '#5b2a86', '#006d77'] as const;
export const TEXT = '#1d2433';
export const GRID = '#d5dbe5';

/**
 * The chart is drawn twice, at two sizes, and CSS shows the one that fits: the SVG scales with its
 * viewBox, so a 760-unit chart on a phone drew its 12-unit labels about 5 pixels high. The narrow
 * drawing is 380 units wide (labels about 12 pixels on a phone), shows fewer axis labels, wraps long
 * category names and moves a pie's labels into a legend. Both are server-rendered: nothing is
 * measured in the browser, so hydration matches and nothing shifts.
 */
export interface Frame {
  readonly name: 'wide' | 'narrow';
  readonly width: number;
  readonly font: number;
  /** Width of a bar chart's category labels, their size, and the longest line of one before it wraps. */
  readonly categoryWidth: number;
  readonly categoryFont: number;
  readonly categoryLine: number;
  /** Height of one category's band in a bar chart (single bars, pairs). */
  readonly band: readonly [number, number];
  readonly valueAxisWidth: number;
  /** How many values a bar chart's value axis is divided into. */
  readonly valueTicks: number;
  /** How many labels a line chart's time axis shows at most (at even calendar steps). */
  readonly timeLabels: number;
  readonly pie: { readonly height: number; readonly radius: number; readonly labels: boolean };
}

export const WIDE: Frame = {
  name: 'wide',
  width: 760,
  font: 12,
  categoryWidth: 240,
  categoryFont: 13,
  categoryLine: 30,
  band: [34, 44],
  valueAxisWidth: 72,
  valueTicks: 5,
  timeLabels: 10,
  pie: { height: 340, radius: 120, labels: true },
};
export const NARROW: Frame = {
  name: 'narrow',
  width: 380,
  font: 13,
  categoryWidth: 140,
  categoryFont: 13,
  categoryLine: 19,
  band: [46, 56],
  valueAxisWidth: 60,
  valueTicks: 4,
  timeLabels: 5,
  pie: { height: 250, radius: 105, labels: false },
};
export const CHART_FRAMES = [WIDE, NARROW] as const;

/*
 * Recharts draws here in its `compact` form: the chart's SVG alone, without the wrapper div and the
 * inline styles the site's CSP refuses, and without tooltips (the table has every figure). Sizes are
 * fixed (the SVG scales with CSS through its viewBox), so the server renders the same SVG the browser
 * hydrates: no measuring, no animation, labels drawn as plain text.
 */

/** A category name in lines of at most `max` characters (a longer word stays whole), at most three. */
export function wrapLabel(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length > 3 ? [...lines.slice(0, 2), lines.slice(2).join(' ')] : lines;
}

export function categoryTick(frame: Frame) {
  function CategoryTick({ x, y, payload }: { x?: number; y?: number; payload?: { value: string } }) {
    const lines = wrapLabel(payload?.value ?? '', frame.categoryLine);
    const lineHeight = frame.categoryFont + 2;
    return (
      <text x={x} y={y} dx={-6} textAnchor="end" fill={TEXT} fontSize={frame.categoryFont}>
        {lines.map((line, index) => (
          <tspan key={index} x={x} dx={-6} dy={index === 0 ? 4 - ((lines.length - 1) * lineHeight) / 2 : lineHeight}>
            {line}
          </tspan>
        ))}
      </text>
    );
  }
  return CategoryTick;
}

export function valueTick(frame: Frame, unit: ChartUnit, locale: Locale, axis: 'x' | 'y') {
  function ValueTick({ x, y, payload }: { x?: number; y?: number; payload?: { value: number } }) {
    const text = formatAxis(payload?.value ?? 0, unit, locale);
    return axis === 'x' ? (
      <text x={x} y={y} dy={16} textAnchor="middle" fill={TEXT} fontSize={frame.font}>
        {text}
      </text>
    ) : (
      <text x={x} y={y} dx={-6} dy={4} textAnchor="end" fill={TEXT} fontSize={frame.font}>
        {text}
      </text>
    );
  }
  return ValueTick;
}

export function slantedTick(frame: Frame) {
  function SlantedTick({ x, y, payload }: { x?: number; y?: number; payload?: { value: string } }) {
    return (
      <text
        x={x}
        y={y}
        dy={14}
        textAnchor="end"
        fill={TEXT}
        fontSize={frame.font}
        transform={`rotate(-35 ${x ?? 0} ${y ?? 0})`}
      >
        {payload?.value}
      </text>
    );
  }
  return SlantedTick;
}
