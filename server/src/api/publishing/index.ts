/**
 * The staff publishing calls (`shared/src/api/publishing.ts`), in a context of their own: every route
 * signed in (only the `Authorization` header authorizes), the scope checked against the content type's
 * section, every answer `no-store`, never in the response or render cache. A refusal names its reason
 * and, for a conflict or a workflow refusal, carries the item as it now is, so the editor can show it
 * beside the text it keeps.
 */
import {
  ACTION_SCOPE,
  AUTH_MESSAGES,
  CONTENT_TYPES,
  fieldProblemMessage,
  hasScope,
  PUBLISHING_LIMITS,
  PUBLISHING_MESSAGES,
  type ActionBody,
  type ContentData,
  type ContentType,
  type PublishingAction,
  type RestoreBody,
  type SaveBody,
  type WorkingState,
} from '@ksei/shared/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';
import {
  actOn,
  auditTrail,
  createItem,
  listItems,
  PublishingError,
  readItem,
  restoreRevision,
  revisionDiff,
  revisions,
  saveItem,
  type Actor,
  type PublishingContext,
} from '../../domains/publishing/index.js';
import { ApiError, apiErrorHandler } from '../../http/error-format.js';
import { requestLocale } from '../../http/locale.js';
import { requireStaff, type Authenticate } from '../../http/staff-guard.js';
import type { PdfReader } from '../../domains/publishing/attachments/reader.js';
import { registerAttachmentRoutes } from './attachments.js';
import { registerBatchRoutes } from './batches.js';
import { registerPreviewRoutes, registerPublicPreviewRoutes } from './previews.js';
import { PUBLISHING_SCHEMAS } from './schemas.js';

export interface PublishingApiOptions {
  readonly db: Database;
  readonly authenticate: Authenticate;
  /** The clock schedules and states are measured against (tests). */
  readonly now?: () => Date;
  /** The threads uploaded PDFs are read on (tests); the process's own by default. */
  readonly pdfReader?: PdfReader;
}

type Need = 'edit' | 'publish' | 'emergency';

/** The caller holds the type's section scope for `need` (the emergency scope also needs `edit`). */
function checkScope(request: FastifyRequest, type: ContentType, need: Need): Actor {
  const staff = request.staff;
  if (!staff) throw new ApiError(401, 'unauthorized');
  const section = CONTENT_TYPES[type].section;
  const needed = need === 'emergency' ? ['publishing:emergency', `${section}:edit`] : [`${section}:${need}`];
  if (!needed.every((scope) => hasScope(staff, scope))) {
    throw new ApiError(403, 'forbidden', undefined, {
      message: { id: AUTH_MESSAGES.id.missingScope, en: AUTH_MESSAGES.en.missingScope },
    });
  }
  return { email: staff.email, name: staff.name };
}

/** A refused change in the request's language: its reason, field problems, and the current item. */
function refusal(request: FastifyRequest, reply: FastifyReply, type: ContentType, error: PublishingError) {
  const locale = requestLocale(request);
  if (error.refusal === 'notFound') throw new ApiError(404, 'not_found');
  const code = error.status === 409 ? 'conflict' : error.status === 403 ? 'forbidden' : 'bad_request';
  const fields = error.problems.map((problem) => ({
    name: problem.field,
    message: fieldProblemMessage(type, problem, locale),
  }));
  const message = [PUBLISHING_MESSAGES[locale][error.refusal], ...fields.map((field) => field.message)].join(' ');
  return reply.code(error.status).send({
    error: {
      code,
      reason: error.refusal,
      message,
      ...(fields.length > 0 ? { fields } : {}),
      ...(error.current ? { current: error.current } : {}),
    },
  });
}

/** Runs a change, answering a refusal as such. */
async function change<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  type: ContentType,
  work: () => Promise<T>,
): Promise<{ data: T } | FastifyReply> {
  try {
    return { data: await work() };
  } catch (error) {
    if (error instanceof PublishingError) return refusal(request, reply, type, error);
    throw error;
  }
}

interface TypeParams {
  type: ContentType;
}
interface ItemParams extends TypeParams {
  id: number;
}

export async function registerPublishingApi(app: FastifyInstance, options: PublishingApiOptions): Promise<void> {
  const context: PublishingContext = { db: options.db, now: options.now ?? (() => new Date()) };
  const signedIn = requireStaff(options.authenticate);
  await app.register(async (api) => {
    api.setErrorHandler(apiErrorHandler);
    api.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const route: Route = { onRequest: signedIn, bodyLimit: PUBLISHING_LIMITS.bodyMaxBytes };
    registerItemRoutes(api, context, route);
    registerHistoryRoutes(api, context, route);
    registerPreviewRoutes(api, {
      context,
      onRequest: signedIn,
      bodyLimit: PUBLISHING_LIMITS.bodyMaxBytes,
      allow: (request, type) => checkScope(request, type, 'edit'),
    });
    registerBatchRoutes(api, {
      context,
      onRequest: signedIn,
      bodyLimit: PUBLISHING_LIMITS.bodyMaxBytes,
      allow: (request, type, need) => checkScope(request, type, need),
    });
    await registerAttachmentRoutes(api, {
      db: options.db,
      now: context.now,
      onRequest: signedIn,
      allow: (request, type) => checkScope(request, type, 'edit'),
      ...(options.pdfReader ? { reader: options.pdfReader } : {}),
    });
  });
  await registerPublicPreviewRoutes(app, context);
}

