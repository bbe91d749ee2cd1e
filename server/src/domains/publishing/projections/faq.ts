/**
 * A question of the FAQ (`faqs`): its category and, per language, the question and its answer; a new
 * one goes last in its category. Its search documents as the seed writes them.
 */
import { removeDocuments, replaceDocuments, type SearchSource } from '../search-documents.js';
import { historyEntry, localized, withdrawRow, type Projection } from './projection.js';

const search: SearchSource = {
  documentType: 'faq',
  table: 'faqs',
  key: 'id',
  insertLive: `insert into search_documents (type, locale, title, body, resource, params, sort_date)
    select 'faq', l.locale,
      case when l.locale = 'en' then x.question_en else x.question_id end,
      case when l.locale = 'en' then x.answer_en else x.answer_id end,
      'faq', jsonb_build_object('id', x.id), null
    from faqs x
    cross join (values ('id'), ('en')) as l (locale)`,
};

export const faq: Projection = {
  table: 'faqs',
  search,
  adoptData: `jsonb_build_object(
      'shared', jsonb_build_object('category', x.category),
      'parts', jsonb_build_object('id', jsonb_build_object('question', x.question_id, 'answer', x.answer_id),
                                  'en', jsonb_build_object('question', x.question_en, 'answer', x.answer_en)))`,
  async check(db, data, sound) {
    const category = data.shared['category'] ?? '';
    if (category === '' || !sound('shared.category')) return [];
    const [row] = await db.query<{ n: number }>('select count(*)::int as n from faq_categories where code = $1', [
      category,
    ]);
    return row?.n === 1 ? [] : [{ field: 'shared.category', problem: 'invalidChoice' }];
  },
  async publish(db, { key, data, publishedAt, locales, changeNote, now }) {
    await db.query(
      `insert into faqs (id, category, sort, question_id, question_en, answer_id, answer_en, sample, published_at, locales)
       values ($1, $2, (select coalesce(max(sort), -1) + 1 from faqs where category = $2), $3, $4, $5, $6, false,
               $7, $8::text[])
       on conflict (id) do update set
         category = excluded.category, question_id = excluded.question_id, question_en = excluded.question_en,
         answer_id = excluded.answer_id, answer_en = excluded.answer_en, locales = excluded.locales,
         change_history = faqs.change_history || $9::jsonb`,
      [
        key,
        data.shared['category'],
        localized(data, locales, 'id', 'question'),
        localized(data, locales, 'en', 'question'),
        localized(data, locales, 'id', 'answer'),
        localized(data, locales, 'en', 'answer'),
        publishedAt,
        locales,
        historyEntry(changeNote, now),
      ],
    );
    await replaceDocuments(db, search, key);
  },
  withdraw: (db, key, at, reason) => withdrawRow(db, 'faqs', key, at, reason),
  async unpublish(db, key) {
    await removeDocuments(db, search, key);
    await db.query('delete from faqs where id = $1', [key]);
  },
};
