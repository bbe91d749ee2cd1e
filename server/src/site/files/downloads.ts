import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { createDownloads } from '../../domains/downloads/index.js';

/** A day's worth of revalidations saved; the ETag makes the next one a 304 on any server. */
const CACHE_CONTROL = 'public, max-age=3600';

/** Whether `If-None-Match` names `etag` (weak comparison, as RFC 9110 asks; an encoding suffix ignored). */
function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (header === undefined) return false;
  return header.split(',').some((raw) => {
    const tag = raw.trim();
    return tag === '*' || tag.replace(/^W\//, '').replace(/-(br|gzip|deflate)"$/, '"') === etag;
  });
}

/**
 * `/files/…`: the seed's downloads, from the database (`seed_files`), the same bytes and ETag on every
 * server. Documents download (attachment); pictures show in the page (inline); both carry their file
 * name. A path the table cannot hold (a folder, a traversal) is a 404 like any miss, before a query.
 */
export function registerDownloads(app: FastifyInstance, db: Queryable): void {
  const downloads = createDownloads(db);
  // GET only: Fastify answers HEAD from it (the headers, no body).
  app.get('/files/*', async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    const download = await downloads.find(path);
    if (download === undefined) return reply.callNotFound();
    const disposition = download.contentType === 'application/pdf' ? 'attachment' : 'inline';
    reply
      .header('etag', download.etag)
      .header('cache-control', CACHE_CONTROL)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `${disposition}; filename="${download.fileName}"`);
    if (notModified(request, download.etag)) return reply.code(304).send();
    return reply.type(download.contentType).send(download.body);
  });
}
