import fastifyMultipart from '@fastify/multipart';
import {
  CAPTCHA_FIELD,
  checkField,
  checkFields,
  CONTACT_FIELDS,
  EVIDENCE_FIELD,
  EVIDENCE_MAX_BYTES,
  FORM_BODY_LIMITS,
  formMessage,
  INBOX_LIMITS,
  inboxMessage,
  REPORT_FIELDS,
  todayInJakarta,
  type FormError,
  type TextRule,
} from '@ksei/shared/node';
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Database } from '../../db/database.js';
import type { CleanEvidence, PrepareEvidence } from '../../domains/forms/evidence/index.js';
import { addFollowUp, findReportByReceipt, findReportStatus, reportStatusById } from '../../domains/forms/follow-up.js';
import { storeContactMessage, storeReport } from '../../domains/forms/intake.js';
import { receiptDigits } from '../../domains/forms/receipt.js';
import type { FormsSettings } from '../../domains/forms/settings.js';
import type { EnqueueMail } from '../../domains/outbox/index.js';
import type { CaptchaVerifier } from '../../domains/captcha/index.js';
import { ApiError, apiErrorHandler, found, notFound } from '../../http/error-format.js';
import { requestLocale, setBodyLocale, type ApiLocale } from '../../http/locale.js';
import { registerSameOriginGuard } from '../../http/same-origin.js';
import { evidenceTooLarge, readForm, registerUrlencodedParser, TEXT_BODY_LIMIT } from './body.js';

export interface FormsApiOptions {
  readonly db: Database;
  readonly settings: FormsSettings;
  readonly publicOrigin: string;
  /** Development: a form posted from the request's own loopback origin is the site's too. */
  readonly allowLoopbackOrigin: boolean;
  readonly verifyCaptcha: CaptchaVerifier;
  readonly prepareEvidence: PrepareEvidence;
  readonly enqueueMail: EnqueueMail;
}

type FieldErrors = { name: string; message: string }[];

/** The form's rules applied to its fields: each failure with its message in the request's language. */
function fieldErrors(rules: Readonly<Record<string, TextRule>>, fields: Readonly<Record<string, string>>) {
  return (locale: ApiLocale): FieldErrors => {
    const errors = checkFields(rules, fields, todayInJakarta()) as Record<string, FormError>;
    return Object.entries(errors).map(([name, error]) => ({ name, message: formMessage(error, locale) }));
  };
}

/** The locale a form names in its body (else the address's, else Indonesian), for all that is answered after. */
function formLocale(request: FastifyRequest, fields: Readonly<Record<string, string>>): ApiLocale {
  const named = fields['locale'];
  if (named === 'id' || named === 'en') setBodyLocale(request, named);
  return requestLocale(request);
}

const invalid = (errors: FieldErrors): ApiError => new ApiError(400, 'bad_request', errors);
const captchaError = (locale: ApiLocale) => ({
  name: CAPTCHA_FIELD,
  message: formMessage({ code: 'captcha' }, locale),
});

/**
 * The public forms' write endpoints, in a context of their own outside the public API: nothing here
 * is ever cached (`no-store` on every answer, errors included), every route refuses posts from other
 * sites before reading a byte of the body, counts against a per-client rate limit, and checks the
 * captcha on every submission. The whistleblowing routes log nothing at all (`logLevel: 'silent'`):
 * no address, user agent or request line of a reporter reaches the log.
 */
export async function registerFormsApi(app: FastifyInstance, options: FormsApiOptions): Promise<void> {
  await app.register(async (api) => {
    await prepareFormsContext(api, options);
    registerContactRoute(api, options);
    registerReportRoute(api, options);
    registerReportStatusRoute(api, options);
    registerFollowUpRoute(api, options);
  });
}

/**
 * What every form route shares: API errors, `no-store`, the same-origin guard before the body is read,
 * and the body parsers with explicit bounds.
 */
