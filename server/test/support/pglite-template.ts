/**
 * A new, empty in-memory PGlite for a test, started from a dump of a freshly created one. Creating a
 * PGlite database runs PostgreSQL's initdb in WASM (seconds on a busy two-core machine); loading a
 * dump takes a fraction of that. The dump is made once per PGlite version and kept in the system's
 * temporary folder, never in the working tree; parallel jest workers write it atomically (a file of
 * their own, then a rename), so a reader sees a whole dump or none.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../src/db/database.js';
import { createPgliteDatabase, startPgliteWorker } from '../../src/db/pglite.js';

/** The pinned PGlite version (server/package.json): a dump from another version is never read. */
function pgliteVersion(): string {
  const manifest = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const version = manifest.dependencies['@electric-sql/pglite'];
  if (version === undefined) throw new Error('server/package.json does not depend on @electric-sql/pglite');
  return version;
}

async function makeTemplate(file: string): Promise<Uint8Array> {
  const { database, dump } = await startPgliteWorker();
  try {
    const bytes = await dump();
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, bytes);
    fs.renameSync(partial, file);
    return bytes;
  } finally {
    await database.close();
  }
}

async function readOrMakeTemplate(): Promise<Uint8Array> {
  const file = path.join(os.tmpdir(), `ksei-test-pglite-${pgliteVersion()}.tar`);
  if (fs.existsSync(file)) return new Uint8Array(fs.readFileSync(file));
  return makeTemplate(file);
}

let template: Promise<Uint8Array> | undefined;

/** A new, empty in-memory PGlite database, as `createPgliteDatabase()` gives, in a fraction of the time. */
export async function createTestPglite(): Promise<Database> {
  template ??= readOrMakeTemplate();
  return createPgliteDatabase(undefined, { template: await template });
}
