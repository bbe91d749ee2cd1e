import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useElementId, type CorporateActionTypeFacet } from '@ksei/shared';
import { KeepOtherParameters, type QueryChanges } from '@ksei/shared/content';
import type { TFunction } from 'i18next';
import { CORPORATE_ACTION_DATE_FIELDS } from '@ksei/shared/api';
import { DEFAULT_DATE_FIELD, isIsoDate, type FieldName, type ScheduleQuery } from '../api/corporate-actions.js';
import styles from './corporate-actions.module.css';
import { KEYS, NAMESPACE } from './strings.js';

/** The fields of the filter form; the rest of the address (tabs, sort) is kept as it is. */
const FORM_FIELDS: readonly FieldName[] = ['type', 'code', 'dateField', 'from', 'to'];

/** An uncontrolled field showing the address's value: a new one (back button, a tab) replaces what is shown. */
function useAddressValue<E extends HTMLInputElement | HTMLSelectElement>(value: string) {
  const ref = useRef<E>(null);
  useEffect(() => {
    if (ref.current && ref.current.value !== value) ref.current.value = value;
  }, [value]);
  return ref;
}

/**
 * What to say under a refused field. The API names the parameter ("Parameter "from" has an invalid
 * format"); beside its own field the page says it in the visitor's terms, with the value entered. Other
 * refusals (a start after the end, a code too long) keep the API's sentence, which already does.
 */
function problemText(name: FieldName, value: string, apiMessage: string, t: TFunction): string {
  if ((name === 'from' || name === 'to') && !isIsoDate(value)) return t('dateInvalid', { value });
  if (name === 'type' || name === 'dateField') return t('unknownChoice', { value });
  return apiMessage;
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
  const form = useRef<HTMLFormElement>(null);
  const typeRef = useAddressValue<HTMLSelectElement>(query.type);
  const codeRef = useAddressValue<HTMLInputElement>(query.code);
  const dateFieldRef = useAddressValue<HTMLSelectElement>(query.dateField);
  const fromRef = useAddressValue<HTMLInputElement>(query.from);
  const toRef = useAddressValue<HTMLInputElement>(query.to);

  const apply = (): void => {
    if (!form.current) return;
    const data = new FormData(form.current);
    const changes: Record<string, string> = {};
    for (const name of FORM_FIELDS) {
      const value = data.get(name);
      changes[name] = typeof value === 'string' ? value.trim() : '';
    }
    if (changes.dateField === DEFAULT_DATE_FIELD) changes.dateField = '';
    onApply(changes);
  };
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    apply();
  };
  const fieldId = (name: string) => `${id}-${name}`;
  /** `aria-describedby` and `aria-invalid` of a field, from its hint and the API's message. */
  const described = (name: FieldName, hint?: string) => {
    const ids = [hint ?? '', problems[name] ? `${fieldId(name)}-error` : ''].filter(Boolean).join(' ');
    return { 'aria-describedby': ids || undefined, 'aria-invalid': problems[name] ? true : undefined };
  };
  const error = (name: FieldName) => (
    <div aria-live="polite">
      {problems[name] ? (
        <p id={`${fieldId(name)}-error`} className={styles.error}>
          {problemText(name, query[name], problems[name], t)}
        </p>
      ) : null}
    </div>
  );
  const codeHint = `${fieldId('code')}-hint`;
  const dateHint = `${fieldId('dates')}-hint`;
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
      <div className={styles.field}>
        <label htmlFor={fieldId('type')} className={styles.label}>
          {t('type')}
        </label>
        <select
          ref={typeRef}
          id={fieldId('type')}
          name="type"
          defaultValue={query.type}
          className={styles.input}
          onChange={apply}
          {...described('type')}
        >
          <option value="">{t('allTypes')}</option>
          {types.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {error('type')}
      </div>
      <div className={styles.field}>
        <label htmlFor={fieldId('code')} className={styles.label}>
          {t('code')}
        </label>
        <p id={codeHint} className={styles.hint}>
          {t('codeHint')}
        </p>
        <input
          ref={codeRef}
          id={fieldId('code')}
          type="text"
          name="code"
          defaultValue={query.code}
          maxLength={30}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className={styles.input}
          {...described('code', codeHint)}
        />
        {error('code')}
      </div>
      <div className={styles.field}>
        <label htmlFor={fieldId('dateField')} className={styles.label}>
          {t('dateField')}
        </label>
        <select
          ref={dateFieldRef}
          id={fieldId('dateField')}
          name="dateField"
          defaultValue={query.dateField}
          className={styles.input}
          onChange={apply}
          {...described('dateField')}
        >
          {CORPORATE_ACTION_DATE_FIELDS.map((value) => (
            <option key={value} value={value}>
              {t(`dateFields.${value}`)}
            </option>
          ))}
        </select>
        {error('dateField')}
      </div>
      <fieldset className={styles.range}>
        <legend className={styles.label}>{t('dateRange')}</legend>
        <p id={dateHint} className={styles.hint}>
          {t('dateHint')}
        </p>
        <div className={styles.rangeFields}>
          {(['from', 'to'] as const).map((name) => (
            <div key={name} className={styles.dateField}>
              <label htmlFor={fieldId(name)} className={styles.label}>
                {t(name)}
              </label>
              <input
                ref={name === 'from' ? fromRef : toRef}
                id={fieldId(name)}
                type="date"
                name={name}
                defaultValue={query[name]}
                min="1900-01-01"
                max="2100-12-31"
                className={styles.input}
                {...described(name, dateHint)}
              />
              {error(name)}
            </div>
          ))}
        </div>
      </fieldset>
      <div className={styles.actions}>
        <button type="submit" className={styles.button}>
          {t('apply')}
        </button>
      </div>
    </form>
  );
}