/** What every route shares: the sign-in guard and the body limit. */
interface Route {
  readonly onRequest: ReturnType<typeof requireStaff>;
  readonly bodyLimit: number;
}

/** The editor list, an item, its creation and saves, and the workflow's actions. */
function registerItemRoutes(api: FastifyInstance, context: PublishingContext, route: Route): void {
  const s = PUBLISHING_SCHEMAS;

  api.get<{
    Params: TypeParams;
    Querystring: { page: number; pageSize: number; working?: WorkingState; q?: string };
  }>(
    '/api/publishing/:type',
    { ...route, schema: { params: s.typeParams, querystring: s.listQuery } },
    async (request) => {
      checkScope(request, request.params.type, 'edit');
      const { data, total } = await listItems(context, request.params.type, request.query);
      const { page, pageSize } = request.query;
      return { data, meta: { page, pageSize, total, totalPages: Math.ceil(total / pageSize) } };
    },
  );

  api.post<{ Params: TypeParams; Body: { key: string; data: ContentData } }>(
    '/api/publishing/:type',
    { ...route, schema: { params: s.typeParams, querystring: s.localeQuery, body: s.createBody } },
    async (request, reply) => {
      const actor = checkScope(request, request.params.type, 'edit');
      const answer = await change(request, reply, request.params.type, () =>
        createItem(context, request.params.type, actor, request.body),
      );
      return 'data' in answer ? reply.code(201).send(answer) : answer;
    },
  );

  api.get<{ Params: ItemParams }>(
    '/api/publishing/:type/:id',
    { ...route, schema: { params: s.itemParams, querystring: s.localeQuery } },
    async (request, reply) => {
      checkScope(request, request.params.type, 'edit');
      return change(request, reply, request.params.type, () =>
        readItem(context, request.params.type, request.params.id),
      );
    },
  );

  api.put<{ Params: ItemParams; Body: SaveBody }>(
    '/api/publishing/:type/:id',
    { ...route, schema: { params: s.itemParams, querystring: s.localeQuery, body: s.saveBody } },
    async (request, reply) => {
      const actor = checkScope(request, request.params.type, 'edit');
      return change(request, reply, request.params.type, () =>
        saveItem(context, request.params.type, request.params.id, actor, request.body),
      );
    },
  );

  api.post<{ Params: ItemParams & { action: PublishingAction }; Body: ActionBody }>(
    '/api/publishing/:type/:id/:action',
    { ...route, schema: { params: s.actionParams, querystring: s.localeQuery, body: s.actionBody } },
    async (request, reply) => {
      const { type, id, action } = request.params;
      const actor = checkScope(request, type, ACTION_SCOPE[action]);
      return change(request, reply, type, () => actOn(context, type, id, action, actor, request.body));
    },
  );
}

/** An item's saved revisions, what changed between two, a restore, and the audit trail. */
function registerHistoryRoutes(api: FastifyInstance, context: PublishingContext, route: Route): void {
  const s = PUBLISHING_SCHEMAS;
  api.get<{ Params: ItemParams }>(
    '/api/publishing/:type/:id/revisions',
    { ...route, schema: { params: s.itemParams, querystring: s.localeQuery } },
    async (request, reply) => {
      checkScope(request, request.params.type, 'edit');
      return change(request, reply, request.params.type, () =>
        revisions(context, request.params.type, request.params.id),
      );
    },
  );

  api.get<{ Params: ItemParams; Querystring: { from: number; to: number } }>(
    '/api/publishing/:type/:id/diff',
    { ...route, schema: { params: s.itemParams, querystring: s.diffQuery } },
    async (request, reply) => {
      checkScope(request, request.params.type, 'edit');
      const { type, id } = request.params;
      return change(request, reply, type, () => revisionDiff(context, type, id, request.query.from, request.query.to));
    },
  );

  api.post<{ Params: ItemParams; Body: RestoreBody }>(
    '/api/publishing/:type/:id/restore',
    { ...route, schema: { params: s.itemParams, querystring: s.localeQuery, body: s.restoreBody } },
    async (request, reply) => {
      const actor = checkScope(request, request.params.type, 'edit');
      const { type, id } = request.params;
      return change(request, reply, type, () => restoreRevision(context, type, id, actor, request.body));
    },
  );

  api.get<{ Params: ItemParams }>(
    '/api/publishing/:type/:id/audit',
    { ...route, schema: { params: s.itemParams, querystring: s.localeQuery } },
    async (request, reply) => {
      checkScope(request, request.params.type, 'publish');
      return change(request, reply, request.params.type, () =>
        auditTrail(context, request.params.type, request.params.id),
      );
    },
  );
}
