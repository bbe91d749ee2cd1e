-- Staff publishing. Every editable item is a `content_items` row with its saved revisions
-- (`content_revisions`, append-only: every save is kept) and an append-only audit trail. What the public
-- reads stays in each type's own table (for announcements: `announcements`), written only when a
-- revision is approved, in the same transaction: the public queries never see a draft.
--
-- Visibility is decided by the read itself (`published_at <= now()`), so a scheduled item goes live on
-- time on every server whether or not any job runs; each server's tick only refreshes its own caches.

-- The published projection of an announcement: when it went (or goes) live, which languages were
-- published, KSEI's notice kind, a withdrawal, and the history of major changes' notes.
alter table announcements
  add column published_at timestamptz not null default now(),
  add column locales text[] not null default '{id,en}' check (locales <@ '{id,en}' and cardinality(locales) > 0),
  add column notice text not null default 'new' check (notice in ('new', 'revised', 'cancelled')),
  add column withdrawn_at timestamptz,
  add column withdrawal jsonb,
  add column change_history jsonb not null default '[]';
create index announcements_published_at on announcements (published_at);

-- One editable item. `version` grows with every change (saves and actions): a write names the version
-- it was made from, and a stale one is refused (optimistic locking). `working` is the state of the
-- newest revision: being written, waiting for a second person, or nothing pending. `live_revision` is
-- the revision the projection holds. Actors are staff e-mail addresses (unique, lower-case), or `seed`.
create table content_items (
  id bigint generated always as identity primary key,
  type text not null check (type in ('announcement')),
  key text not null check (key ~ '^[a-z0-9][a-z0-9-]*$' and length(key) <= 80),
  version integer not null check (version > 0),
  working text not null check (working in ('draft', 'in_review', 'settled')),
  latest_revision integer not null check (latest_revision > 0),
  live_revision integer check (live_revision > 0 and live_revision <= latest_revision),
  published_at timestamptz,
  withdrawn_at timestamptz,
  -- Published alone with the emergency scope: a second person approves afterwards.
  needs_approval boolean not null default false,
  emergency_by text,
  last_changed_by text not null,
  submitted_by text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (type, key)
);
create index content_items_list on content_items (type, updated_at desc, id desc);
create index content_items_scheduled on content_items (published_at) where live_revision is not null;

create table content_revisions (
  item_id bigint not null references content_items (id),
  revision integer not null check (revision > 0),
  author text not null,
  author_name text not null,
  created_at timestamptz not null,
  -- `{ shared: {…}, parts: { id?: {…}, en?: {…} } }`, validated against the type's declaration.
  data jsonb not null,
  -- When each part last changed or was confirmed to still hold: `{ id?: instant, en?: instant }`.
  parts_changed_at jsonb not null,
  major boolean not null default false,
  change_note jsonb,
  primary key (item_id, revision)
);

create table publishing_audit (
  id bigint generated always as identity primary key,
  at timestamptz not null,
  item_id bigint not null references content_items (id),
  revision integer not null,
  event text not null check (
    event in ('create', 'save', 'submit', 'reject', 'approve', 'publish-now', 'confirm', 'withdraw')
  ),
  actor text not null,
  actor_name text not null,
  from_state text not null,
  to_state text not null,
  detail jsonb
);
create index publishing_audit_item on publishing_audit (item_id, id);

-- Revisions and the audit trail are never changed or removed, by the server or by anyone's SQL.
create function ksei_append_only() returns trigger
language plpgsql as $$
begin
  raise exception '% is append-only', tg_table_name;
end
$$;
create trigger content_revisions_append_only before update or delete or truncate on content_revisions
  for each statement execute function ksei_append_only();
create trigger publishing_audit_append_only before update or delete or truncate on publishing_audit
  for each statement execute function ksei_append_only();

-- A published revision replaces its announcement's search documents, found by the key in `params.id`.
-- Documents written before this (the seed's, without a key) get theirs from the announcement they show.
update search_documents d set params = jsonb_build_object('id', a.id)
from announcements a
where d.type = 'announcement' and not d.params ? 'id' and d.title in (a.title_id, a.title_en);
