import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import { serverTimeoutOptions, type ConnectionLimits } from '../http/connection-limits.js';
import type { createErrorHandler } from '../http/error-handler.js';
import { requestLogOptions } from '../http/request-log.js';
import { rewriteToParsedTarget } from '../http/request-target.js';
import type { SecurityHeaderSetter } from '../http/security-headers.js';
import type { createLiveRoutes } from '../site/releases/live-routes.js';
import type { BuildOptions } from './options.js';

/** Fastify's option: a hop count becomes "trust the nearest n hops". */
function trustProxyOption(
  value: ServerConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return typeof value === 'boolean' ? value : [...value];
}

/** The Fastify instance with the server's options: log, proxies, timeouts, URL parsing, validation. */
export function createFastify(
  config: ServerConfig,
  options: BuildOptions,
  context: {
    readonly limits: ConnectionLimits;
    readonly liveRoutes: ReturnType<typeof createLiveRoutes>;
    readonly securityHeaders: SecurityHeaderSetter;
    readonly errorHandler: ReturnType<typeof createErrorHandler>;
  },
): FastifyInstance {
  // Never a client's address or user agent in the log; nothing at all of the form pages and their API.
  const requestLog = requestLogOptions(() => context.liveRoutes.latest());
  return Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            serializers: requestLog.serializers,
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    logController: requestLog.logController,
    trustProxy: trustProxyOption(config.trustProxy),
    ...serverTimeoutOptions(context.limits),
    // The request line's target is parsed once, here, before the router: routing, hooks and error
    // handlers see only a normalised origin-form path (a refused one is answered 400 by the guard below).
    rewriteUrl: rewriteToParsedTarget,
    // Long legacy URLs and slugs must reach the pipeline instead of a 414 from the router.
    routerOptions: { maxParamLength: 2048 },
    // A 400 names every wrong query parameter at once, not only the first. ajv's default strict
    // numbers skip the range check of a coerced value, so `page=1e309` reached the database as
    // Infinity; without it `minimum`/`maximum` (which every integer parameter has) reject ±Infinity.
    ajv: { customOptions: { allErrors: true, strictNumbers: false } },
    // A request that reaches a closing server (on a connection that was busy when the listener
    // closed) is answered as usual, with `Connection: close`, not with Fastify's bare 503: a balancer
    // passes a 503 for a POST on to the visitor.
    return503OnClosing: false,
    // A malformed URL gets the site's error page or the API's error shape, not the framework's JSON.
    // The router answers it before any hook runs, so the security headers are set here.
    frameworkErrors: (error, request, reply) => {
      context.securityHeaders(request, reply);
      return context.errorHandler(error, request, reply);
    },
  });
}
