import { useElementId } from '@ksei/shared';
import { useEffect, useRef, type FormEvent } from 'react';
import { KeepOtherParameters } from './Controls.js';
import styles from './controls.module.css';

/** Quiet time after the last keystroke before the list follows what was typed. */
export const TYPE_AHEAD_DELAY_MS = 250;

/**
 * The box's element, and when its text is sent: on demand, and with `asYouType` after a pause in typing; never twice the
 * same text. A value from the address that differs from what was sent replaces the box's text.
 */
function useSearchSending(
  value: string,
  asYouType: boolean,
  onSearch: (text: string, how: { readonly typing: boolean }) => void,
) {
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
    if (asYouType && (input.current?.value ?? '').trim() !== value) send(true);
    return () => clearTimeout(timer.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first mount
  }, []);

  /** A keystroke: with `asYouType`, sends once typing pauses. */
  const typed = (): void => {
    if (!asYouType) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => send(true), TYPE_AHEAD_DELAY_MS);
  };
  return { input, send, typed };
}

/**
 * A labelled search box with a submit button, applied on Enter or the button, and with `asYouType`
 * also after a pause in typing (one request per pause, not per key; the router cancels a request a
 * newer one overtakes). Uncontrolled, so the text stays as typed while results arrive and text typed
 * before hydration is kept; a new value from the address (back button) replaces it. A refused search
 * shows `error` under the box and keeps the text. Without JavaScript it is a plain GET form.
 */
export function SearchBox({
  label,
  hint,
  submitLabel,
  value,
  error,
  asYouType = false,
  onSearch,
}: {
  readonly label: string;
  readonly hint?: string;
  readonly submitLabel: string;
  /** The search the list shows now (from the address). */
  readonly value: string;
  readonly error?: string | undefined;
  readonly asYouType?: boolean;
  /** `typing`: from a pause in typing (the address is replaced, not added to history). */
  readonly onSearch: (text: string, how: { readonly typing: boolean }) => void;
}) {
  const id = useElementId();
  const { input, send, typed } = useSearchSending(value, asYouType, onSearch);
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
          onChange={typed}
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

/** A search box applied on Enter or the button (the lists whose search is not as-you-type). */
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
  return <SearchBox label={label} submitLabel={submitLabel} value={value} onSearch={(text) => onSubmit(text)} />;
}
