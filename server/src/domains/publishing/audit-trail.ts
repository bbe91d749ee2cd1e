/**
 * The append-only audit trail of staff publishing: one row per change of an item (its creation, saves,
 * workflow actions, preview links), with who, when, the revision and the state before and after.
 */
import type { Queryable } from '../../db/database.js';
import { toState, type ItemRow } from './item-rows.js';
import { publicState, type Actor } from './workflow.js';

/** One row of the trail. */
export async function audit(
  db: Queryable,
  entry: { itemId: number; revision: number; event: string; actor: Actor; from: string; to: string; at: Date },
  detail?: object,
): Promise<void> {
  await db.query(
    `insert into publishing_audit (at, item_id, revision, event, actor, actor_name, from_state, to_state, detail)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb)`,
    [
      entry.at,
      entry.itemId,
      entry.revision,
      entry.event,
      entry.actor.email,
      entry.actor.name,
      entry.from,
      entry.to,
      detail ? JSON.stringify(detail) : null,
    ],
  );
}

/** An item's state as the audit trail says it: its working copy and what the public sees. */
export const stateLabel = (row: ItemRow, now: Date): string => `${row.working}/${publicState(toState(row), now)}`;
