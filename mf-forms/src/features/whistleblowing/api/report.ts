import { REPORT_FIELDS, type ReportAccepted } from '@ksei/shared/api';
import type { PageActionArgs } from '@ksei/shared/section/page';
import { evidenceTooLarge, multipartWithEvidence, postedEvidence } from '../../../shared/evidence.js';
import { postedForm, refusalBeforeSending } from '../../../shared/posted-form.js';
import { checkPosted, sendForm, type FormOutcome } from '@ksei/shared/forms';

const NAMES = Object.keys(REPORT_FIELDS);

export type ReportOutcome = FormOutcome<ReportAccepted>;

/**
 * The report's action: the posted values and evidence checked with the contract (errors in place,
 * every text value kept; a file is never sent back), then POST /api/forms/whistleblowing as
 * multipart with the page's locale, the captcha's token and the evidence, if any.
 */
export async function sendReport({ locale, request }: PageActionArgs): Promise<ReportOutcome> {
  const data = await request.formData();
  const { values, token } = postedForm(data, NAMES);
  const { evidence, refusal: evidenceRefusal } = postedEvidence(data, locale);
  const fields = { ...checkPosted(REPORT_FIELDS, values, locale), ...evidenceRefusal };
  const refusal = refusalBeforeSending(values, fields, token, locale);
  if (refusal) return refusal;
  return sendForm<ReportAccepted>(
    '/api/forms/whistleblowing',
    multipartWithEvidence(values, locale, token, evidence),
    values,
    locale,
    { tooLarge: evidenceTooLarge(locale) },
  );
}
