import { useStore } from 'zustand';
import { progress } from '@ksei/shared';
import styles from './ProgressBar.module.css';

/** The loading bar (SPEC §4): decorative, so hidden from assistive technology. */
export function ProgressBar() {
  const { percent, visible, failed } = useStore(progress.store);
  return (
    <div
      className={styles.bar}
      aria-hidden="true"
      data-progress={visible ? 'visible' : 'hidden'}
      data-failed={failed ? 'true' : undefined}
      style={{ width: `${visible ? percent : 0}%`, opacity: visible ? 1 : 0 }}
    />
  );
}
