import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const CACHE_CONTROL = 'public, max-age=60';

export interface ApiCacheOptions {
  /** How long a serialized response is reused (ms); content only changes with a new seed. */
  readonly ttlMs?: number;
  /** Bound on cached URLs; the oldest entry goes first. */
  readonly maxEntries?: number;
  readonly now?: () => number;
}

interface Entry {
  readonly body: string;
  readonly etag: string;
  readonly contentType: string;
  readonly storedAt: number;
}

/** The content API; not health (must reflect the database now) nor the redirect table (own cache). */
function isCachedGet(request: FastifyRequest): boolean {
  const { method, url } = request;
  return (method === 'GET' || method === 'HEAD') && url.startsWith('/api/') && !url.startsWith('/api/health');
}

function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  return header !== undefined && header.split(',').some((tag) => tag.trim() === etag || tag.trim() === `W/${etag}`);
}

function notModified(reply: FastifyReply): string {
  reply.code(304);
  reply.removeHeader('content-type');
  reply.removeHeader('content-length');
  return '';
}

/**
 * Every successful GET /api response gets a strong ETag (hash of the exact body) and a one-minute
 * public cache; a matching If-None-Match gets 304 without a body. The serialized bodies are also kept
 * in memory for `ttlMs`: the content is read-only at run time, and the embedded database answers one
 * query at a time, so a repeated request must not queue behind it. Must be registered before
 * compression so it sees the JSON text, not a compressed stream.
 */
export function registerApiCaching(app: FastifyInstance, options: ApiCacheOptions = {}): void {
  const ttlMs = options.ttlMs ?? 60_000;
  const maxEntries = options.maxEntries ?? 2_000;
  const now = options.now ?? Date.now;
  const cache = new Map<string, Entry>();

  app.addHook('onRequest', async (request, reply) => {
    if (!isCachedGet(request)) return;
    const entry = cache.get(request.url);
    if (!entry) return;
    if (now() - entry.storedAt >= ttlMs) {
      cache.delete(request.url);
      return;
    }
    reply.header('etag', entry.etag).header('cache-control', CACHE_CONTROL).header('content-type', entry.contentType);
    return reply.send(entry.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 200 || !isCachedGet(request) || typeof payload !== 'string') return payload;
    let etag = reply.getHeader('etag');
    if (typeof etag !== 'string') {
      etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
      reply.header('etag', etag);
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', CACHE_CONTROL);
      if (!cache.has(request.url) && payload.length <= 512 * 1024) {
        if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as string);
        const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
        cache.set(request.url, { body: payload, etag, contentType, storedAt: now() });
      }
    }
    return matches(request, etag) ? notModified(reply) : payload;
  });
}
