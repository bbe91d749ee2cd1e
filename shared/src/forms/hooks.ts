import { useEffect, useLayoutEffect, useRef } from 'react';
import { useFormState } from 'react-final-form';
import type { Locale } from '@ksei/shared';
import { CAPTCHA_FIELD } from '@ksei/shared/api';
import { useSetup, type FormValues, type SendGuard } from './setup.js';

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
