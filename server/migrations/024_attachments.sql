-- Files staff attach to items (an announcement's PDF per language). Stored in the database, so every
-- server serves the same bytes and none keeps a file on its own disk. The same bytes uploaded again for
-- the same content type are one row (its SHA-256). Nothing here is public: a file reaches the public
-- only through `public_files`, written when a revision naming it is published.
create table attachment_files (
  id bigint generated always as identity primary key,
  content_type text not null check (content_type in ('announcement')),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  size_bytes integer not null check (size_bytes > 0),
  media_type text not null check (media_type in ('application/pdf')),
  body bytea not null,
  pages integer not null check (pages > 0),
  title text not null,
  -- The PDF's text for site search (capped by the contract's limit).
  text_content text not null,
  upload_name text not null,
  uploaded_by text not null,
  uploaded_at timestamptz not null,
  unique (content_type, sha256)
);

-- The public addresses of published items' files under `/files/`: each serves a stored file, or (an
-- address the item's file had before, e.g. the seed's) redirects to the address that does. Served only
-- from `live_from` on, so a scheduled item's file is not out before the item.
create table public_files (
  path text primary key,
  item_type text not null,
  item_key text not null,
  locale text not null check (locale in ('id', 'en')),
  attachment_id bigint references attachment_files (id),
  redirect_to text,
  live_from timestamptz not null,
  check ((attachment_id is null) <> (redirect_to is null))
);
create index public_files_item on public_files (item_type, item_key);
