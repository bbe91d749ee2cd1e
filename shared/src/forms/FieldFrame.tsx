import type { ReactNode } from 'react';
import { useFormText } from './strings.js';
import styles from './form.module.css';

/** What every field kind takes: its name (also what is posted), its label, a hint, whether optional. */
export interface FieldShape {
  readonly name: string;
  readonly label: string;
  readonly hint?: ReactNode;
  readonly optional?: boolean;
}

export interface FieldFrameProps {
  readonly id: string;
  readonly label: string;
  readonly hint?: ReactNode;
  readonly optional?: boolean;
  readonly error: string | undefined;
  /** Announce the error as soon as it shows (a refused file), not only through the control. */
  readonly errorLive?: boolean;
  readonly children: ReactNode;
  readonly after?: ReactNode;
}

/** A field's label, hint and error around its control, with the ids that tie them together. */
export function FieldFrame({ id, label, hint, optional, error, errorLive, children, after }: FieldFrameProps) {
  const t = useFormText();
  return (
    <div className={error ? `${styles.field} ${styles.fieldInvalid}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional && <span className={styles.optional}> {t('optional')}</span>}
      </label>
      {hint && (
        <div id={`${id}-hint`} className={styles.hint}>
          {hint}
        </div>
      )}
      <p id={`${id}-error`} className={styles.error} role={errorLive ? 'alert' : undefined} hidden={!error}>
        {error && (
          <>
            <span className="visually-hidden">{t('errorPrefix')} </span>
            {error}
          </>
        )}
      </p>
      {children}
      {after}
    </div>
  );
}

/** The control's `aria-describedby`: its hint, any `more` ids, then its error (none: no attribute). */
export function describedBy(id: string, hint: unknown, error: string | undefined, ...more: (string | undefined)[]) {
  const ids = [hint ? `${id}-hint` : undefined, ...more, error ? `${id}-error` : undefined].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
