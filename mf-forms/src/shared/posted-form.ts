/**
 * The first steps of every form action in this section: reading what was posted and refusing it in
 * place, before anything is sent, when a field or the captcha fails.
 */
import type { Locale } from '@ksei/shared';
import {
  captchaRefusal,
  postedCaptcha,
  postedText,
  refused,
  type FieldMessages,
  type FormRefused,
  type SentValues,
} from '@ksei/shared/forms';

export interface PostedForm {
  /** The posted text values of the form's fields. */
  readonly values: Record<string, string>;
  /** The captcha's token (empty when the widget did not run). */
  readonly token: string;
}

export function postedForm(data: FormData, names: readonly string[]): PostedForm {
  return { values: postedText(data, names), token: postedCaptcha(data) };
}

/**
 * The refusal of a form before it is sent, every text value kept: the field messages, then the
 * captcha's. None when nothing is refused.
 */
export function refusalBeforeSending(
  values: SentValues,
  fields: FieldMessages,
  token: string,
  locale: Locale,
): FormRefused | undefined {
  const all = { ...fields, ...captchaRefusal(token, locale) };
  return Object.keys(all).length > 0 ? refused(values, all, locale) : undefined;
}
