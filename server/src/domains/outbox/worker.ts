/**
 * The outbox's delivery worker: claims due notices, sends them over SMTP, marks them sent, and on a
 * failure moves them on by an exponential, jittered backoff. All of its state is in `mail_outbox`, so
 * a restart, a crash or a second server process on the same PostgreSQL changes nothing but who sends.
 */
import { randomBytes } from 'node:crypto';
import type { ConnectionOptions } from 'node:tls';
import type { Database } from '../../db/database.js';
import type { FormKey } from '../forms/settings.js';
import { onMailQueued } from './index.js';
import type { MailSettings, SmtpServerSettings } from './settings.js';
import { retryDelayMs, type RetryPolicy } from './backoff.js';
import { outboxClaims, type ClaimedRow, type OutboxClaims } from './claims.js';
import { createNoticeSender, type NoticeSender, type SmtpTimeouts } from './sender.js';

/** What the worker logs: ids, topics, counts and SMTP error codes, never a notice's content or addresses. */
export interface OutboxLog {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export interface OutboxWorkerOptions {
  readonly db: Database;
  /** Where and to whom; a development sink must already be running (its port in `smtp`). */
  readonly smtp: SmtpServerSettings;
  readonly mail: Pick<MailSettings, 'from' | 'to'>;
  readonly log: OutboxLog;
  /** The forms' keys: a notice's text and reply-to are stored sealed with them. */
  readonly keys: readonly FormKey[];
  /** Longest wait between two looks at the table when nothing is due sooner (default 10 s). */
  readonly pollIntervalMs?: number;
  /** Backoff after a failed attempt (default 30 s doubling to 1 h, jittered). */
  readonly retry?: Partial<RetryPolicy>;
  /** How long a claim holds before another worker may take the row (default 5 min). */
  readonly leaseMs?: number;
  /** Notices claimed and sent at once (default 10). */
  readonly batchSize?: number;
  /** How long `stop()` lets sends in progress finish before it cuts them and gives the rows back (default 5 s). */
  readonly stopGraceMs?: number;
  /** Extra TLS options (tests: a private CA); the system's CAs verify the server otherwise. */
  readonly tls?: ConnectionOptions;
  /** SMTP timeouts in ms (connect, greeting, idle socket); defaults 10 s, 10 s, 30 s. */
  readonly timeouts?: SmtpTimeouts;
  /** A warning per failure once a notice has failed this often (default 8: about an hour of trying). */
  readonly warnAfterAttempts?: number;
  /** Jitter's source (tests). */
  readonly random?: () => number;
}

export interface OutboxWorker {
  /** Begins delivering: at once, then on every queued notice of this process and every poll. */
  start(): void;
  /** Wakes the worker now (a notice was queued elsewhere). */
  nudge(): void;
  /** Stops: sends in progress finish (or are cut after the grace and their rows given back), no new claims. */
  stop(): Promise<void>;
  /** Resolves once no round is running or about to (tests, the bench). */
  idle(): Promise<void>;
  /** This worker's claim name in `claimed_by`. */
  readonly id: string;
}

const DEFAULTS = {
  pollIntervalMs: 10_000,
  leaseMs: 5 * 60_000,
  batchSize: 10,
  stopGraceMs: 5_000,
  warnAfterAttempts: 8,
} as const;

/** After a notice is queued, the looks that find it once its transaction commits (PostgreSQL: another connection). */
const NUDGE_FOLLOW_UPS_MS = [0, 50, 200, 1_000] as const;

/** The SMTP commands nodemailer names on its errors; anything else is not written down. */
const SMTP_COMMAND = /^[A-Z][A-Z ]{0,20}$/;

/**
 * What is kept of a failure: nodemailer's error code, the SMTP reply code and the command. The server's
 * reply text is left out: it may quote an address or part of the message.
 */
export function describeFailure(error: unknown): string {
  if (typeof error !== 'object' || error === null) return 'error';
  const { code, originalCode, responseCode, command } = error as Record<string, unknown>;
  const parts: string[] = [typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code) ? code : 'error'];
  if (typeof originalCode === 'string' && /^[A-Z0-9_]{1,40}$/.test(originalCode)) parts.push(originalCode);
  if (typeof responseCode === 'number') parts.push(String(responseCode));
  if (typeof command === 'string' && SMTP_COMMAND.test(command)) parts.push(`(${command})`);
  return parts.join(' ');
}

