import { useTranslation } from 'react-i18next';
import { buildPath } from '../routes/index.js';
import { useLocale } from './hooks.js';
import { Link } from './Link.js';
import styles from './SectionError.module.css';

/** In-page error for one section that failed to load or render; the rest of the site keeps working. */
export function SectionError({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className={styles.box} role="alert" data-section-error="">
      <h1 className={styles.title}>{t('sectionError.title')}</h1>
      <p>{t('sectionError.body')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t('sectionError.retry')}
        </button>
        <Link to={buildPath('home', locale)}>{t('sectionError.home')}</Link>
      </div>
    </div>
  );
}
