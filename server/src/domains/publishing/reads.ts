/**
 * Reading editable items for the editor: one item, the list, the saved revisions, the audit trail and
 * what changed between two revisions.
 */
import type {
  AuditEntry,
  ContentData,
  ContentType,
  EditorItem,
  FieldDiff,
  RevisionSummary,
  UnpublishRedirect,
  WorkingState,
} from '@ksei/shared/node';
import type { Queryable } from '../../db/database.js';
import { likeLiteral } from '../../db/sql.js';
import { namedFiles } from './attachments/fields.js';
import { describeFiles } from './attachments/store.js';
import { diffRevisions } from './diff.js';
import { load, PublishingError, SELECT, toItem, type ItemRow, type PublishingContext } from './item-rows.js';

export async function readItem(context: PublishingContext, type: ContentType, id: number): Promise<EditorItem> {
  return toItem(await load(context.db, type, id, false), context.now());
}

/** The editor list: newest change first, optionally one working state or a key or title containing `q`. */
export async function listItems(
  context: PublishingContext,
  type: ContentType,
  query: { page: number; pageSize: number; working?: WorkingState; q?: string },
): Promise<{ data: EditorItem[]; total: number }> {
  const now = context.now();
  const params: unknown[] = [type];
  let filter = query.working ? `and i.working = $${params.push(query.working)}` : '';
  const q = query.q?.trim().toLowerCase();
  // The key and the newest titles, lower-case, kept on the item (a trigram index answers the search).
  if (q) filter += ` and i.search_text like $${params.push(`%${likeLiteral(q)}%`)}`;
  const [counted] = await context.db.query<{ n: number }>(
    `select count(*)::int as n from content_items i where i.type = $1 ${filter}`,
    params,
  );
  // The page's items by the items' own index first; only those few are joined with their revisions.
  const limit = params.push(query.pageSize);
  const offset = params.push((query.page - 1) * query.pageSize);
  const rows = await context.db.query<ItemRow>(
    `${SELECT} where i.id in (
       select i.id from content_items i where i.type = $1 ${filter}
       order by i.updated_at desc, i.id desc limit $${limit} offset $${offset}
     )
     order by i.updated_at desc, i.id desc`,
    params,
  );
  return { data: rows.map((row) => toItem(row, now)), total: counted?.n ?? 0 };
}

export async function revisions(context: PublishingContext, type: ContentType, id: number): Promise<RevisionSummary[]> {
  await load(context.db, type, id, false);
  const rows = await context.db.query<{
    revision: number;
    author_name: string;
    created_at: Date | string;
    major: boolean;
    change_note: RevisionSummary['changeNote'];
  }>(
    `select revision, author_name, created_at, major, change_note from content_revisions
     where item_id = $1 order by revision desc`,
    [id],
  );
  return rows.map((row) => ({
    revision: row.revision,
    author: row.author_name,
    at: new Date(row.created_at).toISOString(),
    major: row.major,
    changeNote: row.change_note,
  }));
}

export async function auditTrail(context: PublishingContext, type: ContentType, id: number): Promise<AuditEntry[]> {
  await load(context.db, type, id, false);
  const rows = await context.db.query<{
    at: Date | string;
    event: AuditEntry['event'];
    actor_name: string;
    from_state: string;
    to_state: string;
    revision: number;
  }>(
    `select at, event, actor_name, from_state, to_state, revision from publishing_audit
     where item_id = $1 order by id`,
    [id],
  );
  return rows.map((row) => ({
    at: new Date(row.at).toISOString(),
    event: row.event,
    actor: row.actor_name,
    fromState: row.from_state,
    toState: row.to_state,
    revision: row.revision,
  }));
}

/** What changed from revision `from` to revision `to` (either order is read as older → newer as asked). */
export async function revisionDiff(
  context: PublishingContext,
  type: ContentType,
  id: number,
  from: number,
  to: number,
): Promise<FieldDiff[]> {
  await load(context.db, type, id, false);
  const rows = await context.db.query<{ revision: number; data: ContentData }>(
    'select revision, data from content_revisions where item_id = $1 and revision = any($2::int[])',
    [id, [from, to]],
  );
  const older = rows.find((row) => row.revision === from);
  const newer = rows.find((row) => row.revision === to);
  if (!older || !newer) throw new PublishingError('notFound', 404);
  const ids = [...namedFiles(type, older.data), ...namedFiles(type, newer.data)].map((file) => file.id);
  const files = await describeFiles(context.db, type, ids);
  return diffRevisions(type, older.data, newer.data, (value) => files.get(Number(value)) ?? value);
}

/** Whether the public item of `type` named `key` was taken off the site (its address answers 410). */
/**
 * An item taken off the site on purpose: where its page sends visitors (a page id and parameters), or
 * `null` when it answers 410 Gone; `undefined` when the item was never unpublished (its address is
 * simply unknown, 404).
 */
export async function unpublishedItem(
  db: Queryable,
  type: ContentType,
  key: string,
): Promise<{ redirect: UnpublishRedirect | null } | undefined> {
  const [row] = await db.query<{ redirect: UnpublishRedirect | null }>(
    `select unpublish_redirect as redirect from content_items
     where type = $1 and key = $2 and unpublished_at is not null`,
    [type, key],
  );
  return row ? { redirect: row.redirect } : undefined;
}

export async function wasUnpublished(db: Queryable, type: ContentType, key: string): Promise<boolean> {
  const [row] = await db.query<{ n: number }>(
    'select count(*)::int as n from content_items where type = $1 and key = $2 and unpublished_at is not null',
    [type, key],
  );
  return row?.n === 1;
}
