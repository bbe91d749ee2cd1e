import type { PageLoaders } from '@ksei/shared/section';

const publications = () => import('../features/publications/PublicationPage.js');

/** Which feature renders each page this section owns in the route manifest. */
export const pages: PageLoaders = {
  'publication.announcement': publications,
  'publication.events': publications,
  'publication.bulletins': publications,
  'publication.other': publications,
  'publication.pressReleases': publications,
  'publication.pressRelease': publications,
  todaysAnnouncements: publications,
};
