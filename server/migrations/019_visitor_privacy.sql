-- Nothing of a visitor stays where it should not.
--
-- Per-client counts (rate-limit buckets, sign-in failures) are keyed by an HMAC of the client's
-- address under a random secret of the period (src/http/client-address.ts), never by the address.
-- One row per period, shared by every server on the database, deleted once the period is over.
-- UNLOGGED: the secret never reaches the write-ahead log or a replica, and a crash that empties the
-- table only resets every client's counts once.
create unlogged table client_address_secrets (
  -- Days since 1970 (UTC) the secret keys.
  period bigint primary key,
  secret bytea not null check (octet_length(secret) = 32)
);

-- Buckets stored until now are keyed by the address itself: dropped (every client starts full once).
delete from rate_limit_buckets;
comment on column rate_limit_buckets.client is 'the keyed hash of the client''s address group, never the address';

-- A notice's text and reply-to address are stored sealed (AES-256-GCM, the forms' keys, as in
-- 010_forms.sql), `sealed` bound to its row's id, and cleared once sent. The subject carries the
-- reference only, never what the visitor typed. `body`/`reply_to` remain for rows queued in clear
-- before this migration; the server seals those at start-up (it has the keys, SQL does not).
alter table mail_outbox add column key_id text, add column sealed bytea;
alter table mail_outbox drop constraint mail_outbox_check;
alter table mail_outbox
  add constraint mail_outbox_content check ((sent_at is null) = (body is not null or sealed is not null)),
  add constraint mail_outbox_sealed_key check ((sealed is null) = (key_id is null));

-- Contact subjects were `[KSEI-XXXXXXXX] <the visitor's subject>`: only the reference is kept.
update mail_outbox
   set subject = '[' || coalesce(substring(subject from '^\[(KSEI-[A-Za-z0-9]+)\]'), 'KSEI')
                 || '] Pesan kontak baru / New contact message'
 where topic = 'contact';
