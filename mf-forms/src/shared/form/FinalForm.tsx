/**
 * The section's one adapter over react-final-form (the only module that imports it, so it can be
 * replaced): a form that posts to its page's own action, and its fields, each with its label, hint and
 * error tied together by `aria-describedby`.
 *
 * - Without JavaScript (or before hydration) the `<form method="post">` posts natively to the page,
 *   whose action answers on the server; the page renders that answer.
 * - With JavaScript final-form checks every value with the forms contract (on blur for a field the
 *   visitor changed, every field on submit). Its handleSubmit always prevents the native post, so a
 *   valid form is sent through the router (`useSubmit` with the form element: every named control,
 *   the file and the captcha's token alike) and the page renders the action's answer, without a reload.
 * - The action's refusal (`FormRefused`) shows on the same fields while they still hold what was sent,
 *   and an error summary on top lists every error as a link to its field and takes focus.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type HTMLInputTypeAttribute,
  type ReactNode,
} from 'react';
import { Form, useField, useForm, useFormState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useHydrated, useLocale, useTypedBeforeHydration, type Locale } from '@ksei/shared';
import { CAPTCHA_FIELD, checkFields, formMessage, type FormError, type TextRule } from '@ksei/shared/api';
import { todayInJakarta } from '@ksei/shared/content';
import { useNavigation, useSubmit } from '@ksei/shared/section/page';
import { chosenFile, type ChosenFile } from './evidence.js';
import type { FormRefused } from './outcome.js';
import styles from './form.module.css';

/** A form's values: text by field name, and a chosen file's description under the file's name. */
export type FormValues = Readonly<Record<string, string | ChosenFile | undefined>>;

/** Asked before a valid form is sent (the captcha's token): false keeps it from being sent. */
export type SendGuard = () => Promise<boolean>;

interface FormSetup {
  readonly formId: string;
  readonly installGuard: (guard: SendGuard | null) => void;
  readonly locale: Locale;
  readonly refusal: FormRefused | undefined;
  /** The values the refusal answered (a message stays on its field until the value changes). */
  readonly sentValues: FormValues;
}
const Setup = createContext<FormSetup | null>(null);

function useSetup(): FormSetup {
  const setup = useContext(Setup);
  if (!setup) throw new Error('A form field must be inside an ActionForm');
  return setup;
}

/** The id of a field's control (also its error summary link's target). */
export function controlId(formId: string, name: string): string {
  return `${formId}-${name}`;
}

/** The refusal's message for `name`, while the field still holds the value that was refused. */
function useRefusedMessage(name: string, value: unknown): string | undefined {
  const { refusal, sentValues } = useSetup();
  const message = refusal?.fields[name];
  if (!message) return undefined;
  return name === CAPTCHA_FIELD || value === sentValues[name] || (value ?? '') === (sentValues[name] ?? '')
    ? message
    : undefined;
}

export interface ActionFormProps {
  /** The form's id and the prefix of its controls' ids. */
  readonly id: string;
  /** The contract's rules for the form's text fields. */
  readonly rules: Readonly<Record<string, TextRule>>;
  /** Checks beyond the rules' kinds (a receipt's pattern), on the same text values. */
  readonly check?: (values: Readonly<Record<string, string | undefined>>) => Readonly<Record<string, FormError>>;
  /** The action's refusal of the last submission, if any: its values fill the form. */
  readonly refusal: FormRefused | undefined;
  readonly encType?: 'multipart/form-data';
  readonly labelledBy: string;
  /** Given the send function once every value passes: send now (the default) or after a review. */
  readonly onValid?: (send: () => void) => void;
  readonly children: ReactNode;
}

