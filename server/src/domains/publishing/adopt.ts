/**
 * Rows the public tables hold without an editable item (the seed's, an import's, or a database that
 * existed before publishing) become items whose revision 1 is their published state, by `seed`. Run at
 * every start, under a lock, and cheap when there is nothing to adopt: after it, every published row
 * has its item, so staff can revise it and the public keeps reading the same row.
 */
import type { Database } from '../../db/database.js';

const ADOPT_LOCK = 'select pg_advisory_xact_lock(4735221)';

export async function adoptPublishedRows(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query(ADOPT_LOCK);
    const adopted = await tx.query<{ id: number }>(
      `insert into content_items
         (type, key, version, working, latest_revision, live_revision, published_at, last_changed_by, created_at, updated_at)
       select 'announcement', a.id, 1, 'settled', 1, 1, a.published_at, 'seed', now(), now()
       from announcements a
       where not exists (select 1 from content_items i where i.type = 'announcement' and i.key = a.id)
       returning id::int as id`,
    );
    if (adopted.length === 0) return 0;
    await tx.query(
      `insert into content_revisions (item_id, revision, author, author_name, created_at, data, parts_changed_at)
       select i.id, 1, 'seed', 'KSEI', i.created_at,
         jsonb_build_object(
           'shared', jsonb_build_object('type', a.type, 'date', a.date::text,
                                        'referenceNumber', a.reference_number, 'notice', a.notice),
           'parts', jsonb_build_object('id', jsonb_build_object('title', a.title_id),
                                       'en', jsonb_build_object('title', a.title_en))),
         jsonb_build_object('id', i.created_at, 'en', i.created_at)
       from content_items i join announcements a on a.id = i.key
       where i.type = 'announcement' and i.id = any($1::bigint[])`,
      [adopted.map((row) => row.id)],
    );
    await tx.query(
      `insert into publishing_audit (at, item_id, revision, event, actor, actor_name, from_state, to_state)
       select created_at, id, 1, 'create', 'seed', 'KSEI', 'none', 'settled/published'
       from content_items where id = any($1::bigint[])`,
      [adopted.map((row) => row.id)],
    );
    return adopted.length;
  });
}
