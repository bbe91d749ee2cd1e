import fastifyMultipart from '@fastify/multipart';
import {
  CAPTCHA_FIELD,
  checkFields,
  CONTACT_FIELDS,
  EVIDENCE_FIELD,
  EVIDENCE_MAX_BYTES,
  FORM_BODY_LIMITS,
  formMessage,
  REPORT_FIELDS,
  type FormError,
  type TextRule,
} from '@ksei/shared/node';
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Database } from '../../db/database.js';
import type { CleanEvidence, PrepareEvidence } from '../../domains/forms/evidence/index.js';
import { findReportStatus, storeContactMessage, storeReport } from '../../domains/forms/intake.js';
import { receiptDigits, hashReceipt } from '../../domains/forms/receipt.js';
import type { FormsSettings } from '../../domains/forms/settings.js';
import type { EnqueueMail } from '../../domains/outbox/index.js';
import type { CaptchaVerifier } from '../../http/captcha.js';
import { ApiError, apiErrorHandler, notFound } from '../../http/error-format.js';
import { requestLocale, setBodyLocale, type ApiLocale } from '../../http/locale.js';
import { registerSameOriginGuard } from '../../http/same-origin.js';
import { isoDate, jakartaToday } from '../../time/dates.js';
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
    const errors = checkFields(rules, fields, isoDate(jakartaToday())) as Record<string, FormError>;
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
    const intake = {
      db: options.db,
      settings: options.settings,
      enqueueMail: options.enqueueMail,
      publicOrigin: options.publicOrigin,
    };
    const write = { rateLimit: 'write', sameOrigin: true };
    const silent: Pick<RouteShorthandOptions, 'logLevel'> = { logLevel: 'silent' };

    api.post('/api/forms/contact', { config: write, bodyLimit: TEXT_BODY_LIMIT }, async (request) => {
      const { fields } = await readForm(request, { files: false });
      const locale = formLocale(request, fields);
      const errors = fieldErrors(CONTACT_FIELDS, fields)(locale);
      const token = fields[CAPTCHA_FIELD];
      if (!token) errors.push(captchaError(locale));
      if (errors.length > 0) throw invalid(errors);
      if (!(await options.verifyCaptcha(token)).ok) throw invalid([captchaError(locale)]);
      return storeContactMessage(
        intake,
        Object.keys(CONTACT_FIELDS) as (keyof typeof CONTACT_FIELDS)[],
        fields,
        locale,
      );
    });

    api.post(
      '/api/forms/whistleblowing',
      { ...silent, config: write, bodyLimit: FORM_BODY_LIMITS.maxBodyBytes },
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
        let clean: CleanEvidence | undefined;
        if (evidence) {
          const prepared = await options.prepareEvidence(evidence);
          if (!prepared.ok) {
            if (prepared.reason === 'size') throw evidenceTooLarge(request);
            const code = prepared.reason === 'empty' ? 'evidenceEmpty' : 'evidenceType';
            throw invalid([{ name: EVIDENCE_FIELD, message: formMessage({ code }, locale) }]);
          }
          clean = prepared.evidence;
        }
        const names = Object.keys(REPORT_FIELDS) as (keyof typeof REPORT_FIELDS)[];
        return storeReport(intake, names, fields, clean, locale);
      },
    );

    api.post(
      '/api/forms/whistleblowing/status',
      { ...silent, config: { rateLimit: 'receipt', sameOrigin: true }, bodyLimit: TEXT_BODY_LIMIT },
      async (request) => {
        const { fields } = await readForm(request, { files: false });
        const locale = formLocale(request, fields);
        const typed = fields['receipt'] ?? '';
        const digits = receiptDigits(typed);
        if (digits === undefined) {
          // Hashed all the same: a refusal takes as long as a lookup.
          await hashReceipt(typed, options.settings.receiptPepper);
          const code = typed.trim() === '' ? 'required' : 'receipt';
          throw invalid([{ name: 'receipt', message: formMessage({ code }, locale) }]);
        }
        const token = fields[CAPTCHA_FIELD];
        if (!token || !(await options.verifyCaptcha(token)).ok) throw invalid([captchaError(locale)]);
        // The same 404 for every code that finds nothing, after the same slow hash.
        const status = await findReportStatus(options.db, options.settings, digits);
        if (!status) throw notFound();
        return status;
      },
    );
  });
}
