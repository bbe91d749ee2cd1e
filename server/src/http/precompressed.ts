import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchingTag, notModified } from './response-cache.js';

/**
 * A large body that is the same for every request (the sitemap: megabytes), compressed once when it
 * is made rather than by the compression step on every request: that step runs on the thread pool the
 * page and file reads share, so a flood of requests for it would make every page wait.
 */
export interface Precompressed {
  readonly identity: Buffer;
  readonly gzip: Buffer;
  readonly br: Buffer;
  /** Strong, of the identity bytes; the encoding suffix (`"…-br"`) is added where the answer is sent. */
  readonly etag: string;
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const ENCODINGS = ['br', 'gzip', 'identity'] as const;

export async function precompress(text: string): Promise<Precompressed> {
  const identity = Buffer.from(text);
  const [gzipped, brotlied] = await Promise.all([
    gzip(identity, { level: 9 }),
    // Quality 6 of 11: within a few per cent of the smallest for markup, a fraction of the time.
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`;
  return { identity, gzip: gzipped, br: brotlied, etag };
}

/**
 * Sends the encoding the client prefers (identity when it accepts neither), or 304 when it holds
 * this body already. The route must be registered with `compress: false`.
 */
export function sendPrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Precompressed,
  contentType: string,
): FastifyReply {
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', [...ENCODINGS]) ?? 'identity';
  reply.header('vary', 'accept-encoding').header('etag', body.etag).header('content-type', contentType);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  const tag = matchingTag(request, body.etag);
  if (tag !== null) return reply.send(notModified(reply, tag));
  return reply.send(body[encoding]);
}
