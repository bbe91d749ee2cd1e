-- Press releases become editable items: their public table gets the published projection (when it goes
-- or went live, the languages published, a withdrawal, the notes of major changes), and staff attach
-- pictures (JPEG, PNG) as well as PDFs, stored cleaned of their metadata with their size in pixels.
alter table press_releases
  add column published_at timestamptz not null default now(),
  add column locales text[] not null default '{id,en}' check (locales <@ '{id,en}' and cardinality(locales) > 0),
  add column withdrawn_at timestamptz,
  add column withdrawal jsonb,
  add column change_history jsonb not null default '[]';
create index press_releases_published_at on press_releases (published_at);

alter table content_items drop constraint content_items_type_check;
alter table content_items add constraint content_items_type_check
  check (type in ('announcement', 'regulation', 'pressRelease'));
alter table attachment_files drop constraint attachment_files_content_type_check;
alter table attachment_files add constraint attachment_files_content_type_check
  check (content_type in ('announcement', 'regulation', 'pressRelease'));
alter table attachment_files drop constraint attachment_files_media_type_check;
alter table attachment_files add constraint attachment_files_media_type_check
  check (media_type in ('application/pdf', 'image/jpeg', 'image/png'));
alter table attachment_files
  add column width integer check (width > 0),
  add column height integer check (height > 0);

-- A published revision replaces its press release's search documents, found by the slug in `params`.
create index search_documents_press_release_key on search_documents ((params ->> 'slug')) where type = 'pressRelease';
