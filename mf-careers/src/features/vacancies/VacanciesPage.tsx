import { useTranslation } from 'react-i18next';
import { AsyncContent, PageHeader } from '@ksei/shared';
import { divisionOptions, useDivisions, useVacancies } from './api/vacancies.js';
import { VacancyList } from './components/VacancyList.js';

/** Careers: vacancies, open ones first, filterable by division (`GET /api/vacancies`, `/api/divisions`). */
export default function VacanciesPage({ pageId }: { readonly pageId: string }) {
  const { t } = useTranslation('mf-careers');
  const vacancies = useVacancies();
  const divisions = useDivisions();
  return (
    <>
      <PageHeader pageId={pageId} lead={t('intro')} />
      <AsyncContent state={vacancies}>
        {({ data }) => (
          <VacancyList
            vacancies={data}
            divisions={divisionOptions(divisions.status === 'ready' ? divisions.data.data : null, data)}
          />
        )}
      </AsyncContent>
    </>
  );
}