/** The worker's settings, each given or its default. */
function workerSettings(options: OutboxWorkerOptions) {
  return {
    pollIntervalMs: options.pollIntervalMs ?? DEFAULTS.pollIntervalMs,
    leaseMs: options.leaseMs ?? DEFAULTS.leaseMs,
    batchSize: options.batchSize ?? DEFAULTS.batchSize,
    stopGraceMs: options.stopGraceMs ?? DEFAULTS.stopGraceMs,
    warnAfterAttempts: options.warnAfterAttempts ?? DEFAULTS.warnAfterAttempts,
    random: options.random ?? Math.random,
  };
}

/** The worker's pending wake-ups: the next poll, and the looks that follow a notice queued here. */
function createWakeUps(wake: () => void) {
  let poll: NodeJS.Timeout | undefined;
  const followUps = new Set<NodeJS.Timeout>();
  return {
    /** The next poll, in `ms`, instead of the one set before. */
    pollIn(ms: number): void {
      clearTimeout(poll);
      poll = setTimeout(wake, ms);
      poll.unref();
    },
    cancelPoll: (): void => clearTimeout(poll),
    followUp(): void {
      for (const ms of NUDGE_FOLLOW_UPS_MS) {
        const followUp = setTimeout(() => {
          followUps.delete(followUp);
          wake();
        }, ms);
        followUp.unref();
        followUps.add(followUp);
      }
    },
    cancelAll(): void {
      clearTimeout(poll);
      for (const followUp of followUps) clearTimeout(followUp);
      followUps.clear();
    },
  };
}

/**
 * Claims and sends batch after batch until nothing is due. Resolves true when it stopped for the
 * shutdown instead.
 */
async function deliverAllDue(
  claims: OutboxClaims,
  deliver: (row: ClaimedRow) => Promise<void>,
  stopping: () => boolean,
): Promise<boolean> {
  for (;;) {
    if (stopping()) return true;
    const rows = await claims.claim();
    if (rows.length === 0) return false;
    if (stopping()) {
      // Claimed as the shutdown began: given back untouched.
      await Promise.all(rows.map((row) => claims.release(row.id)));
      return true;
    }
    await Promise.all(rows.map((row) => deliver(row)));
  }
}

/** A failed send: a warning the first time and once it has failed often; a note in between. */
function logFailure(
  log: OutboxLog,
  warnAfterAttempts: number,
  failed: { readonly row: ClaimedRow; readonly attempts: number; readonly failure: string; readonly delayMs: number },
): void {
  const { row, attempts } = failed;
  const details = {
    id: row.id,
    topic: row.topic,
    attempts,
    error: failed.failure,
    retryInSeconds: Math.round(failed.delayMs / 1000),
  };
  if (attempts === 1 || attempts >= warnAfterAttempts) {
    log.warn(
      { ...details, queuedAt: new Date(row.created_at).toISOString() },
      attempts >= warnAfterAttempts
        ? 'outbox: a notice is still undelivered; retrying (check the SMTP settings and the mail server)'
        : 'outbox: sending a notice failed; retrying',
    );
  } else {
    log.info(details, 'outbox: sending a notice failed again; retrying');
  }
}

function logSent(log: OutboxLog, row: ClaimedRow, refusedRecipients: number): void {
  if (refusedRecipients > 0) {
    log.warn({ id: row.id, topic: row.topic, refusedRecipients }, 'outbox: sent, but some recipients were refused');
  } else {
    log.info({ id: row.id, topic: row.topic, attempts: row.attempts + 1 }, 'outbox: notice sent');
  }
}

/**
 * Delivering one claimed notice: sent and marked so, or, on a failure, moved on by the backoff (or,
 * when the shutdown cut it, given back as it was).
 */
