import type { ChartUnit } from '@ksei/shared';

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
