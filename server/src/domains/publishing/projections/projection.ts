/**
 * What the public reads, per content type: the row an approved revision writes into the type's own
 * table (in the approving transaction), a withdrawal, and the checks a save needs against other tables
 * (an announcement's type must exist). The public queries read these tables and nothing else.
 */
import type { ContentData, FieldProblem, Locale } from '@ksei/shared/node';
import type { Queryable } from '../../../db/database.js';
import type { SearchSource } from '../search-documents.js';

export interface Publication {
  readonly key: string;
  readonly data: ContentData;
  readonly publishedAt: Date;
  readonly locales: readonly Locale[];
  /** A major change's note, added to the public history; absent for a first publication or minor fix. */
  readonly changeNote: Readonly<Record<Locale, string>> | null;
  readonly now: Date;
}

export interface Projection {
  /** The public table (its key column is `search.key`), announced on the data-change channel when an item falls due. */
  readonly table: string;
  /** How its live items become site-search documents. */
  readonly search: SearchSource;
  /**
   * The item's values as a revision holds them, as SQL over the public table's row aliased `x`: rows
   * with no editable item yet (the seed's) become items whose revision 1 is this.
   */
  readonly adoptData: string;
  /**
   * Problems a save has against the rest of the database (the declaration checked the rest), for the
   * fields the declaration found `sound` only.
   */
  check(db: Queryable, data: ContentData, sound: (field: string) => boolean): Promise<FieldProblem[]>;
  publish(db: Queryable, publication: Publication): Promise<void>;
  withdraw(db: Queryable, key: string, at: Date, reason: Readonly<Record<Locale, string>>): Promise<void>;
  /** Takes the item off the public site: its public row, its files and its search documents. */
  unpublish(db: Queryable, key: string): Promise<void>;
}

/** The text of a language, or of the other when only that one is published (its page then says so). */
export function localized(data: ContentData, locales: readonly Locale[], locale: Locale, field: string): string {
  const from = locales.includes(locale) ? locale : (locales[0] ?? locale);
  return data.parts[from]?.[field] ?? '';
}

/** A major change's note as the public table's history keeps it: one entry, or none. */
export function historyEntry(changeNote: Publication['changeNote'], now: Date): string {
  return changeNote ? JSON.stringify([{ at: now.toISOString(), note: changeNote }]) : '[]';
}

/** Marks the public row withdrawn: the page stays, with the date and the reason in both languages. */
export async function withdrawRow(
  db: Queryable,
  table: string,
  key: string,
  at: Date,
  reason: Readonly<Record<Locale, string>>,
  keyColumn: 'id' | 'slug' = 'id',
): Promise<void> {
  await db.query(`update ${table} set withdrawn_at = $2, withdrawal = $3::jsonb where ${keyColumn} = $1`, [
    key,
    at,
    JSON.stringify(reason),
  ]);
}
