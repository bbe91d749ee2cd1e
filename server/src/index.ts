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

/**
 * How long a start waits for an unreachable PostgreSQL before it gives up (exit 1, and a supervisor
 * starts it again): a database restarting, or started after the servers, is waited for, not fatal.
 */
const DATABASE_WAIT_MS = 300_000;
const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 15_000;

async function openDatabase(
  config: ServerConfig,
  dataDir: PreparedDataDir,
  stopping: () => boolean,
): Promise<Database> {
  // Loaded only now: a refused start (DATA_DIR in use, unusable) answers before loading the database.
  const { createDatabase } = await import('./db/create-database.js');
  const { isDatabaseUnavailable } = await import('./db/unavailable.js');
  const embeddedDatabase = config.databaseUrl === undefined;
  const timeoutMessage = embeddedDatabase
    ? `Opening the database in ${dataDir.pgliteDir} did not finish within ${OPEN_TIMEOUT_MS / 1000} s: the disk ` +
      'holding DATA_DIR may hang (an unreachable network mount?). Check it or choose another DATA_DIR.'
    : `Connecting to PostgreSQL (DATABASE_URL) did not finish within ${OPEN_TIMEOUT_MS / 1000} s. ` +
      'Check that the database server is reachable.';
  const giveUpAt = Date.now() + DATABASE_WAIT_MS;
  for (let wait = FIRST_RETRY_MS; ; wait = Math.min(wait * 2, LONGEST_RETRY_MS)) {
    try {
      return await withTimeout(
        createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pgliteDir: dataDir.pgliteDir }),
        OPEN_TIMEOUT_MS,
        timeoutMessage,
      );
    } catch (error) {
      const waitable = !embeddedDatabase && isDatabaseUnavailable(error) && Date.now() + wait < giveUpAt;
      if (waitable && !stopping()) {
        console.log(
          `Waiting for PostgreSQL (DATABASE_URL): ${startupFailureMessage(error)}; trying again in ${wait / 1000} s`,
        );
        // In short steps: a stop signal while waiting ends the wait at once.
        for (const until = Date.now() + wait; Date.now() < until && !stopping();) {
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        if (!stopping()) continue;
      }
      const action = embeddedDatabase ? 'open the database' : 'connect to PostgreSQL (DATABASE_URL)';
      throw startupFailure(error, { dataDir: config.dataDir, action, embeddedDatabase });
    }
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
    // Start-up writers (migrations, every seed step, the search index refresh, the first staff account in
    // buildApp) run in every server, and several may start at once on one PostgreSQL: each one either
    // takes its own transaction-scoped advisory lock before it looks at what is there, or is idempotent
    // by construction (a unique key, `for update skip locked`). A new one does the same; the keys in use
    // are listed under "Concurrent starts" in server/README.md. Nothing here writes to a local folder.
    await migrate(db, path.join(SERVER_DIR, 'migrations'));
    // First start: content in both locales (real facts from server/seed, the rest marked sample).
    await seedIfEmpty(db, { seedDir: path.join(SERVER_DIR, 'seed') });
    // PGlite runs no autovacuum, so its planner knows only the statistics taken here: the editable items
    // grow with every save and import, and a list over tens of thousands of them is planned from these.
    if (db.kind === 'pglite') await db.exec('analyze content_items, content_revisions');
  } catch (error) {
    throw startupFailure(error, {
      dataDir: config.dataDir,
      action: 'set up the database',
      embeddedDatabase: config.databaseUrl === undefined,
    });
  }
  try {
    const app = await buildApp(config, db, { warmCaches: true });
    await app.listen({ port: config.port, host: config.host });
    // After listening: notices queued by an earlier run go out now, and new ones as they are queued.
    const outbox = await startOutbox(config.mail, db, app.log, (line) => console.log(line), {
      keys: config.forms.keys,
      // Loaded only when mail has no SMTP_HOST outside production: a production process never loads it.
      startSink: async (port, print) =>
        (await import('./dev/mail-sink/index.js')).startDevelopmentMailSink(port, print),
    });
    return { app, outbox };
  } catch (error) {
    // Nothing here touches DATA_DIR: a busy port is the server's problem, not the data folder's.
    throw startupFailure(error, { dataDir: config.dataDir, action: 'start the web server', embeddedDatabase: false });
  }
}

/** Past this after the drain's grace the process exits anyway, whatever is still closing. */
const SHUTDOWN_TIMEOUT_MS = 10_000;
/**
 * A repeat this soon after the first signal is the same stop passed on (a launcher forwards what the
 * terminal or supervisor also sent to it); a later one during the drain is someone asking again.
 */
