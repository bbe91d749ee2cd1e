import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { startPgliteWorker } from './pglite.js';

/**
 * A new, empty PGlite cluster made once by the build, so that a first start on an empty DATA_DIR loads
 * it (about 1 s) instead of running PostgreSQL's initdb in WASM (3–4 s, most of a first start).
 * Without the file (never built, another PGlite version) a first start runs initdb as before.
 */

// src/db (jest) or dist/db (the server) → the server package's folder.
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The pinned PGlite version (server/package.json): a cluster made by another version is never loaded. */
export function pgliteVersion(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(SERVER_DIR, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const version = manifest.dependencies?.['@electric-sql/pglite'];
  if (version === undefined) throw new Error('server/package.json does not depend on @electric-sql/pglite');
  return version;
}

/** Where the build writes the cluster: next to the compiled server, named by PGlite version. */
export function emptyClusterFile(): string {
  return path.join(SERVER_DIR, 'dist', `pglite-empty-cluster-${pgliteVersion()}.tar.gz`);
}

/** Makes the cluster and writes it to `file` (atomically: a reader sees a whole file or none). */
export async function writeEmptyCluster(file = emptyClusterFile()): Promise<void> {
  const { database, dump } = await startPgliteWorker();
  try {
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, gzipSync(await dump()));
    fs.renameSync(partial, file);
  } finally {
    await database.close();
  }
}

/**
 * The cluster to start `pgliteDir` from: the build's, when the folder holds no database yet and the
 * file exists; otherwise undefined (an existing database is opened as it is, never replaced).
 */
export function emptyClusterFor(pgliteDir: string, file = emptyClusterFile()): Uint8Array | undefined {
  if (fs.existsSync(path.join(pgliteDir, 'PG_VERSION'))) return undefined;
  let packed: Buffer;
  try {
    packed = fs.readFileSync(file);
  } catch {
    return undefined;
  }
  return new Uint8Array(gunzipSync(packed));
}
