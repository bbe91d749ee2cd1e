/**
 * Changes to editable items: create, save a revision, restore an old one, act (submit, approve, …).
 * Every change runs in one transaction with the item's row locked, names the version it was made from
 * (a stale one is refused with the current item), writes one audit row, and, when something goes live
 * or is withdrawn, the public projection (`projections/`) in the same commit.
 */
import {
  CONTENT_TYPES,
  contentProblems,
  isItemKey,
  type ActionBody,
  type ContentData,
  type ContentType,
  type EditorItem,
  type PartsChangedAt,
  type PublishingAction,
  type RestoreBody,
  type SaveBody,
} from '@ksei/shared/node';
import type { Queryable } from '../../db/database.js';
import { fileProblems } from './attachments/fields.js';
import { audit, stateLabel } from './audit-trail.js';
import { load, PublishingError, toItem, toState, type ItemRow, type PublishingContext } from './item-rows.js';
import { PROJECTIONS } from './projections/index.js';
import { readItem } from './reads.js';
import { decide, nextPartsChangedAt, publicState, type Actor } from './workflow.js';

export type { Actor, PublishingContext };

/**
 * The declaration's checks, then the projection's against other tables (only for values the
 * declaration found sound: a NUL never reaches a query); refused with every problem found.
 */
async function validate(db: Queryable, type: ContentType, data: ContentData): Promise<void> {
  const declared = contentProblems(type, data);
  const unsound = new Set(declared.map((problem) => problem.field));
  const sound = (field: string) => !unsound.has(field);
  const problems = [
    ...declared,
    ...(await fileProblems(db, type, data, sound)),
    ...(await PROJECTIONS[type].check(db, data, sound)),
  ];
  if (problems.length > 0) throw new PublishingError('invalidContent', 400, problems);
}

async function insertRevision(
  db: Queryable,
  itemId: number,
  revision: number,
  actor: Actor,
  at: Date,
  body: { data: ContentData; partsChangedAt: PartsChangedAt; major: boolean; changeNote: SaveBody['changeNote'] },
): Promise<void> {
  await db.query(
    `insert into content_revisions (item_id, revision, author, author_name, created_at, data, parts_changed_at, major, change_note)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $9::jsonb)`,
    [
      itemId,
      revision,
      actor.email,
      actor.name,
      at,
      JSON.stringify(body.data),
      JSON.stringify(body.partsChangedAt),
      body.major,
      body.changeNote ? JSON.stringify(body.changeNote) : null,
    ],
  );
}

/** A new item: revision 1, a draft by `actor`. */
export async function createItem(
  context: PublishingContext,
  type: ContentType,
  actor: Actor,
  input: { key: string; data: ContentData },
): Promise<EditorItem> {
  const now = context.now();
  const id = await context.db.transaction((tx) => createIn(tx, type, actor, input, now));
  return readItem(context, type, id);
}

/** {@link createItem} inside a transaction of the caller's (a batch creates many in one); its id. */
export async function createIn(
  tx: Queryable,
  type: ContentType,
  actor: Actor,
  input: { key: string; data: ContentData; batchId?: number },
  now: Date,
): Promise<number> {
  // The request schema bounds every type's key by the longest any allows; this is the type's own.
  if (!isItemKey(type, input.key)) {
    throw new PublishingError('invalidContent', 400, [
      { field: 'key', problem: 'tooLong', limit: CONTENT_TYPES[type].keyMaxLength },
    ]);
  }
  await validate(tx, type, input.data);
  const [created] = await tx.query<{ id: number }>(
    `insert into content_items (type, key, version, working, latest_revision, last_changed_by, created_at, updated_at, batch_id)
     values ($1, $2, 1, 'draft', 1, $3, $4, $4, $5)
     on conflict (type, key) do nothing returning id::int as id`,
    [type, input.key, actor.email, now, input.batchId ?? null],
  );
  if (!created) throw new PublishingError('keyTaken', 409);
  const partsChangedAt = nextPartsChangedAt(null, {}, input.data, [], now);
  await insertRevision(tx, created.id, 1, actor, now, {
    data: input.data,
    partsChangedAt,
    major: false,
    changeNote: undefined,
  });
  await audit(tx, {
    itemId: created.id,
    revision: 1,
    event: 'create',
    actor,
    from: 'none',
    to: 'draft/none',
    at: now,
  });
  return created.id;
}

/** A new revision from the version the editor opened; a stale version is refused with the current item. */
export async function saveItem(
  context: PublishingContext,
  type: ContentType,
  id: number,
  actor: Actor,
  body: SaveBody,
  detail?: { restoredFrom: number },
): Promise<EditorItem> {
  const now = context.now();
  await context.db.transaction(async (tx) => {
    const row = await load(tx, type, id, true);
    if (row.version !== body.version) throw new PublishingError('conflict', 409, [], toItem(row, now));
    await validate(tx, type, body.data);
    const revision = row.latest_revision + 1;
    const partsChangedAt = nextPartsChangedAt(row.data, row.parts_changed_at, body.data, body.confirmParts ?? [], now);
    await insertRevision(tx, id, revision, actor, now, {
      data: body.data,
      partsChangedAt,
      major: body.major ?? false,
      changeNote: body.major ? body.changeNote : undefined,
    });
    await tx.query(
      `update content_items set version = version + 1, working = 'draft', latest_revision = $2,
         last_changed_by = $3, submitted_by = null, updated_at = $4
       where id = $1`,
      [id, revision, actor.email, now],
    );
    const to = `draft/${publicState(toState(row), now)}`;
    await audit(tx, { itemId: id, revision, event: 'save', actor, from: stateLabel(row, now), to, at: now }, detail);
  });
  return readItem(context, type, id);
}

