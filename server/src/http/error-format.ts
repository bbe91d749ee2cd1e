import { RESOURCES, type ApiErrorBody, type ApiErrorCode } from '@ksei/shared/node';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { WorkQueueFull } from '../concurrency/slots.js';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable.js';
import { requestLocale, type ApiLocale } from './locale.js';

/** A failure the API reports on purpose (unknown slug…); anything else becomes a generic 500. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 429,
    readonly code: ApiErrorCode,
    /** Which parameters were wrong, already in the request's locale. */
    readonly fields?: ApiErrorBody['error']['fields'],
    /**
     * The sentence to answer instead of the code's general one, per locale (a wrong sign-in, a
     * missing scope), and any further members of `error` (a lockout's `retryAt`).
     */
    readonly says?: { readonly message: Readonly<Record<ApiLocale, string>>; readonly extra?: Record<string, string> },
  ) {
    super(code);
    this.name = 'ApiError';
  }
}

export const notFound = (): ApiError => new ApiError(404, 'not_found');

/** What a lookup found, or the API's 404 when it found nothing. */
export function found<T>(value: T | undefined): T {
  if (value === undefined) throw notFound();
  return value;
}

const MESSAGES: Readonly<Record<ApiLocale, Record<ApiErrorCode, string>>> = {
  id: {
    // The original site's data-unavailable message, the same words the pages show.
    not_found: RESOURCES.id.errors.dataUnavailable,
    gone: 'Data ini telah dihapus dari situs dan tidak lagi tersedia.',
    bad_request: 'Permintaan tidak valid.',
    unauthorized: 'Silakan masuk terlebih dahulu.',
    method_not_allowed: 'Metode permintaan ini tidak didukung untuk alamat ini.',
    too_many_requests: 'Terlalu banyak permintaan. Tunggu sebentar, lalu coba lagi.',
    forbidden: 'Permintaan ini ditolak: formulir hanya dapat dikirim dari situs KSEI sendiri.',
    conflict: 'Data ini telah diubah orang lain. Tidak ada yang diubah; muat ulang, lalu coba lagi.',
    payload_too_large: 'Data yang dikirim terlalu besar.',
    unavailable: 'Server sedang sibuk. Data Anda belum diproses; tunggu sebentar, lalu kirim lagi.',
    internal: 'Terjadi kesalahan pada server. Silakan coba lagi.',
  },
  en: {
    not_found: RESOURCES.en.errors.dataUnavailable,
    gone: 'This has been removed from the site and is no longer available.',
    bad_request: 'The request is not valid.',
    unauthorized: 'Please sign in first.',
    method_not_allowed: 'This request method is not supported at this address.',
    too_many_requests: 'Too many requests. Please wait a moment, then try again.',
    forbidden: 'This request was refused: the form can only be sent from the KSEI website itself.',
    conflict: 'Someone else changed this first. Nothing was changed; reload, then try again.',
    payload_too_large: 'What was sent is too large.',
    unavailable: 'The server is busy. Nothing you sent was processed; please wait a moment, then send it again.',
    internal: 'Something went wrong on the server. Please try again.',
  },
};

interface AjvIssue {
  keyword: string;
  instancePath?: string;
  params?: Record<string, unknown>;
}

type Words = Readonly<Record<ApiLocale, string>>;
const TEXT_WORDS: Words = { id: 'teks', en: 'text' };
/** JSON Schema's type names as a sentence says them in each language. */
const TYPE_WORDS: Readonly<Record<string, Words>> = {
  integer: { id: 'bilangan bulat', en: 'an integer' },
  number: { id: 'angka', en: 'a number' },
  boolean: { id: 'true atau false', en: 'true or false' },
  string: TEXT_WORDS,
  object: { id: 'objek', en: 'an object' },
  array: { id: 'daftar', en: 'a list' },
  null: { id: 'kosong (null)', en: 'empty (null)' },
};

/** One localized sentence per failed rule, naming the parameter. */
function fieldMessage(issue: AjvIssue, name: string, locale: ApiLocale): string {
  const params = issue.params ?? {};
  const id = locale === 'id';
  switch (issue.keyword) {
    case 'minimum':
      return id
        ? `Parameter "${name}" minimal ${String(params['limit'])}.`
        : `Parameter "${name}" must be at least ${String(params['limit'])}.`;
    case 'maximum':
      return id
        ? `Parameter "${name}" maksimal ${String(params['limit'])}.`
        : `Parameter "${name}" must be at most ${String(params['limit'])}.`;
    case 'type': {
      const words = TYPE_WORDS[String(params['type'])] ?? TEXT_WORDS;
      return id ? `Parameter "${name}" harus berupa ${words.id}.` : `Parameter "${name}" must be ${words.en}.`;
    }
    case 'enum': {
      const allowed = Array.isArray(params['allowedValues']) ? params['allowedValues'].join(', ') : '';
      return id
        ? `Parameter "${name}" harus salah satu dari: ${allowed}.`
        : `Parameter "${name}" must be one of: ${allowed}.`;
    }
    case 'required':
      return id ? `Parameter "${name}" wajib diisi.` : `Parameter "${name}" is required.`;
    case 'minLength':
      return id ? `Parameter "${name}" tidak boleh kosong.` : `Parameter "${name}" must not be empty.`;
    case 'maxLength':
      return id
        ? `Parameter "${name}" terlalu panjang (maksimal ${String(params['limit'])} karakter).`
        : `Parameter "${name}" is too long (at most ${String(params['limit'])} characters).`;
    default:
      return id ? `Format parameter "${name}" tidak valid.` : `Parameter "${name}" has an invalid format.`;
  }
}

