/** The staff inbox: reports and contact messages as staff read and handle them, and its periodic job. */
export { listReports, readReport, changeReportStatus, replyToReport, readEvidence } from './reports.js';
export type { ReportListQuery, ReportChange, EvidenceFile } from './reports.js';
export { listMessages, readMessage } from './messages.js';
export type { MessageListQuery } from './messages.js';
export { startInboxMaintenance, deleteExpiredReports, fillViolationTypes } from './maintenance.js';
export type { InboxMaintenance, InboxMaintenanceOptions } from './maintenance.js';
export type { Actor, InboxContext } from './shared.js';
