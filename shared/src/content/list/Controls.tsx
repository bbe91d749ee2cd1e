import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useElementId } from '@ksei/shared';
import styles from './controls.module.css';

/** A row of list controls (search, filters), labelled as a search landmark. */
/**
 * The rest of the list state (the address's other query parameters) as hidden fields, so that a form
 * submitted without JavaScript (a plain GET to the same page) changes only its own field and goes back
 * to page 1, as the scripted controls do.
 */
export function KeepOtherParameters({ except }: { readonly except: readonly string[] }) {
  const { search } = useLocation();
  const kept = [...new URLSearchParams(search).entries()].filter(([key]) => key !== 'page' && !except.includes(key));
  return (
    <>
      {kept.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
    </>
  );
}

export function Controls({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div role="search" aria-label={label} className={styles.controls} data-print-hidden="">
      {children}
    </div>
  );
}

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

/** A labelled select that applies its value as soon as it changes. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  name,
}: {
  readonly label: string;
  readonly value: string;
  readonly options: readonly SelectOption[];
  readonly onChange: (value: string) => void;
  readonly name: string;
}) {
  const id = useElementId();
  const { t } = useTranslation();
  // A form of its own, so that it also works without JavaScript: its Apply button shows only then.
  return (
    <form className={styles.field} method="get" onSubmit={(event) => event.preventDefault()}>
      <KeepOtherParameters except={[name]} />
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={styles.select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <button type="submit" className={styles.noscriptApply}>
        {t('data.applyFilter')}
      </button>
    </form>
  );
}
