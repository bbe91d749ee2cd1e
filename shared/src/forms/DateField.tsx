import { useRef } from 'react';
import { useHydrated, useTypedBeforeHydration } from '@ksei/shared';
import { todayInJakarta } from '@ksei/shared/content';
import { FieldFrame, describedBy, type FieldShape } from './FieldFrame.js';
import { useTextField } from './use-text-field.js';
import styles from './form.module.css';

export interface DateFieldProps extends FieldShape {
  /** The label of the calendar beside the typed date (shown once JavaScript runs). */
  readonly calendarLabel: string;
  readonly min: string;
}

/**
 * A date as typed text (`YYYY-MM-DD`, posted as is, so it works without JavaScript) and, once the
 * page runs, the browser's own date picker beside it (keyboard and screen-reader support are the
 * browser's), kept in step both ways. The picker has no name: the text field is what is sent.
 */
export function DateField({ name, label, hint, optional, calendarLabel, min }: DateFieldProps) {
  const hydrated = useHydrated();
  const { id, input, error } = useTextField(name);
  const ref = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(ref, input.onChange);
  const calendarId = `${id}-calendar`;
  const value = input.value ?? '';
  const calendar = hydrated && (
    <div className={styles.calendar}>
      <label htmlFor={calendarId} className={styles.calendarLabel}>
        {calendarLabel}
      </label>
      <input
        id={calendarId}
        type="date"
        min={min}
        max={todayInJakarta()}
        value={/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : ''}
        onChange={(event) => {
          if (event.currentTarget.value) input.onChange(event.currentTarget.value);
        }}
        onBlur={() => input.onBlur()}
        className={styles.input}
      />
    </div>
  );
  return (
    <FieldFrame id={id} label={label} hint={hint} optional={optional} error={error} after={calendar}>
      <input
        {...input}
        ref={ref}
        id={id}
        type="text"
        value={value}
        inputMode="numeric"
        autoComplete="off"
        placeholder="YYYY-MM-DD"
        required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${styles.input} ${styles.short}`}
      />
    </FieldFrame>
  );
}
