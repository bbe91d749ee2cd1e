import type { Queryable } from '../../db/database.js';

/** The notices not yet delivered, as an operator watches them. */
export interface OutboxBacklog {
  /** Unsent notices: due, waiting for a retry or claimed by a worker. */
  readonly notices: number;
  /** Seconds since the oldest unsent notice was queued (by the database's clock); 0 with none. */
  readonly oldestAgeSeconds: number;
}

/**
 * One statement over the unsent rows only (the partial index `mail_outbox_due` holds exactly those),
 * so asking on every metrics scrape costs next to nothing however many notices were ever sent.
 */
export async function readOutboxBacklog(db: Queryable): Promise<OutboxBacklog> {
  const [row] = await db.query<{ notices: number; oldest: number | null }>(
    `select count(*)::int as notices,
       extract(epoch from now() - min(created_at))::float8 as oldest
     from mail_outbox where sent_at is null`,
  );
  return { notices: row?.notices ?? 0, oldestAgeSeconds: Math.max(0, row?.oldest ?? 0) };
}
