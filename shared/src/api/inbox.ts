/**
 * The staff inbox and the reporter's follow-up, declared once: statuses and the moves between them,
 * the service deadlines (EU Directive 2019/1937 art. 9: acknowledge within 7 days, feedback within 3
 * months), what each call takes and answers, and the limits of what staff and reporters write.
 *
 * Staff (every call needs `Authorization: Bearer`, answers `no-store`; 401 without a valid session,
 * 403 `forbidden` without the scope named):
 *   GET  /api/inbox/reports?status&type&from&to&overdue&page&pageSize     reports:read  → `ListResponse<InboxReportSummary>`
 *   GET  /api/inbox/reports/:reference                                    reports:read  → `{ data: InboxReportDetail }`
 *        (decrypted on read; the read is written to the report's audit trail)
 *   GET  /api/inbox/reports/:reference/evidence/:evidenceId               reports:read  → the file, as an
 *        attachment (`Content-Disposition: attachment`, `X-Content-Type-Options: nosniff`, never inline)
 *   POST /api/inbox/reports/:reference/status   JSON `{ status }`         reports:handle → `{ data: InboxReportDetail }`
 *   POST /api/inbox/reports/:reference/replies  JSON `{ text }`           reports:handle → `{ data: InboxReportDetail }`
 *        (each answer holds only what the caller's scopes show: without `reports:read`, a move or a reply
 *        answers the report's workflow alone — reference, status, its dates and deadlines, `nextStatuses`)
 *   GET  /api/inbox/messages?from&to&unread&page&pageSize                 messages:read → `ListResponse<InboxMessageSummary>`
 *   GET  /api/inbox/messages/:reference                                   messages:read → `{ data: InboxMessageDetail }`
 *        (marks it read)
 *
 * Reporter (public, with the receipt in the POST body, the captcha, the `receipt` rate limit):
 *   POST /api/forms/whistleblowing/status     (`receipt`)                        → `ReportStatus`
 *   POST /api/forms/whistleblowing/follow-up  multipart: `receipt`, `note`, optional `evidence`
 *                                             (one .jpg/.mp4 ≤ 2 MB, cleaned like the report's)
 *                                                                                → `ReportStatus`
 */
import type { Locale } from '../routes/types.js';
import type { ListResponse } from './common.js';
import type { ViolationType } from './forms.js';

/** A report's way through: received → acknowledged → in review → closed. */
export const REPORT_STATUSES = ['received', 'acknowledged', 'in_review', 'closed'] as const;
export type ReportStatusCode = (typeof REPORT_STATUSES)[number];

/** Where each status may go next. Closing is possible from any open status (an unfounded report). */
export const REPORT_TRANSITIONS: Readonly<Record<ReportStatusCode, readonly ReportStatusCode[]>> = {
  received: ['acknowledged', 'closed'],
  acknowledged: ['in_review', 'closed'],
  in_review: ['closed'],
  closed: [],
};

export const REPORT_STATUS_LABELS: Readonly<Record<Locale, Readonly<Record<ReportStatusCode, string>>>> = {
  id: { received: 'Diterima', acknowledged: 'Dikonfirmasi', in_review: 'Dalam peninjauan', closed: 'Ditutup' },
  en: { received: 'Received', acknowledged: 'Acknowledged', in_review: 'In review', closed: 'Closed' },
};

/** Service standard adopted from the EU whistleblower directive (art. 9(1)(b) and (f)). */
export const REPORT_DEADLINES = { acknowledgeDays: 7, feedbackMonths: 3 } as const;

function addDays(at: Date, days: number): Date {
  return new Date(at.getTime() + days * 86_400_000);
}
function addMonths(at: Date, months: number): Date {
  const next = new Date(at.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  // The same day of the month, or the month's last day when it has fewer (31 Jan + 1 month = 28/29 Feb).
  const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, last));
  return next;
}

export interface ReportDeadlines {
  /** ISO date-time by which receipt must be acknowledged: 7 days after submission. */
  readonly acknowledgeBy: string;
  /**
   * ISO date-time by which the reporter must have feedback: 3 months after the acknowledgement, or,
   * when none was sent, 3 months after the end of the 7-day acknowledgement period.
   */
  readonly feedbackBy: string;
}

export function reportDeadlines(submittedAt: string, acknowledgedAt: string | null): ReportDeadlines {
  const acknowledgeBy = addDays(new Date(submittedAt), REPORT_DEADLINES.acknowledgeDays);
  const from = acknowledgedAt ? new Date(acknowledgedAt) : acknowledgeBy;
  return {
    acknowledgeBy: acknowledgeBy.toISOString(),
    feedbackBy: addMonths(from, REPORT_DEADLINES.feedbackMonths).toISOString(),
  };
}

export interface ReportOverdue {
  /** Not acknowledged and past `acknowledgeBy`. */
  readonly acknowledgement: boolean;
  /** Open, no reply sent to the reporter yet, and past `feedbackBy`. */
  readonly feedback: boolean;
}

export function reportOverdue(
  report: { status: ReportStatusCode; acknowledgedAt: string | null; firstReplyAt: string | null } & ReportDeadlines,
  now: Date,
): ReportOverdue {
  const open = report.status !== 'closed';
  return {
    acknowledgement: open && report.acknowledgedAt === null && now > new Date(report.acknowledgeBy),
    feedback: open && report.firstReplyAt === null && now > new Date(report.feedbackBy),
  };
}

