import { EVIDENCE_FIELD, FORM_BODY_LIMITS, formMessage } from '@ksei/shared/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/error-format.js';
import { requestLocale, setBodyLocale } from '../../http/locale.js';
import { readFilePart } from '../../http/multipart-file.js';
import { MALFORMED_FORM_MESSAGES, multipartBoundary } from '../../http/multipart-shape.js';

/** A form's text fields by name (the first of a repeated name), and its evidence file when one was sent. */
export interface FormBody {
  readonly fields: Readonly<Record<string, string>>;
  /** The bytes of a chosen file (possibly empty); undefined when the form had no file chosen. */
  readonly evidence?: Uint8Array;
}

/**
 * The text bodies' own limit (urlencoded or JSON): every field at its longest, percent-encoded
 * (a UTF-8 byte becomes `%XX`, three characters).
 */
export const TEXT_BODY_LIMIT = FORM_BODY_LIMITS.maxFields * 256 + 3 * FORM_BODY_LIMITS.maxFieldBytes * 2;

const tooLarge = (): ApiError => new ApiError(413, 'payload_too_large');
const badRequest = (): ApiError => new ApiError(400, 'bad_request');
/** A multipart body that is no form: no or a malformed boundary, or parts that never close. */
const malformed = (): ApiError => new ApiError(400, 'bad_request', undefined, { message: MALFORMED_FORM_MESSAGES });

/** Said on the evidence field when a form sends more than one file. */
export const ONE_FILE_ONLY: Readonly<Record<'id' | 'en', string>> = {
  id: 'Lampirkan satu berkas bukti saja.',
  en: 'Attach one evidence file only.',
};

function oneFileOnly(request: FastifyRequest): ApiError {
  return new ApiError(400, 'bad_request', [{ name: EVIDENCE_FIELD, message: ONE_FILE_ONLY[requestLocale(request)] }]);
}

/** The 413 of an evidence file over 2 MB, with the form's own message on its field. */
export function evidenceTooLarge(request: FastifyRequest): ApiError {
  const message = formMessage({ code: 'evidenceSize' }, requestLocale(request));
  return new ApiError(413, 'payload_too_large', [{ name: EVIDENCE_FIELD, message }]);
}

const bytes = (text: string): number => Buffer.byteLength(text, 'utf8');

/** A field as the limits allow it, else a 413 (too many, a name or a value too long). */
function addField(fields: Record<string, string>, count: number, name: string, value: string): void {
  if (count > FORM_BODY_LIMITS.maxFields) throw tooLarge();
  if (bytes(name) > FORM_BODY_LIMITS.maxFieldNameBytes || bytes(value) > FORM_BODY_LIMITS.maxFieldBytes) {
    throw tooLarge();
  }
  // The first of a repeated name counts; `Object.hasOwn` so `__proto__` is a field name like any other.
  if (!Object.hasOwn(fields, name)) Object.defineProperty(fields, name, { value, enumerable: true });
}

/** An urlencoded or JSON body: a flat object of text values within the limits. */
function textFields(body: unknown): Record<string, string> {
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  if (body instanceof URLSearchParams) {
    let count = 0;
    for (const [name, value] of body) addField(fields, (count += 1), name, value);
    return fields;
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest();
  let count = 0;
  for (const [name, value] of Object.entries(body)) {
    if (typeof value !== 'string') throw badRequest();
    addField(fields, (count += 1), name, value);
  }
  return fields;
}

/**
 * Urlencoded bodies, for the forms' context only: kept as `URLSearchParams`, so a name's repeats and
 * the order stay as sent until {@link readForm} applies the limits.
 */
export function registerUrlencodedParser(api: FastifyInstance): void {
  api.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: TEXT_BODY_LIMIT },
    (_request, body, done) => done(null, new URLSearchParams(body as string)),
  );
}

/**
 * Reads a whole multipart body in stream order: text fields and at most one file (`evidence`), held in
 * memory and never over 2 MB (the parser stops counting there and the 413 goes out at once). The
 * file's name is read only to tell "no file chosen" (a browser sends an empty, unnamed part) from an
 * empty file; it is never kept. The total is bounded before anything is read (`Content-Length`) and,
 * for a chunked body, by the parser's limits on each part and their count.
 */
async function multipartParts(request: FastifyRequest): Promise<FormBody> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > FORM_BODY_LIMITS.maxBodyBytes) throw evidenceTooLarge(request);
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  let count = 0;
  let evidence: Uint8Array | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (part.fieldnameTruncated || part.valueTruncated) throw tooLarge();
      if (typeof part.value !== 'string') throw badRequest();
      addField(fields, (count += 1), part.fieldname, part.value);
      // Read in stream order: a refusal of the file after it (413) is then in the form's language.
      if (part.fieldname === 'locale' && (part.value === 'id' || part.value === 'en')) {
        setBodyLocale(request, part.value);
      }
      continue;
    }
    if (part.fieldname !== EVIDENCE_FIELD) {
      part.file.resume();
      throw badRequest();
    }
    const file = await readFilePart(part.file, () => evidenceTooLarge(request));
    if (file.length > 0 || part.filename !== '') evidence = file;
  }
  return { fields, ...(evidence ? { evidence } : {}) };
}

/**
 * A multipart body as {@link multipartParts} reads it, its parser's failures told as the client's
 * mistakes: a second file says "one file only" on the evidence field, and a body that is no form
 * (no or a malformed boundary, a part that never closes) a 400, never a 500 with a stack trace.
 */
async function multipartForm(request: FastifyRequest): Promise<FormBody> {
  if (multipartBoundary(request.headers['content-type']) === null) throw malformed();
  try {
    return await multipartParts(request);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const { code, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown };
    if (code === 'FST_FILES_LIMIT') throw oneFileOnly(request);
    // The plugin's own limits (parts, fields) keep their status; the parser's bare errors are the body's.
    if (typeof statusCode === 'number') throw error;
    throw malformed();
  }
}

/** The form's fields (and evidence) whatever the body's type: multipart, urlencoded or JSON. */
export async function readForm(request: FastifyRequest, { files }: { files: boolean }): Promise<FormBody> {
  if (request.isMultipart()) {
    const form = await multipartForm(request);
    if (form.evidence && !files) throw badRequest();
    return form;
  }
  return { fields: textFields(request.body) };
}
