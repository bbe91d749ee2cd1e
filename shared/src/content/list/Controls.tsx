import { useId, useState, type FormEvent, type ReactNode } from 'react';
import styles from './controls.module.css';

/** A row of list controls (search, filters), labelled as a search landmark. */
export function Controls({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div role="search" aria-label={label} className={styles.controls}>
      {children}
    </div>
  );
}

/**
 * A labelled search box with a submit button. The typed text is kept locally while typing and applied
 * on Enter or the button; a new value from the address (back button) replaces it.
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
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(value);
  }
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    onSubmit(text.trim());
  };
  return (
    <form className={styles.search} onSubmit={submit}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.searchRow}>
        <input
          id={id}
          type="search"
          name="q"
          value={text}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
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
  return (
    <div className={styles.field}>
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
    </div>
  );
}
