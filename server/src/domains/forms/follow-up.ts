/**
 * The reporter's side of a report after sending it: its status and thread by the receipt, and the
 * notes and evidence added later. The receipt is only ever hashed; what is answered names no staff
 * member and carries nothing of the audit trail.
 */
import { randomUUID } from 'node:crypto';
import { todayInJakarta, type ReportStatus, type ReportStatusCode } from '@ksei/shared/node';
import type { Queryable } from '../../db/database.js';
import type { CleanEvidence } from './evidence/index.js';
import { sealContext } from './intake.js';
import { hashReceipt } from './receipt.js';
import { open, seal, type Sealed } from './sealing.js';
import type { FormKey, FormsSettings } from './settings.js';

/** A thread entry as stored, opened: the staff author's account id stays for the inbox to name. */
export interface StoredThreadEntry {
  readonly author: 'reporter' | 'staff';
  readonly text: string;
  readonly at: string;
  readonly staffAccountId: string | null;
}

const iso = (value: Date | string): string => new Date(value).toISOString();
const jakartaDate = (value: Date | string): string => todayInJakarta(new Date(value));

/** A report's thread, oldest first, each entry opened with its own row's context. */
export async function readThread(
  db: Queryable,
  keys: readonly FormKey[],
  reportId: string,
): Promise<StoredThreadEntry[]> {
  const rows = await db.query<{
    id: string;
    author: 'reporter' | 'staff';
    staff_account_id: string | null;
    at: Date | string;
    key_id: string;
    sealed: Uint8Array;
  }>(
    `select id::text as id, author, staff_account_id::text as staff_account_id, at, key_id, sealed
     from whistleblowing_thread where report_id = $1 order by at, id`,
    [reportId],
  );
  return rows.map((row) => ({
    author: row.author,
    text: open(keys, { keyId: row.key_id, sealed: row.sealed }, sealContext.thread(reportId, row.id)).toString('utf8'),
    at: iso(row.at),
    staffAccountId: row.staff_account_id,
  }));
}

/** Seals a thread entry's text for its row. */
export function sealThreadText(keys: readonly FormKey[], reportId: string, id: string, text: string): Sealed {
  return seal(keys, Buffer.from(text, 'utf8'), sealContext.thread(reportId, id));
}

export interface ReportByReceipt {
  readonly id: string;
  readonly status: ReportStatusCode;
}

/** The report a receipt's digits name, or undefined (after the same slow hash for any code). */
export async function findReportByReceipt(
  db: Queryable,
  settings: FormsSettings,
  digits: string,
): Promise<ReportByReceipt | undefined> {
  const hash = await hashReceipt(digits, settings.receiptPepper);
  const [row] = await db.query<{ id: string; status: ReportStatusCode }>(
    'select id::text as id, status from whistleblowing_reports where receipt_hash = $1',
    [hash],
  );
  return row;
}

/** What the reporter sees of a report: status, days, the thread without staff names, whether it is open. */
export async function reportStatusById(
  db: Queryable,
  keys: readonly FormKey[],
  id: string,
): Promise<ReportStatus | undefined> {
  const [row] = await db.query<{ status: ReportStatusCode; submitted_at: Date | string; updated_at: Date | string }>(
    'select status, submitted_at, updated_at from whistleblowing_reports where id = $1',
    [id],
  );
  if (!row) return undefined;
  const thread = (await readThread(db, keys, id)).map(({ author, text, at }) => ({ author, text, at }));
  return {
    status: row.status,
    submittedOn: jakartaDate(row.submitted_at),
    updatedOn: jakartaDate(row.updated_at),
    thread,
    open: row.status !== 'closed',
  };
}

/** A report's status by the digits of its receipt, or undefined (the same for any code that finds nothing). */
export async function findReportStatus(
  db: Queryable,
  settings: FormsSettings,
  digits: string,
): Promise<ReportStatus | undefined> {
  const report = await findReportByReceipt(db, settings, digits);
  return report && reportStatusById(db, settings.keys, report.id);
}

/**
 * Adds what the reporter sent on the follow-up page: a note (sealed, in the thread) and an evidence
 * file (cleaned before, sealed), with a `reporterNote` audit entry, in one transaction. The report is
 * locked and read again first: one closed meanwhile takes nothing (`closed`).
 */
export async function addFollowUp(
  db: { transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> },
  keys: readonly FormKey[],
  reportId: string,
  note: string,
  evidence: CleanEvidence | undefined,
): Promise<'added' | 'closed'> {
  const noteId = randomUUID();
  const evidenceId = randomUUID();
  const text = note.trim();
  const sealedNote = text === '' ? undefined : sealThreadText(keys, reportId, noteId, text);
  const file = evidence && seal(keys, evidence.bytes, sealContext.evidence(reportId, evidenceId));
  return db.transaction(async (tx) => {
    const [report] = await tx.query<{ status: ReportStatusCode }>(
      'select status from whistleblowing_reports where id = $1 for update',
      [reportId],
    );
    if (!report || report.status === 'closed') return 'closed';
    if (sealedNote) {
      await tx.query(
        `insert into whistleblowing_thread (id, report_id, author, key_id, sealed) values ($1, $2, 'reporter', $3, $4)`,
        [noteId, reportId, sealedNote.keyId, sealedNote.sealed],
      );
    }
    if (evidence && file) {
      await tx.query(
        `insert into whistleblowing_evidence (id, report_id, media_type, size_bytes, key_id, sealed, added_from)
         values ($1, $2, $3, $4, $5, $6, 'followUp')`,
        [evidenceId, reportId, evidence.mediaType, evidence.bytes.byteLength, file.keyId, file.sealed],
      );
    }
    await tx.query(`insert into whistleblowing_audit (report_id, action, detail) values ($1, 'reporterNote', $2)`, [
      reportId,
      evidence ? evidenceId : null,
    ]);
    await tx.query('update whistleblowing_reports set updated_at = now() where id = $1', [reportId]);
    return 'added';
  });
}
