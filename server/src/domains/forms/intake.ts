import { randomInt, randomUUID } from 'node:crypto';
import {
  formatReceipt,
  reportDeadlines,
  type ContactAccepted,
  type ContactValues,
  type ReportAccepted,
  type ReportValues,
} from '@ksei/shared/node';
import type { Database, Queryable } from '../../db/database.js';
import type { EnqueueMail } from '../outbox/index.js';
import type { CleanEvidence } from './evidence/index.js';
import { contactNotice, reportNotice } from './notices.js';
import { hashReceipt, newReceipt } from './receipt.js';
import { seal, sealJson } from './sealing.js';
import type { FormsSettings } from './settings.js';

/** What storing a submission needs: the database, the keys, the outbox and where staff read reports. */
export interface FormsIntake {
  readonly db: Database;
  readonly settings: FormsSettings;
  readonly enqueueMail: EnqueueMail;
  /** The site's origin, named in the report notice as the place staff sign in. */
  readonly publicOrigin: string;
}

type Locale = 'id' | 'en';

/** The contexts each sealed value is bound to (authenticated with it, so it opens in its own row only). */
export const sealContext = {
  contact: (id: string): string => `contact_messages:${id}`,
  report: (id: string): string => `whistleblowing_reports:${id}`,
  evidence: (reportId: string, id: string): string => `whistleblowing_evidence:${reportId}:${id}`,
  thread: (reportId: string, id: string): string => `whistleblowing_thread:${reportId}:${id}`,
};

/** Letters and digits nobody misreads (no 0/O, 1/I/L): 32 of them, 40 bits in eight. */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
function newReference(prefix: string): string {
  let code = '';
  for (let index = 0; index < 8; index += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `${prefix}-${code}`;
}

/** PostgreSQL's unique_violation: a random reference or receipt drawn twice (retried with new ones). */
const isUniqueViolation = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === '23505';

async function withRetries<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tries >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

/** Only the rule-checked text fields, trimmed, empty ones left out: nothing else a body carried is kept. */
function keptValues<F extends string>(fields: readonly F[], values: Readonly<Partial<Record<F, string>>>) {
  const kept: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const value = values[field]?.trim();
    if (value) kept[field] = value;
  }
  return kept;
}

/**
 * Stores a checked contact message, sealed, and queues its notice in the same transaction: both are
 * kept or neither.
 */
export async function storeContactMessage(
  intake: FormsIntake,
  fields: readonly (keyof ContactValues)[],
  values: ContactValues,
  locale: Locale,
): Promise<ContactAccepted> {
  const kept = keptValues(fields, values);
  return withRetries(() =>
    intake.db.transaction(async (tx) => {
      const id = randomUUID();
      const reference = newReference('KSEI');
      const sealed = sealJson(intake.settings.keys, kept, sealContext.contact(id));
      await tx.query(
        'insert into contact_messages (id, reference, locale, key_id, sealed) values ($1, $2, $3, $4, $5)',
        [id, reference, locale, sealed.keyId, sealed.sealed],
      );
      await intake.enqueueMail(tx, contactNotice(reference, kept, locale));
      return { reference };
    }),
  );
}

/**
 * Stores a checked report and its cleaned evidence, sealed, and queues its notice, in one
 * transaction: a crash at any point leaves the whole report or nothing. The receipt is drawn here,
 * kept only as its hash, and answered once.
 */
export async function storeReport(
  intake: FormsIntake,
  fields: readonly (keyof ReportValues)[],
  values: ReportValues,
  evidence: CleanEvidence | undefined,
  locale: Locale,
): Promise<ReportAccepted> {
  const kept = keptValues(fields, values);
  const { keys, receiptPepper } = intake.settings;
  return withRetries(async () => {
    const receipt = newReceipt();
    // Hashed before the transaction opens: the connection is not held for the slow hash.
    const receiptHash = await hashReceipt(receipt, receiptPepper);
    const id = randomUUID();
    const reference = newReference('WB');
    const report = sealJson(keys, kept, sealContext.report(id));
    const evidenceId = randomUUID();
    const file = evidence && seal(keys, evidence.bytes, sealContext.evidence(id, evidenceId));
    // The time is the server's, not the database's: the deadlines stored beside it are computed from it.
    const submittedAt = new Date();
    const deadlines = reportDeadlines(submittedAt.toISOString(), null);
    await intake.db.transaction(async (tx: Queryable) => {
      await tx.query(
        `insert into whistleblowing_reports (id, receipt_hash, reference, locale, key_id, sealed,
           violation_type, submitted_at, updated_at, acknowledge_by, feedback_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, $10)`,
        [
          id,
          receiptHash,
          reference,
          locale,
          report.keyId,
          report.sealed,
          kept.violationType ?? null,
          submittedAt,
          deadlines.acknowledgeBy,
          deadlines.feedbackBy,
        ],
      );
      if (evidence && file) {
        await tx.query(
          `insert into whistleblowing_evidence (id, report_id, media_type, size_bytes, key_id, sealed, added_at)
           values ($1, $2, $3, $4, $5, $6, $7)`,
          [evidenceId, id, evidence.mediaType, evidence.bytes.byteLength, file.keyId, file.sealed, submittedAt],
        );
      }
      await intake.enqueueMail(tx, reportNotice(reference, intake.publicOrigin));
    });
    return {
      receipt: formatReceipt(receipt),
      submittedAt: submittedAt.toISOString(),
      evidenceCleaned: evidence !== undefined,
    };
  });
}
