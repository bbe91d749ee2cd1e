import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from '../../ui/hooks.js';
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
    <div role="search" aria-label={label} className={styles.controls}>
      {children}
    </div>
  );
}

/**
 * A labelled search box with a submit button, applied on Enter or the button. The box keeps what the
 * visitor types itself (uncontrolled), so text typed while the page was still hydrating is not lost; a
 * new value from the address (back button) replaces it. Without JavaScript it is a plain GET form.
 */
export function SearchField({
  label,
  submitLabel,
  value,
  onSubmit,
}: {
  readonly label: string;
  readonly submitLabel: string;
  readonly value: string;
  readonly onSubmit: (text: string) => void;
}) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('q');
    onSubmit(typeof text === 'string' ? text.trim() : '');
  };
  return (
    <form className={styles.search} method="get" onSubmit={submit}>
      <KeepOtherParameters except={['q']} />
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.searchRow}>
        <input
          key={value}
          id={id}
          type="search"
          name="q"
          defaultValue={value}
          maxLength={100}
          autoComplete="off"
          className={styles.input}
        />
        <button type="submit" className={styles.button}>
          {submitLabel}
        </button>
      </div>
    </form>
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
  const id = useId();
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
