import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A client error that names no internals: the error handler answers it in the request's language. */
export class BadRequestError extends Error {
  readonly statusCode = 400;
  constructor(reason: string) {
    super(reason);
    this.name = 'BadRequestError';
  }
}

/** The request line's target, read once at the edge: every later step uses this, never the raw line. */
export interface RequestTarget {
  /** Origin-form path: one leading `/`, valid percent-encoding, no NUL, no fragment. */
  readonly path: string;
  /** `?…` or '' (valid percent-encoding, no NUL). */
  readonly search: string;
  /** Why the request is refused with 400, or undefined when it may be routed. */
  readonly refusal?: string;
}

/** `%` not followed by two hex digits. */
const BAD_PERCENT = /%(?![0-9A-Fa-f]{2})/;
/** NUL, raw or percent-encoded: PostgreSQL text cannot hold it, and no address or search needs it. */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const NUL = /\u0000|%00/i;
/** What a refused target is routed as: the error needs a path; an API or English one keeps its kind. */
const REFUSED_PATH = '/';

function refused(reason: string, rawTarget = ''): RequestTarget {
  const first = /^[/\\]+([^/\\?#]*)/.exec(rawTarget)?.[1];
  const path = first === 'api' ? '/api' : first === 'en' ? '/en' : REFUSED_PATH;
  // The API answers in the language its `locale` parameter asks for.
  const search = path === '/api' && /[?&]locale=en(?:[&#]|$)/.test(rawTarget) ? '?locale=en' : '';
  return { path, search, refusal: reason };
}

/** Whether the percent-encoded path decodes to valid UTF-8 (`%C0%AF`, `%FF` do not). */
function decodesAsUtf8(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** How many `Host` header lines the request has (Node keeps only the first in `headers.host`). */
function hostLines(rawHeaders: readonly string[]): number {
  let count = 0;
  for (let index = 0; index < rawHeaders.length; index += 2) {
    if (rawHeaders[index]?.toLowerCase() === 'host') count += 1;
  }
  return count;
}

/**
 * Parses a request line's target. Only origin-form is served (`/path?query`): absolute-form
 * (`http://host/…`), authority-form and `*` are refused, as are malformed or NUL percent-escapes, a
 * path that does not decode as UTF-8 and a repeated `Host` header. A leading run of `/` and `\`
 * (`//host/x`, `/\host`) is folded into one `/`: browsers read such a path as another host, so it must
 * never reach a URL parser or a `Location` as it came. A fragment (never sent by browsers) is dropped.
 * Pure and total: it answers for every string.
 */
export function parseRequestTarget(rawUrl: string, rawHeaders: readonly string[] = []): RequestTarget {
  if (hostLines(rawHeaders) > 1) return refused('more than one Host header', rawUrl);
  if (!rawUrl.startsWith('/')) return refused('the request target is not a path (absolute-form or *)');
  const fragment = rawUrl.indexOf('#');
  const withoutFragment = fragment === -1 ? rawUrl : rawUrl.slice(0, fragment);
  const queryStart = withoutFragment.indexOf('?');
  const rawPath = queryStart === -1 ? withoutFragment : withoutFragment.slice(0, queryStart);
  const search = queryStart === -1 ? '' : withoutFragment.slice(queryStart);
  const path = rawPath.replace(/^[/\\]+/, '/');
  if (NUL.test(withoutFragment)) return refused('NUL in the request target', rawUrl);
  if (BAD_PERCENT.test(withoutFragment)) return refused('malformed percent-encoding in the request target', rawUrl);
  if (!decodesAsUtf8(path)) return refused('the path is not valid UTF-8 once decoded', rawUrl);
  return { path, search };
}

const targets = new WeakMap<IncomingMessage, RequestTarget>();

/** The target parsed at the edge for this request (parsed now for a request that bypassed the edge). */
export function requestTarget(request: FastifyRequest): RequestTarget {
  return targets.get(request.raw) ?? parseRequestTarget(request.url);
}

/**
 * Fastify's `rewriteUrl`: runs before the router for every request (served or injected). Routing then
 * sees only the parsed, normalised target; a refused one is routed as `/` and answered 400 by
 * `registerRequestTargetGuard`. Never throws: an exception here would escape every handler.
 */
export function rewriteToParsedTarget(raw: IncomingMessage): string {
  try {
    const target = parseRequestTarget(raw.url ?? '', raw.rawHeaders);
    targets.set(raw, target);
    return target.path + target.search;
  } catch {
    targets.set(raw, refused('the request target could not be read'));
    return REFUSED_PATH;
  }
}

/** Answers a refused target 400 (the site's error page or the API's error shape) before anything else. */
export function registerRequestTargetGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const refusal = targets.get(request.raw)?.refusal;
    if (refusal !== undefined) throw new BadRequestError(refusal);
  });
}
