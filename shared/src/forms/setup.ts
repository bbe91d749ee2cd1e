import { createContext, useContext } from 'react';
import type { Locale } from '@ksei/shared';
import { CAPTCHA_FIELD } from '@ksei/shared/api';
import type { ChosenFile } from './file-check.js';
import type { FormRefused } from './outcome.js';

/** A form's values: text by field name, and a chosen file's description under the file's name. */
export type FormValues = Readonly<Record<string, string | ChosenFile | undefined>>;

/** Asked before a valid form is sent (the captcha's token): false keeps it from being sent. */
export type SendGuard = () => Promise<boolean>;

/** What an ActionForm tells the fields inside it. */
export interface FormSetup {
  readonly formId: string;
  readonly installGuard: (guard: SendGuard | null) => void;
  readonly locale: Locale;
  readonly refusal: FormRefused | undefined;
  /** The values the refusal answered (a message stays on its field until the value changes). */
  readonly sentValues: FormValues;
}

export const SetupContext = createContext<FormSetup | null>(null);

export function useSetup(): FormSetup {
  const setup = useContext(SetupContext);
  if (!setup) throw new Error('A form field must be inside an ActionForm');
  return setup;
}

/** The id of a field's control (also its error summary link's target). */
export function controlId(formId: string, name: string): string {
  return `${formId}-${name}`;
}

/** Whether `value` is still what was sent for `name` (the captcha's token is never kept: always). */
export function stillSent(name: string, value: unknown, sentValues: FormValues): boolean {
  return name === CAPTCHA_FIELD || value === sentValues[name] || (value ?? '') === (sentValues[name] ?? '');
}

/** The refusal's message for `name`, while the field still holds the value that was refused. */
export function useRefusedMessage(name: string, value: unknown): string | undefined {
  const { refusal, sentValues } = useSetup();
  const message = refusal?.fields[name];
  return message && stillSent(name, value, sentValues) ? message : undefined;
}
