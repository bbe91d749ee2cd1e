import { useTranslation } from 'react-i18next';
import { useLocale, type VacancySummary } from '@ksei/shared';
import { SampleNotice, formatDate } from '@ksei/shared/content';
import { Link } from '@ksei/shared/section/page';
import { divisionName } from '../api/vacancies.js';
import styles from './vacancies.module.css';
import { pathTo } from '../../../shared/paths.js';

export function VacancyCard({ vacancy }: { readonly vacancy: VacancySummary }) {
  const { t } = useTranslation('mf-careers');
  const locale = useLocale();
  return (
    <article className={styles.card} data-status={vacancy.status}>
      <h3 className={styles.position}>
        <Link to={pathTo('vacancy', locale, { slug: vacancy.slug })}>{vacancy.position}</Link>
      </h3>
      <p className={styles.division}>{divisionName(vacancy)}</p>
      <p className={styles.meta}>
        <span className={styles.badge} data-status={vacancy.status}>
          {t(`statuses.${vacancy.status}`)}
        </span>{' '}
        <span>{t('closes', { date: formatDate(vacancy.closingDate, locale) })}</span>
      </p>
      {vacancy.sample ? <SampleNotice /> : null}
    </article>
  );
}
