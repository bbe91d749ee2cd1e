import type { FastifyInstance } from 'fastify';

/**
 * One thing a server needs before a balancer should send it traffic: resolves `null` when fine, else
 * one line saying why not, for the operator (it is shown in `GET /api/ready`, so no secrets).
 */
export type ReadinessCheck = () => Promise<string | null>;

export interface ReadinessReport {
  /** Why this server should get no traffic now: `draining`, then `<check>: <why>`; empty when ready. */
  readonly reasons: readonly string[];
  /**
   * Shared dependencies that fail (`database: …`): every server sees them alike, so they make this one
   * degraded, not unready. Taking every server out of the balancer for a shared outage would turn a
   * database restart into a site outage, when the servers can still answer from their caches.
   */
  readonly degraded: readonly string[];
  /** Errors thrown by checks (their reasons say only "check failed"), for the log. */
  readonly errors: readonly { readonly name: string; readonly error: unknown }[];
}

/**
 * Readiness, as opposed to liveness (`/api/health`): whether a balancer should send this process
 * requests. Not ready while it drains before stopping, or while a check of its own fails; degraded
 * (still ready) while a shared dependency fails.
 */
export interface Readiness {
  /**
   * Adds a check, run on every report; `name` prefixes its reason (`database: …`). A `shared`
   * dependency (one every server uses: the database) degrades rather than unreadies.
   */
  add(name: string, check: ReadinessCheck, options?: { readonly shared?: boolean }): void;
  /** From now on the server reports not-ready (`draining`) until it exits; it keeps answering meanwhile. */
  startDraining(): void;
  readonly draining: boolean;
  /** Runs every check at once, each bounded by the timeout. */
  report(): Promise<ReadinessReport>;
}

/** A balancer's probe typically gives up after 2–5 s: a check slower than this fails instead of hanging. */
export const READINESS_CHECK_TIMEOUT_MS = 2_000;

interface Outcome {
  readonly reason: string | null;
  readonly error?: unknown;
}

/** One line of at most 200 characters, whatever a check returned. */
function oneLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

/** A thrown error's code (`ECONNREFUSED`, `57P01`) tells the operator something and leaks nothing. */
function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Z0-9_]{1,32}$/.test(code) ? ` (${code})` : '';
}

interface Entry {
  readonly name: string;
  readonly check: ReadinessCheck;
  readonly shared: boolean;
  /** The call still under way, with when it began: a hung check is not called again while it hangs. */
  running?: { readonly outcome: Promise<Outcome>; readonly since: number };
}

export function createReadiness(options: { timeoutMs?: number } = {}): Readiness {
  const timeoutMs = options.timeoutMs ?? READINESS_CHECK_TIMEOUT_MS;
  const entries: Entry[] = [];
  let draining = false;

  const call = (entry: Entry): NonNullable<Entry['running']> => {
    const since = performance.now();
    const outcome = Promise.resolve()
      .then(entry.check)
      .then(
        (reason): Outcome => ({ reason: reason === null ? null : `${entry.name}: ${oneLine(reason)}` }),
        (error: unknown): Outcome => ({ reason: `${entry.name}: check failed${errorCode(error)}`, error }),
      );
    const running = { outcome, since };
    void outcome.then(() => {
      if (entry.running === running) entry.running = undefined;
    });
    return running;
  };

  const run = async (entry: Entry): Promise<Outcome> => {
    // Probes come every second or so: a database that hangs gets one pending query, not one per probe.
    entry.running ??= call(entry);
    const { outcome, since } = entry.running;
    const left = since + timeoutMs - performance.now();
    const timedOut: Outcome = { reason: `${entry.name}: no answer within ${timeoutMs / 1000} s` };
    if (left <= 0) return timedOut;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<Outcome>((resolve) => {
      timer = setTimeout(() => resolve(timedOut), left);
      timer.unref();
    });
    try {
      return await Promise.race([outcome, late]);
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    add(name, check, options) {
      entries.push({ name, check, shared: options?.shared ?? false });
    },
    startDraining() {
      draining = true;
    },
    get draining() {
      return draining;
    },
    async report() {
      const outcomes = await Promise.all(entries.map(run));
      const failed = outcomes.flatMap((outcome, index) =>
        outcome.reason === null
          ? []
          : [{ ...outcome, name: entries[index]?.name ?? '', shared: entries[index]?.shared ?? false }],
      );
      return {
        reasons: [
          ...(draining ? ['draining'] : []),
          ...failed.filter(({ shared }) => !shared).map(({ reason }) => reason ?? ''),
        ],
        degraded: failed.filter(({ shared }) => shared).map(({ reason }) => reason ?? ''),
        errors: failed.flatMap(({ name, error }) => (error === undefined ? [] : [{ name, error }])),
      };
    },
  };
}

/**
 * While the server drains, every answer carries `Connection: close`: a keep-alive client (a balancer's
 * pooled connection, a browser) gets its answer and then opens its next connection elsewhere, so no
 * idle connection is left to be cut when the listener closes. Set when a request arrives (before
 * Fastify sees it, so the router's own answers have it too) and again when an answer goes out (a
 * request already under way when the drain began).
 */
export function closeConnectionsWhileDraining(app: FastifyInstance, readiness: Readiness): void {
  app.server.prependListener('request', (_request, response) => {
    if (readiness.draining) response.setHeader('connection', 'close');
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (readiness.draining) reply.header('connection', 'close');
    return payload;
  });
}
