/**
 * What every inbox answer shows, by the caller's scopes: one table. A call is refused (403) without
 * the scope it `needs`; an answer holds the union of the fields its caller's scopes `show`, picked by
 * name (a field added to a record later stays out of every answer until it is named here).
 *
 * `reports:handle` alone moves and answers reports but reads none: the answer to its move or reply
 * carries the report's workflow (status, its dates and deadlines, the moves now possible), never what
 * the reporter wrote, the evidence, the thread or the audit trail; with `reports:read` beside it, the
 * whole report as the detail shows it.
 */
import {
  hasScope,
  type InboxMessageDetail,
  type InboxMessageSummary,
  type InboxReportDetail,
  type InboxReportSummary,
  type StaffUser,
} from '@ksei/shared/node';

export type InboxScope = 'messages:read' | 'reports:read' | 'reports:handle';

/** A report's place in its handling: nothing a person wrote, sent or did. */
export const REPORT_WORKFLOW = [
  'reference',
  'status',
  'submittedAt',
  'updatedAt',
  'acknowledgedAt',
  'firstReplyAt',
  'acknowledgeBy',
  'feedbackBy',
  'overdue',
  'nextStatuses',
] as const satisfies readonly (keyof InboxReportDetail)[];

export const REPORT_SUMMARY = [
  'reference',
  'status',
  'violationType',
  'submittedAt',
  'acknowledgedAt',
  'firstReplyAt',
  'updatedAt',
  'acknowledgeBy',
  'feedbackBy',
  'overdue',
  'evidenceCount',
  'locale',
] as const satisfies readonly (keyof InboxReportSummary)[];

export const REPORT_DETAIL = [
  ...REPORT_SUMMARY,
  'fields',
  'evidence',
  'thread',
  'audit',
  'nextStatuses',
] as const satisfies readonly (keyof InboxReportDetail)[];

export const MESSAGE_SUMMARY = [
  'reference',
  'receivedAt',
  'locale',
  'name',
  'subject',
  'read',
] as const satisfies readonly (keyof InboxMessageSummary)[];

export const MESSAGE_DETAIL = [...MESSAGE_SUMMARY, 'fields'] as const satisfies readonly (keyof InboxMessageDetail)[];

interface AnswerRule {
  readonly route: string;
  /** Refused (403) without it. */
  readonly needs: InboxScope;
  /** Each scope and the fields it adds; `file` for an answer that is a download, whole or refused. */
  readonly shows: readonly (readonly [InboxScope, readonly string[]])[] | 'file';
}

export const INBOX_ANSWERS = {
  listReports: {
    route: 'GET /api/inbox/reports',
    needs: 'reports:read',
    shows: [['reports:read', REPORT_SUMMARY]],
  },
  readReport: {
    route: 'GET /api/inbox/reports/:reference',
    needs: 'reports:read',
    shows: [['reports:read', REPORT_DETAIL]],
  },
  evidence: {
    route: 'GET /api/inbox/reports/:reference/evidence/:evidenceId',
    needs: 'reports:read',
    shows: 'file',
  },
  changeStatus: {
    route: 'POST /api/inbox/reports/:reference/status',
    needs: 'reports:handle',
    shows: [
      ['reports:handle', REPORT_WORKFLOW],
      ['reports:read', REPORT_DETAIL],
    ],
  },
  reply: {
    route: 'POST /api/inbox/reports/:reference/replies',
    needs: 'reports:handle',
    shows: [
      ['reports:handle', REPORT_WORKFLOW],
      ['reports:read', REPORT_DETAIL],
    ],
  },
  listMessages: {
    route: 'GET /api/inbox/messages',
    needs: 'messages:read',
    shows: [['messages:read', MESSAGE_SUMMARY]],
  },
  readMessage: {
    route: 'GET /api/inbox/messages/:reference',
    needs: 'messages:read',
    shows: [['messages:read', MESSAGE_DETAIL]],
  },
} as const satisfies Readonly<Record<string, AnswerRule>>;

export type InboxAnswer = keyof typeof INBOX_ANSWERS;

/** The fields `user` may see in `answer`'s records. */
function visibleFields(answer: InboxAnswer, user: StaffUser): ReadonlySet<string> {
  const { shows } = INBOX_ANSWERS[answer] as AnswerRule;
  if (shows === 'file') return new Set();
  return new Set(shows.filter(([scope]) => hasScope(user, scope)).flatMap(([, fields]) => fields));
}

/** One record of `answer` as `user` may see it: only the fields their scopes show, in the record's order. */
export function shapeRecord<T extends object>(answer: InboxAnswer, user: StaffUser, record: T): Partial<T> {
  const visible = visibleFields(answer, user);
  return Object.fromEntries(Object.entries(record).filter(([name]) => visible.has(name))) as Partial<T>;
}
