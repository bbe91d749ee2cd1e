-- Regulations become editable items like announcements. Their public table gets the same published
-- projection (when it goes or went live, the languages published, a withdrawal, the notes of major
-- changes) and a second file: a regulation has a PDF per language, `file` holding the Indonesian one
-- (or the only one, as the seed's rows have) and `file_en` the English one when it differs.
alter table regulations
  add column published_at timestamptz not null default now(),
  add column locales text[] not null default '{id,en}' check (locales <@ '{id,en}' and cardinality(locales) > 0),
  add column withdrawn_at timestamptz,
  add column withdrawal jsonb,
  add column change_history jsonb not null default '[]',
  add column file_en jsonb;
create index regulations_published_at on regulations (published_at);

-- The editable types and their keys: a regulation's key carries its category and decree number.
alter table content_items drop constraint content_items_type_check;
alter table content_items add constraint content_items_type_check check (type in ('announcement', 'regulation'));
alter table content_items drop constraint content_items_key_check;
alter table content_items add constraint content_items_key_check
  check (key ~ '^[a-z0-9][a-z0-9-]*$' and length(key) <= 200);
alter table attachment_files drop constraint attachment_files_content_type_check;
alter table attachment_files add constraint attachment_files_content_type_check
  check (content_type in ('announcement', 'regulation'));

-- A published revision replaces its regulation's search documents, found by the key in `params.id`.
-- Documents written before this (the seed's, without a key) get theirs from the regulation they show.
update search_documents d set params = d.params || jsonb_build_object('id', r.id)
from regulations r
where d.type = 'regulation' and not d.params ? 'id' and d.title in (r.title_id, r.title_en);
create index search_documents_regulation_key on search_documents ((params ->> 'id')) where type = 'regulation';
