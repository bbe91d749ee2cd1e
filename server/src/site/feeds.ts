import type { FastifyInstance } from 'fastify';
import { LOCALES, type Locale, type PageDefinition, type RouteTable } from '@ksei/shared/node';
import type { Queryable } from '../db/database.js';
import { latestAnnouncements } from '../domains/content/announcements.js';
import { latestPressReleases } from '../domains/content/press-releases.js';
import { escapeHtml } from '../text/escape-html.js';
import { announcementsCalendar } from './announcement-calendar.js';
import type { LiveRoutes } from './releases/live-routes.js';
import {
  FEEDS,
  calendarPath,
  feedItemPage,
  feedListPage,
  feedPath,
  feedTitle,
  type FeedName,
} from './document/feed-links.js';
import { sendNotFoundJson } from '../http/not-found.js';

const ENTRIES = 20;
/** A calendar holds more: a subscriber sees the recent months' announcements on their dates. */
const CALENDAR_EVENTS = 500;

/** The words the announcements' list shows beside a cancelled or withdrawn one. */
const MARKS: Readonly<Record<Locale, { cancelled: string; withdrawn: string }>> = {
  id: { cancelled: 'Dibatalkan', withdrawn: 'Ditarik' },
  en: { cancelled: 'Cancelled', withdrawn: 'Withdrawn' },
};

interface Entry {
  readonly id: string;
  readonly title: string;
  readonly date: string;
  readonly summary: string;
  readonly href: string;
}

async function entries(
  db: Queryable,
  routes: RouteTable,
  origin: string,
  name: FeedName,
  list: PageDefinition,
  locale: Locale,
) {
  const listHref = origin + routes.buildPath(list.id, locale);
  if (name === 'press-releases') {
    const rows = await latestPressReleases(db, locale, ENTRIES);
    const detail = feedItemPage(routes, name);
    return rows.map((row): Entry => ({
      ...row,
      id: `${origin}/press-releases/${row.slug}`,
      href: detail ? origin + routes.buildPath(detail.id, locale, { slug: row.slug }) : listHref,
    }));
  }
  const rows = await latestAnnouncements(db, locale, ENTRIES);
  const words = MARKS[locale];
  return rows.map((row): Entry => {
    // A reader of the feed learns what the list shows: cancelled in KSEI's sense, or withdrawn and why.
    const mark = row.withdrawn !== null ? words.withdrawn : row.notice === 'cancelled' ? words.cancelled : '';
    return {
      id: `${origin}/announcements/${row.id}`,
      title: mark ? `${mark}: ${row.title}` : row.title,
      date: row.date,
      summary: row.withdrawn ? `${row.reference}. ${row.withdrawn}` : row.reference,
      href: listHref,
    };
  });
}

/** An Atom 1.0 document. */
export function atom(
  feed: { id: string; title: string; self: string; alternate: string; locale: Locale },
  items: readonly Entry[],
): string {
  const updated = `${items[0]?.date ?? '2000-01-01'}T00:00:00Z`;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${feed.locale}">`,
    `  <id>${escapeHtml(feed.id)}</id>`,
    `  <title>${escapeHtml(feed.title)}</title>`,
    `  <updated>${updated}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeHtml(feed.self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeHtml(feed.alternate)}"/>`,
    '  <author><name>PT Kustodian Sentral Efek Indonesia</name></author>',
    ...items.flatMap((item) => [
      '  <entry>',
      `    <id>${escapeHtml(item.id)}</id>`,
      `    <title>${escapeHtml(item.title)}</title>`,
      `    <updated>${item.date}T00:00:00Z</updated>`,
      `    <link rel="alternate" type="text/html" href="${escapeHtml(item.href)}"/>`,
      `    <summary>${escapeHtml(item.summary)}</summary>`,
      '  </entry>',
    ]),
    '</feed>',
    '',
  ].join('\n');
}

/**
 * `/feeds/<name>.<locale>.atom` for press releases and announcements, and the announcements' calendar
 * `/feeds/announcements.<locale>.ics`; a feed whose list page is not live is a 404.
 */
export function registerFeeds(app: FastifyInstance, db: Queryable, publicOrigin: string, liveRoutes: LiveRoutes): void {
  for (const name of Object.keys(FEEDS) as FeedName[]) {
    for (const locale of LOCALES) {
      app.get(feedPath(name, locale), async (request, reply) => {
        const routes = await liveRoutes.current();
        const list = feedListPage(routes, name);
        if (!list) return sendNotFoundJson(request, reply);
        const xml = atom(
          {
            id: publicOrigin + feedPath(name, locale),
            title: feedTitle(list, locale),
            self: publicOrigin + feedPath(name, locale),
            alternate: publicOrigin + routes.buildPath(list.id, locale),
            locale,
          },
          await entries(db, routes, publicOrigin, name, list, locale),
        );
        return reply
          .header('content-type', 'application/atom+xml; charset=utf-8')
          .header('cache-control', 'public, max-age=300')
          .send(xml);
      });
    }
  }
  for (const locale of LOCALES) {
    app.get(calendarPath(locale), async (request, reply) => {
      const routes = await liveRoutes.current();
      const list = feedListPage(routes, 'announcements');
      if (!list) return sendNotFoundJson(request, reply);
      const ics = announcementsCalendar(await latestAnnouncements(db, locale, CALENDAR_EVENTS), {
        locale,
        name: feedTitle(list, locale),
        host: new URL(publicOrigin).hostname,
        listHref: publicOrigin + routes.buildPath(list.id, locale),
      });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(ics);
    });
  }
}
