import { useTranslation } from 'react-i18next';
import { PageHeader, useLocale } from '@ksei/shared';
import { DataUnavailable, useOtherLanguage } from '@ksei/shared/content';
import { Link, usePageData } from '@ksei/shared/section/page';
import { loadVacancy } from './api/vacancies.js';
import { VacancyDetail } from './components/VacancyDetail.js';
import styles from './components/vacancies.module.css';
import { pathTo } from '../../shared/paths.js';

export const loader = loadVacancy;

/**
 * One vacancy with every field (`GET /api/vacancies/:slug`), its position as the heading; an unknown slug
 * shows the data-unavailable message and the way back to the list.
 */
export default function VacancyPage({ pageId }: { readonly pageId: string }) {
  const { t } = useTranslation('mf-careers');
  const locale = useLocale();
  const vacancy = usePageData<typeof loader>();
  const otherLanguage = useOtherLanguage(vacancy);
  if (vacancy) {
    return (
      <>
        <PageHeader pageId={pageId} title={vacancy.position} titleLang={otherLanguage} />
        <VacancyDetail vacancy={vacancy} />
      </>
    );
  }
  return (
    <>
      <PageHeader pageId={pageId} />
      {/* The original site's message for an unknown or deleted vacancy, whatever the server's wording. */}
      <DataUnavailable />
      <p className={styles.back}>
        <Link to={pathTo('careers', locale)}>{t('backToList')}</Link>
      </p>
    </>
  );
}
