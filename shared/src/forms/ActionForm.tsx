/**
 * A form that posts to its page's own action, over react-final-form (the kit's engine; only the kit
 * imports it, so it can be replaced):
 *
 * - Without JavaScript (or before hydration) the `<form method="post">` posts natively to the page,
 *   whose action answers on the server; the page renders that answer.
 * - With JavaScript final-form checks every value with the given rules (on blur for a field the
 *   visitor changed, every field on submit). Its handleSubmit always prevents the native post, so a
 *   valid form is sent through the router (`useSubmit` with the form element: every named control,
 *   the file and the captcha's token alike) and the page renders the action's answer, without a reload.
 * - The action's refusal (`FormRefused`) shows on the same fields while they still hold what was sent,
 *   and an error summary on top lists every error as a link to its field and takes focus.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { useLocale, type Locale } from '@ksei/shared';
import { checkFields, formMessage, type FormError, type TextRule } from '@ksei/shared/api';
import { todayInJakarta } from '@ksei/shared/content';
import { useNavigation, useSubmit } from '@ksei/shared/section/page';
import { ErrorSummary } from './ErrorSummary.js';
import type { FormRefused } from './outcome.js';
import { SetupContext, type FormValues, type SendGuard } from './setup.js';
import styles from './form.module.css';

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

/** The message of each text field that breaks its rule or the extra check, in the page's language. */
function fieldErrors(
  values: FormValues | undefined,
  rules: ActionFormProps['rules'],
  check: ActionFormProps['check'],
  locale: Locale,
): Record<string, string> {
  // final-form runs this during the server render too, with no values yet.
  const text: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(values ?? {})) if (typeof value === 'string') text[name] = value;
  const errors: Record<string, string> = {};
  const found = { ...check?.(text), ...checkFields(rules, text, todayInJakarta()) };
  for (const [name, error] of Object.entries(found)) {
    if (error) errors[name] = formMessage(error as FormError, locale);
  }
  return errors;
}

/** The check a field may install to hold the submission back (the captcha's token, a file still checked). */
function useSendGuard() {
  const guard = useRef<SendGuard | null>(null);
  const installGuard = useCallback((next: SendGuard | null) => {
    guard.current = next;
  }, []);
  return { guard, installGuard };
}

/** Whether the router is submitting this page's action now: one submission at a time. */
function useSubmitting() {
  const navigation = useNavigation();
  const sending = useRef(false);
  useLayoutEffect(() => {
    sending.current = navigation.state === 'submitting';
  });
  return sending;
}

export function ActionForm({ id, rules, check, refusal, encType, labelledBy, onValid, children }: ActionFormProps) {
  const locale = useLocale();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  // Read once: a later refusal (sent through the router) must not reset what the visitor has typed.
  const [initialValues] = useState<FormValues>(() => refusal?.values ?? {});
  const [sentValues, setSentValues] = useState<FormValues>(initialValues);
  const [attempt, setAttempt] = useState(0);
  const { guard, installGuard } = useSendGuard();
  const sending = useSubmitting();
  const validate = useCallback(
    (values: FormValues | undefined) => fieldErrors(values, rules, check, locale),
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
    <SetupContext.Provider value={setup}>
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
    </SetupContext.Provider>
  );
}
