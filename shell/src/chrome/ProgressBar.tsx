import { progress, useStore } from '@ksei/shared';
import styles from './ProgressBar.module.css';

/** The loading bar: decorative, so hidden from assistive technology. */
export function ProgressBar() {
  const { percent, visible, failed } = useStore(progress.store);
  return (
    <div
      className={styles.bar}
      aria-hidden="true"
      data-print-hidden=""
      data-progress={visible ? 'visible' : 'hidden'}
      data-failed={failed ? 'true' : undefined}
      // Hidden, it has no style attribute: the server's HTML may carry none (the CSP forbids inline styles).
      style={visible ? { width: `${percent}%`, opacity: 1 } : undefined}
    />
  );
}