export function ActionForm({ id, rules, check, refusal, encType, labelledBy, onValid, children }: ActionFormProps) {
  const locale = useLocale();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  // Read once: a later refusal (sent through the router) must not reset what the visitor has typed.
  const [initialValues] = useState<FormValues>(() => refusal?.values ?? {});
  const [sentValues, setSentValues] = useState<FormValues>(initialValues);
  const [attempt, setAttempt] = useState(0);
  const guard = useRef<SendGuard | null>(null);
  const installGuard = useCallback((next: SendGuard | null) => {
    guard.current = next;
  }, []);
  const navigation = useNavigation();
  const sending = useRef(false);
  useLayoutEffect(() => {
    sending.current = navigation.state === 'submitting';
  });
  const validate = useCallback(
    (values: FormValues | undefined) => {
      // final-form runs this during the server render too, with no values yet.
      const text: Record<string, string | undefined> = {};
      for (const [name, value] of Object.entries(values ?? {})) if (typeof value === 'string') text[name] = value;
      const errors: Record<string, string> = {};
      const found = { ...check?.(text), ...checkFields(rules, text, todayInJakarta()) };
      for (const [name, error] of Object.entries(found)) {
        if (error) errors[name] = formMessage(error as FormError, locale);
      }
      return errors;
    },
    [rules, check, locale],
  );
  // A refusal that arrived through the router (not the one the page was rendered with) takes focus too.
  const firstRefusal = useRef(refusal);
  useEffect(() => {
    if (refusal && refusal !== firstRefusal.current) setAttempt((count) => count + 1);
  }, [refusal]);
  const setup = useMemo(
    () => ({ formId: id, installGuard, locale, refusal, sentValues }),
    [id, installGuard, locale, refusal, sentValues],
  );

  return (
    <Setup.Provider value={setup}>
      <Form<FormValues>
        initialValues={initialValues}
        validate={validate}
        onSubmit={(values) => {
          const send = async () => {
            const element = formRef.current;
            if (!element || sending.current) return; // one submission at a time
            if (guard.current && !(await guard.current())) return;
            setSentValues(values);
            void submit(element, { method: 'post', encType: encType ?? 'application/x-www-form-urlencoded' });
          };
          const sendNow = () => void send();
          if (onValid) onValid(sendNow);
          else sendNow();
        }}
      >
        {({ handleSubmit, form }) => (
          <form
            id={id}
            ref={formRef}
            method="post"
            encType={encType}
            noValidate
            aria-labelledby={labelledBy}
            className={styles.form}
            onSubmit={(event) => {
              void handleSubmit(event);
              if (form.getState().hasValidationErrors) setAttempt((count) => count + 1);
            }}
          >
            <ErrorSummary attempt={attempt} />
            {children}
          </form>
        )}
      </Form>
    </Setup.Provider>
  );
}

