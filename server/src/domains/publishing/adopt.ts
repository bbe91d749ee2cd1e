/**
 * Rows the public tables hold without an editable item (the seed's, an import's, or a database that
 * existed before publishing) become items whose revision 1 is their published state, by `seed`. Run at
 * every start, under a lock, and cheap when there is nothing to adopt: after it, every published row
 * has its item, so staff can revise it and the public keeps reading the same row.
 */
import { CONTENT_TYPE_NAMES, type ContentType } from '@ksei/shared/node';
import type { Database, Queryable } from '../../db/database.js';
import { PROJECTIONS } from './projections/index.js';

const ADOPT_LOCK = 'select pg_advisory_xact_lock(4735221)';

/** Adopts every type's rows; resolves to how many items were made. */
export async function adoptPublishedRows(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query(ADOPT_LOCK);
    let adopted = 0;
    for (const type of CONTENT_TYPE_NAMES) adopted += await adoptType(tx, type);
    return adopted;
  });
}

async function adoptType(tx: Queryable, type: ContentType): Promise<number> {
  // The table and the data expression are the code's own constants, never input.
  const { table, adoptData, search } = PROJECTIONS[type];
  const key = search.key;
  const adopted = await tx.query<{ id: number }>(
    `insert into content_items
       (type, key, version, working, latest_revision, live_revision, published_at, last_changed_by, created_at, updated_at)
     select $1, x.${key}, 1, 'settled', 1, 1, x.published_at, 'seed', now(), now()
     from ${table} x
     where not exists (select 1 from content_items i where i.type = $1 and i.key = x.${key})
     returning id::int as id`,
    [type],
  );
  if (adopted.length === 0) return 0;
  const ids = adopted.map((row) => row.id);
  await tx.query(
    `insert into content_revisions (item_id, revision, author, author_name, created_at, data, parts_changed_at)
     select i.id, 1, 'seed', 'KSEI', i.created_at, ${adoptData},
       jsonb_build_object('id', i.created_at, 'en', i.created_at)
     from content_items i join ${table} x on x.${key} = i.key
     where i.type = $1 and i.id = any($2::bigint[])`,
    [type, ids],
  );
  await tx.query(
    `insert into publishing_audit (at, item_id, revision, event, actor, actor_name, from_state, to_state)
     select created_at, id, 1, 'create', 'seed', 'KSEI', 'none', 'settled/published'
     from content_items where id = any($1::bigint[])`,
    [ids],
  );
  return adopted.length;
}
