import type { FastifyInstance } from 'fastify';
import type { DataChanges } from '../db/database.js';
import { LOCALES, type RouteTable } from '@ksei/shared/node';
import type { LiveRoutes } from './releases/live-routes.js';
import type { DetailPage } from './pages/detail-lookup.js';
import { escapeHtml } from '../text/escape-html.js';
import { precompress, sendPrecompressed, type Precompressed } from '../http/precompressed.js';

/**
 * Every page without parameters and every item page (`details`), in both languages, each listing its
 * alternates (Google's format). Item pages whose page the live manifest lacks are left out.
 */
export function sitemapXml(origin: string, routes: RouteTable, details: readonly DetailPage[] = []): string {
  const fixed = routes.pages
    .filter((page) => page.auth === false && !page.paths.id.includes(':'))
    .map((page): DetailPage => ({ pageId: page.id, params: {} }));
  const items = details.filter(({ pageId }) => routes.hasPage(pageId) && routes.getPage(pageId).auth === false);
  const href = (page: DetailPage, locale: 'id' | 'en') =>
    escapeHtml(origin + routes.buildPath(page.pageId, locale, page.params));
  const urls = [...fixed, ...items].flatMap((page) =>
    LOCALES.map((locale) => {
      const links = LOCALES.map(
        (other) => `    <xhtml:link rel="alternate" hreflang="${other}" href="${href(page, other)}"/>`,
      );
      return [
        '  <url>',
        `    <loc>${href(page, locale)}</loc>`,
        ...links,
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${href(page, 'id')}"/>`,
        '  </url>',
      ].join('\n');
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * `/sitemap.xml` and `/robots.txt`, for the configured public origin. The sitemap follows the live
 * route manifest: a section release that adds or removes a page changes it on the next request.
 */
export function registerSitemap(
  app: FastifyInstance,
  publicOrigin: string,
  liveRoutes: LiveRoutes,
  /** The item pages of the manifest's detail pages that exist now (read again at most once a minute). */
  detailPages: (routes: RouteTable) => Promise<readonly DetailPage[]> = async () => [],
  /** Committed data changes, on any server: the item pages are read again on the next request. */
  changes?: DataChanges,
): void {
  const TTL_MS = 60_000;
  let cached: { routes: RouteTable; at: number; body: Precompressed; changes: number } | null = null;
  let heard = 0;
  const unsubscribe = changes?.onDataChange(() => (heard += 1));
  if (unsubscribe) app.addHook('onClose', async () => unsubscribe());
  /** The sitemap being made now: requests meanwhile wait for it instead of each making their own. */
  let making: Promise<void> | null = null;
  const remake = async (routes: RouteTable): Promise<void> => {
    const seen = heard;
    try {
      const body = await precompress(sitemapXml(publicOrigin, routes, await detailPages(routes)));
      cached = { routes, at: Date.now(), body, changes: seen };
    } catch (error) {
      // After a data change, a failed read keeps the previous sitemap rather than answering an error.
      if (cached?.routes !== routes) throw error;
      app.log.error({ err: error }, 'sitemap: reading the item pages failed, serving the previous sitemap');
    }
  };
  const sitemap = async (): Promise<Precompressed> => {
    const routes = await liveRoutes.current();
    if (cached?.routes !== routes || cached.changes !== heard || Date.now() - cached.at > TTL_MS) {
      making ??= remake(routes).finally(() => (making = null));
      await making;
    }
    // Set by the remake, or kept by it after a failed read (it throws when there is nothing to keep).
    if (cached === null) throw new Error('sitemap: no sitemap was made');
    return cached.body;
  };
  const robots = `User-agent: *\nDisallow: /login\nDisallow: /api/\nSitemap: ${publicOrigin}/sitemap.xml\n`;
  // Compressed once per sitemap, not per request (megabytes for every item page in two languages).
  app.get('/sitemap.xml', { compress: false }, async (request, reply) =>
    sendPrecompressed(
      request,
      reply.header('cache-control', 'no-cache'),
      await sitemap(),
      'application/xml; charset=utf-8',
    ),
  );
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robots),
  );
}
