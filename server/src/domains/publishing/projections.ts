/**
 * What the public reads, per content type: the row an approved revision writes into the type's own
 * table (in the approving transaction), a withdrawal, and the checks a save needs against other tables
 * (an announcement's type must exist). The public queries read these tables and nothing else.
 */
import type { ContentData, ContentType, FieldProblem, FileLink, Locale } from '@ksei/shared/node';
import type { Queryable } from '../../db/database.js';
import { publishFiles, unpublishFiles } from './attachments/public-files.js';
import { removeAnnouncementDocuments, replaceAnnouncementDocuments } from './search-documents.js';

export interface Publication {
  readonly key: string;
  readonly data: ContentData;
  readonly publishedAt: Date;
  readonly locales: readonly Locale[];
  /** A major change's note, added to the public history; absent for a first publication or minor fix. */
  readonly changeNote: Readonly<Record<Locale, string>> | null;
  readonly now: Date;
}

interface Projection {
  /** The public table it writes, announced on the data-change channel when an item there falls due. */
  readonly table: string;
  /**
   * Problems a save has against the rest of the database (the declaration checked the rest), for the
   * fields the declaration found `sound` only.
   */
  check(db: Queryable, data: ContentData, sound: (field: string) => boolean): Promise<FieldProblem[]>;
  publish(db: Queryable, publication: Publication): Promise<void>;
  withdraw(db: Queryable, key: string, at: Date, reason: Readonly<Record<Locale, string>>): Promise<void>;
  /** Takes the item off the public site: its public row and its search documents. */
  unpublish(db: Queryable, key: string): Promise<void>;
}

/** The text of a language, or of the other when only that one is published (its page then says so). */
function localized(data: ContentData, locales: readonly Locale[], locale: Locale, field: string): string {
  const from = locales.includes(locale) ? locale : (locales[0] ?? locale);
  return data.parts[from]?.[field] ?? '';
}

const announcement: Projection = {
  table: 'announcements',
  async check(db, data, sound) {
    const type = data.shared['type'] ?? '';
    if (type === '' || !sound('shared.type')) return [];
    const [row] = await db.query<{ n: number }>('select count(*)::int as n from announcement_types where code = $1', [
      type,
    ]);
    return row?.n === 1 ? [] : [{ field: 'shared.type', problem: 'invalidChoice' }];
  },
  async publish(db, { key, data, publishedAt, locales, changeNote, now }) {
    const history = changeNote ? JSON.stringify([{ at: now.toISOString(), note: changeNote }]) : '[]';
    const [before] = await db.query<{ attachments: FileLink[] }>(
      'select attachments from announcements where id = $1',
      [key],
    );
    const files = await publishFiles(db, {
      type: 'announcement',
      key,
      data,
      locales,
      liveFrom: publishedAt,
      previous: before?.attachments ?? [],
    });
    await db.query(
      `insert into announcements
         (id, type, date, reference_number, title_id, title_en, attachments, sample, published_at, locales, notice)
       values ($1, $2, $3::date, $4, $5, $6, $11::jsonb, false, $7, $8::text[], $9)
       on conflict (id) do update set
         type = excluded.type, date = excluded.date, reference_number = excluded.reference_number,
         title_id = excluded.title_id, title_en = excluded.title_en, locales = excluded.locales,
         notice = excluded.notice, change_history = announcements.change_history || $10::jsonb,
         attachments = excluded.attachments`,
      [
        key,
        data.shared['type'],
        data.shared['date'],
        data.shared['referenceNumber'],
        localized(data, locales, 'id', 'title'),
        localized(data, locales, 'en', 'title'),
        publishedAt,
        locales,
        data.shared['notice'],
        history,
        JSON.stringify(files),
      ],
    );
    await replaceAnnouncementDocuments(db, key);
  },
  async withdraw(db, key, at, reason) {
    await db.query('update announcements set withdrawn_at = $2, withdrawal = $3::jsonb where id = $1', [
      key,
      at,
      JSON.stringify(reason),
    ]);
  },
  async unpublish(db, key) {
    await removeAnnouncementDocuments(db, key);
    await unpublishFiles(db, 'announcement', key);
    await db.query('delete from announcements where id = $1', [key]);
  },
};

export const PROJECTIONS: Readonly<Record<ContentType, Projection>> = { announcement };
