import { useEffect, useRef } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { CAPTCHA_FIELD } from '@ksei/shared/api';
import { controlId, stillSent, useSetup, type FormValues } from './setup.js';
import { useFormText } from './strings.js';
import styles from './form.module.css';

/** Every error of the form, each a link to its field; focused after each failed attempt to send. */
export function ErrorSummary({ attempt }: { readonly attempt: number }) {
  const t = useFormText();
  const { formId, refusal, sentValues } = useSetup();
  const form = useForm();
  const { errors, submitFailed, values } = useFormState<FormValues>({
    subscription: { errors: true, submitFailed: true, values: true },
  });
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt > 0) ref.current?.focus();
  }, [attempt]);

  const entries: { name: string; message: string }[] = [];
  for (const name of [...form.getRegisteredFields(), CAPTCHA_FIELD]) {
    const client = submitFailed ? (errors?.[name] as string | undefined) : undefined;
    const sent = refusal?.fields[name];
    const message = client ?? (sent && stillSent(name, values[name], sentValues) ? sent : undefined);
    if (message) entries.push({ name, message });
  }
  // The refusal's own words, while its field errors last (or always, when it named no field).
  const general =
    refusal && (entries.length > 0 || Object.keys(refusal.fields).length === 0) ? refusal.message : undefined;
  if (entries.length === 0 && !general) return null;
  const headingId = `${formId}-summary`;
  return (
    <div ref={ref} tabIndex={-1} className={styles.summary} aria-labelledby={headingId} role="group">
      <div role="alert">
        <h2 id={headingId} className={styles.summaryHeading}>
          {t('summaryHeading')}
        </h2>
        {general && <p>{general}</p>}
        {entries.length > 0 && (
          <ul className={styles.summaryList}>
            {entries.map(({ name, message }) => (
              <li key={name}>
                <a
                  href={`#${controlId(formId, name)}`}
                  onClick={(event) => {
                    const target = document.getElementById(controlId(formId, name));
                    if (!target) return;
                    event.preventDefault();
                    target.scrollIntoView({ block: 'center' });
                    target.focus();
                  }}
                >
                  {message}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
