import type { Locale, RouteTable } from '@ksei/shared/node';

/** The site's feeds: newest items first, per language, in Atom. */
export const FEEDS = {
  'press-releases': { listPage: 'publication.pressReleases' },
  announcements: { listPage: 'publication.announcement' },
} as const;
export type FeedName = keyof typeof FEEDS;

/** A feed's name, for its `<title>` and the head link that announces it. */
export const feedTitle = (routes: RouteTable, name: FeedName, locale: Locale): string =>
  `${routes.pageTitle(FEEDS[name].listPage, locale)} | KSEI`;

/** Where a feed is served. */
export const feedPath = (name: FeedName, locale: Locale): string => `/feeds/${name}.${locale}.atom`;
