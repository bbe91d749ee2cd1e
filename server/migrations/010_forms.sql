-- The public forms (issue 25): contact messages and whistleblowing reports with their evidence.
-- What a visitor wrote is stored only sealed: AES-256-GCM over the whole value, `sealed` = nonce (12
-- bytes) ‖ ciphertext ‖ tag (16 bytes), `key_id` naming the key (from the configuration, never here)
-- so keys can rotate. No address, user agent or request line of a submission is kept anywhere.

-- A contact message: stored for the record, never served by any endpoint.
create table contact_messages (
  id uuid primary key,
  -- `KSEI-` and eight characters, told to the visitor and put in the notice to staff.
  reference text not null unique,
  received_at timestamptz not null default now(),
  -- The language the visitor wrote in (id|en), so a reply can be in it.
  locale text not null check (locale in ('id', 'en')),
  key_id text not null,
  sealed bytea not null
);

-- A whistleblowing report. The receipt the reporter keeps is stored only as its scrypt hash (with a
-- pepper from the configuration), so it can be found by hash and never read back.
create table whistleblowing_reports (
  id uuid primary key,
  receipt_hash bytea not null unique,
  -- What staff and the notice call the report (`WB-` and eight characters): not the receipt.
  reference text not null unique,
  status text not null default 'received' check (status in ('received', 'assessing', 'addressing', 'closed')),
  submitted_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  locale text not null check (locale in ('id', 'en')),
  key_id text not null,
  sealed bytea not null
);

-- One evidence file of a report, cleaned of identifying metadata before it was sealed. The file's
-- name as the reporter's device called it is not kept.
create table whistleblowing_evidence (
  id uuid primary key,
  report_id uuid not null references whistleblowing_reports (id) on delete cascade,
  media_type text not null check (media_type in ('image/jpeg', 'video/mp4')),
  size_bytes integer not null check (size_bytes > 0),
  key_id text not null,
  sealed bytea not null
);
create index whistleblowing_evidence_report on whistleblowing_evidence (report_id);
