import { progress, useStore } from '@ksei/shared';
import styles from './ProgressBar.module.css';

/** The bar's width moves in steps of this many percent (one CSS rule each, below 100). */
const STEP = 5;

/**
 * The loading bar: decorative, so hidden from assistive technology. Its width is a data attribute that
 * the stylesheet turns into a width (steps of 5 %, eased by a transition), never a style attribute: the
 * CSP refuses inline style in the HTML, and markup validators flag it in the live page too.
 */
export function ProgressBar() {
  const { percent, visible, failed } = useStore(progress.store);
  const step = Math.min(100, Math.max(0, Math.round(percent / STEP) * STEP));
  return (
    <div
      className={styles.bar}
      aria-hidden="true"
      data-print-hidden=""
      data-progress={visible ? 'visible' : 'hidden'}
      data-percent={visible ? step : undefined}
      data-failed={failed ? 'true' : undefined}
    />
  );
}
