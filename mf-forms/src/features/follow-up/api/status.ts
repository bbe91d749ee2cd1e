import {
  CAPTCHA_FIELD,
  INBOX_LIMITS,
  RECEIPT_PATTERN,
  formMessage,
  formatReceipt,
  inboxMessage,
  type ReportStatus,
  type TextRule,
} from '@ksei/shared/api';
import { i18n, type Locale } from '@ksei/shared';
import type { PageActionArgs } from '@ksei/shared/section/page';
import { evidenceTooLarge, multipartWithEvidence, postedEvidence } from '../../../shared/evidence.js';
import { postedForm, refusalBeforeSending } from '../../../shared/posted-form.js';
import {
  checkPosted,
  refused,
  sendForm,
  type FieldMessages,
  type FormOutcome,
  type FormRefused,
} from '@ksei/shared/forms';

export const RECEIPT_FIELD = 'receipt';
export const NOTE_FIELD = 'note';
/** Which of the page's two forms was sent: the lookup has none, the added information this. */
export const INTENT_FIELD = 'intent';
export const ADD_INTENT = 'addInformation';

/** The added information as the browser and the action check it: a note, a file or both. */
export const NOTE_RULES: Readonly<Record<string, TextRule>> = {
  [NOTE_FIELD]: { required: false, max: INBOX_LIMITS.noteMaxLength },
};

/** A report's status as the reporter sees it, with the receipt that found it (for adding to it). */
export type FollowUpStatus = ReportStatus & {
  readonly receipt: string;
  /** The answer to added information (not to a lookup). */
  readonly added?: boolean;
};
/** Added information refused: what was typed comes back with the reasons. */
export type AddRefused = FormRefused & { readonly form: typeof ADD_INTENT };
export type StatusOutcome = FormOutcome<FollowUpStatus> | AddRefused;

export function isAddRefused(outcome: unknown): outcome is AddRefused {
  return typeof outcome === 'object' && outcome !== null && (outcome as { form?: unknown }).form === ADD_INTENT;
}

/** The one answer to any receipt that does not lead to a report, whatever the reason. */
function notFound(values: Readonly<Record<string, string>>, locale: Locale): FormRefused {
  return refused(values, {}, locale, i18n.t('mf-forms:followUp.notFound', { lng: locale }));
}

/** A miss, or a refusal of the receipt, reads the same "not found, check the code". */
function receiptMiss(values: Readonly<Record<string, string>>, locale: Locale) {
  return (status: number, body: { error?: { fields?: readonly { name: string }[] } } | undefined) => {
    if (status === 404) return notFound(values, locale);
    const named = (body?.error?.fields ?? []).map((field) => field.name);
    if (status === 400 && named.includes(RECEIPT_FIELD)) return notFound(values, locale);
    return undefined;
  };
}

/**
 * The follow-up page's action, for both of its forms (a plain POST without JavaScript, or the router):
 * the receipt lookup, or information added to the report found.
 */
export async function followUp(args: PageActionArgs): Promise<StatusOutcome> {
  const data = await args.request.formData();
  return data.get(INTENT_FIELD) === ADD_INTENT ? addInformation(data, args.locale) : lookUp(data, args.locale);
}

/**
 * The lookup: a receipt that is not 16 digits is refused in place; any other is sent (POST
 * /api/forms/whistleblowing/status, in the body, never in an address) with the captcha's token.
 */
async function lookUp(data: FormData, locale: Locale): Promise<StatusOutcome> {
  const { values, token } = postedForm(data, [RECEIPT_FIELD]);
  const receipt = (values[RECEIPT_FIELD] ?? '').trim();
  const fields: FieldMessages = RECEIPT_PATTERN.test(receipt)
    ? {}
    : { [RECEIPT_FIELD]: formMessage({ code: 'receipt' }, locale) };
  const refusal = refusalBeforeSending(values, fields, token, locale);
  if (refusal) return refusal;
  const outcome = await sendForm<ReportStatus>(
    '/api/forms/whistleblowing/status',
    { [RECEIPT_FIELD]: receipt, locale, [CAPTCHA_FIELD]: token },
    values,
    locale,
    { special: receiptMiss(values, locale) },
  );
  return outcome.ok ? { ...outcome, receipt: formatReceipt(receipt) } : outcome;
}

/**
 * Added information: a note (at most `noteMaxLength`), a .jpg/.mp4 or both, checked
 * with the contract, then POST /api/forms/whistleblowing/follow-up as multipart with the receipt
 * carried from the lookup, the page's locale, the captcha's token and the evidence. Refused, the note
 * comes back to its box (never the file); accepted, the report's status with the updated thread.
 */
async function addInformation(data: FormData, locale: Locale): Promise<StatusOutcome> {
  const { values, token } = postedForm(data, [RECEIPT_FIELD, NOTE_FIELD]);
  const receipt = (values[RECEIPT_FIELD] ?? '').trim();
  const { evidence, refusal: evidenceRefusal } = postedEvidence(data, locale);
  const add = (outcome: FormRefused): AddRefused => ({ ...outcome, form: ADD_INTENT });
  if (!RECEIPT_PATTERN.test(receipt)) return add(notFound(values, locale));
  const nothing = (values[NOTE_FIELD] ?? '').trim() === '' && !evidence;
  const fields = {
    ...checkPosted(NOTE_RULES, values, locale),
    ...(nothing ? { [NOTE_FIELD]: inboxMessage('followUpEmpty', locale) } : {}),
    ...evidenceRefusal,
  };
  const refusal = refusalBeforeSending(values, fields, token, locale);
  if (refusal) return add(refusal);
  const text = { [RECEIPT_FIELD]: receipt, [NOTE_FIELD]: values[NOTE_FIELD] ?? '' };
  const body = multipartWithEvidence(text, locale, token, evidence);
  const outcome = await sendForm<ReportStatus>('/api/forms/whistleblowing/follow-up', body, values, locale, {
    special: receiptMiss(values, locale),
    tooLarge: evidenceTooLarge(locale),
  });
  return outcome.ok ? { ...outcome, receipt: formatReceipt(receipt), added: true } : add(outcome);
}