async function prepareFormsContext(api: FastifyInstance, options: FormsApiOptions): Promise<void> {
  api.setErrorHandler(apiErrorHandler);
  api.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  registerSameOriginGuard(api, { publicOrigin: options.publicOrigin, allowLoopback: options.allowLoopbackOrigin });
  registerUrlencodedParser(api);
  await api.register(fastifyMultipart, {
    // Each bound explicitly (the plugin's defaults are far wider): busboy enforces them while streaming.
    limits: {
      fileSize: EVIDENCE_MAX_BYTES,
      files: FORM_BODY_LIMITS.maxFiles,
      fields: FORM_BODY_LIMITS.maxFields,
      fieldSize: FORM_BODY_LIMITS.maxFieldBytes,
      fieldNameSize: FORM_BODY_LIMITS.maxFieldNameBytes,
      parts: FORM_BODY_LIMITS.maxFields + FORM_BODY_LIMITS.maxFiles,
      headerPairs: 20,
    },
    // The file's size is checked by the route, which answers the form's own 413.
    throwFileSizeLimit: false,
  });
}

const WRITE_ROUTE = { rateLimit: 'write', sameOrigin: true };
const RECEIPT_ROUTE = { rateLimit: 'receipt', sameOrigin: true };
const SILENT: Pick<RouteShorthandOptions, 'logLevel'> = { logLevel: 'silent' };

/** What storing a submission needs. */
const intakeOf = (options: FormsApiOptions) => ({
  db: options.db,
  settings: options.settings,
  enqueueMail: options.enqueueMail,
  publicOrigin: options.publicOrigin,
});

/** The evidence checked by content and cleaned of metadata, or the form's refusal on its field. */
async function cleanEvidence(
  options: FormsApiOptions,
  request: FastifyRequest,
  evidence: Uint8Array,
  locale: ApiLocale,
): Promise<CleanEvidence> {
  const prepared = await options.prepareEvidence(evidence);
  if (prepared.ok) return prepared.evidence;
  if (prepared.reason === 'size') throw evidenceTooLarge(request);
  const code = prepared.reason === 'empty' ? 'evidenceEmpty' : 'evidenceType';
  throw invalid([{ name: EVIDENCE_FIELD, message: formMessage({ code }, locale) }]);
}

/**
 * The receipt's 16 digits, or the form's refusal at once: the shape is public, so refusing a
 * malformed one without the slow hash tells nothing, and it never costs a hash. Only well-formed
 * receipts, after the captcha, are hashed (each the same work, found or not).
 */
function typedReceipt(fields: Readonly<Record<string, string>>, locale: ApiLocale): string {
  const typed = fields['receipt'] ?? '';
  const digits = receiptDigits(typed);
  if (digits !== undefined) return digits;
  const code = typed.trim() === '' ? 'required' : 'receipt';
  throw invalid([{ name: 'receipt', message: formMessage({ code }, locale) }]);
}

function registerContactRoute(api: FastifyInstance, options: FormsApiOptions): void {
  api.post('/api/forms/contact', { config: WRITE_ROUTE, bodyLimit: TEXT_BODY_LIMIT }, async (request) => {
    const { fields } = await readForm(request, { files: false });
    const locale = formLocale(request, fields);
    const errors = fieldErrors(CONTACT_FIELDS, fields)(locale);
    const token = fields[CAPTCHA_FIELD];
    if (!token) errors.push(captchaError(locale));
    if (errors.length > 0) throw invalid(errors);
    if (!(await options.verifyCaptcha(token)).ok) throw invalid([captchaError(locale)]);
    return storeContactMessage(
      intakeOf(options),
      Object.keys(CONTACT_FIELDS) as (keyof typeof CONTACT_FIELDS)[],
      fields,
      locale,
    );
  });
}

