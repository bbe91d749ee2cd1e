-- Browsers a staff member has signed in from (OWASP's "device cookie"). The cookie names a row by
-- its id and is signed with a secret every server shares; a sign-in carrying a valid cookie for the
-- account being signed in takes the reserved lane (its hash goes first, its failures lock that device
-- alone). A row is the server's half: deleting it ends the device's trust at once on every server.
-- Each account keeps a bounded number of devices (the least recently used goes first).
create table staff_devices (
  id uuid primary key,
  account_id bigint not null references staff_accounts (id) on delete cascade,
  issued_at timestamptz not null,
  last_used_at timestamptz not null
);
create index staff_devices_account on staff_devices (account_id, last_used_at);
