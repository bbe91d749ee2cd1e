import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { loadConfig, type ServerConfig } from './config.js';
import { createDatabase } from './db/create-database.js';
import type { Database } from './db/database.js';
import { migrate } from './db/migrate.js';
import { assertShellBuilt } from './html/template.js';
import { seedIfEmpty } from './seed/index.js';

// dist/index.js → server/ → repository root.
const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const REPO_ROOT = path.resolve(SERVER_DIR, '..');

async function start(config: ServerConfig, db: Database): Promise<FastifyInstance> {
  await migrate(db, path.join(SERVER_DIR, 'migrations'));
  // First start: content in both locales (real facts from server/seed, the rest marked sample).
  await seedIfEmpty(db, { seedDir: path.join(SERVER_DIR, 'seed'), dataDir: config.dataDir });
  const app = await buildApp(config, db);
  await app.listen({ port: config.port, host: config.host });
  return app;
}

function closeOnSignals(app: FastifyInstance, db: Database): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    app
      .close()
      .then(() => db.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

async function main(): Promise<void> {
  const config = loadConfig(process.env, REPO_ROOT);
  // Before touching the database: without the shell build there is no page to serve.
  assertShellBuilt(config.shellDist);
  const db = await createDatabase(config);
  let app: FastifyInstance;
  try {
    app = await start(config, db);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  closeOnSignals(app, db);
  const { port } = app.server.address() as AddressInfo;
  console.log(`KSEI website ready at http://localhost:${port}`);
}

main().catch((error: unknown) => {
  console.error(`KSEI server failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
