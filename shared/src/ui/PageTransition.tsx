import type { ReactNode } from 'react';
import styles from './PageTransition.module.css';

/**
 * Page transition, mode out-in (SPEC §9): the old page is unmounted before the new one mounts
 * (single-spa and React both replace, never overlap), and the new page fades in. Keyed by the caller
 * so every page change replays it; reduced-motion users get no animation.
 */
export function PageTransition({ children }: { readonly children: ReactNode }) {
  return (
    <div className={styles.page} data-transition="page">
      {children}
    </div>
  );
}