/** Every error of the form, each a link to its field; focused after a failed attempt to send. */
function ErrorSummary({ attempt }: { readonly attempt: number }) {
  const { t } = useTranslation('mf-forms');
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
    const stillSent = name === CAPTCHA_FIELD || (values[name] ?? '') === (sentValues[name] ?? '');
    const message = client ?? (sent && stillSent ? sent : undefined);
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

interface FieldShape {
  readonly name: string;
  readonly label: string;
  readonly hint?: ReactNode;
  readonly optional?: boolean;
}

/** A field's label, hint and error around its control, with the ids that tie them together. */
function FieldFrame({
  id,
  label,
  hint,
  optional,
  error,
  errorLive,
  children,
  after,
}: {
  readonly id: string;
  readonly label: string;
  readonly hint?: ReactNode;
  readonly optional?: boolean;
  readonly error: string | undefined;
  readonly errorLive?: boolean;
  readonly children: ReactNode;
  readonly after?: ReactNode;
}) {
  const { t } = useTranslation('mf-forms');
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

function describedBy(id: string, hint: unknown, error: string | undefined, ...more: (string | undefined)[]) {
  const ids = [hint ? `${id}-hint` : undefined, ...more, error ? `${id}-error` : undefined].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A text field's state: its input props, and the message to show (the browser's check, else the action's). */
function useTextField(name: string) {
  const { formId } = useSetup();
  const { input, meta } = useField<string>(name);
  const refused = useRefusedMessage(name, input.value);
  // On blur once the visitor has changed it; every field once a send was tried.
  const shown = (meta.touched && meta.modified) || meta.submitFailed ? (meta.error as string | undefined) : undefined;
  return { id: controlId(formId, name), input, error: shown ?? refused };
}

export interface TextFieldProps extends FieldShape {
  readonly type?: HTMLInputTypeAttribute;
  readonly autoComplete?: string;
  readonly inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  readonly spellCheck?: boolean;
  /** Extra content after the control (e.g. a calendar for a date). */
  readonly after?: ReactNode;
}

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

export interface TextAreaProps extends FieldShape {
  readonly rows?: number;
  /** Shows a character count against this maximum (announced politely once typing pauses). */
  readonly count?: number;
}

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

const COUNT_PAUSE_MS = 1000;

/** "120 of 10,000 characters", and a polite announcement of what is left once the typing pauses. */
function CharacterCount({ id, length, max }: { readonly id: string; readonly length: number; readonly max: number }) {
  const { t } = useTranslation('mf-forms');
  const [announced, setAnnounced] = useState('');
  const over = length > max;
  const spoken = over
    ? t('report.charactersOver', { count: length - max })
    : t('report.charactersLeft', { count: max - length });
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const timer = setTimeout(() => setAnnounced(spoken), COUNT_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [spoken]);
  return (
    <>
      <p id={id} className={over ? `${styles.count} ${styles.countOver}` : styles.count}>
        {t('report.characters', { count: length, max })}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announced}
      </p>
    </>
  );
}

export interface SelectFieldProps extends FieldShape {
  readonly placeholder: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
}

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

export interface DateFieldProps extends FieldShape {
  /** The label of the calendar beside the typed date (shown once JavaScript runs). */
  readonly calendarLabel: string;
  readonly min: string;
}

/**
 * A date as typed text (`YYYY-MM-DD`, posted as is, so it works without JavaScript) and, once the
 * page runs, the browser's own date picker beside it (keyboard and screen-reader support are the
 * browser's), kept in step both ways. The picker has no name: the text field is what is sent.
 */
export function DateField({ name, label, hint, optional, calendarLabel, min }: DateFieldProps) {
  const hydrated = useHydrated();
  const { id, input, error } = useTextField(name);
  const ref = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(ref, input.onChange);
  const calendarId = `${id}-calendar`;
  const value = input.value ?? '';
  const calendar = hydrated && (
    <div className={styles.calendar}>
      <label htmlFor={calendarId} className={styles.calendarLabel}>
        {calendarLabel}
      </label>
      <input
        id={calendarId}
        type="date"
        min={min}
        max={todayInJakarta()}
        value={/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : ''}
        onChange={(event) => {
          if (event.currentTarget.value) input.onChange(event.currentTarget.value);
        }}
        onBlur={() => input.onBlur()}
        className={styles.input}
      />
    </div>
  );
  return (
    <FieldFrame id={id} label={label} hint={hint} optional={optional} error={error} after={calendar}>
      <input
        {...input}
        ref={ref}
        id={id}
        type="text"
        value={value}
        inputMode="numeric"
        autoComplete="off"
        placeholder="YYYY-MM-DD"
        required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${styles.input} ${styles.short}`}
      />
    </FieldFrame>
  );
}

export interface FileFieldProps extends FieldShape {
  readonly accept: string;
  /** The browser's check of a chosen file (the action checks again, then the server by content). */
  readonly check: (file: ChosenFile | undefined) => FormError | undefined;
  /** What to say about the chosen file (name and size). */
  readonly describe: (file: ChosenFile) => string;
  readonly removeLabel: string;
}

/**
 * One file, in an uncontrolled input (the file stays in it and is sent from it); the form holds a
 * description of it for its checks and for a review. A refused file's message is announced at once.
 */
export function FileField({ name, label, hint, optional, accept, check, describe, removeLabel }: FileFieldProps) {
  const { formId, locale } = useSetup();
  const hydrated = useHydrated();
  const validateFile = useCallback(
    (value: unknown) => {
      const problem = check(value as ChosenFile | undefined);
      return problem ? formMessage(problem, locale) : undefined;
    },
    [check, locale],
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
            <span id={`${id}-chosen`}>{describe(file)}</span>{' '}
            <button
              type="button"
              className={styles.secondary}
              onClick={() => {
                if (ref.current) ref.current.value = '';
                input.onChange(undefined);
                ref.current?.focus();
              }}
            >
              {removeLabel}
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

/** The form's current values (for what a page shows beside its fields: a notice, a review). */
export function useFormValues(): FormValues {
  return useFormState<FormValues>({ subscription: { values: true } }).values;
}

/** The refusal's message for the captcha, shown beside the captcha's slot. */
export function useCaptchaMessage(): string | undefined {
  return useSetup().refusal?.fields[CAPTCHA_FIELD];
}

/** Installs the form's send guard while the caller is mounted. */
export function useSendGuard(check: SendGuard): void {
  const { installGuard } = useSetup();
  const latest = useRef(check);
  useLayoutEffect(() => {
    latest.current = check;
  });
  useEffect(() => {
    installGuard(() => latest.current());
    return () => installGuard(null);
  }, [installGuard]);
}

/** Calls `onRefusal` for each refusal that arrives after the form was first rendered. */
export function useLaterRefusal(onRefusal: () => void): void {
  const { refusal } = useSetup();
  const first = useRef(refusal);
  const latest = useRef(onRefusal);
  useLayoutEffect(() => {
    latest.current = onRefusal;
  });
  useEffect(() => {
    if (refusal && refusal !== first.current) latest.current();
  }, [refusal]);
}

/** The form's ids and locale, for the parts of a page that sit inside it. */
export function useFormSetup(): { readonly formId: string; readonly locale: Locale } {
  const { formId, locale } = useSetup();
  return { formId, locale };
}

/** The send button: busy (and saying so) while the router sends the form. */
export function SubmitButton({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation('mf-forms');
  const sending = useNavigation().state === 'submitting';
  return (
    <button type="submit" className={styles.submit} aria-disabled={sending || undefined}>
      {sending ? t('sending') : children}
    </button>
  );
}
