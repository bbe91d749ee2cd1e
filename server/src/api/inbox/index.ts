/**
 * The staff inbox's calls (`shared/src/api/inbox.ts`), in a context of their own: every route behind
 * `requireStaff` with the scope it needs and every answer shaped by the caller's scopes (`answers.ts`) (only the `Authorization` header authorizes; no cookie is
 * read), every answer `no-store`, never in the response or render cache, errors in the API's format
 * and the request's `?locale=`.
 */
import {
  DATE_PARAM,
  FORM_MESSAGES,
  INBOX_LIMITS,
  inboxMessage,
  LOCALE_PARAM,
  REPORT_STATUSES,
  VIOLATION_TYPES,
  type ReportStatusCode,
  type StaffUser,
  type ViolationType,
} from '@ksei/shared/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  changeReportStatus,
  listMessages,
  listReports,
  readEvidence,
  readMessage,
  readReport,
  replyToReport,
  type Actor,
  type InboxContext,
  type ReportChange,
} from '../../domains/inbox/index.js';
import type { FormKey } from '../../domains/forms/settings.js';
import type { Database } from '../../db/database.js';
import { ApiError, apiErrorHandler, found, notFound } from '../../http/error-format.js';
import { requestLocale } from '../../http/locale.js';
import { requireStaff, type Authenticate } from '../../http/staff-guard.js';
import { INBOX_ANSWERS, shapeRecord, type InboxAnswer } from './answers.js';

export interface InboxApiOptions {
  readonly db: Database;
  /** The forms' keys: the inbox opens what the forms sealed, and seals staff replies with the first. */
  readonly keys: readonly FormKey[];
  readonly authenticate: Authenticate;
  /** The clock deadlines are measured against (tests). */
  readonly now?: () => Date;
}

const PAGING = {
  page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: INBOX_LIMITS.pageSizeMax, default: INBOX_LIMITS.pageSizeDefault },
} as const;

const REPORT_LIST_QUERY = {
  type: 'object',
  properties: {
    ...LOCALE_PARAM,
    ...PAGING,
    status: { type: 'string', enum: REPORT_STATUSES },
    type: { type: 'string', enum: VIOLATION_TYPES },
    from: DATE_PARAM,
    to: DATE_PARAM,
    overdue: { type: 'boolean' },
  },
} as const;

const MESSAGE_LIST_QUERY = {
  type: 'object',
  properties: { ...LOCALE_PARAM, ...PAGING, from: DATE_PARAM, to: DATE_PARAM, unread: { type: 'boolean' } },
} as const;

const LOCALE_QUERY = { type: 'object', properties: LOCALE_PARAM } as const;
/** An unknown reference is a 404 like any other: the bound only keeps a hostile one short. */
const REFERENCE_PARAMS = {
  type: 'object',
  properties: { reference: { type: 'string', minLength: 1, maxLength: 40 } },
} as const;
const EVIDENCE_PARAMS = {
  type: 'object',
  properties: {
    reference: { type: 'string', minLength: 1, maxLength: 40 },
    evidenceId: { type: 'string', minLength: 1, maxLength: 40 },
  },
} as const;
const STATUS_BODY = {
  type: 'object',
  required: ['status'],
  additionalProperties: false,
  properties: { status: { type: 'string', enum: REPORT_STATUSES } },
} as const;
const REPLY_BODY = {
  type: 'object',
  required: ['text'],
  additionalProperties: false,
  properties: { text: { type: 'string', minLength: 1, maxLength: INBOX_LIMITS.replyMaxLength } },
} as const;
/** A reply at its longest, every character escaped in JSON as a surrogate pair (`\uXXXX\uXXXX`). */
const JSON_BODY_LIMIT = INBOX_LIMITS.replyMaxLength * 12 + 1024;

interface ReportListQuerystring {
  page: number;
  pageSize: number;
  status?: ReportStatusCode;
  type?: ViolationType;
  from?: string;
  to?: string;
  overdue?: boolean;
}
interface MessageListQuerystring {
  page: number;
  pageSize: number;
  from?: string;
  to?: string;
  unread?: boolean;
}

/** The guard has run: `request.staff` is the signed-in member. */
function staffOf(request: FastifyRequest): StaffUser {
  if (!request.staff) throw new ApiError(401, 'unauthorized');
  return request.staff;
}

function actor(request: FastifyRequest): Actor {
  return { email: staffOf(request).email };
}

/** One record of an answer, as the caller's scopes let them see it. */
function shaped<T extends object>(request: FastifyRequest, answer: InboxAnswer, record: T): Partial<T> {
  return shapeRecord(answer, staffOf(request), record);
}

/** A page of records, each shaped for the caller. */
function shapedList<T extends object, L extends { readonly data: readonly T[] }>(
  request: FastifyRequest,
  answer: InboxAnswer,
  list: L,
) {
  return { ...list, data: list.data.map((record) => shaped(request, answer, record)) };
}

