/**
 * The daily batch's calls (`shared/src/api/publishing-batch.ts`) in the publishing context: signed in,
 * the type's `edit` scope to make a batch, read it and submit it, `publish` to approve it; `no-store`.
 * A refused batch action answers the item that stopped it, with that item's own reason and sentence.
 */
import {
  PUBLISHING_MESSAGES,
  type BatchAction,
  type BatchActionBody,
  type BatchIntakeBody,
  type ContentType,
} from '@ksei/shared/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  actOnBatch,
  BatchRefused,
  intakeBatch,
  PublishingError,
  readBatch,
  type Actor,
  type PublishingContext,
} from '../../domains/publishing/index.js';
import { ApiError } from '../../http/error-format.js';
import { requestLocale } from '../../http/locale.js';
import type { requireStaff } from '../../http/staff-guard.js';
import { PUBLISHING_SCHEMAS } from './schemas.js';

export interface BatchRoutesOptions {
  readonly context: PublishingContext;
  readonly onRequest: ReturnType<typeof requireStaff>;
  readonly bodyLimit: number;
  readonly allow: (request: FastifyRequest, type: ContentType, need: 'edit' | 'publish') => Actor;
}

function refusedBatch(request: FastifyRequest, reply: FastifyReply, error: BatchRefused): FastifyReply {
  const { itemError } = error;
  if (itemError.refusal === 'notFound') throw new ApiError(404, 'not_found');
  const locale = requestLocale(request);
  const code = itemError.status === 409 ? 'conflict' : itemError.status === 403 ? 'forbidden' : 'bad_request';
  return reply.code(itemError.status).send({
    error: {
      code,
      reason: itemError.refusal,
      item: error.key,
      message: `${error.key}: ${PUBLISHING_MESSAGES[locale][itemError.refusal]}`,
    },
  });
}

export function registerBatchRoutes(api: FastifyInstance, options: BatchRoutesOptions): void {
  const s = PUBLISHING_SCHEMAS;
  const route = { onRequest: options.onRequest, bodyLimit: options.bodyLimit };
  const notFound = (error: unknown): never => {
    if (error instanceof PublishingError && error.refusal === 'notFound') throw new ApiError(404, 'not_found');
    throw error;
  };

  api.post<{ Params: { type: ContentType }; Body: BatchIntakeBody }>(
    '/api/publishing/:type/batches',
    { ...route, schema: { params: s.batchTypeParams, querystring: s.localeQuery, body: s.batchIntakeBody } },
    async (request, reply) => {
      const actor = options.allow(request, request.params.type, 'edit');
      const batch = await intakeBatch(options.context, request.params.type, actor, request.body.files);
      return reply.code(201).send({ data: batch });
    },
  );

  api.get<{ Params: { type: ContentType; id: number } }>(
    '/api/publishing/:type/batches/:id',
    { ...route, schema: { params: s.batchParams, querystring: s.localeQuery } },
    async (request) => {
      options.allow(request, request.params.type, 'edit');
      return { data: await readBatch(options.context, request.params.type, request.params.id).catch(notFound) };
    },
  );

  api.post<{ Params: { type: ContentType; id: number; action: BatchAction }; Body: BatchActionBody }>(
    '/api/publishing/:type/batches/:id/:action',
    { ...route, schema: { params: s.batchActionParams, querystring: s.localeQuery, body: s.batchActionBody } },
    async (request, reply) => {
      const { type, id, action } = request.params;
      const actor = options.allow(request, type, action === 'approve' ? 'publish' : 'edit');
      try {
        return { data: await actOnBatch(options.context, type, id, action, actor, request.body) };
      } catch (error) {
        if (error instanceof BatchRefused) return refusedBatch(request, reply, error);
        return notFound(error);
      }
    },
  );
}
