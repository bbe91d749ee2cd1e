/**
 * In-memory PGlite databases for tests, started from dumps. Creating a PGlite database runs
 * PostgreSQL's initdb in WASM (seconds on a busy two-core machine), and migrating and seeding one takes
 * seconds more; loading a dump takes a fraction of that. A dump is made once (per PGlite version, and
 * for a prepared one per key) and kept in the system's temporary folder, never in the working tree;
 * parallel jest workers write it atomically (a file of their own, then a rename), so a reader sees a
 * whole dump or none.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../src/db/database.js';
import { pgliteVersion } from '../../src/db/empty-cluster.js';
import { migrate } from '../../src/db/migrate.js';
import { createPgliteDatabase, startPgliteWorker } from '../../src/db/pglite.js';

export const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', 'migrations');

/** A database made by `prepare` on a fresh PGlite, written as a dump to `file` (atomically). */
async function makeTemplate(
  file: string,
  prepare: (db: Database) => Promise<void>,
  base: Uint8Array | undefined,
): Promise<Uint8Array> {
  const { database, dump } = await startPgliteWorker(undefined, { template: base });
  try {
    await prepare(database);
    const bytes = await dump();
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, bytes);
    fs.renameSync(partial, file);
    return bytes;
  } finally {
    await database.close();
  }
}

/** The dump at `file`, or a new one made by `prepare` when it is missing or unreadable. */
async function readOrMakeTemplate(
  file: string,
  prepare: (db: Database) => Promise<void>,
  base?: Uint8Array,
): Promise<Uint8Array> {
  try {
    return new Uint8Array(fs.readFileSync(file));
  } catch {
    return makeTemplate(file, prepare, base);
  }
}

function templateFile(name: string): string {
  return path.join(os.tmpdir(), `ksei-test-pglite-${pgliteVersion()}${name}.tar`);
}

let empty: Promise<Uint8Array> | undefined;

function emptyTemplate(): Promise<Uint8Array> {
  empty ??= readOrMakeTemplate(templateFile(''), async () => {});
  return empty;
}

/** A new, empty in-memory PGlite database, as `createPgliteDatabase()` gives, in a fraction of the time. */
export async function createTestPglite(): Promise<Database> {
  return createPgliteDatabase(undefined, { template: await emptyTemplate() });
}

const prepared = new Map<string, Promise<Uint8Array>>();

/** Dumps of other keys of the same kind, left by earlier sources or days: removed once an hour old. */
function removeStaleTemplates(kind: string, keep: string): void {
  const prefix = path.basename(templateFile(`-${kind}-`)).replace(/\.tar$/, '');
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (!name.startsWith(prefix) || name === path.basename(keep)) continue;
    const file = path.join(os.tmpdir(), name);
    try {
      if (Date.now() - fs.statSync(file).mtimeMs > 3_600_000) fs.rmSync(file, { force: true });
    } catch {
      // Another worker removed it first.
    }
  }
}

/**
 * A new in-memory PGlite holding what `prepare` made of an empty one (e.g. migrated and seeded). The
 * result is dumped once per `kind` and `key` and every later database starts from that dump, so `key`
 * must change whenever `prepare` would make something else (its sources, its data, the date it uses).
 */
export async function createPreparedTestPglite(
  kind: string,
  key: string,
  prepare: (db: Database) => Promise<void>,
): Promise<Database> {
  const file = templateFile(`-${kind}-${key}`);
  let dump = prepared.get(file);
  if (!dump) {
    dump = emptyTemplate().then((base) => readOrMakeTemplate(file, prepare, base));
    prepared.set(file, dump);
    removeStaleTemplates(kind, file);
  }
  return createPgliteDatabase(undefined, { template: await dump });
}

/** Names (relative, so two checkouts of the same sources share a dump) and contents under `dir`. */
function hashFolder(hash: ReturnType<typeof createHash>, dir: string, relative = ''): void {
  const entries = fs.readdirSync(path.join(dir, relative), { withFileTypes: true });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const name = path.join(relative, entry.name);
    hash.update(name);
    if (entry.isDirectory()) hashFolder(hash, dir, name);
    else hash.update(fs.readFileSync(path.join(dir, name)));
  }
}

/** A dump key for what is made from these folders (and `extra`, e.g. a date): it changes when they do. */
export function folderKey(dirs: readonly string[], extra = ''): string {
  const hash = createHash('sha256');
  for (const dir of dirs) hashFolder(hash, dir);
  hash.update(extra);
  return hash.digest('hex').slice(0, 16);
}

/** What a migrated database is made from: the migrations and the code that applies them. */
export function migratedKey(): string {
  return folderKey([MIGRATIONS_DIR, path.resolve(__dirname, '..', '..', 'src', 'db')]);
}

/**
 * A new in-memory PGlite with every migration applied and no rows: migrating a new database takes most
 * of a second, and most suites start one or more. Keyed on the migrations and the code that applies them.
 */
export function createMigratedTestPglite(): Promise<Database> {
  return createPreparedTestPglite('migrated', migratedKey(), async (db) => {
    await migrate(db, MIGRATIONS_DIR);
  });
}
