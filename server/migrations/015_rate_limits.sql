-- Per-client rate-limit buckets shared by every server on one PostgreSQL (src/http/rate-limit-store-postgres.ts):
-- one row per policy and client address, taken from by one upsert per limited request. The embedded
-- database keeps its buckets in the one process's memory and leaves this table empty.
-- UNLOGGED: a bucket is worth seconds, not a WAL record per request; a crash empties the table, which
-- gives every client a full bucket once. Times are milliseconds since the epoch on the database's clock.
-- Rows whose bucket is full again (`full_ms` passed) are swept every minute, so the table holds only the
-- clients seen within their policies' refill time.
create unlogged table rate_limit_buckets (
  policy text not null,
  client text not null,
  tokens double precision not null,
  updated_ms double precision not null,
  full_ms double precision not null,
  -- Whether the last take got a token (the upsert's answer: RETURNING sees only the new row).
  allowed boolean not null,
  primary key (policy, client)
) with (fillfactor = 80);
-- No index on full_ms: an update then touches no indexed column and can stay on its page (HOT); the
-- sweep reads the table once a minute.
