/**
 * The durable e-mail outbox: a notice is queued in the same transaction that stores a submission, and
 * a worker (`worker.ts`) delivers it over SMTP with retries, so a mail server that is down delays a
 * notice and loses nothing.
 */
import type { Queryable } from '../../db/database.js';
import type { FormKey } from '../forms/settings.js';
import { openJson, sealJson } from '../forms/sealing.js';

/** Which form a notice is about: its recipients come from the configuration at delivery time. */
export type MailTopic = 'contact' | 'whistleblowing';

export const MAIL_TOPICS: readonly MailTopic[] = ['contact', 'whistleblowing'];

export interface OutgoingMail {
  readonly topic: MailTopic;
  /** Stored in clear and kept after sending: never anything a visitor typed. */
  readonly subject: string;
  readonly text: string;
  /** Contact messages: the visitor's address, so staff can answer directly (stored sealed). Never set for reports. */
  readonly replyTo?: string;
}

/** Queues one notice inside the caller's transaction (`tx`): committed with the submission or not at all. */
export type EnqueueMail = (tx: Queryable, mail: OutgoingMail) => Promise<void>;

/** RFC 5322 caps a header line at 998 characters; a subject is one line. */
const MAX_SUBJECT_LENGTH = 900;

/** The workers of this process, told when a notice is queued so it goes out without waiting for a poll. */
const listeners = new Set<() => void>();

/** Registers a worker's wake-up call; returns its removal. */
export function onMailQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A line break in a header would let the value write headers of its own. */
function isOneLine(value: string): boolean {
  return !/[\r\n]/.test(value);
}

function checkMail(mail: OutgoingMail): void {
  if (!MAIL_TOPICS.includes(mail.topic)) throw new TypeError(`unknown mail topic "${String(mail.topic)}"`);
  if (mail.subject.trim() === '' || mail.subject.length > MAX_SUBJECT_LENGTH || !isOneLine(mail.subject)) {
    throw new TypeError(`a notice's subject is one line of 1 to ${MAX_SUBJECT_LENGTH} characters`);
  }
  if (mail.text === '') throw new TypeError("a notice's text is empty");
  if (mail.replyTo !== undefined && (!isOneLine(mail.replyTo) || !/^[^\s@<>,;]+@[^\s@<>,;]+$/.test(mail.replyTo))) {
    throw new TypeError("a notice's reply-to is not one plain address");
  }
  if (mail.replyTo !== undefined && mail.topic === 'whistleblowing') {
    throw new TypeError('a whistleblowing notice carries no reply-to (it would name the reporter)');
  }
}

/** What of a notice is stored sealed: its text and reply-to address, which may carry what a visitor typed. */
interface SealedContent {
  readonly text: string;
  readonly replyTo?: string;
}

/** The context a notice's content is sealed under: it opens in its own row only. */
const outboxContext = (id: string): string => `mail_outbox:${id}`;

/** A claimed notice's text and reply-to, opened from `sealed` (or read from a row queued in clear before sealing). */
export function noticeContent(
  keys: readonly FormKey[],
  row: { id: string; key_id: string | null; sealed: Uint8Array | null; body: string | null; reply_to: string | null },
): { text: string; replyTo: string | undefined } {
  if (row.sealed === null || row.key_id === null) return { text: row.body ?? '', replyTo: row.reply_to ?? undefined };
  const content = openJson<SealedContent>(keys, { keyId: row.key_id, sealed: row.sealed }, outboxContext(row.id));
  return { text: content.text, replyTo: content.replyTo };
}

/**
 * The queue of a server: inserts each notice in `tx`, its text and reply-to sealed with the forms'
 * current key (AES-256-GCM, bound to the row's id), so the database and its write-ahead log never
 * hold them in clear; the worker opens them to send and clears them once sent. A worker of this
 * process is woken at once; it finds the row only once `tx` has committed (a rolled-back submission
 * leaves nothing to send), and polls after that anyway.
 */
export function createMailQueue(keys: readonly FormKey[]): EnqueueMail {
  return async (tx, mail) => {
    checkMail(mail);
    const [row] = await tx.query<{ id: string }>(
      "select nextval(pg_get_serial_sequence('mail_outbox', 'id'))::text as id",
    );
    if (!row) throw new Error('outbox: no id for a notice');
    const content: SealedContent = {
      text: mail.text,
      ...(mail.replyTo === undefined ? {} : { replyTo: mail.replyTo }),
    };
    const sealed = sealJson(keys, content, outboxContext(row.id));
    await tx.query(
      `insert into mail_outbox (id, topic, subject, key_id, sealed) overriding system value
       values ($1::bigint, $2, $3, $4, $5)`,
      [row.id, mail.topic, mail.subject, sealed.keyId, sealed.sealed],
    );
    for (const listener of listeners) listener();
  };
}

/**
 * Seals the text and reply-to of notices queued in clear before notices were sealed (the migration
 * cannot: SQL has no key). Rows another server is sealing at the same moment are skipped.
 */
export async function sealQueuedNotices(db: Queryable, keys: readonly FormKey[]): Promise<number> {
  const rows = await db.query<{ id: string; body: string; reply_to: string | null }>(
    `select id::text as id, body, reply_to from mail_outbox where sent_at is null and sealed is null and body is not null`,
  );
  let sealedRows = 0;
  for (const row of rows) {
    const content: SealedContent = { text: row.body, ...(row.reply_to === null ? {} : { replyTo: row.reply_to }) };
    const sealed = sealJson(keys, content, outboxContext(row.id));
    const done = await db.query(
      `update mail_outbox set key_id = $2, sealed = $3, body = null, reply_to = null
       where id = $1::bigint and sealed is null and body is not null returning 1`,
      [row.id, sealed.keyId, sealed.sealed],
    );
    sealedRows += done.length;
  }
  return sealedRows;
}
