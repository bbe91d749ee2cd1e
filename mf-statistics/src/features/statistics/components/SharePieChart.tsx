import { Cell, Pie, PieChart } from 'recharts';
import type { ChartUnit, Locale } from '@ksei/shared';
import { formatValue } from '../api/format.js';
import { ChartLegend } from './ChartLegend.js';
import { SERIES_COLOURS, TEXT, type Frame } from './chart-frame.js';
import type { ChartSvgProps } from './chart-svg.js';
import type { StatPoint } from './chart-types.js';

/** A slice's share of the whole, or its own value when the series is already in percent. */
function formatNumberShare(value: number, total: number, unit: ChartUnit, locale: Locale): string {
  return unit === 'percent'
    ? `${formatValue(value, unit, locale)} %`
    : `${formatValue((value / total) * 100, 'percent', locale)} %`;
}

/** The line from a slice to its label, drawn here: recharts would copy the slice's name (aria-label) onto it. */
function labelLine({ points: line }: { points?: readonly { x: number; y: number }[] }) {
  const [from, to] = line ?? [];
  return from && to ? <path d={`M${from.x},${from.y}L${to.x},${to.y}`} stroke={TEXT} fill="none" /> : <g />;
}

/** A slice's label: its name and share, beside the slice. */
function sliceLabel(frame: Frame, share: (value: number) => string) {
  return function SliceLabel({
    x,
    y,
    textAnchor,
    name,
    value,
  }: {
    x: number;
    y: number;
    textAnchor: 'start' | 'middle' | 'end';
    name: string;
    value: number;
  }) {
    return (
      <text x={x} y={y} textAnchor={textAnchor} dominantBaseline="central" fill={TEXT} fontSize={frame.font + 2}>
        {`${name}: ${share(value)}`}
      </text>
    );
  };
}

/** Categories as slices of a whole; labelled beside the slices where there is room, else in a legend. */
export function SharePieChart({
  svg,
  unit,
  points,
  frame,
  locale,
}: {
  readonly svg: ChartSvgProps;
  readonly unit: ChartUnit;
  readonly points: readonly StatPoint[];
  readonly frame: Frame;
  readonly locale: Locale;
}) {
  const total = points.reduce((sum, point) => sum + point.value, 0);
  const share = (value: number) => formatNumberShare(value, total, unit, locale);
  const { width } = frame;
  return (
    <>
      <PieChart {...svg} width={width} height={frame.pie.height}>
        <Pie
          data={points.map((point) => ({ ...point }))}
          dataKey="value"
          nameKey="label"
          cx={width / 2}
          cy={frame.pie.height / 2}
          outerRadius={frame.pie.radius}
          isAnimationActive={false}
          stroke="#ffffff"
          labelLine={frame.pie.labels ? labelLine : false}
          label={frame.pie.labels ? sliceLabel(frame, share) : false}
        >
          {points.map((point, index) => (
            <Cell
              key={point.key}
              fill={SERIES_COLOURS[index % SERIES_COLOURS.length]}
              // recharts gives each slice role="img": it is named like its label.
              aria-label={`${point.label}: ${share(point.value)}`}
            />
          ))}
        </Pie>
      </PieChart>
      {frame.pie.labels ? null : (
        // The slices' names beside their colours, where the narrow pie has no room for labels.
        <ChartLegend entries={points.map((point) => `${point.label}: ${share(point.value)}`)} />
      )}
    </>
  );
}
