import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale, type ChartPoint } from '@ksei/shared';
import { formatNumber } from '@ksei/shared/content';
import styles from '../components/statistics.module.css';
import { MAP_VIEW_BOX, PROVINCE_SHAPES } from './provinces.js';

export interface DomesticMapProps {
  readonly points: readonly ChartPoint[];
  /** The map's accessible name (title and period). */
  readonly label: string;
}

/** Five classes, light to dark, each with at least 3:1 contrast on white (WCAG 1.4.11); the key says which is which. */
export const MAP_CLASSES = ['#6f8fbf', '#4a74b4', '#2f5ea3', '#1a4380', '#0b2a5c'] as const;
const NO_DATA = '#767676';

/** Class bounds by rank (quantiles), so each colour covers about a fifth of the provinces. */
export function classBreaks(values: readonly number[]): { from: number; to: number }[] {
  const sorted = [...values].sort((a, b) => a - b);
  const size = sorted.length;
  if (size === 0) return [];
  const classes = Math.min(MAP_CLASSES.length, size);
  return Array.from({ length: classes }, (_, index) => {
    const from = sorted[Math.floor((index * size) / classes)] ?? 0;
    const to = sorted[Math.floor(((index + 1) * size) / classes) - 1] ?? from;
    return { from, to };
  });
}

export function classOf(value: number, breaks: readonly { from: number; to: number }[]): number {
  const index = breaks.findIndex((range) => value <= range.to);
  return index < 0 ? breaks.length - 1 : index;
}

/**
 * A choropleth of Indonesia's provinces (outlines from Natural Earth, drawn in place: no request).
 * Each province is a Tab stop named with its figure; focusing or choosing one also shows the figure
 * beside the map. The same figures are in the page's table.
 */
export function DomesticMap({ points, label }: DomesticMapProps) {
  const { t } = useTranslation('mf-statistics');
  const locale = useLocale();
  const [selected, setSelected] = useState<string | null>(null);
  const byCode = new Map(points.map((point) => [point.key, point]));
  const breaks = classBreaks(points.map((point) => point.value));
  const describe = (code: string, fallback: string): string => {
    const point = byCode.get(code);
    if (!point) return fallback;
    return t('map.province', {
      name: point.label,
      value: formatNumber(point.value, locale),
      sample: point.sample ? t('map.sampleSuffix') : '',
    });
  };
  const current = selected ? describe(selected, selected) : null;
  return (
    <div className={styles.map}>
      <svg viewBox={MAP_VIEW_BOX} width={940} height={360} role="group" aria-label={label}>
        {PROVINCE_SHAPES.map((shape) => {
          const point = byCode.get(shape.code);
          const name = describe(shape.code, shape.name[locale]);
          return (
            <path
              key={shape.code}
              d={shape.d}
              fill={point ? MAP_CLASSES[classOf(point.value, breaks)] : NO_DATA}
              tabIndex={0}
              role="img"
              aria-label={name}
              data-province={shape.code}
              onFocus={() => setSelected(shape.code)}
              onClick={() => setSelected(shape.code)}
            >
              <title>{name}</title>
            </path>
          );
        })}
      </svg>
      <p className={styles.selected} aria-live="polite">
        {current ? t('map.selected', { text: current }) : t('map.hint')}
      </p>
      <p className={styles.hint}>{t('map.legend')}</p>
      <ul className={styles.legend}>
        {breaks.map((range, index) => (
          <li key={index}>
            <span className={`${styles.swatch} ${styles[`class${index}`] ?? ''}`} aria-hidden="true" />
            {t('map.range', { from: formatNumber(range.from, locale), to: formatNumber(range.to, locale) })}
          </li>
        ))}
      </ul>
      <p className={styles.hint}>{t('map.outline')}</p>
    </div>
  );
}
