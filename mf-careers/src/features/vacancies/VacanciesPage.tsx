import { useTranslation } from 'react-i18next';
import { PageHeader } from '@ksei/shared';
import { queryFiltersLoadedData, usePageData } from '@ksei/shared/section/page';
import { divisionOptions, loadVacancies } from './api/vacancies.js';
import { VacancyList } from './components/VacancyList.js';

export const loader = loadVacancies;
/** The division filter in the query string narrows the vacancies already loaded: changing it reads nothing. */
export const shouldRevalidate = queryFiltersLoadedData;

/** Careers: vacancies, open ones first, filterable by division (`GET /api/vacancies`, `/api/divisions`). */
export default function VacanciesPage({ pageId }: { readonly pageId: string }) {
  const { t } = useTranslation('mf-careers');
  const { vacancies, divisions } = usePageData<typeof loader>();
  return (
    <>
      <PageHeader pageId={pageId} lead={t('intro')} />
      <VacancyList vacancies={vacancies} divisions={divisionOptions(divisions, vacancies)} />
    </>
  );
}
