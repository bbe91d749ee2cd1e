import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { MemoryFiles } from './memory-files.js';

export interface MemoryMount {
  readonly prefix: string;
  readonly root: string;
  /** The path inside the mount, from its first `/`: whether it may be served at all. */
  readonly allowed: (pathName: string) => boolean;
  readonly setHeaders: (reply: FastifyReply, filePath: string) => void;
}

/** Whether `If-None-Match` names `etag` (weak comparison, as for a static file). */
function matches(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((raw) => {
    const tag = raw.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}

/** The mount's file for a URL, or undefined for anything that is not plainly inside it. */
function resolve(mount: MemoryMount, url: string): { file: string; pathName: string } | undefined {
  if (!url.startsWith(mount.prefix)) return undefined;
  const raw = url.slice(mount.prefix.length - 1).split('?')[0] ?? '';
  let pathName: string;
  try {
    pathName = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  // Traversal, dot files and odd bytes go to @fastify/static, which refuses them as it always did.
  if (pathName.includes('\0') || pathName.split('/').some((part) => part === '..' || part.startsWith('.'))) {
    return undefined;
  }
  if (!mount.allowed(pathName)) return undefined;
  const file = path.join(mount.root, pathName);
  if (!file.startsWith(mount.root + path.sep)) return undefined;
  return { file, pathName };
}

/**
 * GET and HEAD of an allowed build file, answered from memory with the headers @fastify/static sends
 * (content type, weak ETag, Last-Modified, the mount's cache headers, 304). Range requests and files
 * memory does not hold fall through to @fastify/static.
 */
export function serveFromMemory(app: FastifyInstance, memory: MemoryFiles, mounts: readonly MemoryMount[]): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (request.headers.range !== undefined) return;
    for (const mount of mounts) {
      const found = resolve(mount, request.url);
      if (found === undefined) continue;
      const entry = await memory.get(found.file);
      if (entry === undefined) return;
      mount.setHeaders(reply, found.file);
      reply
        .header('accept-ranges', 'bytes')
        .header('etag', entry.etag)
        .header('last-modified', entry.lastModified)
        .header('content-type', entry.contentType);
      if (matches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
      return reply.code(200).send(entry.body);
    }
  });
}
