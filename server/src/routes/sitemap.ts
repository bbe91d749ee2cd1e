import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LOCALES, PAGES, buildPath } from '@ksei/shared/node';
import { escapeHtml } from '../html/escape.js';

function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

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

/** `/sitemap.xml` and `/robots.txt`, generated from the route manifest. */
export function registerSitemapRoutes(app: FastifyInstance): void {
  app.get('/sitemap.xml', async (request, reply) =>
    reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(originOf(request))),
  );
  app.get('/robots.txt', async (request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`User-agent: *\nDisallow: /login\nDisallow: /api/\nSitemap: ${originOf(request)}/sitemap.xml\n`),
  );
}
