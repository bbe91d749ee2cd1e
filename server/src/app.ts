import type { FastifyInstance } from 'fastify';
import { registerApis } from './composition/apis.js';
import { registerEdge } from './composition/edge.js';
import { createFastify } from './composition/fastify-instance.js';
import { createAppMetrics } from './composition/metrics.js';
import type { BuildOptions } from './composition/options.js';
import { createSiteParts, registerSite } from './composition/site.js';
import type { ServerConfig } from './config.js';
import type { Database } from './db/database.js';
import { startLocalCaptchaProvider } from './dev/captcha-provider/index.js';
import { captchaEndpoints } from './domains/captcha/index.js';
import { createLegacyRedirectCache } from './domains/redirects/legacy-redirects.js';
import { captchaCspSources } from './http/captcha-csp.js';
import { DEFAULT_CONNECTION_LIMITS, type ConnectionLimits } from './http/connection-limits.js';
import type { Endpoint } from './http/method-not-allowed.js';
import { createNotFoundHandler } from './http/method-not-allowed.js';
import type { Readiness } from './http/readiness.js';
import { createSecurityHeaders } from './http/security-headers.js';
import { loadTemplate } from './site/document/template.js';

export type { BuildOptions } from './composition/options.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its methods and declared query parameters. */
    endpoints: () => readonly Endpoint[];
    /** Whether a balancer should send this process traffic (`GET /api/ready`); checks are added here. */
    readiness: Readiness;
  }
}

/**
 * The composition root: the one module that wires the tiers together (the edge, the APIs, the site's
 * pages, files and feeds, on one database; each registered by its own module in `composition/`). The
 * whole HTTP surface, not listening yet.
 */
export async function buildApp(
  config: ServerConfig,
  db: Database,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  // Read before anything else: without the shell build there is no page to serve.
  const template = loadTemplate(config.shellDist);
  // Development and tests: the captcha provider on loopback (a production start refuses it, config.ts).
  // A test cluster's nodes share one provider (TEST_CLUSTER_CAPTCHA_ORIGIN) instead.
  const localCaptcha =
    config.captcha.provider === 'local' && config.captcha.sharedLocalOrigin === undefined
      ? await startLocalCaptchaProvider({
          siteKey: config.captcha.siteKey,
          secret: config.captcha.secret,
          enterprise: config.captcha.enterprise,
          port: config.captcha.localPort,
        })
      : undefined;
  const captcha = captchaEndpoints(config.captcha, localCaptcha?.origin);
  const securityHeaderOptions = {
    allowRemoteOverrides: config.allowRemoteOverrides,
    hstsMaxAge: config.hstsMaxAge,
    captcha: captchaCspSources(config.captcha, captcha.page.origin),
  };
  const built: { app?: FastifyInstance } = {};
  const site = createSiteParts(config, db, options, { template, captcha, app: () => built.app });
  const limits: ConnectionLimits = {
    ...DEFAULT_CONNECTION_LIMITS,
    ...options.connectionLimits,
    maxPerAddress: config.maxConnectionsPerAddress,
  };
  const app = createFastify(config, options, {
    limits,
    liveRoutes: site.liveRoutes,
    securityHeaders: createSecurityHeaders(securityHeaderOptions),
    errorHandler: site.errorHandler,
  });
  built.app = app;
  // First, so its hook sees every route registered after it.
  const metrics = createAppMetrics(app, config, db, options);
  site.routeLog.warn = (message) => app.log.warn(message);
  if (config.captcha.sharedLocalOrigin !== undefined) {
    app.log.warn(
      `TEST CLUSTER ONLY: TEST_CLUSTER_CAPTCHA_ORIGIN is set, the forms' captcha is the local provider at ${config.captcha.sharedLocalOrigin}, which passes anyone: never set it on a real deployment`,
    );
  }
  if (localCaptcha) app.addHook('onClose', () => localCaptcha.close());

  const { clientKeys, methods } = await registerEdge(app, config, db, options, {
    limits,
    errorHandler: site.errorHandler,
    securityHeaders: securityHeaderOptions,
    onRateLimitRefused: metrics?.onRateLimitRefused,
  });

  const legacyRedirects = createLegacyRedirectCache(db, {
    ttlMs: options.legacyRedirectTtlMs,
    onReloadError: (error) =>
      app.log.error({ err: error }, 'legacy redirects: reload failed, serving the previous table'),
    changes: db,
  });
  app.addHook('onClose', async () => {
    legacyRedirects.close();
    site.renderer?.close();
  });
  // Loaded at start-up so the first visitor does not wait for it (and a broken table fails fast).
  await legacyRedirects.get();
  // Composed now too: the 405 check reads the last composed manifest without waiting.
  await site.liveRoutes.current();

  const staffAuth = await registerApis(app, config, db, options, {
    liveRoutes: site.liveRoutes,
    clientKeys,
    captcha,
  });
  await registerSite(app, config, db, site, { legacyRedirects, captcha, authenticate: staffAuth.authenticate });
  app.setNotFoundHandler(createNotFoundHandler(methods, (path) => site.liveRoutes.latest().matchPath(path) !== null));
  // Last: nothing after it can fail and leave the listener open.
  await metrics?.listen();
  return app;
}
