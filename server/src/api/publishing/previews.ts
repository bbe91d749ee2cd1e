/**
 * Preview links (`shared/src/api/publishing-previews.ts`). Staff make, list and revoke them on an item
 * (signed in, the type's `edit` scope); anyone holding a link's token opens its revision, without an
 * account, while it lasts. Every answer is `no-store`: a revoked link stops at once, everywhere.
 */
import { PREVIEW_LIMITS, PREVIEW_TOKEN_PATTERN, type ContentType, type Locale } from '@ksei/shared/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createPreview,
  listPreviews,
  openPreview,
  previewFile,
  PublishingError,
  revokePreview,
  type Actor,
  type PublishingContext,
} from '../../domains/publishing/index.js';
import { ApiError, apiErrorHandler } from '../../http/error-format.js';
import { requestLocale } from '../../http/locale.js';
import type { requireStaff } from '../../http/staff-guard.js';
import { PUBLISHING_SCHEMAS } from './schemas.js';

export interface PreviewRoutesOptions {
  readonly context: PublishingContext;
  readonly onRequest: ReturnType<typeof requireStaff>;
  readonly bodyLimit: number;
  readonly allow: (request: FastifyRequest, type: ContentType) => Actor;
}

const notFound = (error: unknown): never => {
  if (error instanceof PublishingError && error.refusal === 'notFound') throw new ApiError(404, 'not_found');
  throw error;
};

/** The staff calls, inside the publishing context. */
export function registerPreviewRoutes(api: FastifyInstance, options: PreviewRoutesOptions): void {
  const s = PUBLISHING_SCHEMAS;
  const route = { onRequest: options.onRequest, bodyLimit: options.bodyLimit };
  const linkParams = {
    type: 'object',
    properties: {
      ...s.previewParams.properties,
      link: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    },
  } as const;

  api.post<{ Params: { type: ContentType; id: number }; Body: { hours?: number } }>(
    '/api/publishing/:type/:id/previews',
    {
      ...route,
      schema: {
        params: s.previewParams,
        querystring: s.localeQuery,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { hours: { type: 'integer', minimum: 1, maximum: PREVIEW_LIMITS.hoursMax } },
        },
      },
    },
    async (request, reply) => {
      const actor = options.allow(request, request.params.type);
      const hours = request.body?.hours ?? PREVIEW_LIMITS.hoursDefault;
      const created = await createPreview(options.context, request.params.type, request.params.id, actor, hours).catch(
        notFound,
      );
      return reply.code(201).send({ data: created });
    },
  );

  api.get<{ Params: { type: ContentType; id: number } }>(
    '/api/publishing/:type/:id/previews',
    { ...route, schema: { params: s.previewParams, querystring: s.localeQuery } },
    async (request) => {
      options.allow(request, request.params.type);
      return { data: await listPreviews(options.context, request.params.type, request.params.id).catch(notFound) };
    },
  );

  api.post<{ Params: { type: ContentType; id: number; link: number } }>(
    '/api/publishing/:type/:id/previews/:link/revoke',
    { ...route, schema: { params: linkParams, querystring: s.localeQuery } },
    async (request) => {
      const actor = options.allow(request, request.params.type);
      const { type, id, link } = request.params;
      return { data: await revokePreview(options.context, type, id, link, actor).catch(notFound) };
    },
  );
}

const TOKEN_PARAMS = {
  type: 'object',
  properties: { token: { type: 'string', pattern: PREVIEW_TOKEN_PATTERN } },
} as const;

/** What anyone with a link opens: in a context of its own, never cached. */
export async function registerPublicPreviewRoutes(app: FastifyInstance, context: PublishingContext): Promise<void> {
  await app.register(async (api) => {
    api.setErrorHandler(apiErrorHandler);
    api.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    });
    const s = PUBLISHING_SCHEMAS;

    api.get<{ Params: { token: string } }>(
      '/api/previews/:token',
      { schema: { params: TOKEN_PARAMS, querystring: s.localeQuery } },
      async (request) => {
        const { token } = request.params;
        const opened = await openPreview(
          context,
          token,
          requestLocale(request),
          (locale) => `/api/previews/${token}/files/${locale}`,
        );
        if (opened === undefined) throw new ApiError(404, 'not_found');
        if (opened === 'gone') throw new ApiError(410, 'gone');
        return { data: opened };
      },
    );

    api.get<{ Params: { token: string; locale: Locale } }>(
      '/api/previews/:token/files/:locale',
      {
        schema: {
          params: {
            type: 'object',
            properties: { ...TOKEN_PARAMS.properties, locale: { type: 'string', enum: ['id', 'en'] } },
          },
        },
      },
      async (request, reply) => {
        const file = await previewFile(context, request.params.token, request.params.locale);
        if (file === undefined) throw new ApiError(404, 'not_found');
        if (file === 'gone') throw new ApiError(410, 'gone');
        const ascii = file.name.replace(/[^A-Za-z0-9._-]+/g, '_');
        return reply
          .type('application/pdf')
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', `inline; filename="${ascii}"`)
          .send(file.body);
      },
    );
  });
}
