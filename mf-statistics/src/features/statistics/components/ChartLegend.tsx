import { SERIES_COLOURS } from './chart-frame.js';
import styles from './statistics.module.css';

/** Colour swatches with their names, in the series' order. */
export function ChartLegend({ entries }: { readonly entries: readonly string[] }) {
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
