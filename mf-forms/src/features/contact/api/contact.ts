import { CAPTCHA_FIELD, CONTACT_FIELDS, type ContactAccepted } from '@ksei/shared/api';
import type { PageActionArgs } from '@ksei/shared/section/page';
import { checkPosted, sendForm, type FormOutcome } from '@ksei/shared/forms';
import { postedForm, refusalBeforeSending } from '../../../shared/posted-form.js';

const NAMES = Object.keys(CONTACT_FIELDS);

export type ContactOutcome = FormOutcome<ContactAccepted>;

/**
 * The contact form's action: the posted values checked with the contract (errors in place, values
 * kept), then POST /api/forms/contact as JSON with the page's locale and the captcha's token.
 */
export async function sendContact({ locale, request }: PageActionArgs): Promise<ContactOutcome> {
  const { values, token } = postedForm(await request.formData(), NAMES);
  const refusal = refusalBeforeSending(values, checkPosted(CONTACT_FIELDS, values, locale), token, locale);
  if (refusal) return refusal;
  return sendForm<ContactAccepted>('/api/forms/contact', { ...values, locale, [CAPTCHA_FIELD]: token }, values, locale);
}
