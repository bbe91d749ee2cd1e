import { useTranslation } from 'react-i18next';
import { useStore } from '@ksei/shared';
import { dismissToast, toastStore } from '@ksei/shared';
import styles from './Toasts.module.css';

/** Toast messages from anywhere on the page; a polite live region so screen readers hear them. */
export function Toasts() {
  const { t } = useTranslation();
  const toasts = useStore(toastStore, (s) => s.toasts);
  return (
    // A named <section> is a region landmark by itself (no role attribute needed).
    <section className={styles.region} aria-live="polite" aria-label={t('chrome.notifications')} data-print-hidden="">
      {toasts.map((toast) => (
        <div key={toast.id} className={styles.toast} data-kind={toast.kind}>
          <p className={styles.message}>{toast.message}</p>
          <button type="button" className={styles.dismiss} onClick={() => dismissToast(toast.id)}>
            {t('chrome.dismiss')}
          </button>
        </div>
      ))}
    </section>
  );
}
