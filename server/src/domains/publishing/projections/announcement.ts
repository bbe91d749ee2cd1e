/** An announcement's public row (`announcements`), its PDFs' addresses and its search documents. */
import type { FileLink } from '@ksei/shared/node';
import { localizedFileSlots, publishFiles, unpublishFiles } from '../attachments/public-files.js';
import { fileText, removeDocuments, replaceDocuments, type SearchSource } from '../search-documents.js';
import { historyEntry, localized, withdrawRow, type Projection } from './projection.js';

const search: SearchSource = {
  documentType: 'announcement',
  table: 'announcements',
  key: 'id',
  insertLive: `insert into search_documents (type, locale, title, body, resource, params, sort_date)
    select 'announcement', l.locale,
      case when l.locale = 'en' then x.title_en else x.title_id end,
      (case when l.locale = 'en' then t.label_en else t.label_id end) || ' ' || x.reference_number || ' ' ||
        trim(regexp_replace(x.reference_number, '[^[:alnum:]]+', ' ', 'g')) || ${fileText('announcement')},
      'announcements', jsonb_build_object('id', x.id), x.date
    from announcements x
    join announcement_types t on t.code = x.type
    cross join (values ('id'), ('en')) as l (locale)`,
};

export const announcement: Projection = {
  table: 'announcements',
  search,
  adoptData: `jsonb_build_object(
      'shared', jsonb_build_object('type', x.type, 'date', x.date::text,
                                   'referenceNumber', x.reference_number, 'notice', x.notice),
      'parts', jsonb_build_object('id', jsonb_build_object('title', x.title_id),
                                  'en', jsonb_build_object('title', x.title_en)))`,
  async check(db, data, sound) {
    const type = data.shared['type'] ?? '';
    if (type === '' || !sound('shared.type')) return [];
    const [row] = await db.query<{ n: number }>('select count(*)::int as n from announcement_types where code = $1', [
      type,
    ]);
    return row?.n === 1 ? [] : [{ field: 'shared.type', problem: 'invalidChoice' }];
  },
  async publish(db, { key, data, publishedAt, locales, changeNote, now }) {
    const [before] = await db.query<{ attachments: FileLink[] }>(
      'select attachments from announcements where id = $1',
      [key],
    );
    const files = await publishFiles(db, {
      type: 'announcement',
      key,
      slots: localizedFileSlots('announcement', data, locales),
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
        historyEntry(changeNote, now),
        JSON.stringify(files),
      ],
    );
    await replaceDocuments(db, search, key);
  },
  withdraw: (db, key, at, reason) => withdrawRow(db, 'announcements', key, at, reason),
  async unpublish(db, key) {
    await removeDocuments(db, search, key);
    await unpublishFiles(db, 'announcement', key);
    await db.query('delete from announcements where id = $1', [key]);
  },
};
