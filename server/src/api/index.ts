import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';
import { registerApiCaching } from '../http/response-cache.js';
import { registerAnnouncementRoutes } from './announcements.js';
import { registerBulletinRoutes } from './bulletins.js';
import { registerContentPageRoutes } from './content-pages.js';
import { registerCorporateActionRoutes, type CalendarLinks } from './corporate-actions.js';
import { apiErrorHandler } from '../http/error-format.js';
import { registerEventRoutes } from './events.js';
import { registerFaqRoutes } from './faq.js';
import { registerInstructionScheduleRoutes } from './instruction-schedule.js';
import { registerInvestmentProductRoutes } from './investment-products.js';
import { registerKeyFigureRoutes } from './key-figures.js';
import { registerManagementRoutes } from './management.js';
import { registerOtherPublicationRoutes } from './other-publications.js';
import { registerPressReleaseRoutes } from './press-releases.js';
import { registerRegulationRoutes } from './regulations.js';
import { registerSearchRoutes } from './search.js';
import { registerSecurityRoutes } from './securities.js';
import { registerShareholderRoutes } from './shareholders.js';
import { registerStatisticsRoutes } from './statistics.js';
import { registerVacancyRoutes } from './vacancies.js';

/**
 * The public, read-only API (issue 3), in its own context so its error handler and the response cache
 * cover exactly these routes: their answers are the same for everybody who asks.
 */
export async function registerContentApi(app: FastifyInstance, db: Queryable, links: CalendarLinks): Promise<void> {
  await app.register(async (api) => {
    api.setErrorHandler(apiErrorHandler);
    registerApiCaching(api);
    registerContentPageRoutes(api, db);
    registerPressReleaseRoutes(api, db);
    registerAnnouncementRoutes(api, db);
    registerEventRoutes(api, db);
    registerBulletinRoutes(api, db);
    registerOtherPublicationRoutes(api, db);
    registerRegulationRoutes(api, db);
    registerManagementRoutes(api, db);
    registerShareholderRoutes(api, db);
    registerFaqRoutes(api, db);
    registerVacancyRoutes(api, db);
    registerInstructionScheduleRoutes(api, db);
    registerInvestmentProductRoutes(api, db);
    registerKeyFigureRoutes(api, db);
    registerSearchRoutes(api, db);
    registerSecurityRoutes(api, db);
    registerCorporateActionRoutes(api, db, links);
    registerStatisticsRoutes(api, db);
  });
}
