import { useTranslation } from 'react-i18next';
import { useLocale, type Vacancy } from '@ksei/shared';
import { SampleNotice, formatDate } from '@ksei/shared/content';
import { Link } from '@ksei/shared/section/page';
import { divisionName } from '../api/vacancies.js';
import styles from './vacancies.module.css';
import { pathTo } from '../../../shared/paths.js';

function Lines({ items }: { readonly items: readonly string[] }) {
  if (items.length === 0) return <p>–</p>;
  return (
    <ul>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

function Text({ text }: { readonly text: string }) {
  const paragraphs = text.split(/\n+/).filter((line) => line.trim() !== '');
  if (paragraphs.length === 0) return <p>–</p>;
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </>
  );
}

/** Every field of a vacancy. */
export function VacancyDetail({ vacancy }: { readonly vacancy: Vacancy }) {
  const { t } = useTranslation('mf-careers');
  const locale = useLocale();
  return (
    <article className={styles.detail} data-vacancy={vacancy.slug}>
      {vacancy.sample ? <SampleNotice /> : null}
      <dl className={styles.facts} aria-label={t('summary')}>
        <div>
          <dt>{t('division')}</dt>
          <dd>{divisionName(vacancy)}</dd>
        </div>
        <div>
          <dt>{t('position')}</dt>
          <dd>{vacancy.position}</dd>
        </div>
        <div>
          <dt>{t('status')}</dt>
          <dd>
            <span className={styles.badge} data-status={vacancy.status}>
              {t(`statuses.${vacancy.status}`)}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('closingDate')}</dt>
          <dd>{formatDate(vacancy.closingDate, locale)}</dd>
        </div>
      </dl>
      {vacancy.status === 'filled' ? <p className={styles.empty}>{t('filledNotice')}</p> : null}
      <h2>{t('description')}</h2>
      <Text text={vacancy.description} />
      <h2>{t('specifications')}</h2>
      <Lines items={vacancy.specifications} />
      <h2>{t('qualificationRequirements')}</h2>
      <Lines items={vacancy.qualificationRequirements} />
      <h2>{t('additionalInformation')}</h2>
      <Text text={vacancy.additionalInformation} />
      <p className={styles.back}>
        <Link to={pathTo('careers', locale)}>{t('backToList')}</Link>
      </p>
    </article>
  );
}
