import { Bar, BarChart, CartesianGrid, Cell, Line, LineChart, Pie, PieChart, XAxis, YAxis } from 'recharts';
import { useLocale, type ChartUnit, type Locale } from '@ksei/shared';
import { formatValue } from '../api/format.js';
import { keyDate } from '../time-axis.js';
import {
  CHART_FRAMES,
  categoryTick,
  GRID,
  SERIES_COLOURS,
  slantedTick,
  TEXT,
  valueTick,
  WIDE,
  type Frame,
} from './chart-frame.js';
import type { StatChartProps } from './chart-types.js';
import styles from './statistics.module.css';
import { TimeLineChart } from './TimeLineChart.js';

export type { StatChartProps, StatPoint } from './chart-types.js';

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
