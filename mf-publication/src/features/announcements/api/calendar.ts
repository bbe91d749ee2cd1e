import type { Announcement, Locale } from '@ksei/shared';

const TAGS: Readonly<Record<Locale, string>> = { id: 'id-ID', en: 'en-US' };

/** The `count` months up to and including the month of `today`, newest first, labelled in the locale. */
export function recentMonths(today: string, count: number, locale: Locale): { value: string; label: string }[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  const format = new Intl.DateTimeFormat(TAGS[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - index, 1));
    const value = `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
    return { value, label: format.format(date) };
  });
}

export interface AnnouncementGroup {
  readonly type: string;
  readonly label: string;
  readonly items: readonly Announcement[];
}

/** Announcements grouped by type, groups in order of first appearance, items kept in their order. */
export function groupByType(items: readonly Announcement[]): AnnouncementGroup[] {
  const groups = new Map<string, { type: string; label: string; items: Announcement[] }>();
  for (const item of items) {
    const group = groups.get(item.type);
    if (group) group.items.push(item);
    else groups.set(item.type, { type: item.type, label: item.typeLabel, items: [item] });
  }
  return [...groups.values()];
}
