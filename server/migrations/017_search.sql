-- Search's GIN indexes without the pending list. With GIN's default fastupdate, new entries wait in an
-- unsorted pending list until a VACUUM (or 4 MB of them) merges it into the index, and every index
-- scan reads the whole list. The embedded database never vacuums, and the data's documents (securities
-- and corporate actions, ~3,300 per locale) are rewritten in one go at start and on each import, so
-- the list held every row: the planner priced the index above reading the table, and each search and
-- suggestion filtered all rows and compared every title word by trigram (p99 ~100 ms at the
-- documented rates). PostgreSQL did the same until autovacuum came round. Entries now go straight
-- into the index; the index scans are ~0.1 ms. Rewrites cost a little more (once per import).
alter index search_documents_tsv set (fastupdate = off);
alter index search_words_trgm set (fastupdate = off);
-- What is already pending moves into the index now (fastupdate = off only stops new entries).
select gin_clean_pending_list('search_documents_tsv'::regclass);
select gin_clean_pending_list('search_words_trgm'::regclass);

-- The search documents' version, one number bumped by every statement that changes them (the words
-- follow the documents through their trigger). A server answering from its copy in memory reads it
-- with each answer: a copy older than the table is never served (the database answers while a new
-- copy loads), whoever changed the rows and however late a change notice arrives.
create table search_version (
  singleton boolean primary key default true check (singleton),
  version bigint not null
);
insert into search_version (version) values (1);

create function search_version_bump() returns trigger
language plpgsql as $$
begin
  update search_version set version = version + 1;
  return null;
end
$$;

create trigger search_documents_version
  after insert or update or delete or truncate on search_documents
  for each statement execute function search_version_bump();
