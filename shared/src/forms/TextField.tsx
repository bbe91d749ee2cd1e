import { useRef, type HTMLInputTypeAttribute, type ReactNode } from 'react';
import { useTypedBeforeHydration } from '@ksei/shared';
import { FieldFrame, describedBy, type FieldShape } from './FieldFrame.js';
import { useTextField } from './use-text-field.js';
import styles from './form.module.css';

export interface TextFieldProps extends FieldShape {
  readonly type?: HTMLInputTypeAttribute;
  readonly autoComplete?: string;
  readonly inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  readonly spellCheck?: boolean;
  /** Extra content after the control (e.g. a calendar for a date). */
  readonly after?: ReactNode;
}

/** One line of text; what was typed before the page hydrated is kept. */
export function TextField({
  name,
  label,
  hint,
  optional,
  type = 'text',
  autoComplete,
  inputMode,
  spellCheck,
  after,
}: TextFieldProps) {
  const { id, input, error } = useTextField(name);
  const ref = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(ref, input.onChange);
  return (
    <FieldFrame id={id} label={label} hint={hint} optional={optional} error={error} after={after}>
      <input
        {...input}
        ref={ref}
        id={id}
        type={type}
        value={input.value ?? ''}
        autoComplete={autoComplete}
        inputMode={inputMode}
        spellCheck={spellCheck}
        required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={styles.input}
      />
    </FieldFrame>
  );
}
