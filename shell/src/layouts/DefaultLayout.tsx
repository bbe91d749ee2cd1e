import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Header } from '../chrome/Header.js';
import { Footer } from '../chrome/Footer.js';
import { FloatingWidget } from '../chrome/FloatingWidget.js';
import { Toasts } from '../chrome/Toasts.js';
import { ProgressBar } from '../chrome/ProgressBar.js';
import { OnlineStatus } from '../chrome/OnlineStatus.js';
import { OverrideBanner } from '../chrome/OverrideBanner.js';
import { OUTLET_ID, useOutletHtml } from '../routing/outlet.js';
import styles from './layout.module.css';

/**
 * Header, main and footer. Sections render into the outlet, whose children React never renders or
 * touches (the server's section HTML at most, as opaque HTML), so single-spa owns them.
 */
export function DefaultLayout({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation();
  const outletHtml = useOutletHtml();
  return (
    <>
      <ProgressBar />
      <a className={styles.skipLink} href="#main" data-print-hidden="">
        {t('chrome.skipToContent')}
      </a>
      <Header />
      <OverrideBanner />
      <OnlineStatus />
      <main id="main" tabIndex={-1} className={styles.main}>
        <div className={styles.content}>
          {children}
          <div id={OUTLET_ID} hidden={children !== null} dangerouslySetInnerHTML={{ __html: outletHtml }} />
        </div>
      </main>
      <Footer />
      <FloatingWidget />
      <Toasts />
    </>
  );
}
