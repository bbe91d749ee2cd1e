import type { PageLoaders } from '@ksei/shared/section';
import type { PageId } from '../routes.js';

/** Which feature renders each page this section owns in the route manifest. */
export const pages: PageLoaders<PageId> = {
  contact: () => import('../features/contact/ContactPage.js'),
  whistleblowingForm: () => import('../features/whistleblowing/ReportPage.js'),
  whistleblowingFollowUp: () => import('../features/follow-up/FollowUpPage.js'),
  'inbox.reports': () => import('../features/inbox/ReportsPage.js'),
  'inbox.report': () => import('../features/inbox/ReportPage.js'),
  'inbox.messages': () => import('../features/inbox/MessagesPage.js'),
  'inbox.message': () => import('../features/inbox/MessagePage.js'),
};
