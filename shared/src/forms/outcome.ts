/**
 * What a form's action answers (its `useActionData`), and the steps every form's action shares: reading the posted text, checking it against the forms contract, sending it to the API with
 * the shared HTTP client and turning a refusal into messages beside the fields. The same code runs in
 * the browser (a submission through the router) and on the server (a plain POST without JavaScript).
 */
import { HttpError, httpClient, type ApiErrorBody, type Locale } from '@ksei/shared';
import { CAPTCHA_FIELD, checkFields, formMessage, type FormError, type TextRule } from '@ksei/shared/api';
import { todayInJakarta } from '@ksei/shared/content';
import { formText as text } from './strings.js';

/** Field name → message (already in the page's language). */
export type FieldMessages = Readonly<Record<string, string>>;
/** The text values as they were sent (never a file, never the captcha's token). */
export type SentValues = Readonly<Record<string, string>>;

export interface FormRefused {
  readonly ok: false;
  readonly values: SentValues;
  readonly fields: FieldMessages;
  /** What the summary says above the fields. */
  readonly message: string;
}
export type FormOutcome<Accepted extends object> = ({ readonly ok: true } & Accepted) | FormRefused;

export function isRefused(data: unknown): data is FormRefused {
  return typeof data === 'object' && data !== null && (data as { ok?: unknown }).ok === false;
}

/** The posted text values of `names` (a file or a missing field gives none). */
export function postedText(data: FormData, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = data.get(name);
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

/** The captcha's token as posted (empty when the widget did not run). */
export function postedCaptcha(data: FormData): string {
  const value = data.get(CAPTCHA_FIELD);
  return typeof value === 'string' ? value : '';
}

/** A form posted without the captcha's token: the captcha's message (the server would refuse it too). */
export function captchaRefusal(token: string, locale: Locale): FieldMessages {
  return token ? {} : { [CAPTCHA_FIELD]: formMessage({ code: 'captcha' }, locale) };
}

/** Each error of the contract's rules as its message in `locale`. */
export function messagesOf(errors: Readonly<Record<string, FormError | undefined>>, locale: Locale): FieldMessages {
  const messages: Record<string, string> = {};
  for (const [name, error] of Object.entries(errors)) if (error) messages[name] = formMessage(error, locale);
  return messages;
}

/** The contract's rules over the posted values, with today's date in Jakarta. */
export function checkPosted(
  rules: Readonly<Record<string, TextRule>>,
  values: SentValues,
  locale: Locale,
): FieldMessages {
  return messagesOf(checkFields(rules, values, todayInJakarta()), locale);
}

export function refused(values: SentValues, fields: FieldMessages, locale: Locale, message?: string): FormRefused {
  return { ok: false, values, fields, message: message ?? text('failed.fields', locale) };
}

/** How a form reads the API's refusals beyond the usual ones. */
export interface SendOptions {
  /** Reads a refusal first (a status check answers every miss alike). */
  readonly special?: (status: number, body: Partial<ApiErrorBody> | undefined) => FormRefused | undefined;
  /** The messages by field for a body too large (413) that names no field: the form's file was too big. */
  readonly tooLarge?: FieldMessages;
}

/**
 * POSTs a form to the API and answers its outcome: the accepted answer, or a refusal with the API's
 * messages by field (a 413 naming none: `tooLarge`), a localized word for a rate limit, or, when no
 * answer came, a message that nothing was lost.
 */
export async function sendForm<Accepted extends object>(
  url: string,
  body: FormData | Readonly<Record<string, string>>,
  values: SentValues,
  locale: Locale,
  { special, tooLarge }: SendOptions = {},
): Promise<FormOutcome<Accepted>> {
  try {
    const response = await (await httpClient()).post<Accepted>(url, body);
    return { ok: true, ...response.data };
  } catch (error) {
    if (!(error instanceof HttpError)) return refused(values, {}, locale, text('failed.network', locale));
    const { status } = error.response;
    const data = error.response.data as Partial<ApiErrorBody> | undefined;
    const handled = special?.(status, data);
    if (handled) return handled;
    if (status === 429) return refused(values, {}, locale, text('failed.rateLimited', locale));
    let fields: Record<string, string> = {};
    for (const field of data?.error?.fields ?? []) fields[field.name] = field.message;
    if (status === 413 && Object.keys(fields).length === 0 && tooLarge) fields = { ...tooLarge };
    if (Object.keys(fields).length > 0) return refused(values, fields, locale, data?.error?.message);
    const message = status >= 500 ? undefined : data?.error?.message;
    return refused(values, {}, locale, message ?? text('failed.server', locale));
  }
}
