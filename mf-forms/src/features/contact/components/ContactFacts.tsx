import { useTranslation } from 'react-i18next';
import { pageTitle, useLocale } from '@ksei/shared';
import { Link } from '@ksei/shared/section/page';
import { pathTo } from '../../../shared/paths.js';
import { REPORT_ADDRESS } from '../../../shared/report-address.js';
import styles from '../../../shared/page.module.css';

/**
 * KSEI's phone numbers, from a 2009–2010 KSEI bulletin: the only source the project has for them, so
 * each is shown marked as unverified and possibly outdated.
 */
const PHONES = [
  // Non-breaking hyphens (U+2011) and space (U+00A0): a number never breaks across lines.
  { key: 'callCentre', shown: '021\u2011515\u00a02855', dial: '+62215152855' },
  { key: 'tollFree', shown: '0800\u20111\u2011865734', dial: '08001865734' },
] as const;

/** A plain link to the office on OpenStreetMap (no embedded map: nothing from a third party loads). */
const MAP_URL = `https://www.openstreetmap.org/search?query=${encodeURIComponent('Gedung Bursa Efek Indonesia, Jakarta')}`;

/**
 * How else to reach KSEI: the office and its map, the phone numbers (marked unverified), the e-mail
 * channels that are known (none general: said so rather than invented), office hours (not known:
 * said so), and the FAQ, report and follow-up pages.
 */
export function ContactFacts() {
  const { t } = useTranslation('mf-forms');
  const common = useTranslation().t;
  const locale = useLocale();
  return (
    <>
      <section aria-labelledby="contact-office" className={styles.block}>
        <h2 id="contact-office">{t('addressHeading')}</h2>
        <p className={styles.name}>{common('site.fullName')}</p>
        <address className={styles.address}>{common('chrome.footerAddress')}</address>
        <p>
          <a href={MAP_URL} rel="noopener noreferrer">
            {t('mapLink')}
          </a>
        </p>
      </section>
      <section aria-labelledby="contact-reach" className={styles.block}>
        <h2 id="contact-reach">{t('reachHeading')}</h2>
        <ul className={styles.ways}>
          {PHONES.map((phone) => (
            <li key={phone.key}>
              {t(phone.key)}: <a href={`tel:${phone.dial}`}>{phone.shown}</a>{' '}
              <span className={styles.unverified}>({t('phoneUnverified')})</span>
            </li>
          ))}
        </ul>
        <h3>{t('emailHeading')}</h3>
        <p>{t('emailUnknown')}</p>
        <p>
          {t('reportEmail')} <a href={`mailto:${REPORT_ADDRESS}`}>{REPORT_ADDRESS}</a>
        </p>
        <h3>{t('hoursHeading')}</h3>
        <p>{t('hoursUnknown')}</p>
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
          <li>
            <Link to={pathTo('whistleblowingFollowUp', locale)}>{pageTitle('whistleblowingFollowUp', locale)}</Link>:{' '}
            {t('followUpLink')}
          </li>
        </ul>
      </section>
    </>
  );
}
