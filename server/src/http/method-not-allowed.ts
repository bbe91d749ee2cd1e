import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './error-format.js';
import { sendNotFoundJson } from './not-found.js';
import { isApiPath, pathOf } from './paths.js';

interface EndpointPattern {
  readonly url: string;
  readonly methods: readonly string[];
  readonly pattern: RegExp;
}

/** A route as registered: its URL pattern and methods (the fuzz test walks every one). */
export interface Endpoint {
  readonly url: string;
  readonly methods: readonly string[];
  /** The query parameters its schema declares. */
  readonly query: readonly string[];
}

/** `/api/press-releases/:slug` → `^/api/press-releases/[^/]+$`; a trailing `*` matches the rest. */
function toRegExp(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) =>
      segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}$`);
}

/**
 * Remembers every route's methods as it is added, so a request with another method can be told which
 * ones the address has (405 with `Allow`) instead of a 404. Register before any route. `isPage` says
 * whether the catch-all page route really has a page at a path (an unknown path is a 404 whatever the
 * method).
 */
export function trackAllowedMethods(app: FastifyInstance, catchAll: string) {
  const patterns: EndpointPattern[] = [];
  const entries: Endpoint[] = [];
  app.addHook('onRoute', (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map((method) => String(method));
    const query = (route.schema?.querystring as { properties?: Record<string, unknown> } | undefined)?.properties;
    entries.push({ url: route.url, methods, query: Object.keys(query ?? {}) });
    if (route.url === catchAll) return;
    patterns.push({ url: route.url, methods, pattern: toRegExp(route.url) });
  });
  return {
    /** Every route registered so far. */
    list: (): readonly Endpoint[] => entries,
    /** The methods `path` answers to, `HEAD` with `GET`; empty when no route has the path. */
    allowed(path: string, isPage: (path: string) => boolean): string[] {
      const methods = new Set<string>();
      for (const known of patterns) if (known.pattern.test(path)) known.methods.forEach((m) => methods.add(m));
      if (methods.size === 0 && isPage(path)) methods.add('GET');
      if (methods.has('GET')) methods.add('HEAD');
      return [...methods].sort();
    },
  };
}

/**
 * The app's not-found handler. Another method on an address that exists: 405 with `Allow` (the API's
 * error shape under /api, the site's error page elsewhere, by the error handler). Static misses and
 * the rest: a plain JSON 404, never the HTML page. `hasPage` says whether the site has a page at a path.
 */
export function createNotFoundHandler(
  methods: ReturnType<typeof trackAllowedMethods>,
  hasPage: (path: string) => boolean,
) {
  return (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const path = pathOf(request.url);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const allowed = methods.allowed(path, (candidate) => !isApiPath(candidate) && hasPage(candidate));
      if (allowed.length > 0) {
        reply.header('allow', allowed.join(', '));
        if (isApiPath(path)) throw new ApiError(405, 'method_not_allowed');
        throw Object.assign(new Error('method not allowed'), { statusCode: 405 });
      }
    }
    return sendNotFoundJson(request, reply);
  };
}
