import { useTranslation } from 'react-i18next';
import { pageTitle, useLocale } from '@ksei/shared';
import { Link } from '@ksei/shared/section/page';
import { pathTo } from '../../../shared/paths.js';
import { REPORT_ADDRESS } from '../../../shared/report-address.js';
import styles from '../../../shared/page.module.css';

/** KSEI's published e-mail channel for reports and its confidentiality promise, beside the form. */
export function ReportChannel() {
  const { t } = useTranslation('mf-forms');
  const locale = useLocale();
  return (
    <section aria-labelledby="report-channel" className={styles.block}>
      <h2 id="report-channel">{t('channelHeading')}</h2>
      <p>
        {t('channel')} <a href={`mailto:${REPORT_ADDRESS}`}>{REPORT_ADDRESS}</a>. {t('channelProtected')}
      </p>
      <p>{t('confidential')}</p>
      <p>
        {t('aboutWhistleblowing')}{' '}
        <Link to={pathTo('about.whistleblowing', locale)}>{pageTitle('about.whistleblowing', locale)}</Link>
      </p>
    </section>
  );
}
