-- A day's batch of announcements made from dropped PDFs: its items are ordinary items that remember
-- their batch, so the whole batch can be submitted, and approved or scheduled, in one transaction. What
-- the intake could not make into an item (a name that does not parse, a language missing, a key
-- already used) is kept with the batch, so the publisher sees it beside the items.
create table content_batches (
  id bigint generated always as identity primary key,
  type text not null check (type in ('announcement')),
  created_by text not null,
  created_by_name text not null,
  created_at timestamptz not null,
  problems jsonb not null default '[]'
);
alter table content_items add column batch_id bigint references content_batches (id);
create index content_items_batch on content_items (batch_id) where batch_id is not null;
