import type { Locale, PageDefinition, RouteTable, SiteResource } from '@ksei/shared/node';

/**
 * The site's feeds: newest items first, per language, in Atom. Each is a resource's; which pages list
 * and show its items is the sections' word (their `lists` and `detail` declarations in the live manifest).
 */
export const FEEDS = {
  'press-releases': { resource: 'pressReleases' },
  announcements: { resource: 'announcements' },
} as const satisfies Record<string, { resource: SiteResource }>;
export type FeedName = keyof typeof FEEDS;

/** The live page listing a feed's items (its name, its alternate link); none: the feed is not served. */
export const feedListPage = (routes: RouteTable, name: FeedName): PageDefinition | undefined =>
  routes.listPageOf(FEEDS[name].resource);

/** The live page a feed's entries link to, when one declares it (else they link to the list page). */
export const feedItemPage = (routes: RouteTable, name: FeedName): PageDefinition | undefined => {
  const page = routes.detailPageOf(FEEDS[name].resource);
  return page?.detail?.feed ? page : undefined;
};

/** A feed's name, for its `<title>` and the head link that announces it. */
export const feedTitle = (list: PageDefinition, locale: Locale): string => `${list.titles[locale]} | KSEI`;

/** Where a feed is served. */
export const feedPath = (name: FeedName, locale: Locale): string => `/feeds/${name}.${locale}.atom`;

/** Where the announcements' calendar is served. */
export const calendarPath = (locale: Locale): string => `/feeds/announcements.${locale}.ics`;