/**
 * A new draft holding an earlier revision's values (nothing is ever undone: the restored values are
 * saved as the newest revision, by `actor`, and the trail says which revision they came from).
 */
export async function restoreRevision(
  context: PublishingContext,
  type: ContentType,
  id: number,
  actor: Actor,
  body: RestoreBody,
): Promise<EditorItem> {
  const [old] = await context.db.query<{ data: ContentData }>(
    'select data from content_revisions where item_id = $1 and revision = $2',
    [id, body.revision],
  );
  if (!old) throw new PublishingError('notFound', 404);
  return saveItem(context, type, id, actor, { version: body.version, data: old.data }, { restoredFrom: body.revision });
}

/** One workflow action (`workflow.ts` decides); the scopes were checked by the caller. */
export async function actOn(
  context: PublishingContext,
  type: ContentType,
  id: number,
  action: PublishingAction,
  actor: Actor,
  body: ActionBody,
): Promise<EditorItem> {
  const now = context.now();
  await context.db.transaction((tx) => actIn(tx, type, id, action, actor, body, now));
  return readItem(context, type, id);
}

/** {@link actOn} inside a transaction of the caller's (a batch acts on many items in one). */
export async function actIn(
  tx: Queryable,
  type: ContentType,
  id: number,
  action: PublishingAction,
  actor: Actor,
  body: ActionBody,
  now: Date,
): Promise<void> {
  const row = await load(tx, type, id, true);
  if (row.version !== body.version) throw new PublishingError('conflict', 409, [], toItem(row, now));
  const state = toState(row);
  const decision = decide(action, state, actor, body, now);
  if (!decision.ok) throw new PublishingError(decision.refusal, decision.status, [], toItem(row, now));
  const { transition: t } = decision;
  if (t.publish) {
    const changeNote =
      !t.publish.firstTime && row.major && row.change_note
        ? { id: row.change_note.id ?? '', en: row.change_note.en ?? '' }
        : null;
    await PROJECTIONS[type].publish(tx, {
      key: row.key,
      data: row.data,
      publishedAt: t.publish.publishedAt,
      locales: t.publish.locales,
      changeNote,
      now,
    });
  }
  if (t.withdraw) await PROJECTIONS[type].withdraw(tx, row.key, t.withdraw.at, t.withdraw.reason);
  if (t.unpublish) await PROJECTIONS[type].unpublish(tx, row.key);
  const [updated] = await tx.query<ItemRow>(
    `update content_items set version = version + 1, updated_at = $2,
       working = coalesce($3, working),
       submitted_by = case when $4 then $5 else submitted_by end,
       live_revision = case when $6 then latest_revision else live_revision end,
       published_at = coalesce($7, published_at),
       needs_approval = coalesce($8, needs_approval),
       emergency_by = case when $9 then $10 else emergency_by end,
       withdrawn_at = coalesce($11, withdrawn_at)
     where id = $1
     returning working, live_revision, published_at, withdrawn_at, unpublished_at`,
    [
      id,
      now,
      t.working ?? null,
      t.submittedBy !== undefined,
      t.submittedBy ?? null,
      t.publish !== undefined,
      t.publish?.publishedAt ?? null,
      t.needsApproval ?? null,
      t.emergencyBy !== undefined,
      t.emergencyBy ?? null,
      t.withdraw?.at ?? null,
    ],
  );
  // Taken down: nothing is live, nothing withdrawn, nothing to confirm; published again: no longer down.
  if (t.unpublish || t.publish) {
    await tx.query(
      t.unpublish
        ? `update content_items set live_revision = null, published_at = null, withdrawn_at = null,
             needs_approval = false, emergency_by = null, unpublished_at = $2, unpublish_redirect = $3::jsonb
           where id = $1`
        : 'update content_items set unpublished_at = null, unpublish_redirect = null where id = $1',
      t.unpublish ? [id, t.unpublish.at, t.unpublish.redirect && JSON.stringify(t.unpublish.redirect)] : [id],
    );
    if (updated) Object.assign(updated, await load(tx, type, id, false));
  }
  const to = updated ? stateLabel({ ...row, ...updated }, now) : stateLabel(row, now);
  const detail = {
    ...(t.publish ? { publishedAt: t.publish.publishedAt.toISOString(), locales: t.publish.locales } : {}),
    ...(body.reason ? { reason: body.reason } : {}),
    ...(t.unpublish?.redirect ? { redirect: t.unpublish.redirect } : {}),
  };
  await audit(
    tx,
    { itemId: id, revision: row.latest_revision, event: action, actor, from: stateLabel(row, now), to, at: now },
    detail,
  );
}
