import { useRef } from 'react';
import { useTypedBeforeHydration } from '@ksei/shared';
import { CharacterCount } from './CharacterCount.js';
import { FieldFrame, describedBy, type FieldShape } from './FieldFrame.js';
import { useTextField } from './use-text-field.js';
import styles from './form.module.css';

export interface TextAreaProps extends FieldShape {
  readonly rows?: number;
  /** Shows a character count against this maximum (announced politely once typing pauses). */
  readonly count?: number;
}

/** Several lines of text, with an optional count of characters (not UTF-16 units) against a maximum. */
export function TextArea({ name, label, hint, optional, rows = 6, count }: TextAreaProps) {
  const { id, input, error } = useTextField(name);
  const ref = useRef<HTMLTextAreaElement>(null);
  useTypedBeforeHydration(ref, input.onChange);
  const length = [...(input.value ?? '')].length;
  const counterId = `${id}-count`;
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      optional={optional}
      error={error}
      after={count !== undefined && <CharacterCount id={counterId} length={length} max={count} />}
    >
      <textarea
        {...input}
        ref={ref}
        id={id}
        rows={rows}
        value={input.value ?? ''}
        required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error, count !== undefined ? counterId : undefined)}
        className={styles.textarea}
      />
    </FieldFrame>
  );
}
