import fsp from 'node:fs/promises';
import path from 'node:path';
import { ByteBudgetLru } from '../../memory/byte-budget-lru.js';

/** A file held in memory with the headers @fastify/static would have sent for it. */
export interface MemoryFile {
  readonly body: Buffer;
  readonly contentType: string;
  /** The same weak tag @fastify/static derives from size and mtime, so caches keep validating. */
  readonly etag: string;
  readonly lastModified: string;
}

/**
 * Build assets a page needs; anything else (an unknown type) keeps streaming from disk. Text types
 * carry a charset, as @fastify/static's do.
 */
const TYPES: Readonly<Record<string, string>> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/vnd.microsoft.icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
};

/** Bound of the whole cache: every live build's assets fit many times over; beyond it, least recently used go. */
export const DEFAULT_BUDGET_BYTES = 64 * 1024 * 1024;
/** A file larger than this streams from disk: one big file must not push out a page's many chunks. */
export const DEFAULT_MAX_FILE_BYTES = 4 * 1024 * 1024;

export interface MemoryFiles {
  /** The file's bytes, read from disk on first use only; undefined when it should stream instead. */
  get(file: string): Promise<MemoryFile | undefined>;
  /** Bytes held now (never above the budget). */
  readonly heldBytes: number;
}

export function contentTypeOf(file: string): string | undefined {
  return TYPES[path.extname(file).toLowerCase()];
}

/**
 * Files whose bytes never change under their name (a released version folder, a content-hashed shell
 * chunk), kept in memory so a request does no file-system work: disk reads share libuv's small thread
 * pool with everything else, and a busy pool stalled every page. A version no longer served stops being
 * asked for and ages out of the LRU.
 */
export function createMemoryFiles(options: { budgetBytes?: number; maxFileBytes?: number } = {}): MemoryFiles {
  const budget = options.budgetBytes ?? DEFAULT_BUDGET_BYTES;
  const maxFile = Math.min(options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES, budget);
  const held = new ByteBudgetLru<MemoryFile>(budget);
  const loading = new Map<string, Promise<MemoryFile | undefined>>();

  const load = async (file: string): Promise<MemoryFile | undefined> => {
    const contentType = contentTypeOf(file);
    if (contentType === undefined) return undefined;
    const stat = await fsp.stat(file).catch(() => null);
    if (!stat?.isFile() || stat.size > maxFile) return undefined;
    const body = await fsp.readFile(file).catch(() => null);
    if (body === null || body.length > maxFile) return undefined;
    const entry: MemoryFile = {
      body,
      contentType,
      etag: `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`,
      lastModified: stat.mtime.toUTCString(),
    };
    held.set(file, entry, body.length);
    return entry;
  };

  return {
    get heldBytes() {
      return held.bytes;
    },
    async get(file) {
      const hit = held.get(file);
      if (hit !== undefined) return hit;
      // Concurrent first requests share one read.
      let pending = loading.get(file);
      if (pending === undefined) {
        pending = load(file).finally(() => loading.delete(file));
        loading.set(file, pending);
      }
      return pending;
    },
  };
}