/** A whistleblowing report, with its optional evidence. */
function registerReportRoute(api: FastifyInstance, options: FormsApiOptions): void {
  api.post(
    '/api/forms/whistleblowing',
    { ...SILENT, config: WRITE_ROUTE, bodyLimit: FORM_BODY_LIMITS.maxBodyBytes },
    async (request) => {
      const { fields, evidence } = await readForm(request, { files: true });
      const locale = formLocale(request, fields);
      const errors = fieldErrors(REPORT_FIELDS, fields)(locale);
      if (evidence?.byteLength === 0) {
        errors.push({ name: EVIDENCE_FIELD, message: formMessage({ code: 'evidenceEmpty' }, locale) });
      }
      const token = fields[CAPTCHA_FIELD];
      if (!token) errors.push(captchaError(locale));
      if (errors.length > 0) throw invalid(errors);
      if (!(await options.verifyCaptcha(token)).ok) throw invalid([captchaError(locale)]);
      const clean = evidence && (await cleanEvidence(options, request, evidence, locale));
      const names = Object.keys(REPORT_FIELDS) as (keyof typeof REPORT_FIELDS)[];
      return storeReport(intakeOf(options), names, fields, clean, locale);
    },
  );
}

/** A report's status, found by its receipt. */
function registerReportStatusRoute(api: FastifyInstance, options: FormsApiOptions): void {
  api.post(
    '/api/forms/whistleblowing/status',
    { ...SILENT, config: RECEIPT_ROUTE, bodyLimit: TEXT_BODY_LIMIT },
    async (request) => {
      const { fields } = await readForm(request, { files: false });
      const locale = formLocale(request, fields);
      const digits = typedReceipt(fields, locale);
      const token = fields[CAPTCHA_FIELD];
      if (!token || !(await options.verifyCaptcha(token)).ok) throw invalid([captchaError(locale)]);
      // The same 404 for every code that finds nothing, after the same slow hash.
      const status = await findReportStatus(options.db, options.settings, digits);
      if (!status) throw notFound();
      return status;
    },
  );
}

/** A follow-up's note and file: each checked, and one of the two present. */
function followUpErrors(note: string, evidence: Uint8Array | undefined, locale: ApiLocale): FieldErrors {
  const errors: FieldErrors = [];
  const noteError = checkField({ required: false, max: INBOX_LIMITS.noteMaxLength }, note, '');
  if (noteError) errors.push({ name: 'note', message: formMessage(noteError, locale) });
  if (evidence?.byteLength === 0) {
    errors.push({ name: EVIDENCE_FIELD, message: formMessage({ code: 'evidenceEmpty' }, locale) });
  } else if (note.trim() === '' && !evidence) {
    errors.push({ name: 'note', message: inboxMessage('followUpEmpty', locale) });
  }
  return errors;
}

/** The reporter adds a note, a file or both to an open report: multipart like the report itself. */
function registerFollowUpRoute(api: FastifyInstance, options: FormsApiOptions): void {
  api.post(
    '/api/forms/whistleblowing/follow-up',
    { ...SILENT, config: RECEIPT_ROUTE, bodyLimit: FORM_BODY_LIMITS.maxBodyBytes },
    async (request) => {
      const { fields, evidence } = await readForm(request, { files: true });
      const locale = formLocale(request, fields);
      const digits = typedReceipt(fields, locale);
      const note = fields['note'] ?? '';
      const errors = followUpErrors(note, evidence, locale);
      const token = fields[CAPTCHA_FIELD];
      if (!token) errors.push(captchaError(locale));
      if (errors.length > 0) throw invalid(errors);
      if (!(await options.verifyCaptcha(token)).ok) throw invalid([captchaError(locale)]);
      const report = await findReportByReceipt(options.db, options.settings, digits);
      if (!report) throw notFound();
      const closed = () => invalid([{ name: 'note', message: inboxMessage('reportClosed', locale) }]);
      if (report.status === 'closed') throw closed();
      const clean = evidence && (await cleanEvidence(options, request, evidence, locale));
      if ((await addFollowUp(options.db, options.settings.keys, report.id, note, clean)) === 'closed') throw closed();
      return found(await reportStatusById(options.db, options.settings.keys, report.id));
    },
  );
}
