import { Bar, BarChart, CartesianGrid, Cell, Line, LineChart, Pie, PieChart, XAxis, YAxis } from 'recharts';
import { useLocale, type ChartUnit, type Locale } from '@ksei/shared';
import { formatAxis, formatValue } from '../api/format.js';
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
const WIDTH = 760;

/*
 * Recharts draws here in its `compact` form: the chart's SVG alone, without the wrapper div and the
 * inline styles the site's CSP refuses, and without tooltips (the table has every figure). Sizes are
 * fixed (the SVG scales with CSS through its viewBox), so the server renders the same SVG the browser
 * hydrates: no measuring, no animation, every tick shown (`interval={0}`) with labels drawn as plain text.
 */

function CategoryTick({ x, y, payload }: { x?: number; y?: number; payload?: { value: string } }) {
  return (
    <text x={x} y={y} dx={-6} dy={4} textAnchor="end" fill={TEXT} fontSize={13}>
      {payload?.value}
    </text>
  );
}

function valueTick(unit: ChartUnit, locale: Locale, axis: 'x' | 'y') {
  function ValueTick({ x, y, payload }: { x?: number; y?: number; payload?: { value: number } }) {
    const text = formatAxis(payload?.value ?? 0, unit, locale);
    return axis === 'x' ? (
      <text x={x} y={y} dy={16} textAnchor="middle" fill={TEXT} fontSize={12}>
        {text}
      </text>
    ) : (
      <text x={x} y={y} dx={-6} dy={4} textAnchor="end" fill={TEXT} fontSize={12}>
        {text}
      </text>
    );
  }
  return ValueTick;
}

function SlantedTick({ x, y, payload }: { x?: number; y?: number; payload?: { value: string } }) {
  return (
    <text x={x} y={y} dy={14} textAnchor="end" fill={TEXT} fontSize={12} transform={`rotate(-35 ${x ?? 0} ${y ?? 0})`}>
      {payload?.value}
    </text>
  );
}

export function StatChart({ id, kind, label, unit, points, pair }: StatChartProps) {
  const locale = useLocale();
  const data = points.map((point) => ({ ...point }));
  const common = { id, compact: true, role: 'img', 'aria-label': label, title: label } as const;
  if (kind === 'pie') {
    const total = points.reduce((sum, point) => sum + point.value, 0);
    return (
      <div className={styles.chart}>
        <PieChart {...common} width={WIDTH} height={340}>
          <Pie
            data={data}
            dataKey="value"
            nameKey="label"
            cx={WIDTH / 2}
            cy={170}
            outerRadius={120}
            isAnimationActive={false}
            stroke="#ffffff"
            // Drawn here: recharts would copy each slice's name (aria-label) onto its line.
            labelLine={({ points: line }: { points?: readonly { x: number; y: number }[] }) => {
              const [from, to] = line ?? [];
              return from && to ? <path d={`M${from.x},${from.y}L${to.x},${to.y}`} stroke={TEXT} fill="none" /> : <g />;
            }}
            label={({
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
              <text x={x} y={y} textAnchor={textAnchor} dominantBaseline="central" fill={TEXT} fontSize={14}>
                {`${name}: ${formatNumberShare(value, total, unit, locale)}`}
              </text>
            )}
          >
            {points.map((point, index) => (
              <Cell
                key={point.key}
                fill={SERIES_COLOURS[index % SERIES_COLOURS.length]}
                // recharts gives each slice role="img": it is named like its label.
                aria-label={`${point.label}: ${formatNumberShare(point.value, total, unit, locale)}`}
              />
            ))}
          </Pie>
        </PieChart>
      </div>
    );
  }
  if (kind === 'line') {
    return (
      <div className={styles.chart}>
        <LineChart
          {...common}
          width={WIDTH}
          height={360}
          data={data}
          margin={{ top: 16, right: 24, bottom: 56, left: 24 }}
        >
          <CartesianGrid stroke={GRID} vertical={false} />
          <XAxis dataKey="label" interval={0} tick={SlantedTick} stroke={TEXT} />
          <YAxis interval={0} tick={valueTick(unit, locale, 'y')} stroke={TEXT} width={72} />
          <Line
            dataKey="value"
            stroke={SERIES_COLOURS[0]}
            strokeWidth={3}
            dot={{ r: 4, fill: SERIES_COLOURS[0] }}
            isAnimationActive={false}
          />
        </LineChart>
      </div>
    );
  }
  const height = 48 + points.length * (pair ? 44 : 34);
  return (
    <div className={styles.chart}>
      <BarChart
        {...common}
        width={WIDTH}
        height={height}
        data={data}
        layout="vertical"
        margin={{ top: 8, right: 24, bottom: 8, left: 8 }}
      >
        <CartesianGrid stroke={GRID} horizontal={false} />
        <XAxis type="number" interval={0} tick={valueTick(unit, locale, 'x')} stroke={TEXT} />
        <YAxis type="category" dataKey="label" interval={0} tick={CategoryTick} width={240} stroke={TEXT} />
        <Bar dataKey="value" name={pair?.[0]} fill={SERIES_COLOURS[0]} isAnimationActive={false} />
        {pair ? <Bar dataKey="secondary" name={pair[1]} fill={SERIES_COLOURS[1]} isAnimationActive={false} /> : null}
      </BarChart>
      {pair ? (
        <ul className={styles.legend}>
          {pair.map((name, index) => (
            <li key={name}>
              <span className={`${styles.swatch} ${styles[`series${index}`] ?? ''}`} aria-hidden="true" />
              {name}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function formatNumberShare(value: number, total: number, unit: ChartUnit, locale: Locale): string {
  return unit === 'percent'
    ? `${formatValue(value, unit, locale)} %`
    : `${formatValue((value / total) * 100, 'percent', locale)} %`;
}
