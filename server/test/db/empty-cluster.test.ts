import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createDatabase } from '../../src/db/create-database.js';
import { emptyClusterFile, emptyClusterFor, writeEmptyCluster } from '../../src/db/empty-cluster.js';
import { startPgliteWorker } from '../../src/db/pglite.js';

/** The build's empty cluster, and what a first start makes of it (real PGlite, real files on disk). */
describe('the empty PGlite cluster a first start loads', () => {
  let root: string;
  // One cluster written the build's way for the whole file: initdb in WASM takes seconds, so the tests
  // that only need some cluster start from this one.
  let built: string;
  let builtRoot: string;
  beforeAll(async () => {
    builtRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-empty-cluster-built-'));
    built = path.join(builtRoot, 'built.tar.gz');
    await writeEmptyCluster(built);
  }, 60_000);
  afterAll(() => fs.rmSync(builtRoot, { recursive: true, force: true }));
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-empty-cluster-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  /** The server's way of opening its embedded database, with `file` as the build's cluster. */
  const open = (pgliteDir: string, file: string) =>
    createDatabase({ databaseUrl: undefined, dataDir: root, pgliteDir, emptyClusterFile: file });

  /** A cluster holding a marker table, so a database can be seen to have started from it. */
  async function markedCluster(file: string): Promise<void> {
    const { database, dump } = await startPgliteWorker(undefined, { template: emptyClusterFor(root, built) });
    try {
      await database.exec('create table marker (note text); insert into marker values ($$from the cluster$$);');
      fs.writeFileSync(file, gzipSync(await dump()));
    } finally {
      await database.close();
    }
  }

  it('is named by the PGlite version the server pins, next to the compiled server', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const version = manifest.dependencies['@electric-sql/pglite'] ?? '';
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(emptyClusterFile()).toBe(path.join(__dirname, '..', '..', 'dist', `pglite-empty-cluster-${version}.tar.gz`));
  });

  it('starts a new database folder from the cluster, which then keeps its own data on disk', async () => {
    const file = path.join(root, 'cluster.tar.gz');
    await markedCluster(file);
    const dir = path.join(root, 'data', 'pglite');
    const first = await open(dir, file);
    try {
      expect(await first.query('select note from marker')).toEqual([{ note: 'from the cluster' }]);
      await first.exec("insert into marker values ('written after')");
    } finally {
      await first.close();
    }
    // A second start: the folder holds a database, so the cluster is not loaded over it.
    expect(emptyClusterFor(dir, file)).toBeUndefined();
    const second = await open(dir, file);
    try {
      expect(await second.query('select note from marker order by note')).toEqual([
        { note: 'from the cluster' },
        { note: 'written after' },
      ]);
    } finally {
      await second.close();
    }
  });

  it('is not needed: without the file a new folder gets a database by initdb, as before', async () => {
    const dir = path.join(root, 'pglite');
    const missing = path.join(root, 'never-built.tar.gz');
    expect(emptyClusterFor(dir, missing)).toBeUndefined();
    const database = await open(dir, missing);
    try {
      expect(await database.query("select to_regclass('marker') as marker")).toEqual([{ marker: null }]);
      expect(fs.existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('is what the build writes: a whole, empty cluster', async () => {
    // Written in place (no partial file left beside it).
    expect(fs.readdirSync(builtRoot)).toEqual(['built.tar.gz']);
    const template = emptyClusterFor(path.join(root, 'pglite'), built);
    expect(template?.length).toBeGreaterThan(1_000_000);
    // In memory: what is checked is the cluster, not the disk.
    const { database } = await startPgliteWorker(undefined, { template });
    try {
      const tables = await database.query(
        "select table_name from information_schema.tables where table_schema = 'public'",
      );
      expect(tables).toEqual([]);
      expect(await database.query('select 1 + 1 as two')).toEqual([{ two: 2 }]);
    } finally {
      await database.close();
    }
  });
});
