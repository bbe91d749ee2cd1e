-- Questions of the FAQ become editable items: their public table gets the published projection (when
-- it goes or went live, the languages published, a withdrawal, the notes of major changes).
alter table faqs
  add column published_at timestamptz not null default now(),
  add column locales text[] not null default '{id,en}' check (locales <@ '{id,en}' and cardinality(locales) > 0),
  add column withdrawn_at timestamptz,
  add column withdrawal jsonb,
  add column change_history jsonb not null default '[]';
create index faqs_published_at on faqs (published_at);

alter table content_items drop constraint content_items_type_check;
alter table content_items add constraint content_items_type_check
  check (type in ('announcement', 'regulation', 'pressRelease', 'vacancy', 'faq'));

-- A published revision replaces its question's search documents, found by the key in `params.id`.
-- Documents written before this (the seed's, without a key) get theirs from the question they show.
update search_documents d set params = d.params || jsonb_build_object('id', f.id)
from faqs f
where d.type = 'faq' and not d.params ? 'id' and d.title in (f.question_id, f.question_en);
create index search_documents_faq_key on search_documents ((params ->> 'id')) where type = 'faq';
