/**
 * The outbox's delivery worker: claims due notices, sends them over SMTP, marks them sent, and on a
 * failure moves them on by an exponential, jittered backoff. All of its state is in `mail_outbox`, so
 * a restart, a crash or a second server process on the same PostgreSQL changes nothing but who sends.
 */
import { randomBytes } from 'node:crypto';
import type { ConnectionOptions } from 'node:tls';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/database.js';
import type { FormKey } from '../forms/settings.js';
import { noticeContent, onMailQueued, type MailTopic } from './index.js';
import type { MailSettings, SmtpServerSettings } from './settings.js';
import { retryDelayMs, type RetryPolicy } from './backoff.js';

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
  readonly timeouts?: { readonly connection?: number; readonly greeting?: number; readonly socket?: number };
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

interface ClaimedRow {
  id: string;
  topic: MailTopic;
  subject: string;
  body: string | null;
  reply_to: string | null;
  key_id: string | null;
  sealed: Uint8Array | null;
  attempts: number;
  created_at: Date | string;
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

function transportOptions(
  smtp: SmtpServerSettings,
  tls: ConnectionOptions | undefined,
  timeouts: OutboxWorkerOptions['timeouts'],
): Parameters<typeof nodemailer.createTransport>[0] {
  return {
    pool: true,
    maxConnections: 3,
    host: smtp.host,
    port: smtp.port,
    secure: smtp.security === 'tls',
    requireTLS: smtp.security === 'starttls',
    ignoreTLS: smtp.security === 'none',
    auth: smtp.user !== undefined ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
    tls: { minVersion: 'TLSv1.2', ...tls },
    connectionTimeout: timeouts?.connection ?? 10_000,
    greetingTimeout: timeouts?.greeting ?? 10_000,
    socketTimeout: timeouts?.socket ?? 30_000,
    // The notices are plain text: nothing in them may make the client read a file or fetch a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
    logger: false,
  };
}

/** `KSEI <no-reply@ksei.co.id>` → `ksei.co.id`, for the Message-ID. */
function domainOf(address: string): string {
  const match = /@([^\s>]+)>?\s*$/.exec(address);
  return match?.[1] ?? 'localhost';
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, smtp, mail, log } = options;
  const pollIntervalMs = options.pollIntervalMs ?? DEFAULTS.pollIntervalMs;
  const leaseMs = options.leaseMs ?? DEFAULTS.leaseMs;
  const batchSize = options.batchSize ?? DEFAULTS.batchSize;
  const stopGraceMs = options.stopGraceMs ?? DEFAULTS.stopGraceMs;
  const warnAfterAttempts = options.warnAfterAttempts ?? DEFAULTS.warnAfterAttempts;
  const random = options.random ?? Math.random;
  const id = `${process.pid}-${randomBytes(6).toString('hex')}`;
  const messageDomain = domainOf(mail.from);
  const transport = nodemailer.createTransport(transportOptions(smtp, options.tls, options.timeouts));
  /** Cuts the sends still open when a stop's grace is over. */
  const cut = new AbortController();

  let started = false;
  let stopping = false;
  let round: Promise<void> | undefined;
  /** Another round was asked for while one ran. */
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  const followUps = new Set<NodeJS.Timeout>();
  let unsubscribe: (() => void) | undefined;

  /** Claims up to a batch of due rows for this worker; a row another worker holds is skipped, not waited for. */
  async function claim(): Promise<ClaimedRow[]> {
    return db.query<ClaimedRow>(
      `update mail_outbox set claimed_by = $1, claimed_until = now() + $2::double precision * interval '1 millisecond'
       where id in (
         select id from mail_outbox
         where sent_at is null and next_attempt_at <= now() and (claimed_until is null or claimed_until < now())
         order by next_attempt_at, id
         limit $3
         for update skip locked
       )
       returning id::text as id, topic, subject, body, reply_to, key_id, sealed, attempts, created_at`,
      [id, leaseMs, batchSize],
    );
  }

  async function markSent(row: ClaimedRow): Promise<void> {
    // Not conditional on the claim: once the server has the message, it is sent, whoever holds the row.
    await db.query(
      `update mail_outbox set sent_at = now(), attempts = attempts + 1, body = null, reply_to = null,
         key_id = null, sealed = null, last_error = null, claimed_by = null, claimed_until = null
       where id = $1 and sent_at is null`,
      [row.id],
    );
  }

