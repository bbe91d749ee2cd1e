import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.js';
import type { Database } from './db/database.js';
import { registerApiCaching } from './api/caching.js';
import { registerContentApi } from './api/index.js';
import { loadTemplate } from './html/template.js';
import { createLegacyRedirectCache } from './redirects/legacy-redirects.js';
import { createDetailLookup } from './routes/detail-lookup.js';
import { registerFileRoutes } from './routes/files.js';
import { registerHealthRoute } from './routes/health.js';
import { sendNotFoundJson } from './routes/not-found.js';
import { registerPageRoutes } from './routes/pages.js';
import { registerRedirectsRoute } from './routes/redirects.js';
import { registerRegistryRoute } from './routes/registry.js';
import { registerStaticRoutes } from './routes/static.js';
import { registerSitemapRoutes } from './routes/sitemap.js';
import { registerSecurityHeaders } from './security/headers.js';
import { createSectionHints } from './releases/section-hints.js';

export interface BuildOptions {
  /** `false` silences the request log (tests); otherwise JSON lines at `config.logLevel`. */
  readonly logger?: boolean;
  /** How long the legacy-URL table is cached (ms). */
  readonly legacyRedirectTtlMs?: number;
}

/** The whole HTTP surface: API, remote registry, static files, pages. Not listening yet. */
export async function buildApp(
  config: ServerConfig,
  db: Database,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  // Read before anything else: without the shell build there is no page to serve.
  const template = loadTemplate(config.shellDist);

  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    // Long legacy URLs and slugs must reach the pipeline instead of a 414 from the router.
    routerOptions: { maxParamLength: 2048 },
    // A 400 names every wrong query parameter at once, not only the first.
    ajv: { customOptions: { allErrors: true } },
  });

  registerSecurityHeaders(app, { allowRemoteOverrides: config.allowRemoteOverrides });
  // Before compression: the ETag is a hash of the JSON body, not of a compressed stream.
  registerApiCaching(app);
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });

  const legacyRedirects = createLegacyRedirectCache(db, {
    ttlMs: options.legacyRedirectTtlMs,
    onReloadError: (error) =>
      app.log.error({ err: error }, 'legacy redirects: reload failed, serving the previous table'),
  });
  // Loaded at start-up so the first visitor does not wait for it (and a broken table fails fast).
  await legacyRedirects.get();

  registerHealthRoute(app, db);
  registerRedirectsRoute(app, legacyRedirects);
  await registerContentApi(app, db);
  await registerFileRoutes(app, config.dataDir);
  registerRegistryRoute(app, config.releasesDir);
  registerSitemapRoutes(app);
  await registerStaticRoutes(app, { releasesDir: config.releasesDir, shellDist: config.shellDist });
  registerPageRoutes(app, {
    template,
    legacyRedirects,
    sectionHints: createSectionHints(config.releasesDir),
    detailExists: createDetailLookup(db),
  });
  // Other methods, and static misses: a plain JSON 404, never the HTML page.
  app.setNotFoundHandler((request, reply) => sendNotFoundJson(request, reply));

  return app;
}
