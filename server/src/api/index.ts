import type { FastifyInstance } from 'fastify';
import type { DataChanges, Queryable } from '../db/database.js';
import { createSchedule } from '../domains/corporate-actions/schedule.js';
import { apiErrorHandler } from '../http/error-format.js';
import { registerApiCaching } from '../http/response-cache.js';
import { registerContentApi } from './content/index.js';
import { registerCorporateActionsApi, type CalendarLinks } from './corporate-actions.js';
import { registerSearchApi } from './search.js';
import { registerSecuritiesApi } from './securities/index.js';
import { registerStatisticsApi } from './statistics.js';

/**
 * The public, read-only API: content, search, securities, corporate actions, statistics. One Fastify
 * context of its own, so the API's error handler and the response cache cover exactly these routes,
 * whose answers are the same for everybody who asks. A route whose answer depends on who asks (forms,
 * sign-in, an inbox) is registered outside it and starts uncached.
 */
export async function registerPublicApi(
  app: FastifyInstance,
  db: Queryable,
  links: CalendarLinks & {
    /** Committed data changes, on any server: the response cache and the copies in memory follow them. */
    readonly changes?: DataChanges;
    /**
     * Read the copies in memory (securities, search, the corporate-action schedule) as soon as the app
     * is ready, in the background, rather than on the first request that needs each (half a second and
     * more on the embedded database). Off in tests, which start hundreds of apps and close most at once.
     */
    readonly warm?: boolean;
  },
): Promise<void> {
  const { changes, warm = false } = links;
  await app.register(async (api) => {
    api.setErrorHandler(apiErrorHandler);
    registerApiCaching(api, { changes });
    registerContentApi(api, db);
    registerSearchApi(api, db, links.liveRoutes, changes, warm);
    registerSecuritiesApi(api, db, changes, warm);
    const schedule = createSchedule(db, {
      changes,
      onRefreshError: (error) =>
        api.log.error({ err: error }, 'corporate actions: reload failed, serving the previous copy'),
    });
    api.addHook('onClose', async () => schedule.close());
    if (warm) api.addHook('onReady', async () => void schedule.current().catch(() => undefined));
    registerCorporateActionsApi(api, db, links, schedule);
    registerStatisticsApi(api, db);
  });
}
