import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CorporateActionTypeFacet } from '@ksei/shared';
import type { TFunction } from 'i18next';
import { CORPORATE_ACTION_DATE_FIELDS } from '@ksei/shared/api';
import { isIsoDate, type FieldName, type ScheduleQuery } from '../api/corporate-actions.js';
import styles from './corporate-actions.module.css';
import { KEYS, NAMESPACE } from './strings.js';

/** What every filter field reads: its element id, the address's values and the API's refusals. */
export interface FilterFieldsState {
  readonly fieldId: (name: string) => string;
  readonly query: ScheduleQuery;
  readonly problems: Readonly<Partial<Record<FieldName, string>>>;
}

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

const problemId = (fields: FilterFieldsState, name: FieldName) => `${fields.fieldId(name)}-error`;

/** `aria-describedby` and `aria-invalid` of a field, from its hint and the API's message. */
function describedBy(fields: FilterFieldsState, name: FieldName, hint?: string) {
  const refused = Boolean(fields.problems[name]);
  const ids = [hint ?? '', refused ? problemId(fields, name) : ''].filter(Boolean).join(' ');
  return { 'aria-describedby': ids || undefined, 'aria-invalid': refused ? true : undefined };
}

/** The live region under a field, holding the reason its value was refused, if it was. */
function FieldProblem({ name, fields }: { readonly name: FieldName; readonly fields: FilterFieldsState }) {
  const { t } = useTranslation(NAMESPACE, KEYS);
  const problem = fields.problems[name];
  return (
    <div aria-live="polite">
      {problem ? (
        <p id={problemId(fields, name)} className={styles.error}>
          {problemText(name, fields.query[name], problem, t)}
        </p>
      ) : null}
    </div>
  );
}

interface ChoiceProps {
  readonly fields: FilterFieldsState;
  readonly onApply: () => void;
}

/** The corporate action type, applied as soon as it is chosen. */
export function TypeField({
  fields,
  types,
  onApply,
}: ChoiceProps & { readonly types: readonly CorporateActionTypeFacet[] }) {
  const { t } = useTranslation(NAMESPACE, KEYS);
  const ref = useAddressValue<HTMLSelectElement>(fields.query.type);
  return (
    <div className={styles.field}>
      <label htmlFor={fields.fieldId('type')} className={styles.label}>
        {t('type')}
      </label>
      <select
        ref={ref}
        id={fields.fieldId('type')}
        name="type"
        defaultValue={fields.query.type}
        className={styles.input}
        onChange={onApply}
        {...describedBy(fields, 'type')}
      >
        <option value="">{t('allTypes')}</option>
        {types.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldProblem name="type" fields={fields} />
    </div>
  );
}

/** The security code, with its hint; applied on Enter or Apply. */
export function CodeField({ fields }: { readonly fields: FilterFieldsState }) {
  const { t } = useTranslation(NAMESPACE, KEYS);
  const ref = useAddressValue<HTMLInputElement>(fields.query.code);
  const hint = `${fields.fieldId('code')}-hint`;
  return (
    <div className={styles.field}>
      <label htmlFor={fields.fieldId('code')} className={styles.label}>
        {t('code')}
      </label>
      <p id={hint} className={styles.hint}>
        {t('codeHint')}
      </p>
      <input
        ref={ref}
        id={fields.fieldId('code')}
        type="text"
        name="code"
        defaultValue={fields.query.code}
        maxLength={30}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        className={styles.input}
        {...describedBy(fields, 'code', hint)}
      />
      <FieldProblem name="code" fields={fields} />
    </div>
  );
}

/** Which of an action's dates the range applies to, applied as soon as it is chosen. */
export function DateFieldChoice({ fields, onApply }: ChoiceProps) {
  const { t } = useTranslation(NAMESPACE, KEYS);
  const ref = useAddressValue<HTMLSelectElement>(fields.query.dateField);
  return (
    <div className={styles.field}>
      <label htmlFor={fields.fieldId('dateField')} className={styles.label}>
        {t('dateField')}
      </label>
      <select
        ref={ref}
        id={fields.fieldId('dateField')}
        name="dateField"
        defaultValue={fields.query.dateField}
        className={styles.input}
        onChange={onApply}
        {...describedBy(fields, 'dateField')}
      >
        {CORPORATE_ACTION_DATE_FIELDS.map((value) => (
          <option key={value} value={value}>
            {t(`dateFields.${value}`)}
          </option>
        ))}
      </select>
      <FieldProblem name="dateField" fields={fields} />
    </div>
  );
}

/** One end of the date range; applied on Enter or Apply, never keystroke by keystroke. */
function DateInput({
  name,
  hint,
  fields,
}: {
  readonly name: 'from' | 'to';
  readonly hint: string;
  readonly fields: FilterFieldsState;
}) {
  const { t } = useTranslation(NAMESPACE, KEYS);
  const ref = useAddressValue<HTMLInputElement>(fields.query[name]);
  return (
    <div className={styles.dateField}>
      <label htmlFor={fields.fieldId(name)} className={styles.label}>
        {t(name)}
      </label>
      <input
        ref={ref}
        id={fields.fieldId(name)}
        type="date"
        name={name}
        defaultValue={fields.query[name]}
        min="1900-01-01"
        max="2100-12-31"
        className={styles.input}
        {...describedBy(fields, name, hint)}
      />
      <FieldProblem name={name} fields={fields} />
    </div>
  );
}

/** The date range: a legend and hint shared by its two ends. */
export function DateRange({ fields }: { readonly fields: FilterFieldsState }) {
  const { t } = useTranslation(NAMESPACE, KEYS);
  const hint = `${fields.fieldId('dates')}-hint`;
  return (
    <fieldset className={styles.range}>
      <legend className={styles.label}>{t('dateRange')}</legend>
      <p id={hint} className={styles.hint}>
        {t('dateHint')}
      </p>
      <div className={styles.rangeFields}>
        {(['from', 'to'] as const).map((name) => (
          <DateInput key={name} name={name} hint={hint} fields={fields} />
        ))}
      </div>
    </fieldset>
  );
}
