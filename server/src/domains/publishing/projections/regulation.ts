/**
 * A regulation's public row (`regulations`): its numbers and titles, a PDF per language (`file` the
 * Indonesian or only one, `file_en` the English one), its addresses and its search documents.
 */
import type { FileLink } from '@ksei/shared/node';
import { localizedFileSlots, publishFiles, unpublishFiles } from '../attachments/public-files.js';
import { fileText, removeDocuments, replaceDocuments, type SearchSource } from '../search-documents.js';
import { historyEntry, localized, withdrawRow, type Projection } from './projection.js';

const search: SearchSource = {
  documentType: 'regulation',
  table: 'regulations',
  key: 'id',
  insertLive: `insert into search_documents (type, locale, title, body, resource, category, params, sort_date)
    select 'regulation', l.locale,
      case when l.locale = 'en' then x.title_en else x.title_id end,
      (case when l.locale = 'en' then 'Regulation ' || x.number_en else 'Peraturan regulasi ' || x.number_id end) ||
        ' ' || x.decree_number || ' ' || trim(regexp_replace(x.decree_number, '[^[:alnum:]]+', ' ', 'g')) ||
        ${fileText('regulation')},
      'regulations', x.category, jsonb_build_object('id', x.id), x.date
    from regulations x
    cross join (values ('id'), ('en')) as l (locale)`,
};

/** Which column a published file link goes to: KSEI's English download names end in `_ENG.pdf`. */
const isEnglish = (link: FileLink): boolean => link.name.endsWith('_ENG.pdf');

export const regulation: Projection = {
  table: 'regulations',
  search,
  adoptData: `jsonb_build_object(
      'shared', jsonb_build_object('category', x.category, 'decreeNumber', x.decree_number, 'date', x.date::text),
      'parts', jsonb_build_object('id', jsonb_build_object('number', x.number_id, 'title', x.title_id),
                                  'en', jsonb_build_object('number', x.number_en, 'title', x.title_en)))`,
  // The category is a choice the declaration checks; nothing else refers to another table.
  check: () => Promise.resolve([]),
  async publish(db, { key, data, publishedAt, locales, changeNote, now }) {
    const [before] = await db.query<{ file: FileLink | null; file_en: FileLink | null }>(
      'select file, file_en from regulations where id = $1',
      [key],
    );
    const links = await publishFiles(db, {
      type: 'regulation',
      key,
      slots: localizedFileSlots('regulation', data, locales),
      liveFrom: publishedAt,
      previous: [before?.file, before?.file_en].filter((link): link is FileLink => link != null),
    });
    const file = links.find((link) => !isEnglish(link)) ?? null;
    const fileEn = links.find(isEnglish) ?? null;
    await db.query(
      `insert into regulations
         (id, category, number_id, number_en, decree_number, title_id, title_en, date, file, file_en, sample,
          published_at, locales)
       values ($1, $2, $3, $4, $5, $6, $7, $8::date, $9::jsonb, $10::jsonb, false, $11, $12::text[])
       on conflict (id) do update set
         category = excluded.category, number_id = excluded.number_id, number_en = excluded.number_en,
         decree_number = excluded.decree_number, title_id = excluded.title_id, title_en = excluded.title_en,
         date = excluded.date, file = excluded.file, file_en = excluded.file_en, locales = excluded.locales,
         change_history = regulations.change_history || $13::jsonb`,
      [
        key,
        data.shared['category'],
        localized(data, locales, 'id', 'number'),
        localized(data, locales, 'en', 'number'),
        data.shared['decreeNumber'],
        localized(data, locales, 'id', 'title'),
        localized(data, locales, 'en', 'title'),
        data.shared['date'],
        file === null ? null : JSON.stringify(file),
        fileEn === null ? null : JSON.stringify(fileEn),
        publishedAt,
        locales,
        historyEntry(changeNote, now),
      ],
    );
    await replaceDocuments(db, search, key);
  },
  withdraw: (db, key, at, reason) => withdrawRow(db, 'regulations', key, at, reason),
  async unpublish(db, key) {
    await removeDocuments(db, search, key);
    await unpublishFiles(db, 'regulation', key);
    await db.query('delete from regulations where id = $1', [key]);
  },
};
