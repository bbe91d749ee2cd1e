import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { registerAnnouncementsApi } from './announcements.js';
import { registerBulletinsApi } from './bulletins.js';
import { registerContentPagesApi } from './content-pages.js';
import { registerEventsApi } from './events.js';
import { registerFaqApi } from './faq.js';
import { registerInstructionScheduleApi } from './instruction-schedule.js';
import { registerKeyFiguresApi } from './key-figures.js';
import { registerManagementApi } from './management.js';
import { registerOtherPublicationsApi } from './other-publications.js';
import { registerPressReleasesApi } from './press-releases.js';
import { registerRegulationsApi } from './regulations.js';
import { registerShareholdersApi } from './shareholders.js';
import { registerVacanciesApi } from './vacancies.js';

/** The site's content: pages, publications, regulations, the company, FAQ, careers, service support. */
export function registerContentApi(app: FastifyInstance, db: Queryable): void {
  registerContentPagesApi(app, db);
  registerPressReleasesApi(app, db);
  registerAnnouncementsApi(app, db);
  registerEventsApi(app, db);
  registerBulletinsApi(app, db);
  registerOtherPublicationsApi(app, db);
  registerRegulationsApi(app, db);
  registerManagementApi(app, db);
  registerShareholdersApi(app, db);
  registerFaqApi(app, db);
  registerVacanciesApi(app, db);
  registerInstructionScheduleApi(app, db);
  registerKeyFiguresApi(app, db);
}
