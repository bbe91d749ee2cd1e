/**
 * An item as the database holds it (its row joined with its newest revision), read for a change
 * (locked) or for an answer, and shaped for the editor.
 */
import {
  partStates,
  type ContentData,
  type ContentType,
  type EditorItem,
  type FieldProblem,
  type Locale,
  type PartsChangedAt,
  type PublishingRefusal,
  type WorkingState,
} from '@ksei/shared/node';
import type { Database, Queryable } from '../../db/database.js';
import { publicState, type ItemState } from './workflow.js';

/** What the publishing operations work with: the database and the clock states are measured against. */
export interface PublishingContext {
  readonly db: Database;
  readonly now: () => Date;
}

/** A refused change: nothing was written. `current` is the item as it now is (for a conflict). */
export class PublishingError extends Error {
  constructor(
    readonly refusal: PublishingRefusal | 'notFound',
    readonly status: 400 | 403 | 404 | 409,
    readonly problems: readonly FieldProblem[] = [],
    readonly current?: EditorItem,
  ) {
    super(refusal);
    this.name = 'PublishingError';
  }
}

export interface ItemRow {
  id: number;
  type: ContentType;
  key: string;
  version: number;
  working: WorkingState;
  latest_revision: number;
  live_revision: number | null;
  published_at: Date | string | null;
  withdrawn_at: Date | string | null;
  unpublished_at: Date | string | null;
  needs_approval: boolean;
  emergency_by: string | null;
  last_changed_by: string;
  submitted_by: string | null;
  updated_at: Date | string;
  data: ContentData;
  parts_changed_at: PartsChangedAt;
  major: boolean;
  change_note: Readonly<Partial<Record<Locale, string>>> | null;
}

const dateOrNull = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

export const SELECT = `select i.id::int as id, i.type, i.key, i.version, i.working, i.latest_revision, i.live_revision,
    i.published_at, i.withdrawn_at, i.unpublished_at, i.needs_approval, i.emergency_by, i.last_changed_by, i.submitted_by,
    i.updated_at, r.data, r.parts_changed_at, r.major, r.change_note
  from content_items i join content_revisions r on r.item_id = i.id and r.revision = i.latest_revision`;

export function toState(row: ItemRow): ItemState {
  return {
    type: row.type,
    working: row.working,
    liveRevision: row.live_revision,
    latestRevision: row.latest_revision,
    publishedAt: dateOrNull(row.published_at),
    withdrawnAt: dateOrNull(row.withdrawn_at),
    unpublishedAt: dateOrNull(row.unpublished_at),
    needsApproval: row.needs_approval,
    emergencyBy: row.emergency_by,
    lastChangedBy: row.last_changed_by,
    submittedBy: row.submitted_by,
    data: row.data,
    partsChangedAt: row.parts_changed_at,
    major: row.major,
    changeNote: row.change_note,
  };
}

export function toItem(row: ItemRow, now: Date): EditorItem {
  const state = toState(row);
  return {
    id: row.id,
    type: row.type,
    key: row.key,
    version: row.version,
    revision: row.latest_revision,
    working: row.working,
    public: publicState(state, now),
    liveRevision: row.live_revision,
    publishedAt: state.publishedAt?.toISOString() ?? null,
    needsApproval: row.needs_approval,
    data: row.data,
    parts: partStates(row.type, row.data, row.parts_changed_at),
    major: row.major,
    changeNote: row.change_note,
    lastChangedBy: row.last_changed_by,
    submittedBy: row.submitted_by,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function load(db: Queryable, type: ContentType, id: number, lock: boolean): Promise<ItemRow> {
  const [row] = await db.query<ItemRow>(`${SELECT} where i.type = $1 and i.id = $2${lock ? ' for update of i' : ''}`, [
    type,
    id,
  ]);
  if (!row) throw new PublishingError('notFound', 404);
  return row;
}
