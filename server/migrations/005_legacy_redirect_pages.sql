-- A legacy address may point at a page of the route manifest (id, locale, parameters) instead of a
-- fixed path: the page's path is looked up in the live manifest on each request, so a section
-- release that renames the page keeps the old-site address working. `to_path` stays for operators'
-- own rows; exactly one of the two kinds of target is given.
alter table legacy_redirects alter column to_path drop not null;
alter table legacy_redirects add column to_page text;
alter table legacy_redirects add column to_locale text check (to_locale in ('id', 'en'));
alter table legacy_redirects add column to_params jsonb not null default '{}';
alter table legacy_redirects add constraint legacy_redirects_one_target check (
  (to_path is not null and to_page is null) or (to_path is null and to_page is not null and to_locale is not null)
);
