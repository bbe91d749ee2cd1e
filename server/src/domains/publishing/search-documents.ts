/**
 * Site search finds a published item (an announcement, a regulation) by its title and numbers, and by
 * the text of its PDF in that language, in both languages, from the moment it is live and never
 * before: a scheduled item's words would otherwise leak through the results and the "did you mean"
 * suggestions ahead of a market-sensitive time. Its documents are therefore written when it goes live:
 * at once by an approval that publishes now, and by every server's once-a-second look for items that
 * fell due. Both replace the item's earlier documents (a revision's, or the seed's), which carry its
 * key in `params.id`.
 */
import type { Queryable } from '../../db/database.js';

/** How one content type's live items become search documents. */
export interface SearchSource {
  /** `search_documents.type` of its documents. */
  readonly documentType: string;
  /** Its public table: `published_at` is when an item goes live. */
  readonly table: string;
  /**
   * The table's key column, and the name its value has in the documents' `params` (`id`; a press
   * release's page is found by its `slug`).
   */
  readonly key: 'id' | 'slug';
  /**
   * `insert into search_documents (…) select … from <table> x …`: both languages' documents of the rows
   * a `where` on `x` appended to it picks, with the key in `params`.
   */
  readonly insertLive: string;
}

// One writer at a time: several servers look at the same second.
const SEARCH_LOCK = 'select pg_advisory_xact_lock(4735222)';

/**
 * The text of a published item's file in a language, as SQL over the public row `x` and the language
 * `l.locale`: what makes words found only inside a PDF findable.
 */
export const fileText = (itemType: string, key: SearchSource['key'] = 'id'): string =>
  `coalesce(' ' || (
    select string_agg(f.text_content, ' ') from public_files p join attachment_files f on f.id = p.attachment_id
    where p.item_type = '${itemType}' and p.item_key = x.${key} and p.locale = l.locale
  ), '')`;

/** The documents of one item, replaced; written only if it is live now. */
export async function replaceDocuments(tx: Queryable, source: SearchSource, key: string): Promise<void> {
  await removeDocuments(tx, source, key);
  await tx.query(`${source.insertLive} where x.${source.key} = $1 and x.published_at <= now()`, [key]);
}

/** The documents of one item, removed (it was taken off the site, or is being replaced). */
export async function removeDocuments(tx: Queryable, source: SearchSource, key: string): Promise<void> {
  await tx.query(SEARCH_LOCK);
  // The type is the code's constant, written into the text so the per-type index on the key is used.
  await tx.query(
    `delete from search_documents where type = '${source.documentType}' and params ->> '${source.key}' = $1`,
    [key],
  );
}

/**
 * The documents of items that went live after `since` (a look's previous time; a server's first look
 * goes a week back) and have none yet. Resolves to how many items got them. Writes nothing when there
 * are none: even an insert of no rows would fire the search tables' statement triggers, and every
 * server would reload its search index each second.
 */
export async function addDueDocuments(
  tx: Queryable,
  sources: readonly SearchSource[],
  since: Date | string | null,
): Promise<number> {
  await tx.query(SEARCH_LOCK);
  let added = 0;
  for (const source of sources) {
    const due = await tx.query<{ id: string }>(
      `select x.${source.key} as id from ${source.table} x
       where x.published_at <= now() and x.published_at > coalesce($1::timestamptz, now() - interval '7 days')
         and not exists (
           select 1 from search_documents d
           where d.type = '${source.documentType}' and d.params ->> '${source.key}' = x.${source.key}
         )`,
      [since],
    );
    if (due.length === 0) continue;
    await tx.query(`${source.insertLive} where x.${source.key} = any($1::text[])`, [due.map((row) => row.id)]);
    added += due.length;
  }
  return added;
}
