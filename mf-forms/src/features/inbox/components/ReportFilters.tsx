import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale, useElementId } from '@ksei/shared';
import { REPORT_STATUSES, REPORT_STATUS_LABELS, VIOLATION_TYPES, VIOLATION_TYPE_LABELS } from '@ksei/shared/api';
import { Controls } from '@ksei/shared/content';
import { Link } from '@ksei/shared/section/page';
import formStyles from '@ksei/shared/forms/form.module.css';
import type { reportFilters } from '../api/inbox.js';
import styles from '../inbox.module.css';
import { staffStyles } from '@ksei/shared/staff';

type Filters = ReturnType<typeof reportFilters>;

/** What a filter form holds, as query changes (an empty value drops its parameter). */
export function formChanges(form: HTMLFormElement, names: readonly string[]): Record<string, string> {
  const data = new FormData(form);
  const changes: Record<string, string> = {};
  for (const name of names) {
    const value = data.get(name);
    changes[name] = typeof value === 'string' ? value : '';
  }
  return changes;
}

/**
 * The report list's filters in one form: a plain GET of the same page (so each choice is an address
 * to keep or share); with JavaScript applied through the router, back to page 1.
 */
export function ReportFilters({
  filters,
  apply,
  clearHref,
}: {
  readonly filters: Filters;
  readonly apply: (changes: Record<string, string>) => void;
  readonly clearHref: string;
}) {
  const { t } = useTranslation('mf-forms');
  const locale = useLocale();
  const id = useElementId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(formChanges(event.currentTarget, ['status', 'type', 'from', 'to', 'overdue']));
  };
  // Keyed by the address's values: a back or forward navigation shows the filters of that address.
  const key = JSON.stringify(filters);
  return (
    <Controls label={t('inbox.filters')}>
      <form key={key} method="get" className={staffStyles.filters} onSubmit={onSubmit}>
        <ChoiceFilter
          id={`${id}-status`}
          name="status"
          label={t('inbox.reports.status')}
          all={t('inbox.reports.allStatuses')}
          choices={REPORT_STATUSES}
          labels={REPORT_STATUS_LABELS[locale]}
          value={filters.status}
        />
        <ChoiceFilter
          id={`${id}-type`}
          name="type"
          label={t('inbox.reports.type')}
          all={t('inbox.reports.allTypes')}
          choices={VIOLATION_TYPES}
          labels={VIOLATION_TYPE_LABELS[locale]}
          value={filters.type}
        />
        <DateFilter id={`${id}-from`} name="from" label={t('inbox.from')} value={filters.from} />
        <DateFilter id={`${id}-to`} name="to" label={t('inbox.to')} value={filters.to} />
        <div className={staffStyles.check}>
          <input id={`${id}-overdue`} type="checkbox" name="overdue" value="true" defaultChecked={filters.overdue} />
          <label htmlFor={`${id}-overdue`}>{t('inbox.reports.overdueOnly')}</label>
        </div>
        <div className={staffStyles.filterActions}>
          <button type="submit" className={formStyles.submit}>
            {t('inbox.apply')}
          </button>
          <Link to={clearHref}>{t('inbox.clear')}</Link>
        </div>
      </form>
    </Controls>
  );
}

export function DateFilter({
  id,
  name,
  label,
  value,
}: {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly value: string;
}) {
  return (
    <div className={styles.filter}>
      <label htmlFor={id}>{label}</label>
      <input id={id} type="date" name={name} defaultValue={value} min="1990-01-01" max="2100-12-31" />
    </div>
  );
}

/** One of `choices` (in their order, each shown by its label), or all of them. */
function ChoiceFilter<Choice extends string>({
  id,
  name,
  label,
  all,
  choices,
  labels,
  value,
}: {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly all: string;
  readonly choices: readonly Choice[];
  readonly labels: Readonly<Record<Choice, string>>;
  readonly value: string;
}) {
  return (
    <div className={styles.filter}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value}>
        <option value="">{all}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {labels[choice]}
          </option>
        ))}
      </select>
    </div>
  );
}
