import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './error-format.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Refuse the request when a browser says it comes from another site (write endpoints). */
    sameOrigin?: boolean;
  }
}

export interface SameOriginOptions {
  /** The site's one public origin (`PUBLIC_ORIGIN`): a browser posting from it carries it as `Origin`. */
  readonly publicOrigin: string;
  /**
   * Development: also the request's own origin when its host is a loopback name (`localhost`,
   * `127.0.0.1`, `[::1]`), so the site works at whichever of them a developer opened. Never any other
   * host: a page that rebinds its own name to this machine's address (DNS rebinding) sends its own
   * name as both `Host` and `Origin`, and must still be refused.
   */
  readonly allowLoopback: boolean;
}

const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;

/**
 * Whether a browser request may write: `Sec-Fetch-Site` other than `same-origin` or `none` (typed
 * into the address bar), or an `Origin` other than the site's, is a post from another site (a forged
 * form, a script elsewhere) and refused. `Origin: null` (a sandboxed frame, a privacy redirect) too.
 * A request with neither header is no browser's cross-site request (every current browser sends
 * `Origin` on a POST) and passes: curl, the server's own in-process calls.
 */
export function crossSiteRefusal(request: FastifyRequest, options: SameOriginOptions): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  if (origin === options.publicOrigin) return false;
  if (!options.allowLoopback) return true;
  const host = request.headers.host ?? '';
  return !(LOOPBACK_HOST.test(host) && origin === `${request.protocol}://${host}`);
}

/** Refuses (403, the API's localized error) the routes of this context that set `config.sameOrigin`, before their body is read. */
export function registerSameOriginGuard(app: FastifyInstance, options: SameOriginOptions): void {
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.sameOrigin !== true) return;
    if (crossSiteRefusal(request, options)) throw new ApiError(403, 'forbidden');
  });
}
