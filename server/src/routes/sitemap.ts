import type { FastifyInstance } from 'fastify';
import { LOCALES, type RouteTable } from '@ksei/shared/node';
import type { LiveRoutes } from '../releases/live-routes.js';
import { escapeHtml } from '../html/escape.js';

/** Every page without parameters, in both languages, each listing its alternates (Google's format). */
export function sitemapXml(origin: string, routes: RouteTable): string {
  const buildPath = routes.buildPath.bind(routes);
  const pages = routes.pages.filter((page) => page.auth === false && !page.paths.id.includes(':'));
  const urls = pages.flatMap((page) =>
    LOCALES.map((locale) => {
      const links = LOCALES.map(
        (other) =>
          `    <xhtml:link rel="alternate" hreflang="${other}" href="${escapeHtml(origin + buildPath(page.id, other))}"/>`,
      );
      return [
        '  <url>',
        `    <loc>${escapeHtml(origin + buildPath(page.id, locale))}</loc>`,
        ...links,
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + buildPath(page.id, 'id'))}"/>`,
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
export function registerSitemapRoutes(app: FastifyInstance, publicOrigin: string, liveRoutes: LiveRoutes): void {
  let cached: { routes: RouteTable; xml: string } | null = null;
  const sitemap = async (): Promise<string> => {
    const routes = await liveRoutes.current();
    if (cached?.routes !== routes) cached = { routes, xml: sitemapXml(publicOrigin, routes) };
    return cached.xml;
  };
  const robots = `User-agent: *\nDisallow: /login\nDisallow: /api/\nSitemap: ${publicOrigin}/sitemap.xml\n`;
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await sitemap()),
  );
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robots),
  );
}
