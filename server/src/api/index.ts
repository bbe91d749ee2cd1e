import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';
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
export async function registerPublicApi(app: FastifyInstance, db: Queryable, links: CalendarLinks): Promise<void> {
  await app.register(async (api) => {
    api.setErrorHandler(apiErrorHandler);
    registerApiCaching(api);
    registerContentApi(api, db);
    registerSearchApi(api, db, links.liveRoutes);
    registerSecuritiesApi(api, db);
    registerCorporateActionsApi(api, db, links);
    registerStatisticsApi(api, db);
  });
}
