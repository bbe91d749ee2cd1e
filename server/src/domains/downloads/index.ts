/**
 * The downloads under `/files/…`: each is a `seed_files` row, its bytes made from the row by
 * {@link renderSeedFile} (the same row gives the same bytes on every server and every run), its ETag
 * the hash of those bytes. Nothing is read from or written to a server's disk.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/database.js';
import { minimalJpeg, minimalPdf } from './file-formats.js';

/** One generated file; `path` is its address under `/files/`. */
export interface SeedFile {
  readonly path: string;
  readonly kind: 'pdf' | 'jpeg';
  readonly title: string;
  readonly width: number | null;
  readonly height: number | null;
}

export function renderSeedFile(file: SeedFile): Buffer {
  return file.kind === 'pdf'
    ? minimalPdf([
        'PT Kustodian Sentral Efek Indonesia',
        file.title,
        'Sample document generated for the website rebuild.',
      ])
    : minimalJpeg(file.width ?? 320, file.height ?? 200, file.path.length + file.title.length);
}

export interface Download {
  readonly body: Buffer;
  /** Strong, from the bytes: equal on every server that serves them. */
  readonly etag: string;
  readonly contentType: 'application/pdf' | 'image/jpeg';
  /** The last segment of the path, as the browser saves it. */
  readonly fileName: string;
}

/**
 * An address the table can hold: segments of letters, digits, `.`, `_`, `-`, none of them `.` or `..`
 * and none empty. Anything else (a traversal, a folder, a backslash, an encoded byte) is no download.
 */
export function isDownloadPath(path: string): boolean {
  if (path.length === 0 || path.length > 512) return false;
  return path.split('/').every((segment) => /^[A-Za-z0-9._-]+$/.test(segment) && !/^\.{1,2}$/.test(segment));
}

/** Rendered files kept by their row: a row's bytes never change, so a kept one is never stale. */
const MAX_KEPT = 1024;

export interface Downloads {
  /** The download at `path` (relative to `/files/`), or `undefined` when there is none. */
  find(path: string): Promise<Download | undefined>;
}

export function createDownloads(db: Queryable): Downloads {
  const kept = new Map<string, Download>();
  return {
    async find(path) {
      if (!isDownloadPath(path)) return undefined;
      const [row] = await db.query<SeedFile>(
        'select path, kind, title, width, height from seed_files where path = $1',
        [path],
      );
      if (row === undefined) return undefined;
      // Keyed by the whole row, read on every request: a changed row is a new key, never an old answer.
      const key = JSON.stringify([row.path, row.kind, row.title, row.width, row.height]);
      const known = kept.get(key);
      if (known !== undefined) return known;
      const body = renderSeedFile(row);
      const download: Download = {
        body,
        etag: `"${createHash('sha256').update(body).digest('base64url')}"`,
        contentType: row.kind === 'pdf' ? 'application/pdf' : 'image/jpeg',
        fileName: row.path.slice(row.path.lastIndexOf('/') + 1),
      };
      if (kept.size >= MAX_KEPT) kept.clear();
      kept.set(key, download);
      return download;
    },
  };
}