const REPEAT_WINDOW_MS = 1_000;

/** The running server as a stop sees it. */
interface Stoppable {
  /** Reports not-ready from now on; every answer carries `Connection: close`. */
  drain(): void;
  /** Stops accepting, lets requests under way finish, then closes the rest. */
  close(): Promise<void>;
}

interface SignalStop {
  /** The server is up: a stop drains it for `graceMs`, then closes it (a signal already received: now). */
  ready(server: Stoppable, graceMs: number): void;
  /** Whether a stop signal has been received (the ready line is then not printed). */
  readonly requested: boolean;
}

/**
 * SIGINT and SIGTERM stop the server once, cleanly. First the drain: `/api/ready` answers 503 for the
 * grace (DRAIN_GRACE_SECONDS) while every request is still answered, with `Connection: close`, so a
 * balancer takes the node out before anything is refused. Then the listener closes (a new connection is
 * refused), requests under way finish, idle connections are closed, the outbox and the inbox's upkeep
 * stop, the database closes, the lock is released: exit 0. A close still running 10 s after the grace
 * ended is cut short, logged, exit 1 (the lock is still released on exit). Installed before start-up,
 * so a signal received while the server is starting stops it as soon as it is up, without a grace
 * (it was never announced ready) and with the 10 s counted from the signal.
 *
 * Ctrl-C and a container stop signal the whole process group, and a launcher passes the signal on: a
 * repeat within a second is the same stop and is ignored. A repeat later during the grace ends the
 * grace at once (an operator who will not wait); after the grace it is logged and ignored.
 */
function stopOnSignals(): SignalStop {
  let received: { readonly signal: NodeJS.Signals; readonly at: number } | undefined;
  let server: { readonly stoppable: Stoppable; readonly graceMs: number } | undefined;
  let endGrace: (() => void) | undefined;
  let deadline: NodeJS.Timeout | undefined;
  /** `since`: what the 10 s are counted from, for the log line (the signal, or the drain's end). */
  const startDeadline = (since: string): void => {
    deadline ??= setTimeout(() => {
      console.error(`KSEI server did not stop within ${SHUTDOWN_TIMEOUT_MS / 1000} s of ${since}; exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
  };
  const close = (stoppable: Stoppable, since: string): void => {
    endGrace = undefined;
    startDeadline(since);
    stoppable.close().then(
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
  const shutDown = (stoppable: Stoppable, graceMs: number): void => {
    stoppable.drain();
    if (graceMs === 0) {
      close(stoppable, received?.signal ?? 'the stop');
      return;
    }
    console.log(`KSEI server draining: not ready, still answering for ${graceMs / 1000} s`);
    const timer = setTimeout(() => endGrace?.(), graceMs);
    endGrace = () => {
      clearTimeout(timer);
      console.log('KSEI server no longer accepting connections; finishing requests under way');
      close(stoppable, 'the end of the drain');
    };
  };
  const onSignal = (signal: NodeJS.Signals): void => {
    if (received === undefined) {
      received = { signal, at: performance.now() };
      console.log(`KSEI server shutting down on ${signal}`);
      if (server === undefined) startDeadline(signal);
      else shutDown(server.stoppable, server.graceMs);
      return;
    }
    if (endGrace !== undefined && performance.now() - received.at >= REPEAT_WINDOW_MS) {
      console.log(`KSEI server received ${signal} again; ending the drain now`);
      endGrace();
      return;
    }
    console.log(`KSEI server is already shutting down; ignoring ${signal}`);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return {
    ready(stoppable, graceMs) {
      server = { stoppable, graceMs };
      if (received !== undefined) shutDown(stoppable, 0);
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
    db = await openDatabase(config, dataDir, () => stop.requested);
    const { app, outbox } = await start(config, db);
    const opened = db;
    stop.ready(
      {
        drain: () => app.readiness.startDraining(),
        close: async () => {
          // The worker stops with the web server: its sends finish or give their notices back for the next start.
          await Promise.all([app.close(), outbox.stop()]);
          await opened.close();
          // After the database is closed: only then may the next server open DATA_DIR.
          dataDir.release();
        },
      },
      config.drainGraceSeconds * 1000,
    );
    // Only now: an error during start-up still ends the process with its message.
    installProcessGuard();
    if (stop.requested) return; // stopping already: not announced as ready
    const { port } = app.server.address() as AddressInfo;
    console.log(`KSEI website ready at http://localhost:${port}`);
    const metricsUrl = app.metricsUrl();
    if (metricsUrl !== undefined) console.log(`KSEI metrics at ${metricsUrl}`);
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
