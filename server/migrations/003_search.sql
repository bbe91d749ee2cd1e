-- Site search: one row per item and locale, rebuilt by the seed. The 'simple' text-search configuration
-- (no stemming) behaves the same on PGlite and PostgreSQL and suits both Indonesian and English prefix
-- matching. pg_trgm gives typo-tolerant suggestions on titles (PGlite loads it as an extension).
create extension if not exists pg_trgm;

create table search_documents (
  id serial primary key,
  type text not null,
  locale text not null check (locale in ('id', 'en')),
  title text not null,
  body text not null,
  page_id text not null,
  params jsonb not null default '{}',
  sort_date date,
  tsv tsvector generated always as (
    setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', body), 'B')
  ) stored
);
create index search_documents_tsv on search_documents using gin (tsv);
create index search_documents_title_trgm on search_documents using gin (lower(title) gin_trgm_ops);
create index search_documents_locale on search_documents (locale, type);
