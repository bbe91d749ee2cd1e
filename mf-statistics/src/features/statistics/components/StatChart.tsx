import { Bar, BarChart, CartesianGrid, Line, LineChart, XAxis, YAxis } from 'recharts';
import { useLocale, type Locale } from '@ksei/shared';
import { keyDate } from '../time-axis.js';
import { ChartLegend } from './ChartLegend.js';
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
import { chartSvgProps, type ChartSvgProps } from './chart-svg.js';
import type { StatChartProps } from './chart-types.js';
import { SharePieChart } from './SharePieChart.js';
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

/** One drawing of the chart, at one frame's size: a pie, a line over time or categories, or bars. */
function FramedChart({ id, kind, label, unit, points, pair, frame }: StatChartProps & { readonly frame: Frame }) {
  const locale = useLocale();
  const svg = chartSvgProps(id, label, frame);
  if (kind === 'pie') return <SharePieChart svg={svg} unit={unit} points={points} frame={frame} locale={locale} />;
  if (kind === 'line') {
    const times = points.map((point) => keyDate(point.key));
    if (times.every((time): time is number => time !== null) && times.length > 0) {
      return (
        <TimeLineChart
          svgId={svg.id}
          label={label}
          unit={unit}
          points={points}
          frame={frame}
          locale={locale}
          times={times}
        />
      );
    }
    return <CategoryLineChart svg={svg} unit={unit} points={points} frame={frame} locale={locale} />;
  }
  return <HorizontalBarChart svg={svg} unit={unit} points={points} pair={pair} frame={frame} locale={locale} />;
}

/** What a drawing of the series needs besides its points: its SVG's naming, unit, frame and language. */
interface DrawingProps extends Pick<StatChartProps, 'unit' | 'points'> {
  readonly svg: ChartSvgProps;
  readonly frame: Frame;
  readonly locale: Locale;
}

/** A series whose keys name no dates keeps its points evenly spaced, labelled by category. */
function CategoryLineChart({ svg, unit, points, frame, locale }: DrawingProps) {
  const interval = Math.max(0, Math.ceil(points.length / frame.timeLabels) - 1);
  return (
    <LineChart
      {...svg}
      width={frame.width}
      height={360}
      data={points.map((point) => ({ ...point }))}
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

/** Categories as horizontal bars, two side by side (with their legend) when the series is a pair. */
function HorizontalBarChart({ svg, unit, points, pair, frame, locale }: DrawingProps & Pick<StatChartProps, 'pair'>) {
  const height = 48 + points.length * frame.band[pair ? 1 : 0];
  return (
    <>
      <BarChart
        {...svg}
        width={frame.width}
        height={height}
        data={points.map((point) => ({ ...point }))}
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
      {pair ? <ChartLegend entries={pair} /> : null}
    </>
  );
}