/** The parameter an issue is about: its top-level name, or the part of the request when it is the whole. */
function fieldName(issue: AjvIssue, context: string | undefined): string {
  const missing = issue.params?.['missingProperty'];
  if (typeof missing === 'string') return missing;
  const whole = context === 'body' || context === 'params' || context === 'headers' ? context : 'query';
  return (issue.instancePath ?? '').replace(/^\//, '').split('/')[0] || whole;
}

export function errorBody(
  code: ApiErrorCode,
  locale: ApiLocale,
  fields?: ApiErrorBody['error']['fields'],
): ApiErrorBody {
  return { error: { code, message: MESSAGES[locale][code], ...(fields ? { fields } : {}) } };
}

/** The general sentence followed by each field's own, so `message` alone says what to fix. */
function withFieldMessages(
  code: ApiErrorCode,
  locale: ApiLocale,
  fields: NonNullable<ApiErrorBody['error']['fields']>,
): ApiErrorBody {
  const body = errorBody(code, locale, fields);
  return {
    error: { ...body.error, message: `${body.error.message} ${fields.map((field) => field.message).join(' ')}` },
  };
}

/** The status a framework error carries when it is the client's fault (bad URL, body, media type…). */
export function clientErrorStatus(error: unknown): number | null {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

/** The localized sentence for a status, in the API's words. */
export function statusMessage(status: number, locale: ApiLocale): string {
  return MESSAGES[locale][codeForStatus(status)];
}

function codeForStatus(status: number): ApiErrorCode {
  if (status === 404) return 'not_found';
  if (status === 410) return 'gone';
  if (status === 401) return 'unauthorized';
  if (status === 405) return 'method_not_allowed';
  if (status === 429) return 'too_many_requests';
  if (status === 403) return 'forbidden';
  if (status === 409) return 'conflict';
  if (status === 413) return 'payload_too_large';
  if (status === 503) return 'unavailable';
  return status >= 400 && status < 500 ? 'bad_request' : 'internal';
}

/**
 * An answer given before its request's body has all arrived (a refusal at the upload limit) ends the
 * connection: what the client still sends is then not read into a connection kept for its next request.
 */
export function closeIfBodyUnread(request: FastifyRequest, reply: FastifyReply): void {
  if (!request.raw.complete) reply.header('connection', 'close');
}

/**
 * The one error format of /api: validation → 400 naming the fields, ApiError as thrown, other client
 * errors with their status, the rest → 500. Never the error's own text: a database or parser message
 * names internals and may echo the input.
 */
export function apiErrorHandler(
  error: FastifyError | ApiError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const locale = requestLocale(request);
  reply.header('cache-control', 'no-store');
  closeIfBodyUnread(request, reply);
  if (error instanceof ApiError) {
    if (error.fields) return reply.code(error.statusCode).send(withFieldMessages(error.code, locale, error.fields));
    if (error.says) {
      const message = error.says.message[locale];
      return reply.code(error.statusCode).send({ error: { code: error.code, message, ...error.says.extra } });
    }
    return reply.code(error.statusCode).send(errorBody(error.code, locale));
  }
  // A full hashing or evidence-cleaning queue: nothing was done, send again after a moment.
  if (error instanceof WorkQueueFull) {
    reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.code(503).send(errorBody('unavailable', locale));
  }
  const validation = (error as FastifyError).validation as AjvIssue[] | undefined;
  if (validation) {
    const context = (error as FastifyError).validationContext;
    const fields = validation.map((issue) => {
      const name = fieldName(issue, context);
      return { name, message: fieldMessage(issue, name, locale) };
    });
    return reply.code(400).send(withFieldMessages('bad_request', locale, fields));
  }
  const status = clientErrorStatus(error);
  if (status !== null) return reply.code(status).send(errorBody(codeForStatus(status), locale));
  // The database cannot be reached now: the site's state for a moment, not a bug. One line, no stack.
  if (isDatabaseUnavailable(error)) {
    request.log.warn(`api: database unavailable (${(error as Error).message.slice(0, 120)})`);
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return reply.code(503).send(errorBody('unavailable', locale));
  }
  request.log.error({ err: error }, 'api: unexpected error');
  return reply.code(500).send(errorBody('internal', locale));
}
