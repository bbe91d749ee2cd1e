-- The editor's list over tens of thousands of items: a page is found by the items' own index, and a
-- search by key or title reads one lower-case text per item (its key and the titles of its newest
-- revision), kept by a trigger on every new revision and indexed for `like '%…%'` by trigrams.
alter table content_items add column search_text text not null default '';

create function ksei_item_search_text() returns trigger
language plpgsql as $$
begin
  update content_items
  set search_text = lower(key || ' ' || coalesce(new.data #>> '{parts,id,title}', '') || ' ' ||
    coalesce(new.data #>> '{parts,en,title}', ''))
  where id = new.item_id;
  return null;
end
$$;
create trigger content_revisions_search_text after insert on content_revisions
  for each row execute function ksei_item_search_text();

update content_items i
set search_text = lower(i.key || ' ' || coalesce(r.data #>> '{parts,id,title}', '') || ' ' ||
  coalesce(r.data #>> '{parts,en,title}', ''))
from content_revisions r
where r.item_id = i.id and r.revision = i.latest_revision;

create index content_items_search on content_items using gin (search_text gin_trgm_ops);
create index content_items_working on content_items (type, working, updated_at desc, id desc);

-- An announcement's search documents by its key: the schedule look's "has it documents yet" and a
-- revision's replacement find them without reading every document (a server's first look after start
-- checks every announcement of the last week).
create index search_documents_announcement_key on search_documents ((params ->> 'id')) where type = 'announcement';
