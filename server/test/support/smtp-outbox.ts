/** What the outbox suites share: a worker pointed at a test SMTP server, a log that records, waiting on rows. */
import { TEST_FORM_KEYS } from './mail-queue.js';
import { noticeContent } from '../../src/domains/outbox/index.js';
import type { Database } from '../../src/db/database.js';
import type { MailSettings, SmtpServerSettings } from '../../src/domains/outbox/settings.js';
import {
  createOutboxWorker,
  type OutboxLog,
  type OutboxWorker,
  type OutboxWorkerOptions,
} from '../../src/domains/outbox/worker.js';
import type { TestSmtpServer } from './smtp-server.js';

export const TEST_MAIL: Pick<MailSettings, 'from' | 'to'> = {
  from: 'KSEI Website <no-reply@ksei.test>',
  to: { contact: ['humas@ksei.test', 'sekretariat@ksei.test'], whistleblowing: ['wbs@ksei.test'] },
};

export interface LogLine {
  readonly level: 'info' | 'warn' | 'error';
  readonly details: Record<string, unknown>;
  readonly message: string;
}

export function recordingLog(): OutboxLog & { readonly lines: LogLine[] } {
  const lines: LogLine[] = [];
  return {
    lines,
    info: (details, message) => lines.push({ level: 'info', details, message }),
    warn: (details, message) => lines.push({ level: 'warn', details, message }),
    error: (details, message) => lines.push({ level: 'error', details, message }),
  };
}

export function smtpSettings(
  server: Pick<TestSmtpServer, 'port'>,
  overrides: Partial<SmtpServerSettings> = {},
): SmtpServerSettings {
  return {
    kind: 'smtp',
    host: '127.0.0.1',
    port: server.port,
    security: 'none',
    user: undefined,
    password: undefined,
    ...overrides,
  };
}

/** A worker with test pacing: polls every 100 ms, retries after 2 s then 4 s (no jitter), short timeouts. */
export function testWorker(
  db: Database,
  server: Pick<TestSmtpServer, 'port'>,
  options: Partial<OutboxWorkerOptions> = {},
): OutboxWorker {
  return createOutboxWorker({
    db,
    smtp: smtpSettings(server),
    mail: TEST_MAIL,
    log: recordingLog(),
    keys: TEST_FORM_KEYS,
    pollIntervalMs: 100,
    retry: { baseMs: 2_000, maxMs: 8_000 },
    random: () => 0,
    timeouts: { connection: 2_000, greeting: 2_000, socket: 5_000 },
    stopGraceMs: 500,
    ...options,
  });
}

/** Checks `condition` every 25 ms until it holds; fails with `what` after `timeoutMs`. */
export async function until(what: string, condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export interface OutboxRow {
  id: string;
  topic: string;
  subject: string;
  body: string | null;
  reply_to: string | null;
  attempts: number;
  last_error: string | null;
  sent: boolean;
  claimed_by: string | null;
  /** Seconds from now to the next attempt. */
  due_in: number;
}

/** The outbox's rows, each notice's text and reply-to opened from its sealed content (null once sent). */
export async function outboxRows(db: Database): Promise<OutboxRow[]> {
  const rows = await db.query<OutboxRow & { key_id: string | null; sealed: Uint8Array | null }>(
    `select id::text as id, topic, subject, body, reply_to, key_id, sealed, attempts, last_error,
       sent_at is not null as sent, claimed_by, extract(epoch from next_attempt_at - now())::float8 as due_in
     from mail_outbox order by id`,
  );
  return rows.map(({ key_id, sealed, ...row }) => {
    if (sealed === null) return row;
    const content = noticeContent(TEST_FORM_KEYS, { ...row, key_id, sealed });
    return { ...row, body: content.text, reply_to: content.replyTo ?? null };
  });
}
