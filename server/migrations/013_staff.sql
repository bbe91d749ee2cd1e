-- Staff sign-in: accounts, sessions, failed sign-ins and the audit log. Everything that decides
-- whether a request is signed in lives here, not in a server process's memory: a sign-out, a disabled
-- account or a lockout on one process holds at once on every other process on the database.

-- One staff member. The e-mail is stored lower-cased (unique as such); the password only as its
-- Argon2id hash (PHC string, parameters included). `scope` holds the contract's STAFF_SCOPES.
create table staff_accounts (
  id bigint generated always as identity primary key,
  email text not null unique check (email = lower(email) and length(email) between 3 and 254),
  name text not null check (length(name) between 1 and 120),
  password_hash text not null check (password_hash like '$argon2id$%'),
  scope text[] not null default '{}',
  disabled boolean not null default false,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  last_sign_in_at timestamptz
);

-- One signed-in session. The token itself is never stored: only its SHA-256 (a stolen table cannot
-- be replayed). A session ends at the first of: unused past `idle_expires_at` (moved on as it is used),
-- `absolute_expires_at` (fixed at sign-in), `revoked_at` (sign-out, a disabled account, a new password).
create table staff_sessions (
  token_hash bytea primary key check (length(token_hash) = 32),
  account_id bigint not null references staff_accounts (id) on delete cascade,
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  idle_expires_at timestamptz not null,
  absolute_expires_at timestamptz not null,
  revoked_at timestamptz
);
create index staff_sessions_account on staff_sessions (account_id) where revoked_at is null;

-- Failed sign-ins per key (`email:<address as typed, lower-cased>` or `client:<address>`) in the
-- current window, and the lockout they caused. Counted with one upsert per failure, so any number of
-- server processes on the database count together.
create table auth_failures (
  key text primary key,
  failures integer not null check (failures > 0),
  window_started_at timestamptz not null,
  locked_until timestamptz
);

-- Who signed in, failed, was locked out or signed out, and what the staff command changed. Never a
-- password or a token. `email` is the account's or, for a failure, the address as typed (lower-cased);
-- `client` the request's address (null for the command line).
create table auth_audit (
  id bigint generated always as identity primary key,
  at timestamptz not null,
  event text not null check (
    event in (
      'sign_in', 'failure', 'lockout', 'locked_out', 'sign_out',
      'account_added', 'account_disabled', 'account_enabled', 'password_reset', 'scope_changed'
    )
  ),
  account_id bigint references staff_accounts (id) on delete set null,
  email text check (length(email) <= 254),
  client text check (length(client) <= 100)
);
create index auth_audit_at on auth_audit (at);
