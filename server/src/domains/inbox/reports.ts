/**
 * Whistleblowing reports as staff see them: the list with its filters, a report opened (and the
 * opening recorded), its evidence, the status moves `REPORT_TRANSITIONS` allows and replies to the
 * reporter. Every read and change is written to the report's audit trail in the statement's own
 * transaction. Deadlines come from the contract's `reportDeadlines` and `reportOverdue` only.
 */
import { randomUUID } from 'node:crypto';
import {
  REPORT_FIELDS,
  REPORT_TRANSITIONS,
  reportDeadlines,
  reportOverdue,
  type AuditAction,
  type InboxAuditEntry,
  type InboxEvidence,
  type InboxReportDetail,
  type InboxReportList,
  type InboxReportSummary,
  type ReportStatusCode,
  type ViolationType,
} from '@ksei/shared/node';
import type { Queryable } from '../../db/database.js';
import { Conditions, keyedListPage } from '../../db/sql.js';
import { readThread, sealThreadText } from '../forms/follow-up.js';
import { sealContext } from '../forms/intake.js';
import { open, openJson } from '../forms/sealing.js';
import {
  actorAccount,
  iso,
  isoOrNull,
  jakartaDayEnd,
  jakartaDayStart,
  staffNames,
  type Actor,
  type InboxContext,
} from './shared.js';

export interface ReportListQuery {
  readonly status?: ReportStatusCode;
  readonly type?: ViolationType;
  /** Jakarta days (`YYYY-MM-DD`), both included, on the submission. */
  readonly from?: string;
  readonly to?: string;
  /** Only reports past a deadline (`true`), or only those that are not (`false`). */
  readonly overdue?: boolean;
  readonly page: number;
  readonly pageSize: number;
}

interface SummaryRow {
  id: string;
  reference: string;
  status: ReportStatusCode;
  violation_type: ViolationType | null;
  submitted_at: Date | string;
  acknowledged_at: Date | string | null;
  first_reply_at: Date | string | null;
  updated_at: Date | string;
  locale: 'id' | 'en';
  evidence_count: number;
  // Only for a report stored before the type had its own column (the maintenance job fills it).
  legacy_key_id: string | null;
  legacy_sealed: Uint8Array | null;
}

const SUMMARY_COLUMNS = `r.id::text as id, r.reference, r.status, r.violation_type, r.submitted_at, r.acknowledged_at,
  r.first_reply_at, r.updated_at, r.locale,
  (select count(*)::int from whistleblowing_evidence e where e.report_id = r.id) as evidence_count,
  case when r.violation_type is null then r.key_id end as legacy_key_id,
  case when r.violation_type is null then r.sealed end as legacy_sealed`;

/**
 * Past a deadline, in the database, on the deadlines stored from `reportDeadlines`: the same test as
 * `reportOverdue` (open; not acknowledged and past `acknowledgeBy`, or no reply and past `feedbackBy`),
 * so a page of overdue reports is one query. `test/inbox-list.test.ts` holds the two together.
 */
const OVERDUE = `(r.status <> 'closed' and ((r.acknowledged_at is null and r.acknowledge_by < ?)
  or (r.first_reply_at is null and r.feedback_by < ?)))`;

function violationTypeOf(context: InboxContext, row: SummaryRow): ViolationType {
  if (row.violation_type !== null) return row.violation_type;
  const fields = openJson<Record<string, string>>(
    context.keys,
    { keyId: row.legacy_key_id ?? '', sealed: row.legacy_sealed ?? new Uint8Array() },
    sealContext.report(row.id),
  );
  return fields['violationType'] as ViolationType;
}

function summary(context: InboxContext, row: SummaryRow, now: Date): InboxReportSummary {
  const submittedAt = iso(row.submitted_at);
  const acknowledgedAt = isoOrNull(row.acknowledged_at);
  const firstReplyAt = isoOrNull(row.first_reply_at);
  const deadlines = reportDeadlines(submittedAt, acknowledgedAt);
  return {
    reference: row.reference,
    status: row.status,
    violationType: violationTypeOf(context, row),
    submittedAt,
    acknowledgedAt,
    firstReplyAt,
    updatedAt: iso(row.updated_at),
    ...deadlines,
    overdue: reportOverdue({ status: row.status, acknowledgedAt, firstReplyAt, ...deadlines }, now),
    evidenceCount: row.evidence_count,
    locale: row.locale,
  };
}

