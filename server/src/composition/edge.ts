import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { createClientKeys, type ClientKeys } from '../http/client-address.js';
import {
  addressMatcher,
  budgetConnections,
  capConnectionsPerAddress,
  type ConnectionLimits,
} from '../http/connection-limits.js';
import type { createErrorHandler } from '../http/error-handler.js';
import { trackAllowedMethods } from '../http/method-not-allowed.js';
import { registerNoStoreDefault } from '../http/no-store-default.js';
import { registerRateLimits } from '../http/rate-limit.js';
import { closeConnectionsWhileDraining, createReadiness } from '../http/readiness.js';
import { registerRequestTargetGuard } from '../http/request-target.js';
import { registerEncodingEtags } from '../http/response-cache.js';
import { registerSecurityHeaders, type SecurityHeaderOptions } from '../http/security-headers.js';
import type { BuildOptions } from './options.js';

/** The page route answers every GET path: the manifest's pages and the 404 page. */
export const CATCH_ALL = '/*';

/**
 * The edge every request passes before its route: readiness and draining, the error handler, the
 * connection caps, security headers, the request target's guard, per-client keys and rate limits, the
 * allowed-methods tracker, compression, ETags and `no-store` by default.
 */
export async function registerEdge(
  app: FastifyInstance,
  config: ServerConfig,
  db: Database,
  options: BuildOptions,
  context: {
    readonly limits: ConnectionLimits;
    readonly errorHandler: ReturnType<typeof createErrorHandler>;
    readonly securityHeaders: SecurityHeaderOptions;
    /** Told each rate-limit refusal with its policy (the metrics, when on). */
    readonly onRateLimitRefused?: (policy: string) => void;
  },
): Promise<{ readonly clientKeys: ClientKeys; readonly methods: ReturnType<typeof trackAllowedMethods> }> {
  const readiness = createReadiness();
  app.decorate('readiness', readiness);
  closeConnectionsWhileDraining(app, readiness);
  app.setErrorHandler(context.errorHandler);
  // A list of proxies names the peers that carry many clients; `true` or a hop count makes every peer one.
  const proxies = config.trustProxy;
  if (Array.isArray(proxies) || proxies === false) {
    capConnectionsPerAddress(
      app.server,
      context.limits.maxPerAddress,
      addressMatcher(Array.isArray(proxies) ? proxies : []),
    );
  }
  budgetConnections(app.server, context.limits);

  registerSecurityHeaders(app, context.securityHeaders);
  registerRequestTargetGuard(app);
  // What per-client counts are stored under: a keyed hash of the address, the same on every server.
  const clientKeys = createClientKeys({
    db,
    pepper: config.forms.receiptPepper,
    onStoreError: (error) => app.log.warn({ err: error }, 'client keys: the shared secret is unreadable'),
  });
  registerRateLimits(app, {
    clientKeys,
    ...options.rateLimits,
    policies: { ...config.rateLimits, ...options.rateLimits?.policies },
    // On PostgreSQL several servers may share the database: the buckets live there, one per client.
    sharedDatabase: db.kind === 'postgres' ? db : undefined,
    onRefused: context.onRateLimitRefused,
  });
  const methods = trackAllowedMethods(app, CATCH_ALL);
  app.decorate('endpoints', methods.list);
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  registerEncodingEtags(app);
  registerNoStoreDefault(app);
  return { clientKeys, methods };
}