  async function markFailed(row: ClaimedRow, error: unknown): Promise<void> {
    const failure = describeFailure(error);
    if (stopping) {
      // Cut by the shutdown, not refused by the server: the row goes back as it was, no attempt counted.
      await release(row.id);
      return;
    }
    const attempts = row.attempts + 1;
    const delay = retryDelayMs(attempts, options.retry, random);
    await db.query(
      `update mail_outbox set attempts = attempts + 1, last_error = $3,
         next_attempt_at = now() + $4::double precision * interval '1 millisecond',
         claimed_by = null, claimed_until = null
       where id = $1 and claimed_by = $2 and sent_at is null`,
      [row.id, id, failure, delay],
    );
    const details = {
      id: row.id,
      topic: row.topic,
      attempts,
      error: failure,
      retryInSeconds: Math.round(delay / 1000),
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

  async function release(rowId: string): Promise<void> {
    await db.query(
      'update mail_outbox set claimed_by = null, claimed_until = null where id = $1 and claimed_by = $2 and sent_at is null',
      [rowId, id],
    );
  }

  async function deliver(row: ClaimedRow): Promise<void> {
    let info: { rejected?: unknown[] };
    try {
      const content = noticeContent(options.keys, row);
      info = await transport.sendMail({
        from: mail.from,
        to: [...mail.to[row.topic]],
        replyTo: content.replyTo,
        subject: row.subject,
        text: content.text,
        // One id per notice: a receiver can tell a repeat (sent again after a crash before it was marked).
        messageId: `<outbox-${row.id}.${new Date(row.created_at).getTime()}@${messageDomain}>`,
        headers: { 'X-KSEI-Topic': row.topic },
        signal: cut.signal,
      });
    } catch (error) {
      await markFailed(row, error);
      return;
    }
    await markSent(row);
    const refused = Array.isArray(info.rejected) ? info.rejected.length : 0;
    if (refused > 0) {
      log.warn(
        { id: row.id, topic: row.topic, refusedRecipients: refused },
        'outbox: sent, but some recipients were refused',
      );
    } else {
      log.info({ id: row.id, topic: row.topic, attempts: row.attempts + 1 }, 'outbox: notice sent');
    }
  }

  /** Milliseconds until the next row falls due (its attempt time, or the end of another worker's claim). */
  async function untilNextDue(): Promise<number | undefined> {
    const [next] = await db.query<{ ms: number | string | null }>(
      `select extract(epoch from (min(greatest(next_attempt_at, coalesce(claimed_until, next_attempt_at))) - now())) * 1000 as ms
       from mail_outbox where sent_at is null`,
    );
    return next?.ms === null || next?.ms === undefined ? undefined : Math.max(0, Number(next.ms));
  }

  async function runRound(): Promise<void> {
    do {
      again = false;
      for (;;) {
        if (stopping) return;
        const rows = await claim();
        if (rows.length === 0) break;
        if (stopping) {
          // Claimed as the shutdown began: given back untouched.
          await Promise.all(rows.map((row) => release(row.id)));
          return;
        }
        await Promise.all(rows.map((row) => deliver(row)));
      }
    } while (again && !stopping);
    const next = await untilNextDue();
    schedule(next === undefined ? pollIntervalMs : Math.min(pollIntervalMs, next + 5));
  }

  function schedule(ms: number): void {
    if (stopping) return;
    clearTimeout(timer);
    timer = setTimeout(wake, ms);
    timer.unref();
  }

  function wake(): void {
    if (stopping || !started) return;
    if (round !== undefined) {
      again = true;
      return;
    }
    clearTimeout(timer);
    round = runRound()
      .catch((error: unknown) => {
        // The database failed (not SMTP: that is per notice). Try again at the next poll.
        log.error({ error: describeFailure(error) }, 'outbox: a delivery round failed; trying again later');
        schedule(pollIntervalMs);
      })
      .finally(() => {
        round = undefined;
        if (again && !stopping) wake();
      });
  }

  function nudge(): void {
    if (stopping || !started) return;
    for (const ms of NUDGE_FOLLOW_UPS_MS) {
      const followUp = setTimeout(() => {
        followUps.delete(followUp);
        wake();
      }, ms);
      followUp.unref();
      followUps.add(followUp);
    }
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
      clearTimeout(timer);
      for (const followUp of followUps) clearTimeout(followUp);
      followUps.clear();
      const running = round;
      if (running !== undefined) {
        let graceTimer: NodeJS.Timeout | undefined;
        const graceOver = new Promise<'cut'>((resolve) => {
          graceTimer = setTimeout(() => resolve('cut'), stopGraceMs);
        });
        const outcome = await Promise.race([running.then(() => 'done' as const), graceOver]);
        clearTimeout(graceTimer);
        // The sends still open fail at once; their rows are given back without an attempt.
        if (outcome === 'cut') cut.abort();
        await running;
      }
      transport.close();
      // Whatever this worker still holds (a send cut mid-way) is due again for the next worker.
      await db.query(
        'update mail_outbox set claimed_by = null, claimed_until = null where claimed_by = $1 and sent_at is null',
        [id],
      );
    },
  };
}