/** One page of reports, newest first, under the filters. */
export async function listReports(context: InboxContext, query: ReportListQuery): Promise<InboxReportList> {
  const now = context.now();
  const conditions = new Conditions();
  if (query.status) conditions.add('r.status = ?', query.status);
  if (query.type) conditions.add('r.violation_type = ?', query.type);
  if (query.from) conditions.add('r.submitted_at >= ?', jakartaDayStart(query.from));
  if (query.to) conditions.add('r.submitted_at < ?', jakartaDayEnd(query.to));
  if (query.overdue !== undefined) {
    conditions.add(query.overdue ? OVERDUE : `not ${OVERDUE}`, now);
  }
  return keyedListPage<SummaryRow, InboxReportSummary>(
    context.db,
    {
      select: SUMMARY_COLUMNS,
      from: 'whistleblowing_reports r',
      alias: 'r',
      key: 'id',
      conditions,
      orderBy: 'r.submitted_at desc, r.id desc',
    },
    { page: query.page, pageSize: query.pageSize, locale: 'id' },
    (row) => summary(context, row, now),
  );
}

/** Writes one audit entry (in the caller's transaction). */
async function audit(
  tx: Queryable,
  reportId: string,
  actor: Actor,
  action: AuditAction,
  detail: string | null = null,
): Promise<void> {
  await tx.query(
    `insert into whistleblowing_audit (report_id, staff_account_id, action, detail) values ($1, ${actorAccount(2)}, $3, $4)`,
    [reportId, actor.email, action, detail],
  );
}

/** A report's whole detail, opened, as it stands (no audit entry of its own). */
async function loadDetail(context: InboxContext, id: string): Promise<InboxReportDetail | undefined> {
  const { db, keys } = context;
  const [row] = await db.query<SummaryRow & { key_id: string; sealed: Uint8Array }>(
    `select ${SUMMARY_COLUMNS}, r.key_id, r.sealed from whistleblowing_reports r where r.id = $1`,
    [id],
  );
  if (!row) return undefined;
  const sent = openJson<Record<string, string>>(
    keys,
    { keyId: row.key_id, sealed: row.sealed },
    sealContext.report(id),
  );
  const fields = Object.fromEntries(Object.keys(REPORT_FIELDS).map((name) => [name, sent[name] ?? '']));
  const evidence = await db.query<{
    id: string;
    media_type: InboxEvidence['mediaType'];
    size_bytes: number;
    added_at: Date | string;
    added_from: InboxEvidence['from'];
  }>(
    `select id::text as id, media_type, size_bytes, added_at, added_from from whistleblowing_evidence
     where report_id = $1 order by added_at, id`,
    [id],
  );
  const thread = await readThread(db, keys, id);
  const trail = await db.query<{
    action: AuditAction;
    staff_account_id: string | null;
    detail: string | null;
    at: Date | string;
  }>(
    `select action, staff_account_id::text as staff_account_id, detail, at from whistleblowing_audit
     where report_id = $1 order by at desc, id desc`,
    [id],
  );
  const names = await staffNames(db, [
    ...thread.map((entry) => entry.staffAccountId),
    ...trail.map((entry) => entry.staff_account_id),
  ]);
  const nameOf = (accountId: string | null) => {
    const name = accountId === null ? undefined : names.get(accountId);
    return name === undefined ? {} : { staffName: name };
  };
  return {
    ...summary(context, row, context.now()),
    fields,
    evidence: evidence.map((file) => ({
      id: file.id,
      mediaType: file.media_type,
      sizeBytes: file.size_bytes,
      addedAt: iso(file.added_at),
      from: file.added_from,
    })),
    thread: thread.map((entry) => ({
      author: entry.author,
      text: entry.text,
      at: entry.at,
      ...(entry.author === 'staff' ? nameOf(entry.staffAccountId) : {}),
    })),
    audit: trail.map((entry): InboxAuditEntry => ({
      at: iso(entry.at),
      action: entry.action,
      ...nameOf(entry.staff_account_id),
      ...(entry.detail === null ? {} : { detail: entry.detail }),
    })),
    nextStatuses: REPORT_TRANSITIONS[row.status],
  };
}

/** Opens a report by its reference and records the read, or undefined when there is none. */
export async function readReport(
  context: InboxContext,
  reference: string,
  actor: Actor,
): Promise<InboxReportDetail | undefined> {
  const [row] = await context.db.query<{ id: string }>(
    `insert into whistleblowing_audit (report_id, staff_account_id, action)
     select id, ${actorAccount(2)}, 'read' from whistleblowing_reports where reference = $1
     returning report_id::text as id`,
    [reference, actor.email],
  );
  return row && loadDetail(context, row.id);
}

export type ReportChange =
  | { readonly ok: true; readonly report: InboxReportDetail }
  | { readonly ok: false; readonly reason: 'notFound' }
  | { readonly ok: false; readonly reason: 'notAllowed'; readonly from: ReportStatusCode }
  | { readonly ok: false; readonly reason: 'closed' };

