import { CartesianGrid, Line, LineChart, XAxis, YAxis } from 'recharts';
import type { Locale } from '@ksei/shared';
import { formatPeriod, formatValue } from '../api/format.js';
import { timeDomain, timeTicks } from '../time-axis.js';
import { GRID, SERIES_COLOURS, slantedTick, TEXT, valueTick, WIDE, type Frame } from './chart-frame.js';
import type { StatChartProps, StatPoint } from './chart-types.js';

/**
 * A time series on a time scale: x is proportional to each point's date, the axis labelled at even
 * calendar steps in the page's language, and each dot carries its own date and value as its tooltip
 * (an SVG title, shown on hover and read by screen readers on the dot).
 */
export function TimeLineChart({
  svgId,
  label,
  unit,
  points,
  frame,
  locale,
  times,
}: Pick<StatChartProps, 'label' | 'unit' | 'points'> & {
  readonly svgId: string;
  readonly frame: Frame;
  readonly locale: Locale;
  readonly times: readonly number[];
}) {
  const domain = timeDomain(times);
  const ticks = timeTicks(domain[0], domain[1], frame.timeLabels, locale);
  const tickLabels = new Map(ticks.map((tick) => [tick.value, tick.label]));
  const data = points.map((point, index) => ({ ...point, time: times[index] }));
  const dotTitle = (point: StatPoint) =>
    `${formatPeriod(point.key, locale)}: ${formatValue(point.value, unit, locale)}`;
  function TimeTick({ x, y, payload }: { x?: number; y?: number; payload?: { value: number } }) {
    return slantedTick(frame)({ x, y, payload: { value: tickLabels.get(payload?.value ?? NaN) ?? '' } });
  }
  function Dot({ cx, cy, index }: { cx?: number; cy?: number; index?: number }) {
    const point = points[index ?? -1];
    if (point === undefined || cx === undefined || cy === undefined) return <g />;
    return (
      <circle cx={cx} cy={cy} r={4} fill={SERIES_COLOURS[0]} data-date={point.key}>
        <title>{dotTitle(point)}</title>
      </circle>
    );
  }
  return (
    <LineChart
      id={svgId}
      compact
      role="img"
      aria-label={label}
      title={label}
      width={frame.width}
      height={360}
      data={data}
      margin={{ top: 16, right: 24, bottom: 56, left: frame === WIDE ? 24 : 4 }}
    >
      <CartesianGrid stroke={GRID} vertical={false} />
      <XAxis
        type="number"
        dataKey="time"
        scale="time"
        domain={[domain[0], domain[1]]}
        ticks={ticks.map((tick) => tick.value)}
        interval={0}
        tick={TimeTick}
        stroke={TEXT}
      />
      <YAxis interval={0} tick={valueTick(frame, unit, locale, 'y')} stroke={TEXT} width={frame.valueAxisWidth} />
      <Line dataKey="value" stroke={SERIES_COLOURS[0]} strokeWidth={3} dot={Dot} isAnimationActive={false} />
    </LineChart>
  );
}