/** A change's answer, or its refusal in the request's language. */
function changed(
  request: FastifyRequest,
  answer: 'changeStatus' | 'reply',
  change: ReportChange,
  field: 'status' | 'text',
  to?: ReportStatusCode,
) {
  if (change.ok) return { data: shaped(request, answer, change.report) };
  if (change.reason === 'notFound') throw notFound();
  const locale = requestLocale(request);
  const message =
    change.reason === 'notAllowed' && to
      ? inboxMessage('statusNotAllowed', locale, { from: change.from, to })
      : inboxMessage('reportClosed', locale);
  throw new ApiError(400, 'bad_request', [{ name: field, message }]);
}

/** The staff guard of a route: signed in, with the scopes its answer needs. */
type Guard = (answer: InboxAnswer) => ReturnType<typeof requireStaff>;

export async function registerInboxApi(app: FastifyInstance, options: InboxApiOptions): Promise<void> {
  const context: InboxContext = { db: options.db, keys: options.keys, now: options.now ?? (() => new Date()) };
  const guard: Guard = (answer) => requireStaff(options.authenticate, INBOX_ANSWERS[answer].needs);

  await app.register(async (api) => {
    api.setErrorHandler(apiErrorHandler);
    // Before anything can fail: a refusal is as uncacheable as an answer.
    api.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    registerReportReadRoutes(api, context, guard);
    registerReportChangeRoutes(api, context, guard);
    registerMessageRoutes(api, context, guard);
  });
}

/** The reports: their list, one report, and one of its evidence files. */
function registerReportReadRoutes(api: FastifyInstance, context: InboxContext, guard: Guard): void {
  api.get<{ Querystring: ReportListQuerystring }>(
    '/api/inbox/reports',
    { schema: { querystring: REPORT_LIST_QUERY }, onRequest: guard('listReports') },
    async (request) => shapedList(request, 'listReports', await listReports(context, request.query)),
  );

  api.get<{ Params: { reference: string } }>(
    '/api/inbox/reports/:reference',
    { schema: { params: REFERENCE_PARAMS, querystring: LOCALE_QUERY }, onRequest: guard('readReport') },
    async (request) => {
      const report = found(await readReport(context, request.params.reference, actor(request)));
      return { data: shaped(request, 'readReport', report) };
    },
  );

  api.get<{ Params: { reference: string; evidenceId: string } }>(
    '/api/inbox/reports/:reference/evidence/:evidenceId',
    {
      schema: { params: EVIDENCE_PARAMS, querystring: LOCALE_QUERY },
      onRequest: guard('evidence'),
      // After the site's own headers (set on every answer): a file never runs as a page of the site.
      onSend: async (_request, reply, payload) => {
        if (reply.statusCode === 200) reply.header('content-security-policy', "sandbox; default-src 'none'");
        return payload;
      },
    },
    async (request, reply) => {
      const { reference, evidenceId } = request.params;
      const file = found(await readEvidence(context, reference, evidenceId, actor(request)));
      const extension = file.mediaType === 'video/mp4' ? 'mp4' : 'jpg';
      // The reference is the server's own (`WB-` and eight of 31 letters and digits): safe in the header.
      return reply
        .header('content-type', file.mediaType)
        .header('content-disposition', `attachment; filename="${reference}-${file.number}.${extension}"`)
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    },
  );
}

/** A report's status changed, and a staff reply to its reporter. */
function registerReportChangeRoutes(api: FastifyInstance, context: InboxContext, guard: Guard): void {
  api.post<{ Params: { reference: string }; Body: { status: ReportStatusCode } }>(
    '/api/inbox/reports/:reference/status',
    {
      schema: { params: REFERENCE_PARAMS, querystring: LOCALE_QUERY, body: STATUS_BODY },
      bodyLimit: 1024,
      onRequest: guard('changeStatus'),
    },
    async (request) => {
      const to = request.body.status;
      const change = await changeReportStatus(context, request.params.reference, to, actor(request));
      return changed(request, 'changeStatus', change, 'status', to);
    },
  );

  api.post<{ Params: { reference: string }; Body: { text: string } }>(
    '/api/inbox/reports/:reference/replies',
    {
      schema: { params: REFERENCE_PARAMS, querystring: LOCALE_QUERY, body: REPLY_BODY },
      bodyLimit: JSON_BODY_LIMIT,
      onRequest: guard('reply'),
    },
    async (request) => {
      const text = request.body.text.trim();
      if (text === '') {
        const message = FORM_MESSAGES[requestLocale(request)].required;
        throw new ApiError(400, 'bad_request', [{ name: 'text', message }]);
      }
      const change = await replyToReport(context, request.params.reference, text, actor(request));
      return changed(request, 'reply', change, 'text');
    },
  );
}

/** The contact messages: their list and one message. */
function registerMessageRoutes(api: FastifyInstance, context: InboxContext, guard: Guard): void {
  api.get<{ Querystring: MessageListQuerystring }>(
    '/api/inbox/messages',
    { schema: { querystring: MESSAGE_LIST_QUERY }, onRequest: guard('listMessages') },
    async (request) => shapedList(request, 'listMessages', await listMessages(context, request.query)),
  );

  api.get<{ Params: { reference: string } }>(
    '/api/inbox/messages/:reference',
    { schema: { params: REFERENCE_PARAMS, querystring: LOCALE_QUERY }, onRequest: guard('readMessage') },
    async (request) => {
      const message = found(await readMessage(context, request.params.reference, actor(request)));
      return { data: shaped(request, 'readMessage', message) };
    },
  );
}
