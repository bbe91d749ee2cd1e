import pg from 'pg';
import { ANNOUNCED_TABLES_SQL, DATA_CHANGE_CHANNEL, type DataChangeHub, type DataChangeLog } from './data-changes.js';

/** How the LISTEN connection is kept (tests shorten the waits). */
export interface ChangeListenerTiming {
  /** The first wait before reconnecting; doubled after each failed try up to `maxRetryMs`. */
  readonly retryMs?: number;
  readonly maxRetryMs?: number;
  /** How often the quiet connection is checked: a peer that vanished sends nothing, not even an error. */
  readonly heartbeatMs?: number;
}

export interface ChangeListener {
  stop(): Promise<void>;
}

/** How the connection shows in `pg_stat_activity` (for an operator, and for the tests that cut it). */
export const LISTENER_APPLICATION_NAME = 'ksei-data-changes';

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The LISTEN session's client: named for `pg_stat_activity`, and a query that hangs fails within the heartbeat. */
function listenerClient(connectionString: string, heartbeatMs: number): pg.Client {
  return new pg.Client({
    connectionString,
    application_name: LISTENER_APPLICATION_NAME,
    keepAlive: true,
    query_timeout: Math.max(1_000, heartbeatMs),
  });
}

/** Connects, listens on the channel, and reads the tables that announce changes (all to be reported as changed). */
async function startListening(client: pg.Client): Promise<string[]> {
  await client.connect();
  await client.query(`listen ${DATA_CHANGE_CHANNEL}`);
  const { rows } = await client.query<{ name: string }>(ANNOUNCED_TABLES_SQL);
  return rows.map((row) => row.name);
}

/**
 * PostgreSQL's notices on a connection of their own: LISTEN belongs to one session, so a pooled
 * connection (handed to someone else between queries) cannot hold it. A lost connection is opened
 * again with growing waits (0.1 s to 5 s); notices sent while it was down are gone, so each time it
 * is up (the first time too: a copy may have been read before the LISTEN began) every announced table
 * is reported as changed.
 */
export function listenForChanges(options: {
  readonly connectionString: string;
  readonly hub: DataChangeHub;
  readonly log: DataChangeLog;
  readonly timing?: ChangeListenerTiming;
}): ChangeListener {
  const { hub, log } = options;
  const retryMs = options.timing?.retryMs ?? 100;
  const maxRetryMs = options.timing?.maxRetryMs ?? 5_000;
  const heartbeatMs = options.timing?.heartbeatMs ?? 10_000;
  let client: pg.Client | undefined;
  let stopped = false;
  let delay = retryMs;
  let retryTimer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  /** When the connection was lost (undefined while it is up, and before the first one). */
  let downSince: number | undefined;

  const lost = (lostClient: pg.Client, error: unknown): void => {
    if (client !== lostClient) return;
    client = undefined;
    clearInterval(heartbeat);
    lostClient.removeAllListeners('notification');
    lostClient.end().catch(() => undefined);
    if (stopped) return;
    if (downSince === undefined) {
      downSince = Date.now();
      log.warn(
        `data changes: no LISTEN connection to PostgreSQL (${reasonOf(error)}); reconnecting. ` +
          'Until then this server sees other servers’ changes only when its copies expire.',
      );
    }
    retryTimer = setTimeout(connect, delay);
    retryTimer.unref();
    delay = Math.min(delay * 2, maxRetryMs);
  };

  async function connect(): Promise<void> {
    if (stopped) return;
    const next = listenerClient(options.connectionString, heartbeatMs);
    client = next;
    // 'error' and 'end' both come when the server ends the session (pg_terminate_backend, a restart).
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('the connection ended')));
    next.on('notification', (message) => {
      if (message.channel === DATA_CHANGE_CHANNEL && message.payload) hub.announce([message.payload]);
    });
    try {
      const tables = await startListening(next);
      if (client !== next) return;
      delay = retryMs;
      if (downSince !== undefined) {
        const seconds = ((Date.now() - downSince) / 1000).toFixed(1);
        log.warn(`data changes: LISTEN connection to PostgreSQL back after ${seconds} s; every copy is refreshed`);
        downSince = undefined;
      }
      hub.announce(tables);
      heartbeat = setInterval(() => {
        next.query('select 1').catch((error: unknown) => lost(next, error));
      }, heartbeatMs);
      heartbeat.unref();
    } catch (error) {
      lost(next, error);
    }
  }

  void connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(heartbeat);
      const open = client;
      client = undefined;
      await open?.end().catch(() => undefined);
    },
  };
}
