import { Bar, BarChart, CartesianGrid, Cell, Line, LineChart, Pie, PieChart, XAxis, YAxis } from 'recharts';
import { useLocale, type ChartUnit, type Locale } from '@ksei/shared';
import { formatAxis, formatPeriod, formatValue } from '../api/format.js';
import { keyDate, timeDomain, timeTicks } from '../time-axis.js';
import styles from './statistics.module.css';

export interface StatPoint {
  readonly key: string;
  readonly label: string;
  readonly value: number;
  readonly secondary?: number | null;
}

export interface StatChartProps {
  /** Makes recharts' generated ids (its clip path) the same on the server and in the browser. */
  readonly id: string;
  readonly kind: 'bar' | 'line' | 'pie';
  /** The chart's accessible name; the figures themselves are in the table beside it. */
  readonly label: string;
  readonly unit: ChartUnit;
  readonly points: readonly StatPoint[];
  /** Names of the two series when `value` and `secondary` are both drawn (bars side by side). */
  readonly pair?: readonly [string, string];
}

/** Colours with at least 3:1 contrast on white, for graphical objects (WCAG 1.4.11). */
export const SERIES_COLOURS = ['#0b3d91', '#c8102e', '#1e6b35', '#7a5c00', '#5b2a86', '#006d77'] as const;
const TEXT = '#1d2433';
const GRID = '#d5dbe5';

/**
 * The chart is drawn twice, at two sizes, and CSS shows the one that fits: the SVG scales with its
 * viewBox, so a 760-unit chart on a phone drew its 12-unit labels about 5 pixels high. The narrow
 * drawing is 380 units wide (labels about 12 pixels on a phone), shows fewer axis labels, wraps long
 * category names and moves a pie's labels into a legend. Both are server-rendered: nothing is
 * measured in the browser, so hydration matches and nothing shifts.
 */