function noticeDelivery(worker: {
  readonly claims: OutboxClaims;
  readonly sender: NoticeSender;
  readonly log: OutboxLog;
  readonly retry?: Partial<RetryPolicy>;
  readonly random: () => number;
  readonly warnAfterAttempts: number;
  readonly stopping: () => boolean;
}) {
  const { claims, log } = worker;
  /** Cuts the sends still open when a stop's grace is over. */
  const cut = new AbortController();

  async function markFailed(row: ClaimedRow, error: unknown): Promise<void> {
    const failure = describeFailure(error);
    if (worker.stopping()) {
      // Cut by the shutdown, not refused by the server: the row goes back as it was, no attempt counted.
      await claims.release(row.id);
      return;
    }
    const attempts = row.attempts + 1;
    const delayMs = retryDelayMs(attempts, worker.retry, worker.random);
    await claims.markFailed(row.id, failure, delayMs);
    logFailure(log, worker.warnAfterAttempts, { row, attempts, failure, delayMs });
  }

  async function deliver(row: ClaimedRow): Promise<void> {
    let refused: number;
    try {
      refused = await worker.sender.send(row, cut.signal);
    } catch (error) {
      await markFailed(row, error);
      return;
    }
    await claims.markSent(row.id);
    logSent(log, row, refused);
  }

  return { deliver, cutOpenSends: (): void => cut.abort() };
}

/** Waits for a running round, cutting the sends still open once the grace is over. */
async function finishWithinGrace(running: Promise<void>, graceMs: number, cutOpenSends: () => void): Promise<void> {
  let graceTimer: NodeJS.Timeout | undefined;
  const graceOver = new Promise<'cut'>((resolve) => {
    graceTimer = setTimeout(() => resolve('cut'), graceMs);
  });
  const outcome = await Promise.race([running.then(() => 'done' as const), graceOver]);
  clearTimeout(graceTimer);
  // The sends still open fail at once; their rows are given back without an attempt.
  if (outcome === 'cut') cutOpenSends();
  await running;
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const settings = workerSettings(options);
  const id = `${process.pid}-${randomBytes(6).toString('hex')}`;
  const claims = outboxClaims(options.db, id, settings);
  const sender = createNoticeSender(options);
  const wakeUps = createWakeUps(wake);
  let started = false;
  let stopping = false;
  const isStopping = (): boolean => stopping;
  const { deliver, cutOpenSends } = noticeDelivery({ ...options, ...settings, claims, sender, stopping: isStopping });
  let round: Promise<void> | undefined;
  /** Another round was asked for while one ran. */
  let again = false;
  let unsubscribe: (() => void) | undefined;

  async function runRound(): Promise<void> {
    do {
      again = false;
      if (await deliverAllDue(claims, deliver, isStopping)) return;
    } while (again && !stopping);
    const next = await claims.untilNextDue();
    schedule(next === undefined ? settings.pollIntervalMs : Math.min(settings.pollIntervalMs, next + 5));
  }

  function schedule(ms: number): void {
    if (!stopping) wakeUps.pollIn(ms);
  }

  function wake(): void {
    if (stopping || !started) return;
    if (round !== undefined) {
      again = true;
      return;
    }
    wakeUps.cancelPoll();
    round = runRound()
      .catch((error: unknown) => {
        // The database failed (not SMTP: that is per notice). Try again at the next poll.
        options.log.error({ error: describeFailure(error) }, 'outbox: a delivery round failed; trying again later');
        schedule(settings.pollIntervalMs);
      })
      .finally(() => {
        round = undefined;
        if (again && !stopping) wake();
      });
  }

  function nudge(): void {
    if (!stopping && started) wakeUps.followUp();
  }

  return {
    id,
    start() {
      if (started) return;
      started = true;
      unsubscribe = onMailQueued(nudge);
      wake();
    },
    nudge,
    async idle() {
      while (round !== undefined) await round;
    },
    async stop() {
      if (stopping) return;
      stopping = true;
      unsubscribe?.();
      wakeUps.cancelAll();
      if (round !== undefined) await finishWithinGrace(round, settings.stopGraceMs, cutOpenSends);
      sender.close();
      // Whatever this worker still holds (a send cut mid-way) is due again for the next worker.
      await claims.releaseAll();
    },
  };
}
