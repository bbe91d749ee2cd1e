import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { createDownloads, isDownloadPath } from '../../domains/downloads/index.js';
import { findPublicFile, publicFileBody } from '../../domains/publishing/attachments/public-files.js';

/** A day's worth of revalidations saved; the ETag makes the next one a 304 on any server. */
const CACHE_CONTROL = 'public, max-age=3600';
/**
 * A published item's file can be replaced (or taken down) at any moment: every use asks again, and the
 * ETag (the bytes' SHA-256) makes an unchanged file a 304 without its bytes being read.
 */
const REPLACEABLE = 'public, max-age=0, must-revalidate';
/** Published files' bytes kept by hash (a hash's bytes never change), up to this many bytes in all. */
const KEPT_BYTES = 64 * 1024 * 1024;

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
 * `/files/…`: published items' files (`public_files`) and the seed's downloads (`seed_files`), from the
 * database, the same bytes and ETag on every server. Documents download (attachment); pictures show in the page (inline); both carry their file
 * name. A path the table cannot hold (a folder, a traversal) is a 404 like any miss, before a query.
 */
export function registerDownloads(app: FastifyInstance, db: Queryable): void {
  const downloads = createDownloads(db);
  const kept = new Map<string, Buffer>();
  let keptBytes = 0;
  const body = async (attachmentId: number, sha256: string): Promise<Buffer | undefined> => {
    const known = kept.get(sha256);
    if (known) return known;
    const read = await publicFileBody(db, attachmentId);
    if (read === undefined) return undefined;
    if (keptBytes + read.length > KEPT_BYTES) {
      kept.clear();
      keptBytes = 0;
    }
    if (read.length <= KEPT_BYTES / 4) {
      kept.set(sha256, read);
      keptBytes += read.length;
    }
    return read;
  };
  // GET only: Fastify answers HEAD from it (the headers, no body).
  app.get('/files/*', async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    if (!isDownloadPath(path)) return reply.callNotFound();
    // A published item's file (or an earlier address of one) before the seed's.
    const published = await findPublicFile(db, path);
    if (published?.kind === 'redirect') return reply.header('cache-control', REPLACEABLE).redirect(published.to, 302);
    if (published?.kind === 'file') {
      const etag = `"${published.sha256}"`;
      reply
        .header('etag', etag)
        .header('cache-control', REPLACEABLE)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename="${published.fileName}"`);
      if (notModified(request, etag)) return reply.code(304).send();
      const bytes = await body(published.attachmentId, published.sha256);
      if (bytes === undefined) return reply.callNotFound();
      return reply.type(published.mediaType).send(bytes);
    }
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
