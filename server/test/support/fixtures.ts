import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../src/app.js';
import { loadConfig, type ServerConfig } from '../../src/config.js';
import type { Database } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { createMigratedTestPglite, MIGRATIONS_DIR } from './pglite-template.js';
import { SEED_DIR, seededTestPglite, type ServerDatabaseWanted } from './seeded-database.js';
import { seedIfEmpty } from '../../src/seed/index.js';
import { SITE_DECLARATIONS } from '../../../shared/test/site-routes';

export { MIGRATIONS_DIR, SEED_DIR };
export const REMOTE_VERSION = '0123456789abcdef';

/** Follows the shell team's template contract: `lang="id"`, `<title>KSEI</title>`, the head marker. */
export const TEMPLATE = `<!doctype html>
<html lang="id">
  <head>
    <meta charset="utf-8" />
    <title>KSEI</title>
    <!--ksei-head-->
    <script defer src="/shell/main.0a1b2c3d4e.js"></script>
  </head>
  <body><div id="ksei-root"></div></body>
</html>
`;

function write(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** The sections the fixture releases, each at REMOTE_VERSION. */
const FIXTURE_SECTIONS = SITE_DECLARATIONS.filter((routes) => routes.owner !== 'shell').map((routes) => routes.owner);

/** The fixture's registry as `/remotes.json` publishes it (the public fields only). */
export const FIXTURE_REGISTRY = {
  remotes: FIXTURE_SECTIONS.map((name) => ({
    name,
    entry: `/remotes/${name}/${REMOTE_VERSION}/mf-manifest.json`,
    version: REMOTE_VERSION,
  })),
};

/** A released version of a section with no assets worth preloading: its route declaration and a manifest. */
function writeBareRelease(releasesDir: string, name: string, declaration: unknown): void {
  const version = path.join(releasesDir, name, REMOTE_VERSION);
  write(path.join(version, 'mf-manifest.json'), JSON.stringify({ name: name.replace(/-/g, '_'), exposes: [] }));
  write(path.join(version, 'routes.json'), JSON.stringify(declaration));
}

/**
 * A shell build and a releases folder with every section released (version REMOTE_VERSION), each
 * carrying its route declaration from the source, so the server composes the whole site's manifest.
 * mf-about's version also has a manifest with assets, for the preload tests.
 */
export function createFixtureDirs(): { root: string; shellDist: string; releasesDir: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-server-'));
  const shellDist = path.join(root, 'shell', 'dist');
  const releasesDir = path.join(root, 'releases');
  write(path.join(shellDist, 'index.html'), TEMPLATE);
  // Large and repetitive, so compression has something to do.
  write(path.join(shellDist, 'main.0a1b2c3d4e.js'), 'console.log("ksei shell");\n'.repeat(400));
  write(path.join(shellDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  for (const routes of SITE_DECLARATIONS) {
    if (routes.owner === 'shell') write(path.join(shellDist, 'routes.json'), JSON.stringify(routes));
    else writeBareRelease(releasesDir, routes.owner, routes);
  }
  const version = path.join(releasesDir, 'mf-about', REMOTE_VERSION);
  write(
    path.join(version, 'mf-manifest.json'),
    JSON.stringify({
      name: 'mf_about',
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
      exposes: [
        { path: './spa', assets: { js: { sync: ['123.a1b2c3d4e5.js'] }, css: { sync: ['123.f0e1d2c3b4.css'] } } },
      ],
    }),
  );
  write(path.join(version, 'remoteEntry.js'), 'var mf_about;');
  write(path.join(version, '123.a1b2c3d4e5.js'), 'export {};');
  write(path.join(releasesDir, 'mf-about', `${REMOTE_VERSION}.4242.staging`, 'remoteEntry.js'), 'partial');
  write(
    path.join(releasesDir, 'registry.json'),
    JSON.stringify({
      remotes: FIXTURE_REGISTRY.remotes.map((entry) => ({ ...entry, releasedAt: '2025-01-01T00:00:00.000Z' })),
    }),
  );
  return { root, shellDist, releasesDir };
}

export interface TestServer {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly config: ServerConfig;
  close(): Promise<void>;
}

/**
 * A real app on a real in-memory PGlite. `beforeBuild` runs after the migrations, e.g. to insert
 * legacy redirects before the app caches the table.
 */
export async function startTestServer(
  options: {
    env?: Record<string, string>;
    beforeBuild?: (db: Database, config: ServerConfig) => Promise<void>;
    /** Seed the content (as on a first start) before building the app. */
    seed?: boolean;
    /**
     * Another engine (PostgreSQL), asked for a seeded database when `seed` is set; the default is a fresh
     * in-memory PGlite. Closed with the server.
     */
    database?: (wanted: ServerDatabaseWanted) => Promise<Database>;
    /** Options of the app itself (e.g. rate limits). */
    build?: BuildOptions;
    /** Adds the test's own routes to the built app, at its root, before it is ready. */
    routes?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestServer> {
  const dirs = createFixtureDirs();
  const config = loadConfig(
    {
      SHELL_DIST: dirs.shellDist,
      RELEASES_DIR: dirs.releasesDir,
      DATA_DIR: path.join(dirs.root, 'data'),
      ...options.env,
    },
    dirs.root,
  );
  const seed = options.seed === true;
  const db = await (options.database?.({ seeded: seed }) ?? (seed ? seededTestPglite() : createMigratedTestPglite()));
  await migrate(db, MIGRATIONS_DIR);
  if (options.seed) await seedIfEmpty(db, { seedDir: SEED_DIR });
  await options.beforeBuild?.(db, config);
  const app = await buildApp(config, db, { logger: false, ...options.build });
  options.routes?.(app);
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.close();
      fs.rmSync(dirs.root, { recursive: true, force: true });
    },
  };
}

/**
 * A server started before a `describe` block's tests and closed after them; the returned function
 * gives it to the tests (and says which one had not started when called too early).
 */
export function useStarted<S extends { close(): Promise<void> }>(
  name: string,
  start: () => Promise<S>,
  timeoutMs?: number,
): () => S {
  let server: S | undefined;
  beforeAll(async () => {
    server = await start();
  }, timeoutMs);
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error(`The ${name} has not started`);
    return server;
  };
}

/** One real app per `describe` block: started before its tests, closed after them. */
export function useTestServer(options: Parameters<typeof startTestServer>[0] = {}): () => TestServer {
  return useStarted('test server', () => startTestServer(options));
}
