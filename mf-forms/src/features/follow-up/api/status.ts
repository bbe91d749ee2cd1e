import { CAPTCHA_FIELD, RECEIPT_PATTERN, formMessage, type ReportStatus } from '@ksei/shared/api';
import { i18n, type Locale } from '@ksei/shared';
import type { PageActionArgs } from '@ksei/shared/section/page';
import {
  captchaRefusal,
  postedCaptcha,
  postedText,
  refused,
  sendForm,
  type FormOutcome,
  type FormRefused,
} from '../../../shared/form/outcome.js';

export const RECEIPT_FIELD = 'receipt';

export type StatusOutcome = FormOutcome<ReportStatus>;

/** The one answer to any receipt that does not lead to a report, whatever the reason. */
function notFound(values: Readonly<Record<string, string>>, locale: Locale): FormRefused {
  return refused(values, {}, locale, i18n.t('mf-forms:followUp.notFound', { lng: locale }));
}

/**
 * The follow-up page's action: a receipt that is not 16 digits is refused in place; any other is
 * sent (POST /api/forms/whistleblowing/status, in the body, never in an address) with the captcha's
 * token. A miss, or a refusal of the receipt, reads the same "not found, check the code".
 */
export async function checkStatus({ locale, request }: PageActionArgs): Promise<StatusOutcome> {
  const data = await request.formData();
  const values = postedText(data, [RECEIPT_FIELD]);
  const receipt = (values[RECEIPT_FIELD] ?? '').trim();
  const token = postedCaptcha(data);
  const fields = {
    ...(RECEIPT_PATTERN.test(receipt) ? {} : { [RECEIPT_FIELD]: formMessage({ code: 'receipt' }, locale) }),
    ...captchaRefusal(token, locale),
  };
  if (Object.keys(fields).length > 0) return refused(values, fields, locale);
  return sendForm<ReportStatus>(
    '/api/forms/whistleblowing/status',
    { [RECEIPT_FIELD]: receipt, locale, [CAPTCHA_FIELD]: token },
    values,
    locale,
    (status, body) => {
      if (status === 404) return notFound(values, locale);
      const named = (body?.error?.fields ?? []).map((field) => field.name);
      if (status === 400 && named.includes(RECEIPT_FIELD)) return notFound(values, locale);
      return undefined;
    },
  );
}
