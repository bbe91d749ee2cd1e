-- Preview links: a revision's page opened without an account, for a limited time. Only the token's
-- SHA-256 is kept; a link is revoked by a time, never deleted, so the trail of who shared what stays.
create table preview_links (
  id bigint generated always as identity primary key,
  item_id bigint not null references content_items (id),
  revision integer not null check (revision > 0),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  created_by text not null,
  created_by_name text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  revoked_by text,
  opened_count integer not null default 0,
  last_opened_at timestamptz
);
create index preview_links_item on preview_links (item_id, created_at desc);

alter table publishing_audit drop constraint publishing_audit_event_check;
alter table publishing_audit add constraint publishing_audit_event_check check (
  event in ('create', 'save', 'submit', 'reject', 'approve', 'publish-now', 'confirm', 'withdraw', 'unpublish',
            'preview-link', 'preview-revoke', 'preview-open')
);
