import { useCallback, useRef, type ChangeEvent } from 'react';
import { useField } from 'react-final-form';
import { useHydrated } from '@ksei/shared';
import { FieldFrame, describedBy, type FieldShape } from './FieldFrame.js';
import { checkFile, chosenFile, formatSize, kindsOf, type ChosenFile, type FileProblem } from './file-check.js';
import { controlId, useRefusedMessage, useSetup } from './setup.js';
import { useFormText } from './strings.js';
import styles from './form.module.css';

export interface FileFieldProps extends FieldShape {
  /** The kinds the file may be, as the picker's `accept` list (extensions and media types). */
  readonly accept: string;
  /** The largest file, in bytes. */
  readonly maxBytes: number;
  /** The form's own words for a refused file, in the page's language (else the kit's general ones). */
  readonly messages?: Readonly<Partial<Record<FileProblem, string>>>;
}

/**
 * One file of the given kinds, at most `maxBytes`, in an uncontrolled input (the file stays in it and
 * is sent from it); the form holds a description of it for its checks and for a review. The browser
 * checks the name, declared type and size (the action checks again, then the server by content); a
 * refused file's message is announced at once.
 */
export function FileField({ name, label, hint, optional, accept, maxBytes, messages }: FileFieldProps) {
  const { formId, locale } = useSetup();
  const t = useFormText();
  const hydrated = useHydrated();
  const validateFile = useCallback(
    (value: unknown) => {
      const problem = checkFile(value as ChosenFile | undefined, { accept, maxBytes });
      if (!problem) return undefined;
      const kit = {
        type: () => t('file.type', { kinds: kindsOf(accept) }),
        empty: () => t('file.empty'),
        size: () => t('file.size', { size: formatSize(maxBytes, locale) }),
      };
      return messages?.[problem] ?? kit[problem]();
    },
    [accept, maxBytes, messages, t, locale],
  );
  const { input, meta } = useField<ChosenFile | undefined>(name, { validate: validateFile });
  const refused = useRefusedMessage(name, input.value);
  const shown = meta.modified || meta.submitFailed ? (meta.error as string | undefined) : undefined;
  const error = shown ?? refused;
  const id = controlId(formId, name);
  const ref = useRef<HTMLInputElement>(null);
  const file = input.value;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0];
    input.onChange(chosen ? chosenFile(chosen) : undefined);
    input.onBlur();
  };
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      optional={optional}
      error={error}
      errorLive
      after={
        hydrated &&
        file && (
          <p className={styles.chosen}>
            <span id={`${id}-chosen`}>
              {t('file.chosen', { name: file.name, size: formatSize(file.size, locale) })}
            </span>{' '}
            <button
              type="button"
              className={styles.secondary}
              onClick={() => {
                if (ref.current) ref.current.value = '';
                input.onChange(undefined);
                ref.current?.focus();
              }}
            >
              {t('file.remove')}
            </button>
          </p>
        )
      }
    >
      <input
        ref={ref}
        id={id}
        name={name}
        type="file"
        accept={accept}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={styles.file}
      />
    </FieldFrame>
  );
}
