-- The e-mail outbox: one row per notice, inserted in the transaction that stores a submission, so a
-- notice exists exactly when the submission does. A worker in any server process claims due rows
-- (`for update skip locked`, then a lease in `claimed_until`: a crashed process's claim runs out and
-- the row is due again), sends them over SMTP and marks them sent. A failure counts an attempt and
-- moves `next_attempt_at` on; no row is ever dropped. Every time is the database's clock, shared by
-- every process.
create table mail_outbox (
  id bigint generated always as identity primary key,
  topic text not null check (topic in ('contact', 'whistleblowing')),
  subject text not null,
  -- Set to null once sent: the outbox keeps no copy of a delivered notice's content.
  body text,
  reply_to text,
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- The SMTP error's code and reply, never the message's content or addresses.
  last_error text,
  sent_at timestamptz,
  claimed_by text,
  claimed_until timestamptz,
  check ((sent_at is null) = (body is not null))
);

-- The worker's one question: which unsent rows are due, earliest first.
create index mail_outbox_due on mail_outbox (next_attempt_at) where sent_at is null;
