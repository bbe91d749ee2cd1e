import { useEffect, useId, useRef, type FormEvent } from 'react';
import { KeepOtherParameters } from './Controls.js';
import styles from './controls.module.css';

/** Quiet time after the last keystroke before the list follows what was typed. */
export const TYPE_AHEAD_DELAY_MS = 250;

/**
 * A search box whose list follows as the visitor types (after a pause, so one request per pause, not
 * per key; the router cancels a request that a newer one overtakes), and on Enter or the button at
 * once. Uncontrolled, so the text typed stays as typed while results arrive and text typed before
 * hydration is kept; a new value from the address (back button) replaces it. A refused search shows
 * `error` under the box and keeps the text. Without JavaScript it is a plain GET form.
 */
export function TypeAheadSearch({
  label,
  hint,
  submitLabel,
  value,
  error,
  onSearch,
}: {
  readonly label: string;
  readonly hint?: string;
  readonly submitLabel: string;
  /** The search the list shows now (from the address). */
  readonly value: string;
  readonly error?: string | undefined;
  /** `typing`: from a pause in typing (the address is replaced, not added to history). */
  readonly onSearch: (text: string, how: { readonly typing: boolean }) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const sent = useRef(value);

  const send = (typing: boolean): void => {
    clearTimeout(timer.current);
    const text = (input.current?.value ?? '').trim();
    if (text === sent.current) return;
    sent.current = text;
    onSearch(text, { typing });
  };

  // The address changed under the box (back, a link): show its search, unless it is what we sent.
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    if (input.current) input.current.value = value;
  }, [value]);

  // Text typed while the page was still hydrating: search for it now.
  useEffect(() => {
    if ((input.current?.value ?? '').trim() !== value) send(true);
    return () => clearTimeout(timer.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first mount
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    send(false);
  };
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <form className={styles.search} method="get" onSubmit={submit}>
      <KeepOtherParameters except={['q']} />
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.searchRow}>
        <input
          ref={input}
          id={id}
          type="search"
          name="q"
          defaultValue={value}
          maxLength={100}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          className={styles.input}
          onChange={() => {
            clearTimeout(timer.current);
            timer.current = setTimeout(() => send(true), TYPE_AHEAD_DELAY_MS);
          }}
        />
        <button type="submit" className={styles.button}>
          {submitLabel}
        </button>
      </div>
      <div aria-live="polite">
        {error ? (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
    </form>
  );
}
