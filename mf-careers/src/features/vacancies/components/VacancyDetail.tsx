import { useTranslation } from 'react-i18next';
import { useLocale, type Vacancy } from '@ksei/shared';
import { PublishedNotices, SampleNotice, formatDate, useOtherLanguage } from '@ksei/shared/content';
import { Link } from '@ksei/shared/section/page';
import { divisionName } from '../api/vacancies.js';
import styles from './vacancies.module.css';
import { pathTo } from '../../../shared/paths.js';

/** `lang` marks text of the other language (a vacancy published in that language only). */
function Lines({ items, lang }: { readonly items: readonly string[]; readonly lang: string | undefined }) {
  if (items.length === 0) return <p>–</p>;
  return (
    <ul lang={lang}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

function Text({ text, lang }: { readonly text: string; readonly lang: string | undefined }) {
  const paragraphs = text.split(/\n+/).filter((line) => line.trim() !== '');
  if (paragraphs.length === 0) return <p>–</p>;
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index} lang={lang}>
          {paragraph}
        </p>
      ))}
    </>
  );
}

/**
 * Every field of a vacancy, after what happened to it since it went out (a withdrawn vacancy says so
 * first). Published in the other language only, its own text is that language's, marked as such, and a
 * sentence says so; the labels, division, status and date stay in the page's language.
 */
export function VacancyDetail({ vacancy }: { readonly vacancy: Vacancy }) {
  const { t } = useTranslation('mf-careers');
  const locale = useLocale();
  const otherLanguage = useOtherLanguage(vacancy);
  return (
    <article className={styles.detail} data-vacancy={vacancy.slug}>
      {otherLanguage ? <p className={styles.onlyIn}>{t(`onlyIn.${otherLanguage}`)}</p> : null}
      {vacancy.sample ? <SampleNotice /> : null}
      <PublishedNotices item={vacancy} />
      <dl className={styles.facts} aria-label={t('summary')}>
        <div>
          <dt>{t('division')}</dt>
          <dd>{divisionName(vacancy)}</dd>
        </div>
        <div>
          <dt>{t('position')}</dt>
          <dd lang={otherLanguage}>{vacancy.position}</dd>
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
      <Text text={vacancy.description} lang={otherLanguage} />
      <h2>{t('specifications')}</h2>
      <Lines items={vacancy.specifications} lang={otherLanguage} />
      <h2>{t('qualificationRequirements')}</h2>
      <Lines items={vacancy.qualificationRequirements} lang={otherLanguage} />
      <h2>{t('additionalInformation')}</h2>
      <Text text={vacancy.additionalInformation} lang={otherLanguage} />
      <p className={styles.back}>
        <Link to={pathTo('careers', locale)}>{t('backToList')}</Link>
      </p>
    </article>
  );
}