/**
 * Moves a report to `to` when `REPORT_TRANSITIONS` allows it from where it stands (read under a row
 * lock, so two staff members moving it at once are serialised): the acknowledgement's time moves the
 * feedback deadline, closing starts the retention period.
 */
export async function changeReportStatus(
  context: InboxContext,
  reference: string,
  to: ReportStatusCode,
  actor: Actor,
): Promise<ReportChange> {
  const now = context.now();
  const outcome = await context.db.transaction(async (tx): Promise<ReportChange | string> => {
    const [row] = await tx.query<{ id: string; status: ReportStatusCode; submitted_at: Date | string }>(
      'select id::text as id, status, submitted_at from whistleblowing_reports where reference = $1 for update',
      [reference],
    );
    if (!row) return { ok: false, reason: 'notFound' };
    if (!REPORT_TRANSITIONS[row.status].includes(to)) return { ok: false, reason: 'notAllowed', from: row.status };
    if (to === 'acknowledged') {
      const deadlines = reportDeadlines(iso(row.submitted_at), now.toISOString());
      await tx.query(
        `update whistleblowing_reports set status = $2, updated_at = $3, acknowledged_at = $3, feedback_by = $4
         where id = $1`,
        [row.id, to, now, deadlines.feedbackBy],
      );
    } else {
      await tx.query(
        `update whistleblowing_reports set status = $2, updated_at = $3,
           closed_at = case when $2 = 'closed' then $3::timestamptz end
         where id = $1`,
        [row.id, to, now],
      );
    }
    await audit(tx, row.id, actor, 'status', to);
    return row.id;
  });
  if (typeof outcome !== 'string') return outcome;
  const report = await loadDetail(context, outcome);
  return report ? { ok: true, report } : { ok: false, reason: 'notFound' };
}

/**
 * A staff reply to the reporter, sealed into the thread; the first one is the feedback the deadline
 * asks for. A closed report takes none (the reporter can no longer answer, and retention has begun).
 */
export async function replyToReport(
  context: InboxContext,
  reference: string,
  text: string,
  actor: Actor,
): Promise<ReportChange> {
  const now = context.now();
  const entryId = randomUUID();
  const outcome = await context.db.transaction(async (tx): Promise<ReportChange | string> => {
    const [row] = await tx.query<{ id: string; status: ReportStatusCode }>(
      'select id::text as id, status from whistleblowing_reports where reference = $1 for update',
      [reference],
    );
    if (!row) return { ok: false, reason: 'notFound' };
    if (row.status === 'closed') return { ok: false, reason: 'closed' };
    const sealed = sealThreadText(context.keys, row.id, entryId, text);
    await tx.query(
      `insert into whistleblowing_thread (id, report_id, author, staff_account_id, at, key_id, sealed)
       values ($1, $2, 'staff', ${actorAccount(3)}, $4, $5, $6)`,
      [entryId, row.id, actor.email, now, sealed.keyId, sealed.sealed],
    );
    await tx.query(
      `update whistleblowing_reports set updated_at = $2, first_reply_at = coalesce(first_reply_at, $2) where id = $1`,
      [row.id, now],
    );
    await audit(tx, row.id, actor, 'reply');
    return row.id;
  });
  if (typeof outcome !== 'string') return outcome;
  const report = await loadDetail(context, outcome);
  return report ? { ok: true, report } : { ok: false, reason: 'notFound' };
}

export interface EvidenceFile {
  readonly bytes: Buffer;
  readonly mediaType: InboxEvidence['mediaType'];
  /** Its place among the report's files, from 1, oldest first: the download's name. */
  readonly number: number;
}

/** One evidence file of a report, opened, with the download recorded; undefined when either is unknown. */
export async function readEvidence(
  context: InboxContext,
  reference: string,
  evidenceId: string,
  actor: Actor,
): Promise<EvidenceFile | undefined> {
  return context.db.transaction(async (tx) => {
    const [row] = await tx.query<{
      id: string;
      report_id: string;
      media_type: InboxEvidence['mediaType'];
      key_id: string;
      sealed: Uint8Array;
      number: number;
    }>(
      `select * from (
         select e.id::text as id, e.report_id::text as report_id, e.media_type, e.key_id, e.sealed,
           (row_number() over (order by e.added_at, e.id))::int as number
         from whistleblowing_evidence e join whistleblowing_reports r on r.id = e.report_id
         where r.reference = $1
       ) files where id = $2`,
      [reference, evidenceId],
    );
    if (!row) return undefined;
    const bytes = open(
      context.keys,
      { keyId: row.key_id, sealed: row.sealed },
      sealContext.evidence(row.report_id, row.id),
    );
    await audit(tx, row.report_id, actor, 'evidence', row.id);
    return { bytes, mediaType: row.media_type, number: row.number };
  });
}
