-- The staff inbox (issue 26): the report statuses of the contract (received → acknowledged →
-- in_review → closed), the times the service deadlines are measured from, the two-way thread with the
-- reporter, evidence added later, a per-report audit trail, and contact messages' read state.
-- Everything a person wrote stays sealed (AES-256-GCM as in 010_forms.sql); only times, statuses,
-- counts and the violation type (one of eleven categories, never the reporter's words) are plain.

-- The statuses of ISO 37002's steps renamed to the contract's. Until now nothing could change a
-- status, so rows past `received` are hand-made; their change time is the best-known moment.
alter table whistleblowing_reports drop constraint whistleblowing_reports_status_check;
update whistleblowing_reports set status = 'acknowledged' where status = 'assessing';
update whistleblowing_reports set status = 'in_review' where status = 'addressing';
alter table whistleblowing_reports
  add constraint whistleblowing_reports_status_check
  check (status in ('received', 'acknowledged', 'in_review', 'closed'));

alter table whistleblowing_reports
  add column acknowledged_at timestamptz,
  -- The first staff reply: the feedback the directive asks for within three months.
  add column first_reply_at timestamptz,
  -- Retention runs from here (REPORT_RETENTION_DAYS after closing, the report and all it holds go).
  add column closed_at timestamptz,
  -- Plain so the inbox can filter and page by it in the database (10,000 reports). A category the
  -- form offers, not anything the reporter typed; the report itself stays sealed. Filled at intake;
  -- rows stored before this migration are filled by the inbox's maintenance job (it opens them).
  add column violation_type text,
  -- The deadlines as the contract's `reportDeadlines` computes them, stored by the server whenever
  -- `submitted_at` or `acknowledged_at` is set, so the list's `overdue` filter runs in the database.
  add column acknowledge_by timestamptz,
  add column feedback_by timestamptz;

update whistleblowing_reports set acknowledged_at = updated_at where status in ('acknowledged', 'in_review');
update whistleblowing_reports set closed_at = updated_at where status = 'closed';
-- Existing rows only (new ones get the contract's own values): 7 × 24 hours, then 3 calendar months in UTC,
-- the month's last day when it is shorter, as `reportDeadlines` counts them.
update whistleblowing_reports set
  acknowledge_by = submitted_at + interval '168 hours',
  feedback_by = ((coalesce(acknowledged_at, submitted_at + interval '168 hours') at time zone 'UTC')
    + interval '3 months') at time zone 'UTC';
alter table whistleblowing_reports
  alter column acknowledge_by set not null,
  alter column feedback_by set not null,
  add constraint whistleblowing_reports_closed_at check ((status = 'closed') = (closed_at is not null));

-- The inbox lists newest first, with or without a status or type; the retention job asks which
-- closed reports are past their time.
create index whistleblowing_reports_submitted on whistleblowing_reports (submitted_at desc, id desc);
create index whistleblowing_reports_status on whistleblowing_reports (status, submitted_at desc);
create index whistleblowing_reports_type on whistleblowing_reports (violation_type, submitted_at desc);
create index whistleblowing_reports_closed on whistleblowing_reports (closed_at) where status = 'closed';

-- Evidence sent with the report or added on the follow-up page.
alter table whistleblowing_evidence
  add column added_at timestamptz,
  add column added_from text not null default 'report' check (added_from in ('report', 'followUp'));
update whistleblowing_evidence e set added_at = r.submitted_at from whistleblowing_reports r where r.id = e.report_id;
alter table whistleblowing_evidence
  alter column added_at set not null,
  alter column added_at set default now();

-- Staff replies and the reporter's notes, oldest first. `staff_account_id` names the author of a
-- staff reply (never shown to the reporter); the text is sealed, bound to its row.
create table whistleblowing_thread (
  id uuid primary key,
  report_id uuid not null references whistleblowing_reports (id) on delete cascade,
  author text not null check (author in ('reporter', 'staff')),
  staff_account_id bigint references staff_accounts (id) on delete set null,
  at timestamptz not null default now(),
  key_id text not null,
  sealed bytea not null,
  check (author = 'staff' or staff_account_id is null)
);
create index whistleblowing_thread_report on whistleblowing_thread (report_id, at);

-- Every read and change of a report by staff, and what the reporter added (no staff account). Goes
-- with the report when retention deletes it.
create table whistleblowing_audit (
  id bigint generated always as identity primary key,
  report_id uuid not null references whistleblowing_reports (id) on delete cascade,
  staff_account_id bigint references staff_accounts (id) on delete set null,
  action text not null check (action in ('read', 'status', 'reply', 'evidence', 'reporterNote')),
  -- The new status, or an evidence id: never anything a person wrote.
  detail text,
  at timestamptz not null default now()
);
create index whistleblowing_audit_report on whistleblowing_audit (report_id, at desc);

-- Contact messages are now read in the inbox: when one was first opened and by whom.
alter table contact_messages
  add column read_at timestamptz,
  add column read_by bigint references staff_accounts (id) on delete set null;
create index contact_messages_received on contact_messages (received_at desc, id desc);
create index contact_messages_unread on contact_messages (received_at desc) where read_at is null;
