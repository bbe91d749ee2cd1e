import type { ReactNode } from 'react';
import { ProgressBar } from '../chrome/ProgressBar.js';
import { Toasts } from '../chrome/Toasts.js';
import styles from './layout.module.css';

/** No header or footer: the login page. */
export function BlankLayout({ children }: { readonly children: ReactNode }) {
  return (
    <>
      <ProgressBar />
      <main id="main" tabIndex={-1} className={styles.blank}>
        {children}
      </main>
      <Toasts />
    </>
  );
}
