import { useTranslation } from 'react-i18next';
import { AsyncContent, DataUnavailable, Link, PageHeader, useLocation } from '@ksei/shared';
import { useVacancy } from './api/vacancies.js';
import { VacancyDetail } from './components/VacancyDetail.js';
import styles from './components/vacancies.module.css';
import { pathTo } from '../../shared/paths.js';

/**
 * One vacancy with every field (`GET /api/vacancies/:slug`), its position as the heading; an unknown slug
 * shows the data-unavailable message (the server answers that page with 404).
 */
export default function VacancyPage({ pageId }: { readonly pageId: string }) {
  const { t } = useTranslation('mf-careers');
  const { match, locale } = useLocation();
  const slug = match?.page.id === pageId ? (match.params.slug ?? '') : '';
  const state = useVacancy(slug);
  return (
    <>
      <PageHeader pageId={pageId} title={state.status === 'ready' ? state.data.data.position : undefined} />
      {/* SPEC §8's message for an unknown or deleted vacancy, whatever the server's wording. */}
      {!slug || state.status === 'notFound' ? (
        <DataUnavailable />
      ) : (
        <AsyncContent state={state}>{({ data }) => <VacancyDetail vacancy={data} />}</AsyncContent>
      )}
      {state.status === 'notFound' || !slug ? (
        <p className={styles.back}>
          <Link to={pathTo('careers', locale)}>{t('backToList')}</Link>
        </p>
      ) : null}
    </>
  );
}
