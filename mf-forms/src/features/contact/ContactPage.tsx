import { useTranslation } from 'react-i18next';
import { pageTitle, useLocale } from '@ksei/shared';
import { SectionIntro } from '@ksei/shared/section';
import { Link } from '@ksei/shared/section/page';
import { pathTo } from '../../shared/paths.js';
import styles from '../../shared/page.module.css';

/**
 * Contact: KSEI's office and the other ways to reach it, all verified public facts. The contact form
 * (name, subject, e-mail, phone, message) comes with the forms work and goes above these.
 */
export default function ContactPage({ pageId }: { readonly pageId: string }) {
  const { t } = useTranslation('mf-forms');
  const common = useTranslation().t;
  const locale = useLocale();
  return (
    <>
      <SectionIntro pageId={pageId} remote="mf-forms" />
      <section aria-labelledby="contact-office" className={styles.block}>
        <h2 id="contact-office">{t('addressHeading')}</h2>
        <p className={styles.name}>{common('site.fullName')}</p>
        <address className={styles.address}>{common('chrome.footerAddress')}</address>
      </section>
      <section aria-labelledby="contact-other" className={styles.block}>
        <h2 id="contact-other">{t('otherWaysHeading')}</h2>
        <ul className={styles.ways}>
          <li>
            <Link to={pathTo('faq', locale)}>{pageTitle('faq', locale)}</Link>: {t('faq')}
          </li>
          <li>
            <Link to={pathTo('about.whistleblowing', locale)}>{pageTitle('about.whistleblowing', locale)}</Link>:{' '}
            {t('reportViolation')}
          </li>
        </ul>
      </section>
    </>
  );
}
