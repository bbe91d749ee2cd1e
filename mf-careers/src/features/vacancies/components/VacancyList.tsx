import { useElementId } from '@ksei/shared';
import { useTranslation } from 'react-i18next';
import type { Division, VacancySummary } from '@ksei/shared';
import { useListQuery } from '@ksei/shared/section/page';
import { sortVacancies } from '../api/vacancies.js';
import { VacancyGroup } from './VacancyGroup.js';
import styles from './vacancies.module.css';

/** The division filter, then open vacancies (or the "all filled" message), then filled ones. */
export function VacancyList({
  vacancies,
  divisions,
}: {
  readonly vacancies: readonly VacancySummary[];
  readonly divisions: readonly Division[];
}) {
  const { t } = useTranslation('mf-careers');
  const ids = useElementId();
  // The division lives in the address (`?division=…`): a filtered list can be linked to; it narrows
  // the vacancies already loaded (the page's `shouldRevalidate`), so choosing one reads nothing.
  const { params, update } = useListQuery();
  const wanted = params.get('division') ?? '';
  const division = divisions.some((candidate) => candidate.code === wanted) ? wanted : '';
  const anyOpen = vacancies.some((vacancy) => vacancy.status === 'open');
  const shown = sortVacancies(vacancies.filter((vacancy) => division === '' || vacancy.division === division));
  const open = shown.filter((vacancy) => vacancy.status === 'open');
  const filled = shown.filter((vacancy) => vacancy.status === 'filled');
  return (
    <>
      {!anyOpen ? (
        <p className={styles.empty} role="status" data-all-filled="">
          {t('allFilled')}
        </p>
      ) : null}
      {vacancies.length > 0 && divisions.length > 0 ? (
        <form className={styles.filters} method="get" onSubmit={(event) => event.preventDefault()} data-print-hidden="">
          <label htmlFor={`${ids}-division`}>{t('division')}</label>
          <select
            id={`${ids}-division`}
            name="division"
            value={division}
            onChange={(event) => update({ division: event.target.value })}
          >
            <option value="">{t('allDivisions')}</option>
            {divisions.map((candidate) => (
              <option key={candidate.code} value={candidate.code}>
                {candidate.label}
              </option>
            ))}
          </select>
          {/* Without JavaScript the filter is a plain GET form: this button submits it. */}
          <button type="submit" className={styles.noscriptApply}>
            {t('apply')}
          </button>
          <p className={styles.count} role="status" aria-live="polite">
            {shown.length === 0 ? t('noneInDivision') : t('count', { count: open.length })}
          </p>
        </form>
      ) : null}
      <VacancyGroup headingId={`${ids}-open`} heading={t('openHeading')} vacancies={open} />
      <VacancyGroup headingId={`${ids}-filled`} heading={t('filledHeading')} vacancies={filled} />
    </>
  );
}
