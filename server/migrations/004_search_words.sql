-- Typo-tolerant suggestions word by word: every word (3+ letters) of the titles, per locale, with a
-- trigram index. A typed word that matches nothing as a prefix is replaced by its most similar known
-- word, then searched like any prefix. Comparing the typed text with every whole title instead cost a
-- similarity computation per title per keystroke (the slowest part of a suggestion on PGlite).
create table search_words (
  locale text not null,
  word text not null,
  primary key (locale, word)
);
create index search_words_trgm on search_words using gin (word gin_trgm_ops);

create function search_words_of(title text) returns setof text
language sql immutable as $$
  select distinct w from regexp_split_to_table(lower(title), '[^[:alnum:]]+') as w where length(w) >= 3
$$;

-- New and changed titles bring their words; words are never removed (a stale one only ever corrects a
-- typo towards a word that no longer finds anything).
create function search_words_collect() returns trigger
language plpgsql as $$
begin
  insert into search_words (locale, word)
  select new.locale, w from search_words_of(new.title) as w
  on conflict do nothing;
  return new;
end
$$;

create trigger search_documents_words
  after insert or update of title on search_documents
  for each row execute function search_words_collect();

insert into search_words (locale, word)
select distinct d.locale, w from search_documents d, search_words_of(d.title) as w
on conflict do nothing;

-- The whole-title trigram index served the old suggestion query only.
drop index if exists search_documents_title_trgm;
