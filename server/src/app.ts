import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.js';
import type { Database } from './db/database.js';
import { createLegacyRedirectCache } from './domains/redirects/legacy-redirects.js';
import {
  addressMatcher,
  budgetConnections,
  capConnectionsPerAddress,
  DEFAULT_CONNECTION_LIMITS,
  serverTimeoutOptions,
  type ConnectionLimits,
} from './http/connection-limits.js';
import { createErrorHandler } from './http/error-handler.js';
import { createNotFoundHandler, trackAllowedMethods, type Endpoint } from './http/method-not-allowed.js';
import { registerNoStoreDefault } from './http/no-store-default.js';
import { registerRateLimits, type RateLimiterOptions } from './http/rate-limit.js';
import { createClientKeys } from './http/client-address.js';
import { requestLogOptions } from './http/request-log.js';
import { registerRequestTargetGuard, rewriteToParsedTarget } from './http/request-target.js';
import { registerEncodingEtags } from './http/response-cache.js';
import { createSecurityHeaders, registerSecurityHeaders } from './http/security-headers.js';
import { captchaCspSources } from './http/captcha-csp.js';
import { captchaEndpoints, createCaptchaVerifier } from './domains/captcha/index.js';
import { startLocalCaptchaProvider } from './dev/captcha-provider/index.js';
import { registerCaptchaFallback } from './site/captcha-fallback.js';
import { databaseReadiness, registerHealthCheck, registerReadinessCheck } from './api/health.js';
import { closeConnectionsWhileDraining, createReadiness, type Readiness } from './http/readiness.js';
import { registerPublicApi } from './api/index.js';
import { registerFormsApi, type FormsApiOptions } from './api/forms/index.js';
import { registerAuthApi } from './api/auth/index.js';
import { registerInboxApi } from './api/inbox/index.js';
import { startInboxMaintenance, type InboxMaintenance } from './domains/inbox/index.js';
import { createStaffAuth, ensureFirstStaffAccount, type StaffAuth } from './domains/auth/index.js';
import { prepareEvidence } from './domains/forms/evidence/index.js';
import { createMailQueue } from './domains/outbox/index.js';
import { loadTemplate } from './site/document/template.js';
import { registerFeeds } from './site/feeds.js';
import { registerDownloads } from './site/files/downloads.js';
import { registerStaticFiles } from './site/files/static-files.js';
import { registerLegacyRedirectTable } from './site/legacy-redirects.js';
import { createDetailLookup, listDetailPages } from './site/pages/detail-lookup.js';
import { createDocumentSender } from './site/pages/document-sender.js';
import { createErrorPageSender } from './site/pages/error-page.js';
import { registerPages } from './site/pages/page-handler.js';
import { createLiveRoutes } from './site/releases/live-routes.js';
import { registerReleaseJson } from './site/releases/release-json.js';
import { registryReadiness } from './site/releases/registry-file.js';
import { createSectionHints } from './site/releases/section-hints.js';
import { injectAdapter } from './site/render/inject-adapter.js';
import { createPageRenderer, type RenderCacheOptions } from './site/render/page-renderer.js';
import { registerSitemap } from './site/sitemap.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its methods and declared query parameters. */
    endpoints: () => readonly Endpoint[];
    /** Whether a balancer should send this process traffic (`GET /api/ready`); checks are added here. */
    readiness: Readiness;
  }
}

export interface BuildOptions {
  /** `false` silences the log (tests); otherwise JSON lines at `config.logLevel`. */
  readonly logger?: boolean;
  /** Where the log's lines go instead of stdout (a test reading what was logged). */
  readonly logStream?: NodeJS.WritableStream;
  /** How long the legacy-URL table is cached (ms). */
  readonly legacyRedirectTtlMs?: number;
  /** Rate limits other than the defaults (tests). */
  readonly rateLimits?: RateLimiterOptions;
  /** Server rendering of pages: its time budget per section render, or `false` to leave pages to the browser. */
  readonly serverRendering?: { readonly sectionBudgetMs?: number; readonly cache?: RenderCacheOptions | false } | false;
  /** Timeouts other than the defaults (tests); the per-address cap comes from the configuration. */
  readonly connectionLimits?: Partial<Omit<ConnectionLimits, 'maxPerAddress'>>;
  /** The forms' outside boundaries other than the configured ones (tests). */
  readonly forms?: Partial<Pick<FormsApiOptions, 'verifyCaptcha' | 'prepareEvidence' | 'enqueueMail'>>;
  /** Staff sign-in other than the configured one (tests: a clock to move, smaller throttle limits). */
  readonly staffAuth?: StaffAuth;
  /** The inbox's clock and its maintenance job's interval other than the defaults (tests). */
  readonly inbox?: { readonly now?: () => Date; readonly maintenanceIntervalMs?: number };
  /** Read the public API's copies in memory as soon as the app is ready (the server's entry; tests leave it off). */
  readonly warmCaches?: boolean;
}

