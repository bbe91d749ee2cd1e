import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useElementId, type CorporateActionTypeFacet } from '@ksei/shared';
import { KeepOtherParameters, type QueryChanges } from '@ksei/shared/content';
import { DEFAULT_DATE_FIELD, type FieldName, type ScheduleQuery } from '../api/corporate-actions.js';
import styles from './corporate-actions.module.css';
import { CodeField, DateFieldChoice, DateRange, TypeField, type FilterFieldsState } from './ScheduleFilterFields.js';
import { KEYS, NAMESPACE } from './strings.js';

/** The fields of the filter form; the rest of the address (tabs, sort) is kept as it is. */
const FORM_FIELDS: readonly FieldName[] = ['type', 'code', 'dateField', 'from', 'to'];

/** The form's values as changes to the address: trimmed, the default date field left out of it. */
function formChanges(form: HTMLFormElement): QueryChanges {
  const data = new FormData(form);
  const changes: Record<string, string> = {};
  for (const name of FORM_FIELDS) {
    const value = data.get(name);
    changes[name] = typeof value === 'string' ? value.trim() : '';
  }
  if (changes.dateField === DEFAULT_DATE_FIELD) changes.dateField = '';
  return changes;
}

/** The form's element, applying what it holds on demand and in place of a page load on submit. */
function useApplyingForm(onApply: (changes: QueryChanges) => void) {
  const form = useRef<HTMLFormElement>(null);
  const apply = (): void => {
    if (form.current) onApply(formChanges(form.current));
  };
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    apply();
  };
  return { form, apply, submit };
}

/**
 * The filters as one GET form (its Apply button submits it without JavaScript). With JavaScript the
 * selects apply as they change, the code and dates on Enter or Apply: typing a date by keyboard passes
 * through dates the visitor did not mean, so it is not applied keystroke by keystroke. The fields keep
 * what the visitor entered (uncontrolled); a refused value is explained under its field.
 */
export function Filters({
  query,
  problems,
  types,
  onApply,
}: {
  readonly query: ScheduleQuery;
  readonly problems: Readonly<Partial<Record<FieldName, string>>>;
  readonly types: readonly CorporateActionTypeFacet[];
  readonly onApply: (changes: QueryChanges) => void;
}) {
  const { t } = useTranslation(NAMESPACE, KEYS);
  const id = useElementId();
  const { form, apply, submit } = useApplyingForm(onApply);
  const fields: FilterFieldsState = { fieldId: (name) => `${id}-${name}`, query, problems };
  return (
    <form
      ref={form}
      method="get"
      role="search"
      aria-label={t('filters')}
      className={styles.filters}
      onSubmit={submit}
      noValidate
      data-print-hidden=""
    >
      <KeepOtherParameters except={FORM_FIELDS} />
      <TypeField fields={fields} types={types} onApply={apply} />
      <CodeField fields={fields} />
      <DateFieldChoice fields={fields} onApply={apply} />
      <DateRange fields={fields} />
      <div className={styles.actions}>
        <button type="submit" className={styles.button}>
          {t('apply')}
        </button>
      </div>
    </form>
  );
}
