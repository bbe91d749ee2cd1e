import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type ServerConfig } from './config.js';
import { prepareDataDir, type PreparedDataDir } from './startup/prepare.js';
import { startupFailure, startupFailureMessage, withTimeout } from './startup/startup-errors.js';
import type { Database } from './db/database.js';
import { assertShellBuilt } from './site/document/template.js';
import { installProcessGuard } from './startup/process-guard.js';
import type { RunningOutbox } from './domains/outbox/start.js';

// dist/index.js → server/ → repository root.
const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const REPO_ROOT = path.resolve(SERVER_DIR, '..');

/** Opening PGlite takes seconds; a minute without an answer means the disk hangs. */
const OPEN_TIMEOUT_MS = 60_000;
const CLOSE_TIMEOUT_MS = 10_000;

async function openDatabase(config: ServerConfig, dataDir: PreparedDataDir): Promise<Database> {
  // Loaded only now: a refused start (DATA_DIR in use, unusable) answers before loading the database.
  const { createDatabase } = await import('./db/create-database.js');
  const embeddedDatabase = config.databaseUrl === undefined;
  const timeoutMessage = embeddedDatabase
    ? `Opening the database in ${dataDir.pgliteDir} did not finish within ${OPEN_TIMEOUT_MS / 1000} s: the disk ` +
      'holding DATA_DIR may hang (an unreachable network mount?). Check it or choose another DATA_DIR.'
    : `Connecting to PostgreSQL (DATABASE_URL) did not finish within ${OPEN_TIMEOUT_MS / 1000} s. ` +
      'Check that the database server is reachable.';
  try {
    return await withTimeout(
      createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pgliteDir: dataDir.pgliteDir }),
      OPEN_TIMEOUT_MS,
      timeoutMessage,
    );
  } catch (error) {
    const action = embeddedDatabase ? 'open the database' : 'connect to PostgreSQL (DATABASE_URL)';
    throw startupFailure(error, { dataDir: config.dataDir, action, embeddedDatabase });
  }
}

async function start(config: ServerConfig, db: Database): Promise<{ app: FastifyInstance; outbox: RunningOutbox }> {
  const [{ migrate }, { seedIfEmpty }, { buildApp }, { startOutbox }] = await Promise.all([
    import('./db/migrate.js'),
    import('./seed/index.js'),
    import('./app.js'),
    import('./domains/outbox/start.js'),
  ]);
  try {
    await migrate(db, path.join(SERVER_DIR, 'migrations'));
    // First start: content in both locales (real facts from server/seed, the rest marked sample).
    await seedIfEmpty(db, { seedDir: path.join(SERVER_DIR, 'seed'), dataDir: config.dataDir });
  } catch (error) {
    throw startupFailure(error, {
      dataDir: config.dataDir,
      action: 'set up the database',
      embeddedDatabase: config.databaseUrl === undefined,
    });
  }
  try {
    const app = await buildApp(config, db);
    await app.listen({ port: config.port, host: config.host });
    // After listening: notices queued by an earlier run go out now, and new ones as they are queued.
    const outbox = await startOutbox(config.mail, db, app.log, (line) => console.log(line));
    return { app, outbox };
  } catch (error) {
    // Only a file under DATA_DIR (e.g. the downloads folder) is DATA_DIR's problem; a busy port is not.
    throw startupFailure(error, { dataDir: config.dataDir, action: 'start the web server', embeddedDatabase: false });
  }
}

/** Past this after a stop signal the process exits anyway, whatever is still closing. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

interface SignalStop {
  /** The server is up: closing it is `close` (a signal already received closes it now). */
  ready(close: () => Promise<void>): void;
  /** Whether a stop signal has been received (the ready line is then not printed). */
  readonly requested: boolean;
}

/**
 * SIGINT and SIGTERM stop the server once, cleanly: logged, the web server and then the database
 * closed, then the lock released, exit 0. Installed before start-up, so a signal received while the
 * server is starting stops it as soon as it is up. Ctrl-C and a container stop signal the whole process
 * group, and a launcher passes the signal on: a repeat is logged and ignored. A shutdown still running
 * 10 s after the signal is cut short, logged, exit 1 (the lock is still released on exit).
 */
function stopOnSignals(): SignalStop {
  let received: NodeJS.Signals | undefined;
  let close: (() => Promise<void>) | undefined;
  const shutDown = (closing: () => Promise<void>): void => {
    closing().then(
      () => {
        console.log('KSEI server stopped');
        process.exit(0);
      },
      (error: unknown) => {
        console.error(`KSEI server did not shut down cleanly: ${startupFailureMessage(error)}`);
        process.exit(1);
      },
    );
  };
  const onSignal = (signal: NodeJS.Signals): void => {
    if (received !== undefined) {
      console.log(`KSEI server is already shutting down; ignoring ${signal}`);
      return;
    }
    received = signal;
    console.log(`KSEI server shutting down on ${signal}`);
    setTimeout(() => {
      console.error(`KSEI server did not stop within ${SHUTDOWN_TIMEOUT_MS / 1000} s of ${signal}; exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    if (close !== undefined) shutDown(close);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return {
    ready(closing) {
      close = closing;
      if (received !== undefined) shutDown(closing);
    },
    get requested() {
      return received !== undefined;
    },
  };
}

async function main(): Promise<void> {
  const stop = stopOnSignals();
  const config = loadConfig(process.env, REPO_ROOT);
  // Server rendering requires React at the first page: unset, React picks its development build,
  // several times slower than the production one the browser runs. Set after the configuration read
  // it, where it chooses only the server's defaults.
  process.env.NODE_ENV ??= 'production';
  // Before touching the database: without the shell build there is no page to serve.
  assertShellBuilt(config.shellDist);
  const dataDir = prepareDataDir(config.dataDir, { embeddedDatabase: config.databaseUrl === undefined });
  if (dataDir.warning !== undefined) console.warn(`Warning: ${dataDir.warning}`);
  let db: Database | undefined;
  try {
    db = await openDatabase(config, dataDir);
    const { app, outbox } = await start(config, db);
    const opened = db;
    stop.ready(async () => {
      // The worker stops with the web server: its sends finish or give their notices back for the next start.
      await Promise.all([app.close(), outbox.stop()]);
      await opened.close();
      // After the database is closed: only then may the next server open DATA_DIR.
      dataDir.release();
    });
    // Only now: an error during start-up still ends the process with its message.
    installProcessGuard();
    if (stop.requested) return; // stopping already: not announced as ready
    const { port } = app.server.address() as AddressInfo;
    console.log(`KSEI website ready at http://localhost:${port}`);
  } catch (error) {
    if (db !== undefined) await withTimeout(db.close(), CLOSE_TIMEOUT_MS, 'close timed out').catch(() => undefined);
    dataDir.release();
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(`KSEI server failed to start: ${startupFailureMessage(error)}`);
  process.exit(1);
});
