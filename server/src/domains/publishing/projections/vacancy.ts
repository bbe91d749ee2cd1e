/**
 * A vacancy's public row (`vacancies`, keyed by its page's slug): division, status and closing date,
 * and per language the position, description, specifications and requirements (lists, from one line
 * each), and its search documents.
 */
import { listLines, type ContentData, type Locale } from '@ksei/shared/node';
import { removeDocuments, replaceDocuments, type SearchSource } from '../search-documents.js';
import { historyEntry, localized, withdrawRow, type Projection } from './projection.js';

const search: SearchSource = {
  documentType: 'vacancy',
  table: 'vacancies',
  key: 'slug',
  insertLive: `insert into search_documents (type, locale, title, body, resource, params, sort_date)
    select 'vacancy', l.locale,
      case when l.locale = 'en' then x.position_en else x.position_id end,
      case when l.locale = 'en' then x.description_en else x.description_id end,
      'vacancies', jsonb_build_object('slug', x.slug), null
    from vacancies x
    cross join (values ('id'), ('en')) as l (locale)`,
};

/** A list field as the public row stores it: a JSON array of its lines. */
const lines = (data: ContentData, locales: readonly Locale[], locale: Locale, field: string): string =>
  JSON.stringify(listLines(localized(data, locales, locale, field)));

/** A JSON array column of the row `x` as the lines a revision holds. */
const joined = (column: string): string =>
  `array_to_string(array(select jsonb_array_elements_text(x.${column})), E'\\n')`;

export const vacancy: Projection = {
  table: 'vacancies',
  search,
  adoptData: `jsonb_build_object(
      'shared', jsonb_build_object('division', x.division, 'status', x.status, 'closingDate', x.closing_date::text),
      'parts', jsonb_build_object(
        'id', jsonb_build_object('position', x.position_id, 'description', x.description_id,
          'specifications', ${joined('specifications_id')},
          'qualificationRequirements', ${joined('qualification_requirements_id')},
          'additionalInformation', x.additional_information_id),
        'en', jsonb_build_object('position', x.position_en, 'description', x.description_en,
          'specifications', ${joined('specifications_en')},
          'qualificationRequirements', ${joined('qualification_requirements_en')},
          'additionalInformation', x.additional_information_en)))`,
  async check(db, data, sound) {
    const division = data.shared['division'] ?? '';
    if (division === '' || !sound('shared.division')) return [];
    const [row] = await db.query<{ n: number }>('select count(*)::int as n from divisions where code = $1', [division]);
    return row?.n === 1 ? [] : [{ field: 'shared.division', problem: 'invalidChoice' }];
  },
  async publish(db, { key, data, publishedAt, locales, changeNote, now }) {
    const text = (locale: Locale, field: string) => localized(data, locales, locale, field);
    await db.query(
      `insert into vacancies
         (slug, division, status, closing_date, position_id, position_en, description_id, description_en,
          specifications_id, specifications_en, qualification_requirements_id, qualification_requirements_en,
          additional_information_id, additional_information_en, sample, published_at, locales)
       values ($1, $2, $3, $4::date, $5, $6, $7, $8, $9::jsonb, $10::jsonb, $11::jsonb, $12::jsonb, $13, $14, false,
               $15, $16::text[])
       on conflict (slug) do update set
         division = excluded.division, status = excluded.status, closing_date = excluded.closing_date,
         position_id = excluded.position_id, position_en = excluded.position_en,
         description_id = excluded.description_id, description_en = excluded.description_en,
         specifications_id = excluded.specifications_id, specifications_en = excluded.specifications_en,
         qualification_requirements_id = excluded.qualification_requirements_id,
         qualification_requirements_en = excluded.qualification_requirements_en,
         additional_information_id = excluded.additional_information_id,
         additional_information_en = excluded.additional_information_en, locales = excluded.locales,
         change_history = vacancies.change_history || $17::jsonb`,
      [
        key,
        data.shared['division'],
        data.shared['status'],
        data.shared['closingDate'],
        text('id', 'position'),
        text('en', 'position'),
        text('id', 'description'),
        text('en', 'description'),
        lines(data, locales, 'id', 'specifications'),
        lines(data, locales, 'en', 'specifications'),
        lines(data, locales, 'id', 'qualificationRequirements'),
        lines(data, locales, 'en', 'qualificationRequirements'),
        text('id', 'additionalInformation'),
        text('en', 'additionalInformation'),
        publishedAt,
        locales,
        historyEntry(changeNote, now),
      ],
    );
    await replaceDocuments(db, search, key);
  },
  withdraw: (db, key, at, reason) => withdrawRow(db, 'vacancies', key, at, reason, 'slug'),
  async unpublish(db, key) {
    await removeDocuments(db, search, key);
    await db.query('delete from vacancies where slug = $1', [key]);
  },
};
