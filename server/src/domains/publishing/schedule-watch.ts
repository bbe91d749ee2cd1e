/**
 * Scheduled items appear by the public queries' own condition (`published_at <= now()`), with no job.
 * What a server keeps in memory (the API and render caches, the sitemap) does not know the clock moved:
 * every server therefore looks once a second for items that fell due since its last look, writes their
 * search documents, and announces their tables on the data-change channel, as a commit would. Each server looks for itself,
 * so an item goes live everywhere on time even when the server that scheduled it is down.
 */
import { CONTENT_TYPE_NAMES, type ContentType } from '@ksei/shared/node';
import type { Database } from '../../db/database.js';
import { DATA_CHANGE_CHANNEL } from '../../db/data-changes.js';
import { PROJECTIONS } from './projections/index.js';
import { addDueDocuments } from './search-documents.js';

export interface ScheduleWatch {
  /** One look now (the timer's; tests call it directly). Resolves to the types announced. */
  look(): Promise<ContentType[]>;
  stop(): Promise<void>;
}

export function watchSchedules(
  db: Database,
  options: { intervalMs?: number; warn?: (message: string) => void } = {},
): ScheduleWatch {
  // The database's clock, the one the public queries compare with; null until the first look.
  let since: Date | string | null = null;
  let running: Promise<ContentType[]> | undefined;

  const look = async (): Promise<ContentType[]> => {
    const [row] = await db.query<{ now: Date | string; types: ContentType[] }>(
      `select now() as now, array(
         select distinct type from content_items
         where live_revision is not null and published_at <= now() and published_at > coalesce($1::timestamptz, now())
       )::text[] as types`,
      [since],
    );
    if (!row) return [];
    // Items that fell due get their search documents (under a lock: several servers look). A
    // server's first look also catches up, for every type, on what fell due while no server looked.
    const searched = since === null ? CONTENT_TYPE_NAMES : row.types;
    if (searched.length > 0) {
      const sources = searched.map((type) => PROJECTIONS[type].search);
      await db.transaction((tx) => addDueDocuments(tx, sources, since));
    }
    since = row.now;
    for (const type of row.types)
      await db.query('select pg_notify($1, $2)', [DATA_CHANGE_CHANNEL, PROJECTIONS[type].table]);
    return row.types;
  };

  const timer = setInterval(() => {
    if (running) return;
    running = look()
      .catch((error: unknown) => {
        options.warn?.(`publishing: the schedule look failed: ${(error as Error).message}`);
        return [];
      })
      .finally(() => {
        running = undefined;
      });
  }, options.intervalMs ?? 1000);
  timer.unref();

  return {
    look,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
