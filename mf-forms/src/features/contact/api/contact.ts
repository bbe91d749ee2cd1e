import { CAPTCHA_FIELD, CONTACT_FIELDS, type ContactAccepted } from '@ksei/shared/api';
import type { PageActionArgs } from '@ksei/shared/section/page';
import {
  captchaRefusal,
  checkPosted,
  postedCaptcha,
  postedText,
  refused,
  sendForm,
  type FormOutcome,
} from '@ksei/shared/forms';

const NAMES = Object.keys(CONTACT_FIELDS);

export type ContactOutcome = FormOutcome<ContactAccepted>;

/**
 * The contact form's action: the posted values checked with the contract (errors in place, values
 * kept), then POST /api/forms/contact as JSON with the page's locale and the captcha's token.
 */
export async function sendContact({ locale, request }: PageActionArgs): Promise<ContactOutcome> {
  const data = await request.formData();
  const values = postedText(data, NAMES);
  const token = postedCaptcha(data);
  const fields = { ...checkPosted(CONTACT_FIELDS, values, locale), ...captchaRefusal(token, locale) };
  if (Object.keys(fields).length > 0) return refused(values, fields, locale);
  return sendForm<ContactAccepted>('/api/forms/contact', { ...values, locale, [CAPTCHA_FIELD]: token }, values, locale);
}
