import { CAPTCHA_FIELD, EVIDENCE_FIELD, REPORT_FIELDS, type ReportAccepted } from '@ksei/shared/api';
import type { PageActionArgs } from '@ksei/shared/section/page';
import { evidenceTooLarge, postedEvidence } from '../../../shared/evidence.js';
import {
  captchaRefusal,
  checkPosted,
  postedCaptcha,
  postedText,
  refused,
  sendForm,
  type FormOutcome,
} from '@ksei/shared/forms';

const NAMES = Object.keys(REPORT_FIELDS);

export type ReportOutcome = FormOutcome<ReportAccepted>;

/**
 * The report's action: the posted values and evidence checked with the contract (errors in place,
 * every text value kept; a file is never sent back), then POST /api/forms/whistleblowing as
 * multipart with the page's locale, the captcha's token and the evidence, if any.
 */
export async function sendReport({ locale, request }: PageActionArgs): Promise<ReportOutcome> {
  const data = await request.formData();
  const values = postedText(data, NAMES);
  const token = postedCaptcha(data);
  const { evidence, refusal } = postedEvidence(data, locale);
  const fields = {
    ...checkPosted(REPORT_FIELDS, values, locale),
    ...refusal,
    ...captchaRefusal(token, locale),
  };
  if (Object.keys(fields).length > 0) return refused(values, fields, locale);
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.append(name, value);
  body.append('locale', locale);
  body.append(CAPTCHA_FIELD, token);
  if (evidence) body.append(EVIDENCE_FIELD, evidence, evidence.name);
  return sendForm<ReportAccepted>('/api/forms/whistleblowing', body, values, locale, {
    tooLarge: evidenceTooLarge(locale),
  });
}
