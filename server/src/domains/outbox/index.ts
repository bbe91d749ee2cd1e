/**
 * The durable e-mail outbox: a notice is queued in the same transaction that stores a submission, and
 * a worker delivers it over SMTP with retries, so a mail server that is down delays a notice and loses
 * nothing. (Interface fixed first so the form intake can be written against it; the implementation follows.)
 */
import type { Queryable } from '../../db/database.js';

/** Which form a notice is about: its recipients come from the configuration at delivery time. */
export type MailTopic = 'contact' | 'whistleblowing';

export interface OutgoingMail {
  readonly topic: MailTopic;
  readonly subject: string;
  readonly text: string;
  /** Contact messages: the visitor's address, so staff can answer directly. Never set for reports. */
  readonly replyTo?: string;
}

/** Queues one notice inside the caller's transaction (`tx`): committed with the submission or not at all. */
export type EnqueueMail = (tx: Queryable, mail: OutgoingMail) => Promise<void>;
