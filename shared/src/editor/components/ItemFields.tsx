import { useLocale, type Locale } from '@ksei/shared';
import type { FieldDeclaration, PartState } from '@ksei/shared/api';
import { FieldFrame, describedBy } from '@ksei/shared/forms';
import formStyles from '@ksei/shared/forms/form.module.css';
import { staffStyles } from '@ksei/shared/staff';
import type { FieldChoices } from '../config.js';
import { useEditorConfig } from '../context.js';
import { LOCALES, controlOf, fieldsOf, type FormValues } from '../form-values.js';
import { useEditorText } from '../strings.js';
import { BodyField } from '../body/BodyField.js';
import { FileField } from './FileField.js';
import styles from '../editor.module.css';

type Problems = Readonly<Record<string, string>>;

/**
 * One declared field: a line or paragraphs of text, a list (a line each), a date, a choice, a body of
 * blocks or a file, with its label, limit and error. A
 * `choice` field offers the declaration's values, each labelled by the type's words (`choices.<field>`).
 */
function Field({
  name,
  path,
  field,
  choices,
  value,
  error,
  lang,
  onChange,
}: {
  readonly name: string;
  readonly path: string;
  readonly field: FieldDeclaration;
  /** Choices read from the site for a text field (its value must be one of them). */
  readonly choices?: FieldChoices[string];
  readonly value: string;
  readonly error: string | undefined;
  readonly lang?: Locale;
  readonly onChange: (value: string) => void;
}) {
  const t = useEditorText();
  const locale = useLocale();
  const id = controlOf(path);
  const common = {
    id,
    name: path,
    value,
    required: field.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, undefined, error),
  } as const;
  if (field.kind === 'blocks') {
    return (
      <BodyField
        id={id}
        label={field.label[locale]}
        optional={!field.required}
        value={value}
        error={error}
        lang={lang}
        onChange={onChange}
      />
    );
  }
  if (field.kind === 'file') {
    return <FileField id={id} path={path} field={field} value={value} error={error} onChange={onChange} />;
  }
  return (
    <FieldFrame id={id} label={field.label[locale]} optional={!field.required} error={error}>
      {field.kind === 'choice' || choices ? (
        <select {...common} className={formStyles.select} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="">{t('choose')}</option>
          {(
            choices ??
            (field.kind === 'choice' ? field.values : []).map((choice) => ({
              value: choice,
              label: t(`choices.${name}.${choice}`, { defaultValue: choice }),
            }))
          ).map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      ) : field.kind === 'lines' || (field.kind === 'text' && field.multiline) ? (
        <textarea
          {...common}
          lang={lang}
          rows={field.kind === 'lines' ? 6 : 8}
          className={formStyles.textarea}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      ) : (
        <input
          {...common}
          type={field.kind === 'date' ? 'date' : 'text'}
          lang={lang}
          className={formStyles.input}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
    </FieldFrame>
  );
}

/** The fields both languages share. */
export function SharedFields({
  values,
  choices,
  problems,
  onChange,
}: {
  readonly values: FormValues;
  readonly choices: FieldChoices;
  readonly problems: Problems;
  readonly onChange: (name: string, value: string) => void;
}) {
  const t = useEditorText();
  const { type } = useEditorConfig();
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('sharedFields')}</legend>
      {fieldsOf(type).shared.map(([name, field]) => (
        <Field
          key={name}
          name={name}
          path={`shared.${name}`}
          field={field}
          choices={choices[name]}
          value={values.shared[name] ?? ''}
          error={problems[`shared.${name}`]}
          onChange={(value) => onChange(name, value)}
        />
      ))}
    </fieldset>
  );
}

/** Each language part side by side, its state (missing, outdated, ready) in words beside its heading. */
export function PartFields({
  values,
  problems,
  states,
  onChange,
}: {
  readonly values: FormValues;
  readonly problems: Problems;
  readonly states: Readonly<Record<Locale, PartState>> | null;
  readonly onChange: (locale: Locale, name: string, value: string) => void;
}) {
  const t = useEditorText();
  const { type } = useEditorConfig();
  return (
    <div className={styles.parts}>
      {LOCALES.map((part) => (
        <fieldset key={part} className={styles.fieldset} lang={part}>
          <legend>
            {t(`partHeading.${part}`)}
            {states ? <span className={styles[`part-${states[part]}`]}> ({t(`part.${states[part]}`)})</span> : null}
          </legend>
          {fieldsOf(type).parts.map(([name, field]) => (
            <Field
              key={name}
              name={name}
              path={`${part}.${name}`}
              field={field}
              value={values.parts[part][name] ?? ''}
              error={problems[`${part}.${name}`]}
              lang={part}
              onChange={(value) => onChange(part, name, value)}
            />
          ))}
        </fieldset>
      ))}
    </div>
  );
}

/** Major or minor: a major change needs a note in both languages, shown on the public page. */
export function ChangeNote({
  values,
  problems,
  onMajor,
  onNote,
}: {
  readonly values: FormValues;
  readonly problems: Problems;
  readonly onMajor: (major: boolean) => void;
  readonly onNote: (locale: Locale, text: string) => void;
}) {
  const t = useEditorText();
  return (
    <div className={styles.change}>
      <div className={staffStyles.check}>
        <input
          id="editor-major"
          type="checkbox"
          checked={values.major}
          onChange={(event) => onMajor(event.currentTarget.checked)}
        />
        <label htmlFor="editor-major">{t('major')}</label>
      </div>
      {values.major
        ? LOCALES.map((note) => {
            const id = controlOf(`changeNote.${note}`);
            const error = problems[`changeNote.${note}`];
            return (
              <FieldFrame key={note} id={id} label={t(`changeNote.${note}`)} error={error}>
                <textarea
                  id={id}
                  lang={note}
                  rows={3}
                  value={values.changeNote[note]}
                  required
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy(id, undefined, error)}
                  className={formStyles.textarea}
                  onChange={(event) => onNote(note, event.currentTarget.value)}
                />
              </FieldFrame>
            );
          })
        : null}
    </div>
  );
}
