-- Change notices: every committed change of a table whose rows a server keeps a copy of in memory
-- (the API and render caches, the securities lookup, the corporate-action schedule, the legacy
-- redirect table, the sitemap) is announced on the channel `ksei_data_change`, the table's name as
-- the payload, whoever made it: a server, the import command, an operator's psql. Every server
-- LISTENs and refreshes its copies within a second (src/db/data-changes.ts).
--
-- Per statement, not per row: an import of 3,000 rows is one notice, and PostgreSQL sends a
-- transaction's identical notices once, at commit (a rolled-back change announces nothing).
-- A table added later whose rows are kept in memory gets the same trigger in its own migration:
--   create trigger <table>_changes after insert or update or delete or truncate on <table>
--     for each statement execute function ksei_notify_change();
-- Tables no server copies (forms, reports, the outbox, staff accounts and sessions, rate limits) have
-- none: their writes would only empty caches for nothing.
create function ksei_notify_change() returns trigger
language plpgsql as $$
begin
  perform pg_notify('ksei_data_change', tg_table_name);
  return null;
end
$$;

do $$
declare
  announced text[] := array[
    'legacy_redirects',
    'content_pages', 'press_releases', 'announcement_types', 'announcements', 'events', 'bulletins',
    'other_publications', 'regulations', 'management_members', 'shareholders', 'faq_categories', 'faqs',
    'divisions', 'vacancies', 'instruction_schedule', 'investment_products', 'key_figures',
    'search_documents', 'search_words',
    'securities', 'security_holdings',
    'corporate_actions',
    'statistics_points', 'statistics_security_counts', 'statistics_equity_ownership',
    'statistics_ticker_holdings', 'statistics_investor_totals'
  ];
  name text;
begin
  foreach name in array announced loop
    execute format(
      'create trigger %I after insert or update or delete or truncate on %I '
        'for each statement execute function ksei_notify_change()',
      name || '_changes', name);
  end loop;
end
$$;
