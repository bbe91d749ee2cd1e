import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import type { CaptchaEndpoints } from '../domains/captcha/index.js';
import type { LegacyRedirectCache } from '../domains/redirects/legacy-redirects.js';
import { createErrorHandler } from '../http/error-handler.js';
import type { StaffAuth } from '../domains/auth/index.js';
import { registerCaptchaFallback } from '../site/captcha-fallback.js';
import type { loadTemplate } from '../site/document/template.js';
import { registerFeeds } from '../site/feeds.js';
import { registerDownloads } from '../site/files/downloads.js';
import { registerStaticFiles } from '../site/files/static-files.js';
import { registerLegacyRedirectTable } from '../site/legacy-redirects.js';
import { createDetailLookup, listDetailPages } from '../site/pages/detail-lookup.js';
import { createDocumentSender } from '../site/pages/document-sender.js';
import { createErrorPageSender } from '../site/pages/error-page.js';
import { registerPages } from '../site/pages/page-handler.js';
import { createLiveRoutes } from '../site/releases/live-routes.js';
import { registerReleaseJson } from '../site/releases/release-json.js';
import { registryReadiness } from '../site/releases/registry-file.js';
import { createSectionHints } from '../site/releases/section-hints.js';
import { injectAdapter } from '../site/render/inject-adapter.js';
import { createPageRenderer } from '../site/render/page-renderer.js';
import { registerSitemap } from '../site/sitemap.js';
import type { BuildOptions } from './options.js';

export interface SiteParts {
  readonly renderer: ReturnType<typeof createPageRenderer> | undefined;
  readonly sendDocument: ReturnType<typeof createDocumentSender>;
  readonly sectionHints: ReturnType<typeof createSectionHints>;
  readonly liveRoutes: ReturnType<typeof createLiveRoutes>;
  readonly errorHandler: ReturnType<typeof createErrorHandler>;
  /** Where route warnings go: the process's warnings until the app's log exists, then the log. */
  readonly routeLog: { warn: (message: string) => void };
}

/**
 * The site's pages before the app exists: the renderer (which reads the API through the app being
 * built, in process: it exists by the first page), the document and error pages, the live routes.
 */
export function createSiteParts(
  config: ServerConfig,
  db: Database,
  options: BuildOptions,
  context: {
    readonly template: ReturnType<typeof loadTemplate>;
    readonly captcha: CaptchaEndpoints;
    readonly app: () => FastifyInstance | undefined;
  },
): SiteParts {
  const renderer =
    options.serverRendering === false
      ? undefined
      : createPageRenderer({
          shellDist: config.shellDist,
          releasesDir: config.releasesDir,
          adapter: injectAdapter(() => {
            const app = context.app();
            if (!app) throw new Error('the app is not built yet');
            return app;
          }),
          log: { warn: (details, message) => context.app()?.log.warn(details, message) },
          sectionBudgetMs: options.serverRendering?.sectionBudgetMs,
          cache: config.renderCache ? options.serverRendering?.cache : false,
          // A change of the data on any server empties the render cache (pages show the data).
          changes: db,
        });
  const sendDocument = createDocumentSender({
    template: context.template,
    publicOrigin: config.publicOrigin,
    remoteOverrides: config.allowRemoteOverrides,
    renderer,
    serverTiming: config.serverTiming,
    captcha: context.captcha.page,
  });
  const sectionHints = createSectionHints(config.releasesDir);
  // Its warnings go to the app's log, which exists only later: the indirection bridges the gap.
  const routeLog = { warn: (message: string) => process.emitWarning(message, 'RouteWarning') };
  const liveRoutes = createLiveRoutes({ releasesDir: config.releasesDir, shellDist: config.shellDist, log: routeLog });
  const errorHandler = createErrorHandler({
    sendErrorPage: createErrorPageSender({ sendDocument, sectionHints, routes: liveRoutes }),
  });
  return { renderer, sendDocument, sectionHints, liveRoutes, errorHandler, routeLog };
}

/** The site's routes: downloads, the captcha's fallback, releases, sitemap, feeds, files and pages. */
export async function registerSite(
  app: FastifyInstance,
  config: ServerConfig,
  db: Database,
  site: SiteParts,
  context: {
    readonly legacyRedirects: LegacyRedirectCache;
    readonly captcha: CaptchaEndpoints;
    readonly authenticate: StaffAuth['authenticate'];
  },
): Promise<void> {
  const { liveRoutes } = site;
  registerLegacyRedirectTable(app, context.legacyRedirects, liveRoutes);
  // From the database: the same bytes and ETag on every server, no folder of its own.
  registerDownloads(app, db);
  registerCaptchaFallback(app, context.captcha.fallbackUrl);
  registerReleaseJson(app, config.releasesDir, liveRoutes);
  // Not ready without a usable registry, or while this server's releases folder lacks a live version.
  app.readiness.add('registry', () => registryReadiness(path.join(config.releasesDir, 'registry.json')));
  registerSitemap(app, config.publicOrigin, liveRoutes, (routes) => listDetailPages(db, routes), db);
  registerFeeds(app, db, config.publicOrigin, liveRoutes);
  await registerStaticFiles(app, { releasesDir: config.releasesDir, shellDist: config.shellDist });
  registerPages(app, {
    sendDocument: site.sendDocument,
    remoteOverrides: config.allowRemoteOverrides,
    legacyRedirects: context.legacyRedirects,
    sectionHints: site.sectionHints,
    routes: liveRoutes,
    detailLookup: createDetailLookup(db, liveRoutes),
    sameOrigin: { publicOrigin: config.publicOrigin, allowLoopback: config.mode === 'development' },
    authenticate: context.authenticate,
  });
}
