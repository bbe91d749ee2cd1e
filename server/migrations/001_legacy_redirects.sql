-- Old-site addresses (path with query, e.g. /whistleblowing?setLocale=en-US) and where they live now.
-- Read by the `redirectionApi` navigation step, on the server and (via /api/redirects) in the browser.
create table legacy_redirects (
  from_url text primary key,
  to_path text not null,
  status smallint not null default 301 check (status in (301, 302))
);
