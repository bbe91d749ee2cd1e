/**
 * The durable e-mail outbox: a notice is queued in the same transaction that stores a submission, and
 * a worker (`worker.ts`) delivers it over SMTP with retries, so a mail server that is down delays a
 * notice and loses nothing.
 */
import type { Queryable } from '../../db/database.js';

/** Which form a notice is about: its recipients come from the configuration at delivery time. */
export type MailTopic = 'contact' | 'whistleblowing';

export const MAIL_TOPICS: readonly MailTopic[] = ['contact', 'whistleblowing'];

export interface OutgoingMail {
  readonly topic: MailTopic;
  readonly subject: string;
  readonly text: string;
  /** Contact messages: the visitor's address, so staff can answer directly. Never set for reports. */
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

/**
 * Inserts the notice in `tx`. A worker of this process is woken at once; it finds the row only once
 * `tx` has committed (a rolled-back submission leaves nothing to send), and polls after that anyway.
 */
export const enqueueMail: EnqueueMail = async (tx, mail) => {
  checkMail(mail);
  await tx.query('insert into mail_outbox (topic, subject, body, reply_to) values ($1, $2, $3, $4)', [
    mail.topic,
    mail.subject,
    mail.text,
    mail.replyTo ?? null,
  ]);
  for (const listener of listeners) listener();
};
