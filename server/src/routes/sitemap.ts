import type { FastifyInstance } from 'fastify';
import { LOCALES, PAGES, buildPath } from '@ksei/shared/node';
import { escapeHtml } from '../html/escape.js';

/** Every page without parameters, in both languages, each listing its alternates (Google's format). */
export function sitemapXml(origin: string): string {
  const pages = PAGES.filter((page) => page.auth === false && !page.paths.id.includes(':'));
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

/** `/sitemap.xml` and `/robots.txt`, generated from the route manifest for the configured public origin. */
export function registerSitemapRoutes(app: FastifyInstance, publicOrigin: string): void {
  const sitemap = sitemapXml(publicOrigin);
  const robots = `User-agent: *\nDisallow: /login\nDisallow: /api/\nSitemap: ${publicOrigin}/sitemap.xml\n`;
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemap),
  );
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robots),
  );
}
