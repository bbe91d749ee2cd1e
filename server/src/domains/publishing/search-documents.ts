/**
 * Site search finds a published announcement by its title, type and reference number, and by the text
 * of its PDF in that language, in both languages, from the moment it is live and never before: a scheduled item's words would otherwise
 * leak through the results and the "did you mean" suggestions ahead of a market-sensitive time. Its
 * documents are therefore written when it goes live: at once by an approval that publishes now, and by
 * every server's once-a-second look for items that fell due. Both replace the item's earlier documents
 * (a revision's), which carry its key in `params.id`.
 */
import type { Queryable } from '../../db/database.js';

// One writer at a time: several servers look at the same second.
const SEARCH_LOCK = 'select pg_advisory_xact_lock(4735222)';

const INSERT_LIVE = `insert into search_documents (type, locale, title, body, resource, params, sort_date)
  select 'announcement', l.locale,
    case when l.locale = 'en' then a.title_en else a.title_id end,
    (case when l.locale = 'en' then t.label_en else t.label_id end) || ' ' || a.reference_number || ' ' ||
      trim(regexp_replace(a.reference_number, '[^[:alnum:]]+', ' ', 'g')) ||
      coalesce(' ' || (
        select string_agg(f.text_content, ' ') from public_files p join attachment_files f on f.id = p.attachment_id
        where p.item_type = 'announcement' and p.item_key = a.id and p.locale = l.locale
      ), ''),
    'announcements', jsonb_build_object('id', a.id), a.date
  from announcements a
  join announcement_types t on t.code = a.type
  cross join (values ('id'), ('en')) as l (locale)`;

/** The documents of one announcement, replaced; written only if it is live now. */
export async function replaceAnnouncementDocuments(tx: Queryable, key: string): Promise<void> {
  await tx.query(SEARCH_LOCK);
  await tx.query(`delete from search_documents where type = 'announcement' and params ->> 'id' = $1`, [key]);
  await tx.query(`${INSERT_LIVE} where a.id = $1 and a.published_at <= now()`, [key]);
}

/** The documents of one announcement, removed (it was taken off the site). */
export async function removeAnnouncementDocuments(tx: Queryable, key: string): Promise<void> {
  await tx.query(SEARCH_LOCK);
  await tx.query(`delete from search_documents where type = 'announcement' and params ->> 'id' = $1`, [key]);
}

/**
 * The documents of announcements that went live after `since` (a look's previous time; a server's
 * first look goes a week back) and have none yet. Resolves to how many announcements got them. Writes
 * nothing when there are none: even an insert of no rows would fire the search tables' statement
 * triggers, and every server would reload its search index each second.
 */
export async function addDueAnnouncementDocuments(tx: Queryable, since: Date | string | null): Promise<number> {
  await tx.query(SEARCH_LOCK);
  const due = await tx.query<{ id: string }>(
    `select a.id from announcements a
     where a.published_at <= now() and a.published_at > coalesce($1::timestamptz, now() - interval '7 days')
       and not exists (
         select 1 from search_documents d where d.type = 'announcement' and d.params ->> 'id' = a.id
       )`,
    [since],
  );
  if (due.length === 0) return 0;
  await tx.query(`${INSERT_LIVE} where a.id = any($1::text[])`, [due.map((row) => row.id)]);
  return due.length;
}