interface Frame {
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

const WIDE: Frame = {
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
const NARROW: Frame = {
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

function categoryTick(frame: Frame) {
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

function valueTick(frame: Frame, unit: ChartUnit, locale: Locale, axis: 'x' | 'y') {
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

function slantedTick(frame: Frame) {
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

export function StatChart(props: StatChartProps) {
  return (
    <div className={styles.chart}>
      {CHART_FRAMES.map((frame) => (
        <div key={frame.name} className={styles[frame.name]} data-chart-frame={frame.name}>
          <FramedChart {...props} frame={frame} />
        </div>
      ))}
    </div>
  );
}

function FramedChart({ id, kind, label, unit, points, pair, frame }: StatChartProps & { readonly frame: Frame }) {
  const locale = useLocale();
  const data = points.map((point) => ({ ...point }));
  // The wide drawing keeps the page's id (the PNG download and links name it); ids stay unique.
  const svgId = frame === WIDE ? id : `${id}-${frame.name}`;
  const common = { id: svgId, compact: true, role: 'img', 'aria-label': label, title: label } as const;
  const { width } = frame;
  if (kind === 'pie') {
    const total = points.reduce((sum, point) => sum + point.value, 0);
    const share = (value: number) => formatNumberShare(value, total, unit, locale);
    return (
      <>
        <PieChart {...common} width={width} height={frame.pie.height}>
          <Pie
            data={data}
            dataKey="value"
            nameKey="label"
            cx={width / 2}
            cy={frame.pie.height / 2}
            outerRadius={frame.pie.radius}
            isAnimationActive={false}
            stroke="#ffffff"
            // Drawn here: recharts would copy each slice's name (aria-label) onto its line.
            labelLine={
              frame.pie.labels
                ? ({ points: line }: { points?: readonly { x: number; y: number }[] }) => {
                    const [from, to] = line ?? [];
                    return from && to ? (
                      <path d={`M${from.x},${from.y}L${to.x},${to.y}`} stroke={TEXT} fill="none" />
                    ) : (
                      <g />
                    );
                  }
                : false
            }
            label={
              frame.pie.labels
                ? ({
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
                  }) => (
                    <text
                      x={x}
                      y={y}
                      textAnchor={textAnchor}
                      dominantBaseline="central"
                      fill={TEXT}
                      fontSize={frame.font + 2}
                    >
                      {`${name}: ${share(value)}`}
                    </text>
                  )
                : false
            }
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
          <Legend entries={points.map((point) => `${point.label}: ${share(point.value)}`)} />
        )}
      </>
    );
  }
  if (kind === 'line') {
    const times = points.map((point) => keyDate(point.key));
    if (times.every((time): time is number => time !== null) && times.length > 0) {
      return (
        <TimeLineChart
          svgId={svgId}
          label={label}
          unit={unit}
          points={points}
          frame={frame}
          locale={locale}
          times={times}
        />
      );
    }
    // A series whose keys name no dates keeps its points evenly spaced, labelled by category.
    const interval = Math.max(0, Math.ceil(points.length / frame.timeLabels) - 1);
    return (
      <LineChart
        {...common}
        width={width}
        height={360}
        data={data}
        margin={{ top: 16, right: 24, bottom: 56, left: frame === WIDE ? 24 : 4 }}
      >
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="label" interval={interval} tick={slantedTick(frame)} stroke={TEXT} />
        <YAxis interval={0} tick={valueTick(frame, unit, locale, 'y')} stroke={TEXT} width={frame.valueAxisWidth} />
        <Line
          dataKey="value"
          stroke={SERIES_COLOURS[0]}
          strokeWidth={3}
          dot={{ r: 4, fill: SERIES_COLOURS[0] }}
          isAnimationActive={false}
        />
      </LineChart>
    );
  }
  const height = 48 + points.length * frame.band[pair ? 1 : 0];
  return (
    <>
      <BarChart
        {...common}
        width={width}
        height={height}
        data={data}
        layout="vertical"
        margin={{ top: 8, right: 24, bottom: 8, left: 8 }}
      >
        <CartesianGrid stroke={GRID} horizontal={false} />
        {/* Fewer values on the narrow drawing; never recharts' own thinning, which measures text in the
            browser and so would draw other ticks than the server did. */}
        <XAxis
          type="number"
          interval={0}
          tickCount={frame.valueTicks}
          tick={valueTick(frame, unit, locale, 'x')}
          stroke={TEXT}
        />
        <YAxis
          type="category"
          dataKey="label"
          interval={0}
          tick={categoryTick(frame)}
          width={frame.categoryWidth}
          stroke={TEXT}
        />
        <Bar dataKey="value" name={pair?.[0]} fill={SERIES_COLOURS[0]} isAnimationActive={false} />
        {pair ? <Bar dataKey="secondary" name={pair[1]} fill={SERIES_COLOURS[1]} isAnimationActive={false} /> : null}
      </BarChart>
      {pair ? <Legend entries={pair} /> : null}
    </>
  );
}

/**
 * A time series on a time scale: x is proportional to each point's date, the axis labelled at even
 * calendar steps in the page's language, and each dot carries its own date and value as its tooltip
 * (an SVG title, shown on hover and read by screen readers on the dot).
 */
function TimeLineChart({
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

/** Colour swatches with their names, in the series' order. */
function Legend({ entries }: { readonly entries: readonly string[] }) {
  return (
    <ul className={styles.legend}>
      {entries.map((entry, index) => (
        <li key={entry}>
          <span
            className={`${styles.swatch} ${styles[`series${index % SERIES_COLOURS.length}`] ?? ''}`}
            aria-hidden="true"
          />
          {entry}
        </li>
      ))}
    </ul>
  );
}

function formatNumberShare(value: number, total: number, unit: ChartUnit, locale: Locale): string {
  return unit === 'percent'
    ? `${formatValue(value, unit, locale)} %`
    : `${formatValue((value / total) * 100, 'percent', locale)} %`;
}