export const INBOX_LIMITS = {
  /** A staff reply to the reporter, and a reporter's added note. */
  replyMaxLength: 5000,
  noteMaxLength: 5000,
  pageSizeDefault: 25,
  pageSizeMax: 100,
} as const;

// ————— Staff answers —————

export interface InboxReportSummary {
  /** `WB-` and eight characters: the report's name in the inbox and in its address. */
  readonly reference: string;
  readonly status: ReportStatusCode;
  readonly violationType: ViolationType;
  readonly submittedAt: string;
  readonly acknowledgedAt: string | null;
  /** The first staff reply to the reporter: the feedback the directive asks for. */
  readonly firstReplyAt: string | null;
  readonly updatedAt: string;
  readonly acknowledgeBy: string;
  readonly feedbackBy: string;
  readonly overdue: ReportOverdue;
  readonly evidenceCount: number;
  /** The reporter's language. */
  readonly locale: Locale;
}

export interface InboxEvidence {
  readonly id: string;
  readonly mediaType: 'image/jpeg' | 'video/mp4';
  readonly sizeBytes: number;
  readonly addedAt: string;
  /** Sent with the report, or added later on the follow-up page. */
  readonly from: 'report' | 'followUp';
}

export interface ThreadEntry {
  readonly author: 'reporter' | 'staff';
  readonly text: string;
  readonly at: string;
}

export interface InboxThreadEntry extends ThreadEntry {
  /** The staff member who wrote it (staff entries; never shown to the reporter). */
  readonly staffName?: string;
}

export const AUDIT_ACTIONS = ['read', 'status', 'reply', 'evidence', 'reporterNote'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface InboxAuditEntry {
  readonly at: string;
  readonly action: AuditAction;
  /** The staff member; absent for what the reporter did. */
  readonly staffName?: string;
  /** The new status (`status`), the evidence id (`evidence`). */
  readonly detail?: string;
}

export interface InboxReportDetail extends InboxReportSummary {
  /** Every field of the report form as sent (`REPORT_FIELDS` names), decrypted. Empty fields are ''. */
  readonly fields: Readonly<Record<string, string>>;
  readonly evidence: readonly InboxEvidence[];
  /** Staff replies and reporter notes, oldest first. */
  readonly thread: readonly InboxThreadEntry[];
  /** Newest first. */
  readonly audit: readonly InboxAuditEntry[];
  /** The statuses this report may move to now (`REPORT_TRANSITIONS`). */
  readonly nextStatuses: readonly ReportStatusCode[];
}

export interface InboxMessageSummary {
  /** `KSEI-` and eight characters. */
  readonly reference: string;
  readonly receivedAt: string;
  readonly locale: Locale;
  readonly name: string;
  readonly subject: string;
  readonly read: boolean;
}

export interface InboxMessageDetail extends InboxMessageSummary {
  /** Every field of the contact form as sent (`CONTACT_FIELDS` names), decrypted. */
  readonly fields: Readonly<Record<string, string>>;
}

export type InboxReportList = ListResponse<InboxReportSummary>;
export type InboxMessageList = ListResponse<InboxMessageSummary>;

// ————— Reporter answer —————

/** What the reporter sees with the receipt: no staff names, no audit, no other report's data. */
export interface ReportStatus {
  readonly status: ReportStatusCode;
  /** ISO date (YYYY-MM-DD, Jakarta) the report arrived and last changed. */
  readonly submittedOn: string;
  readonly updatedOn: string;
  /** Replies from KSEI and the reporter's own notes, oldest first. */
  readonly thread: readonly ThreadEntry[];
  /** Whether the reporter may still add information (not once closed). */
  readonly open: boolean;
}

// ————— Refusals —————

export type InboxMessage = 'statusNotAllowed' | 'reportClosed' | 'followUpEmpty';

/**
 * The inbox's and the follow-up's own refusals (400 `bad_request`, on the field named): a move
 * `REPORT_TRANSITIONS` does not allow (`{from}`, `{to}`: the statuses' labels), a reply or a note
 * to a closed report, a follow-up with neither a note nor a file.
 */
export const INBOX_MESSAGES: Readonly<Record<Locale, Readonly<Record<InboxMessage, string>>>> = {
  id: {
    statusNotAllowed: 'Status laporan tidak dapat diubah dari "{from}" menjadi "{to}".',
    reportClosed: 'Laporan ini sudah ditutup: tidak ada lagi yang dapat ditambahkan.',
    followUpEmpty: 'Tulis informasi tambahan atau lampirkan berkas bukti.',
  },
  en: {
    statusNotAllowed: 'The report\'s status cannot change from "{from}" to "{to}".',
    reportClosed: 'This report is closed: nothing more can be added to it.',
    followUpEmpty: 'Write the additional information or attach an evidence file.',
  },
};

export function inboxMessage(
  message: InboxMessage,
  locale: Locale,
  statuses?: { readonly from: ReportStatusCode; readonly to: ReportStatusCode },
): string {
  const text = INBOX_MESSAGES[locale][message];
  if (!statuses) return text;
  const labels = REPORT_STATUS_LABELS[locale];
  return text.replace('{from}', labels[statuses.from]).replace('{to}', labels[statuses.to]);
}