/** Fastify's option: a hop count becomes "trust the nearest n hops". */
function trustProxyOption(
  value: ServerConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return typeof value === 'boolean' ? value : [...value];
}

/** The page route answers every GET path: the manifest's pages and the 404 page. */
const CATCH_ALL = '/*';

/**
 * The composition root: the one module that wires the tiers together (the edge, the public API, the
 * site's pages, files and feeds, on one database). The whole HTTP surface, not listening yet.
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
  const captchaCsp = captchaCspSources(config.captcha, captcha.page.origin);
  // The renderer reads the API through the app being built here (in process): it exists by the first page.
  const built: { app?: FastifyInstance } = {};
  const renderer =
    options.serverRendering === false
      ? undefined
      : createPageRenderer({
          shellDist: config.shellDist,
          releasesDir: config.releasesDir,
          adapter: injectAdapter(() => {
            if (!built.app) throw new Error('the app is not built yet');
            return built.app;
          }),
          log: { warn: (details, message) => built.app?.log.warn(details, message) },
          sectionBudgetMs: options.serverRendering?.sectionBudgetMs,
          cache: config.renderCache ? options.serverRendering?.cache : false,
          // A change of the data on any server empties the render cache (pages show the data).
          changes: db,
        });
  const sendDocument = createDocumentSender({
    template,
    publicOrigin: config.publicOrigin,
    remoteOverrides: config.allowRemoteOverrides,
    renderer,
    serverTiming: config.serverTiming,
    captcha: captcha.page,
  });
  const sectionHints = createSectionHints(config.releasesDir);
  // Its warnings go to the app's log, which exists only below: the indirection bridges the gap.
  const routeLog = { warn: (message: string) => process.emitWarning(message, 'RouteWarning') };
  const liveRoutes = createLiveRoutes({ releasesDir: config.releasesDir, shellDist: config.shellDist, log: routeLog });
  const errorHandler = createErrorHandler({
    sendErrorPage: createErrorPageSender({ sendDocument, sectionHints, routes: liveRoutes }),
  });
  const securityHeaders = createSecurityHeaders({
    allowRemoteOverrides: config.allowRemoteOverrides,
    hstsMaxAge: config.hstsMaxAge,
    captcha: captchaCsp,
  });

  const limits: ConnectionLimits = {
    ...DEFAULT_CONNECTION_LIMITS,
    ...options.connectionLimits,
    maxPerAddress: config.maxConnectionsPerAddress,
  };
  // Never a client's address or user agent in the log; nothing at all of the form pages and their API.
  const requestLog = requestLogOptions(() => liveRoutes.latest());
  const app = Fastify({
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
    ...serverTimeoutOptions(limits),
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
      securityHeaders(request, reply);
      return errorHandler(error, request, reply);
    },
  });
  built.app = app;
  if (config.captcha.sharedLocalOrigin !== undefined) {
    app.log.warn(
      `TEST CLUSTER ONLY: TEST_CLUSTER_CAPTCHA_ORIGIN is set, the forms' captcha is the local provider at ${config.captcha.sharedLocalOrigin}, which passes anyone: never set it on a real deployment`,
    );
  }
  const readiness = createReadiness();
  app.decorate('readiness', readiness);
  closeConnectionsWhileDraining(app, readiness);
  if (localCaptcha) app.addHook('onClose', () => localCaptcha.close());
  app.setErrorHandler(errorHandler);
  // A list of proxies names the peers that carry many clients; `true` or a hop count makes every peer one.
  const proxies = config.trustProxy;
  if (Array.isArray(proxies) || proxies === false) {
    capConnectionsPerAddress(app.server, limits.maxPerAddress, addressMatcher(Array.isArray(proxies) ? proxies : []));
  }
  budgetConnections(app.server, limits);
  routeLog.warn = (message) => app.log.warn(message);

  registerSecurityHeaders(app, {
    allowRemoteOverrides: config.allowRemoteOverrides,
    hstsMaxAge: config.hstsMaxAge,
    captcha: captchaCsp,
  });
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
  });
  const methods = trackAllowedMethods(app, CATCH_ALL);
  app.decorate('endpoints', methods.list);
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  registerEncodingEtags(app);
  registerNoStoreDefault(app);

  const legacyRedirects = createLegacyRedirectCache(db, {
    ttlMs: options.legacyRedirectTtlMs,
    onReloadError: (error) =>
      app.log.error({ err: error }, 'legacy redirects: reload failed, serving the previous table'),
    changes: db,
  });
  app.addHook('onClose', async () => {
    legacyRedirects.close();
    renderer?.close();
  });
  // Loaded at start-up so the first visitor does not wait for it (and a broken table fails fast).
  await legacyRedirects.get();
  // Composed now too: the 405 check reads the last composed manifest without waiting.
  await liveRoutes.current();

  registerHealthCheck(app, db);
  registerReadinessCheck(app, readiness);
  app.readiness.add('database', databaseReadiness(db));
  registerLegacyRedirectTable(app, legacyRedirects, liveRoutes);
  await registerPublicApi(app, db, {
    publicOrigin: config.publicOrigin,
    liveRoutes,
    changes: db,
    warm: options.warmCaches ?? false,
  });
  if (config.forms.enabled) {
    // Outside the public API's context: uncached, `no-store`, never in the response or render cache.
    await registerFormsApi(app, {
      db,
      settings: config.forms,
      publicOrigin: config.publicOrigin,
      allowLoopbackOrigin: config.mode === 'development',
      verifyCaptcha:
        options.forms?.verifyCaptcha ??
        createCaptchaVerifier({
          settings: config.captcha,
          endpoints: captcha,
          publicOrigin: config.publicOrigin,
          log: app.log,
        }),
      prepareEvidence: options.forms?.prepareEvidence ?? prepareEvidence,
      enqueueMail: options.forms?.enqueueMail ?? createMailQueue(config.forms.keys),
    });
  }
  // The first staff account from STAFF_FIRST_* on a database without any (every later start: nothing).
  await ensureFirstStaffAccount(db, config.staff.firstAccount);
  const staffAuth =
    options.staffAuth ?? createStaffAuth(db, config.staff, { deviceSecret: config.forms.receiptPepper });
  await registerAuthApi(app, {
    auth: staffAuth,
    sameOrigin: { publicOrigin: config.publicOrigin, allowLoopback: config.mode === 'development' },
    upkeep: { db },
    clientKeys,
  });
  await registerInboxApi(app, {
    db,
    keys: config.forms.keys,
    authenticate: staffAuth.authenticate,
    now: options.inbox?.now,
  });
  // Retention and the inbox's upkeep, in every process (safe side by side): from ready until close.
  let inboxMaintenance: InboxMaintenance | undefined;
  app.addHook('onReady', async () => {
    inboxMaintenance = startInboxMaintenance({
      db,
      keys: config.forms.keys,
      retentionDays: config.reportRetentionDays,
      log: app.log,
      intervalMs: options.inbox?.maintenanceIntervalMs,
      now: options.inbox?.now,
    });
  });
  app.addHook('onClose', async () => {
    await inboxMaintenance?.stop();
  });
  // From the database: the same bytes and ETag on every server, no folder of its own.
  registerDownloads(app, db);
  registerCaptchaFallback(app, captcha.fallbackUrl);
  registerReleaseJson(app, config.releasesDir, liveRoutes);
  // Not ready without a usable registry, or while this server's releases folder lacks a live version.
  app.readiness.add('registry', () => registryReadiness(path.join(config.releasesDir, 'registry.json')));
  registerSitemap(app, config.publicOrigin, liveRoutes, (routes) => listDetailPages(db, routes), db);
  registerFeeds(app, db, config.publicOrigin, liveRoutes);
  await registerStaticFiles(app, { releasesDir: config.releasesDir, shellDist: config.shellDist });
  registerPages(app, {
    sendDocument,
    remoteOverrides: config.allowRemoteOverrides,
    legacyRedirects,
    sectionHints,
    routes: liveRoutes,
    detailLookup: createDetailLookup(db, liveRoutes),
    sameOrigin: { publicOrigin: config.publicOrigin, allowLoopback: config.mode === 'development' },
    authenticate: staffAuth.authenticate,
  });

  app.setNotFoundHandler(createNotFoundHandler(methods, (path) => liveRoutes.latest().matchPath(path) !== null));

  return app;
}
