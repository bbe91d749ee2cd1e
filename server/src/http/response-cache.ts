import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DataChanges } from '../db/database.js';
import { ByteBudgetLru } from '../memory/byte-budget-lru.js';

const CACHE_CONTROL = 'public, max-age=60';
/** An answer to a visitor's own search text: the browser may keep it, no shared cache may. */
const PRIVATE_CACHE_CONTROL = 'private, max-age=60';

export interface ApiCacheOptions {
  /**
   * How long a serialized response is reused (ms): a backstop, since every committed change of the
   * data (`changes`) empties the cache at once.
   */
  readonly ttlMs?: number;
  /** Committed data changes, on any server: each one empties the cache. */
  readonly changes?: DataChanges;
  /** Bound on the bodies kept, in bytes (UTF-16 length as an estimate); least recently used go first. */
  readonly maxBytes?: number;
  /** A body larger than this is never kept. */
  readonly maxEntryBytes?: number;
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

interface QuerySchema {
  properties?: Record<string, unknown>;
}

/**
 * The request carries a visitor's search text (`q`, the API's one free-text parameter). Its answer is
 * never kept: a kept answer comes back faster, which would tell another visitor that somebody searched
 * these words within the minute.
 */
function carriesSearchText(request: FastifyRequest): boolean {
  const q = (request.query as Record<string, unknown> | undefined)?.q;
  return typeof q === 'string' && q.trim() !== '';
}

/**
 * The request says who is asking: a credential (`Authorization`) or a cookie, such as a signed-in
 * visitor's. Its answer is never taken from the cache nor kept there, and no shared cache may keep it:
 * whatever a route answers, it is that visitor's.
 */
function carriesCredentials(request: FastifyRequest): boolean {
  return request.headers.authorization !== undefined || request.headers.cookie !== undefined;
}

/** Shared caches may keep the answer only when it is the same for everybody who asks. */
function isPrivate(request: FastifyRequest): boolean {
  return carriesSearchText(request) || carriesCredentials(request);
}

/**
 * The cache key: the route and the values its schema declares, after validation, coercion and
 * defaults. Unknown parameters, their order and spelling variants (`page=01`) all map to one entry, so
 * junk URLs can neither defeat the cache nor fill it.
 */
export function cacheKey(request: FastifyRequest): string | null {
  const route = request.routeOptions.url;
  if (route === undefined) return null;
  const schema = request.routeOptions.schema?.querystring as QuerySchema | undefined;
  const query = (request.query ?? {}) as Record<string, unknown>;
  const names = Object.keys(schema?.properties ?? {}).sort();
  const values = names.map((name) => [name, query[name]]);
  return JSON.stringify([route, request.params ?? {}, values]);
}

/** Strong ETags compared without the encoding suffix the compression step adds (`"…-br"`). */
export function matchingTag(request: FastifyRequest, etag: string): string | null {
  const header = request.headers['if-none-match'];
  if (header === undefined) return null;
  for (const raw of header.split(',')) {
    const tag = raw.trim();
    const bare = tag.replace(/^W\//, '').replace(/-(br|gzip|deflate)"$/, '"');
    if (bare === etag) return tag.startsWith('W/') ? tag.slice(2) : tag;
  }
  return null;
}

export function notModified(reply: FastifyReply, tag: string): null {
  reply.code(304);
  // The tag of the representation the client holds (possibly the compressed one's).
  reply.header('etag', tag);
  reply.removeHeader('content-type');
  reply.removeHeader('content-length');
  // No payload at all, not an empty string: Fastify gives a string a Content-Length (0 here), which a
  // 304 must not carry unless it is the length of the body the client holds (RFC 9110 §8.6).
  return null;
}

/**
 * Every successful GET /api response of the context it is registered in gets a strong ETag (hash of
 * the exact body) and a one-minute public cache; a matching If-None-Match gets 304 without a body. The
 * serialized bodies are also kept in memory under a byte budget until the data changes (on any server:
 * `changes`) or `ttlMs` passes: the embedded database answers one query at a time, so a repeated
 * request must not queue behind it. The lookup runs after validation (the key is the validated parameters). Register it
 * inside the context of the public, read-only routes only (an answer there is the same for everybody),
 * never app-wide: a route that answers according to who asks would serve one visitor's answer to the
 * next. Its hooks must see the JSON text, not a compressed stream: compression runs per route, after
 * every context's hooks.
 */
export function registerApiCaching(app: FastifyInstance, options: ApiCacheOptions = {}) {
  const ttlMs = options.ttlMs ?? 60_000;
  const maxEntryBytes = options.maxEntryBytes ?? 512 * 1024;
  const now = options.now ?? Date.now;
  const cache = new ByteBudgetLru<Entry>(options.maxBytes ?? 16 * 1024 * 1024);
  /** The key of each cacheable request, and the changes counted when it began. */
  const keys = new WeakMap<FastifyRequest, { key: string; changes: number }>();
  /**
   * Data changes heard so far: an answer read before a change must not be kept after it (it would be
   * served for the whole TTL), so it is kept only if none was heard while it was made.
   */
  let changes = 0;
  const unsubscribe = options.changes?.onDataChange(() => {
    changes += 1;
    cache.clear();
  });
  if (unsubscribe) app.addHook('onClose', async () => unsubscribe());

  app.addHook('preHandler', async (request, reply) => {
    if (!isCachedGet(request) || isPrivate(request)) return;
    const key = cacheKey(request);
    if (key === null) return;
    keys.set(request, { key, changes });
    const entry = cache.get(key);
    if (!entry) return;
    if (now() - entry.storedAt >= ttlMs) {
      cache.delete(key);
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
      if (!reply.hasHeader('cache-control')) {
        reply.header('cache-control', isPrivate(request) ? PRIVATE_CACHE_CONTROL : CACHE_CONTROL);
      }
      const asked = keys.get(request);
      if (asked !== undefined && asked.changes === changes && payload.length <= maxEntryBytes) {
        const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
        cache.set(asked.key, { body: payload, etag, contentType, storedAt: now() }, payload.length);
      }
    }
    const tag = matchingTag(request, etag);
    return tag === null ? payload : notModified(reply, tag);
  });

  return {
    /** Entries and bytes held now (tests, diagnostics). */
    size: () => ({ entries: cache.size, bytes: cache.bytes }),
  };
}

/** `"abc"` → `"abc-br"` when the body went out compressed. */
async function suffixEncoding(_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const encoding = reply.getHeader('content-encoding');
  const etag = reply.getHeader('etag');
  if (typeof encoding === 'string' && encoding !== 'identity' && typeof etag === 'string' && /^"[^"]*"$/.test(etag)) {
    reply.header('etag', `${etag.slice(0, -1)}-${encoding}"`);
  }
  return payload;
}

/**
 * A compressed body gets its own strong ETag (`"…-br"`), since its bytes differ from the identity
 * body's; weak tags (static files) may stay shared across encodings. Compression runs as a per-route
 * `onSend` hook, after every app-wide one, so this one is appended to each route too, after it:
 * register it after the compression plugin.
 */
export function registerEncodingEtags(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const existing = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
    route.onSend = [...existing, suffixEncoding];
  });
}
