import { useState, type ReactNode } from 'react';
import { useHydrated } from './hooks.js';
import styles from './PageTransition.module.css';

/**
 * Page transition, mode out-in: the old page is unmounted before the new one mounts (single-spa and
 * React both replace, never overlap), and the new page fades in. Keyed by the caller so every page
 * change replays it; reduced-motion users get no animation.
 *
 * A page the server rendered does not fade in: it is already on screen, and text under an opacity
 * animation is not reported as painted (the browser's largest-contentful-paint then fell on the
 * search box's placeholder, after hydration, 2.3 s instead of about 1 s in Lighthouse). Whether this
 * page is animated is fixed when it mounts: false while hydrating, true for a page the browser draws.
 */
export function PageTransition({ children }: { readonly children: ReactNode }) {
  const hydrated = useHydrated();
  const [animate] = useState(hydrated);
  return (
    <div className={animate ? styles.page : undefined} data-transition="page">
      {children}
    </div>
  );
}
