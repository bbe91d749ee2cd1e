import { FieldFrame, describedBy, type FieldShape } from './FieldFrame.js';
import { useTextField } from './use-text-field.js';
import styles from './form.module.css';

export interface SelectFieldProps extends FieldShape {
  /** The first, empty choice (what "nothing chosen yet" says). */
  readonly placeholder: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
}

/** One choice from a fixed list. */
export function SelectField({ name, label, hint, optional, placeholder, options }: SelectFieldProps) {
  const { id, input, error } = useTextField(name);
  return (
    <FieldFrame id={id} label={label} hint={hint} optional={optional} error={error}>
      <select
        {...input}
        id={id}
        value={input.value ?? ''}
        required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={styles.select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
