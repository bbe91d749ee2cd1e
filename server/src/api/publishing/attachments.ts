/**
 * Staff uploads of item files (`shared/src/api/publishing-attachments.ts`): one file per request,
 * streamed and refused (413) the moment it passes the limit, judged by its content on a reading thread,
 * stored once per distinct file. Inside the publishing context: signed in, the type's `edit` scope,
 * every answer `no-store`.
 */
import fastifyMultipart from '@fastify/multipart';
import {
  ATTACHMENT_FIELD,
  ATTACHMENT_LIMITS,
  ATTACHMENT_MESSAGES,
  type AttachmentRefusal,
  type ContentType,
} from '@ksei/shared/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';
import { pdfReader, type PdfReader } from '../../domains/publishing/attachments/reader.js';
import {
  attachmentBody,
  findAttachment,
  storeUpload,
  type Upload,
} from '../../domains/publishing/attachments/store.js';
import { ApiError } from '../../http/error-format.js';
import { requestLocale } from '../../http/locale.js';
import { readFilePart } from '../../http/multipart-file.js';
import { multipartBoundary } from '../../http/multipart-shape.js';
import type { requireStaff } from '../../http/staff-guard.js';
import { PUBLISHING_SCHEMAS } from './schemas.js';

export interface AttachmentRoutesOptions {
  readonly db: Database;
  readonly now: () => Date;
  /** Who may upload for a type (throws the API's 401/403 otherwise); answers who they are. */
  readonly allow: (request: FastifyRequest, type: ContentType) => { readonly email: string };
  readonly onRequest: ReturnType<typeof requireStaff>;
  /** The reading threads (tests may pass their own). */
  readonly reader?: PdfReader;
}

/** Room for the multipart framing around the file. */
const FRAMING_BYTES = 64 * 1024;

/** A refusal in the request's language, with its reason for the editor. */
class AttachmentRefused extends Error {
  constructor(readonly reason: AttachmentRefusal) {
    super(reason);
  }
}

function refuse(request: FastifyRequest, reply: FastifyReply, reason: AttachmentRefusal): FastifyReply {
  const status = reason === 'size' ? 413 : 400;
  return reply.code(status).send({
    error: {
      code: status === 413 ? 'payload_too_large' : 'bad_request',
      reason,
      message: ATTACHMENT_MESSAGES[requestLocale(request)][reason],
    },
  });
}

/** The one file of the body; anything else in it (a field, a second file, another name) is a bad request. */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > ATTACHMENT_LIMITS.maxBytes + FRAMING_BYTES) throw new AttachmentRefused('size');
  let upload: Upload | undefined;
  for await (const part of request.parts()) {
    if (part.type !== 'file' || part.fieldname !== ATTACHMENT_FIELD || upload !== undefined) {
      if (part.type === 'file') part.file.resume();
      throw new ApiError(400, 'bad_request');
    }
    upload = { bytes: await readFilePart(part.file, () => new AttachmentRefused('size')), name: part.filename };
  }
  if (upload === undefined) throw new AttachmentRefused('empty');
  return upload;
}

export async function registerAttachmentRoutes(api: FastifyInstance, options: AttachmentRoutesOptions): Promise<void> {
  const s = PUBLISHING_SCHEMAS;
  await api.register(async (files) => {
    await files.register(fastifyMultipart, {
      limits: {
        fileSize: ATTACHMENT_LIMITS.maxBytes,
        files: 1,
        fields: 0,
        parts: 1,
        fieldNameSize: 20,
        headerPairs: 20,
      },
      // The route answers its own 413, in the request's language.
      throwFileSizeLimit: false,
    });

    files.post<{ Params: { type: ContentType } }>(
      '/api/publishing/:type/attachments',
      { onRequest: options.onRequest, schema: { params: s.typeParams, querystring: s.localeQuery } },
      async (request, reply) => {
        const uploader = options.allow(request, request.params.type);
        if (!request.isMultipart() || multipartBoundary(request.headers['content-type']) === null) {
          throw new ApiError(400, 'bad_request');
        }
        let upload: Upload;
        try {
          upload = await readUpload(request);
        } catch (error) {
          if (error instanceof AttachmentRefused) return refuse(request, reply, error.reason);
          // Anything else the parser met (its limits, a part that never ends, a second file) is the
          // body's fault: it is not one file part.
          request.log.info({ err: error }, 'refused an upload body');
          throw new ApiError(400, 'bad_request');
        }
        const result = await storeUpload(
          options.db,
          options.reader ?? pdfReader(),
          request.params.type,
          uploader,
          upload,
          options.now(),
        );
        if (!result.ok) {
          if (result.found) request.log.info({ found: result.found }, 'refused an active PDF');
          return refuse(request, reply, result.reason);
        }
        return reply.code(result.created ? 201 : 200).send({ data: result.info });
      },
    );
  });

  api.get<{ Params: { type: ContentType; id: number } }>(
    '/api/publishing/:type/attachments/:id',
    { onRequest: options.onRequest, schema: { params: s.itemParams, querystring: s.localeQuery } },
    async (request) => {
      options.allow(request, request.params.type);
      const info = await findAttachment(options.db, request.params.type, request.params.id);
      if (!info) throw new ApiError(404, 'not_found');
      return { data: info };
    },
  );

  api.get<{ Params: { type: ContentType; id: number } }>(
    '/api/publishing/:type/attachments/:id/file',
    { onRequest: options.onRequest, schema: { params: s.itemParams } },
    async (request, reply) => {
      options.allow(request, request.params.type);
      const file = await attachmentBody(options.db, request.params.type, request.params.id);
      if (!file) throw new ApiError(404, 'not_found');
      const ascii = file.name.replace(/[^A-Za-z0-9._-]+/g, '_');
      return reply
        .type('application/pdf')
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        )
        .send(file.body);
    },
  );
}
