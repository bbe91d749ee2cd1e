import { useTranslation } from 'react-i18next';
import type { LinkTarget } from '../routes.js';
import styles from './Footer.module.css';
import { PageLinks } from './PageLinks.js';

const FOOTER_PAGES: readonly LinkTarget[] = [
  'about.overview',
  'contact',
  'faq',
  'about.whistleblowing',
  'careers',
  'disclaimer',
  'terms',
  'accessibility',
  'sitemap',
];

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section aria-labelledby="footer-address">
          <h2 id="footer-address" className={styles.heading}>
            {t('chrome.footerAddressTitle')}
          </h2>
          <p className={styles.name}>{t('site.fullName')}</p>
          <address className={styles.address}>{t('chrome.footerAddress')}</address>
        </section>
        <nav aria-labelledby="footer-links" data-print-hidden="">
          <h2 id="footer-links" className={styles.heading}>
            {t('chrome.footerLinks')}
          </h2>
          <PageLinks pages={FOOTER_PAGES} className={styles.links} />
        </nav>
      </div>
      <p className={styles.copyright}>{t('chrome.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
