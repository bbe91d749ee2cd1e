import { useTranslation } from 'react-i18next';
import { useLocale, type VacancySummary } from '@ksei/shared';
import { PublishedNotices, SampleNotice, formatDate, useOtherLanguage } from '@ksei/shared/content';
import { Link } from '@ksei/shared/section/page';
import { divisionName } from '../api/vacancies.js';
import styles from './vacancies.module.css';
import { pathTo } from '../../../shared/paths.js';

/**
 * A vacancy in the list: its linked position, division, status and closing date, and what happened to
 * it after it went out. Published in the other language only, the position is that language's, marked
 * as such, and a sentence says so.
 */
export function VacancyCard({ vacancy }: { readonly vacancy: VacancySummary }) {
  const { t } = useTranslation('mf-careers');
  const locale = useLocale();
  const otherLanguage = useOtherLanguage(vacancy);
  return (
    <article className={styles.card} data-status={vacancy.status}>
      <h3 className={styles.position} lang={otherLanguage}>
        <Link to={pathTo('vacancy', locale, { slug: vacancy.slug })}>{vacancy.position}</Link>
      </h3>
      {otherLanguage ? <p className={styles.onlyIn}>{t(`onlyIn.${otherLanguage}`)}</p> : null}
      <p className={styles.division}>{divisionName(vacancy)}</p>
      <p className={styles.meta}>
        <span className={styles.badge} data-status={vacancy.status}>
          {t(`statuses.${vacancy.status}`)}
        </span>{' '}
        <span>{t('closes', { date: formatDate(vacancy.closingDate, locale) })}</span>
      </p>
      {vacancy.sample ? <SampleNotice /> : null}
      <PublishedNotices item={vacancy} />
    </article>
  );
}
