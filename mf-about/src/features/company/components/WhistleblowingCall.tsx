import { useTranslation } from 'react-i18next';
import { useLocale } from '@ksei/shared';
import { Link } from '@ksei/shared/section/page';
import styles from './company.module.css';
import { pathTo } from '../../../shared/paths.js';

/** The way from the whistleblowing information to the report form. */
export function WhistleblowingCall() {
  const { t } = useTranslation('mf-about');
  const locale = useLocale();
  return (
    <section className={styles.call} aria-labelledby="whistleblowing-form-heading">
      <h2 id="whistleblowing-form-heading">{t('whistleblowing.formHeading')}</h2>
      <p>{t('whistleblowing.formText')}</p>
      <Link to={pathTo('whistleblowingForm', locale)} className={styles.callLink}>
        {t('whistleblowing.formLink')}
      </Link>
    </section>
  );
}
