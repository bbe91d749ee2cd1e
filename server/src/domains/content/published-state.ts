/**
 * What every table staff publish into holds besides the item itself (announcements, regulations): when
 * it goes or went live, the languages published, a withdrawal and the notes of major changes. The
 * public reads select these columns and answer them the same way for every type.
 */
import type { Locale } from '@ksei/shared/node';

export interface PublishedStateRow {
  locales: string[];
  withdrawn_at: Date | string | null;
  withdrawal: Partial<Record<Locale, string>> | null;
  change_history: { at: string; note: Partial<Record<Locale, string>> }[];
}

/** The columns of `PublishedStateRow`, of the table aliased `alias`. */
export const publishedStateColumns = (alias: string): string =>
  `${alias}.locales, ${alias}.withdrawn_at, ${alias}.withdrawal, ${alias}.change_history`;

/**
 * What the public may see: published at or before now. A scheduled item is in the table from its
 * approval and appears by this condition alone, on every server, at its time.
 */
export const visibleNow = (alias: string): string => `${alias}.published_at <= now()`;

/** The published state as the public answer says it, in `locale`. */
export function publishedState(row: PublishedStateRow, locale: Locale) {
  return {
    locales: row.locales,
    withdrawal:
      row.withdrawn_at === null
        ? null
        : { at: new Date(row.withdrawn_at).toISOString(), reason: row.withdrawal?.[locale] ?? '' },
    updates: [...row.change_history].reverse().map((entry) => ({ at: entry.at, note: entry.note[locale] ?? '' })),
  };
}
