-- Vacancies become editable items: their public table gets the published projection (when it goes or
-- went live, the languages published, a withdrawal, the notes of major changes).
alter table vacancies
  add column published_at timestamptz not null default now(),
  add column locales text[] not null default '{id,en}' check (locales <@ '{id,en}' and cardinality(locales) > 0),
  add column withdrawn_at timestamptz,
  add column withdrawal jsonb,
  add column change_history jsonb not null default '[]';
create index vacancies_published_at on vacancies (published_at);

alter table content_items drop constraint content_items_type_check;
alter table content_items add constraint content_items_type_check
  check (type in ('announcement', 'regulation', 'pressRelease', 'vacancy'));

-- A published revision replaces its vacancy's search documents, found by the slug in `params`.
create index search_documents_vacancy_key on search_documents ((params ->> 'slug')) where type = 'vacancy';
