/**
 * The outbox rows as the delivery worker sees them: claimed for a lease, then marked sent, moved on
 * after a failure, or given back. A claim names its worker, so a row only goes back or moves on for
 * the worker that holds it.
 */
import type { Database } from '../../db/database.js';
import type { MailTopic } from './index.js';

export interface ClaimedRow {
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

export interface OutboxClaims {
  /** Claims up to a batch of due rows for this worker; a row another worker holds is skipped, not waited for. */
  claim(): Promise<ClaimedRow[]>;
  markSent(rowId: string): Promise<void>;
  /** Counts the attempt, keeps the failure's description and makes the row due again after `delayMs`. */
  markFailed(rowId: string, failure: string, delayMs: number): Promise<void>;
  /** Gives a row back as it was, no attempt counted. */
  release(rowId: string): Promise<void>;
  /** Gives back every row this worker still holds. */
  releaseAll(): Promise<void>;
  /** Milliseconds until the next row falls due (its attempt time, or the end of another worker's claim). */
  untilNextDue(): Promise<number | undefined>;
}

export function outboxClaims(
  db: Database,
  workerId: string,
  limits: { readonly leaseMs: number; readonly batchSize: number },
): OutboxClaims {
  return {
    claim: () =>
      db.query<ClaimedRow>(
        `update mail_outbox set claimed_by = $1, claimed_until = now() + $2::double precision * interval '1 millisecond'
         where id in (
           select id from mail_outbox
           where sent_at is null and next_attempt_at <= now() and (claimed_until is null or claimed_until < now())
           order by next_attempt_at, id
           limit $3
           for update skip locked
         )
         returning id::text as id, topic, subject, body, reply_to, key_id, sealed, attempts, created_at`,
        [workerId, limits.leaseMs, limits.batchSize],
      ),
    async markSent(rowId) {
      // Not conditional on the claim: once the server has the message, it is sent, whoever holds the row.
      await db.query(
        `update mail_outbox set sent_at = now(), attempts = attempts + 1, body = null, reply_to = null,
           key_id = null, sealed = null, last_error = null, claimed_by = null, claimed_until = null
         where id = $1 and sent_at is null`,
        [rowId],
      );
    },
    async markFailed(rowId, failure, delayMs) {
      await db.query(
        `update mail_outbox set attempts = attempts + 1, last_error = $3,
           next_attempt_at = now() + $4::double precision * interval '1 millisecond',
           claimed_by = null, claimed_until = null
         where id = $1 and claimed_by = $2 and sent_at is null`,
        [rowId, workerId, failure, delayMs],
      );
    },
    async release(rowId) {
      await db.query(
        'update mail_outbox set claimed_by = null, claimed_until = null where id = $1 and claimed_by = $2 and sent_at is null',
        [rowId, workerId],
      );
    },
    async releaseAll() {
      await db.query(
        'update mail_outbox set claimed_by = null, claimed_until = null where claimed_by = $1 and sent_at is null',
        [workerId],
      );
    },
    async untilNextDue() {
      const [next] = await db.query<{ ms: number | string | null }>(
        `select extract(epoch from (min(greatest(next_attempt_at, coalesce(claimed_until, next_attempt_at))) - now())) * 1000 as ms
         from mail_outbox where sent_at is null`,
      );
      return next?.ms === null || next?.ms === undefined ? undefined : Math.max(0, Number(next.ms));
    },
  };
}
