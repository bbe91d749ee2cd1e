/**
 * A press release's public row (`press_releases`, keyed by its page's slug): title, summary and body per
 * language (the body's blocks as the site renders them), its picture with a caption per language, and
 * its search documents.
 */
import { parseBody, type ContentData, type FileLink, type Locale } from '@ksei/shared/node';
import type { Queryable } from '../../../db/database.js';
import { publishFiles, unpublishFiles } from '../attachments/public-files.js';
import { removeDocuments, replaceDocuments, type SearchSource } from '../search-documents.js';
import { historyEntry, localized, withdrawRow, type Projection } from './projection.js';

/** The text of a body's blocks in the public row `x`, for search. */
const bodyText = (column: string): string =>
  `coalesce((select string_agg(coalesce(b ->> 'text', (select string_agg(i, ' ') from jsonb_array_elements_text(
     case when jsonb_typeof(b -> 'items') = 'array' then b -> 'items' else '[]'::jsonb end) i)), ' ')
   from jsonb_array_elements(x.${column}) b), '')`;

const search: SearchSource = {
  documentType: 'pressRelease',
  table: 'press_releases',
  key: 'slug',
  insertLive: `insert into search_documents (type, locale, title, body, resource, params, sort_date)
    select 'pressRelease', l.locale,
      case when l.locale = 'en' then x.title_en else x.title_id end,
      case when l.locale = 'en' then x.summary_en || ' ' || ${bodyText('body_en')}
        else x.summary_id || ' ' || ${bodyText('body_id')} end,
      'pressReleases', jsonb_build_object('slug', x.slug), x.date
    from press_releases x
    cross join (values ('id'), ('en')) as l (locale)`,
};

/** A picture as the public row keeps it: the link, its size in pixels and a caption per language. */
interface StoredImage extends FileLink {
  readonly width: number;
  readonly height: number;
  readonly caption_id: string;
  readonly caption_en: string;
}

/** A language's body as the public row stores it (blocks; the declaration checked them on save). */
function bodyOf(data: ContentData, locales: readonly Locale[], locale: Locale): string {
  const body = parseBody(localized(data, locales, locale, 'body'));
  return JSON.stringify('blocks' in body ? body.blocks : []);
}

/**
 * The pictures the published row shows: the revision's picture with its captions, or, when it names
 * none, the pictures the row had that were not this item's own uploads (the seed's).
 */
async function publishImages(
  db: Queryable,
  key: string,
  data: ContentData,
  locales: readonly Locale[],
  liveFrom: Date,
): Promise<StoredImage[]> {
  const [before] = await db.query<{ images: StoredImage[] }>('select images from press_releases where slug = $1', [
    key,
  ]);
  const previous = before?.images ?? [];
  const image = data.shared['image'] ?? '';
  const links = await publishFiles(db, {
    type: 'pressRelease',
    key,
    slots: image === '' ? [] : [{ locale: 'id', fileId: image }],
    liveFrom,
    previous,
  });
  if (image === '') {
    const kept = new Set(links.map((link) => link.url));
    return previous.filter((one) => kept.has(one.url));
  }
  const [size] = await db.query<{ width: number; height: number }>(
    'select width, height from attachment_files where id = $1',
    [Number(image)],
  );
  return links.map((link) => ({
    ...link,
    width: size?.width ?? 0,
    height: size?.height ?? 0,
    caption_id: localized(data, locales, 'id', 'imageCaption'),
    caption_en: localized(data, locales, 'en', 'imageCaption'),
  }));
}

export const pressRelease: Projection = {
  table: 'press_releases',
  search,
  adoptData: `jsonb_build_object(
      'shared', jsonb_build_object('date', x.date::text),
      'parts', jsonb_build_object(
        'id', jsonb_build_object('title', x.title_id, 'summary', x.summary_id, 'body', x.body_id::text),
        'en', jsonb_build_object('title', x.title_en, 'summary', x.summary_en, 'body', x.body_en::text)))`,
  // Every field is checked by the declaration (the body's blocks, the picture's kind).
  check: () => Promise.resolve([]),
  async publish(db, { key, data, publishedAt, locales, changeNote, now }) {
    const images = await publishImages(db, key, data, locales, publishedAt);
    await db.query(
      `insert into press_releases
         (slug, date, title_id, title_en, summary_id, summary_en, body_id, body_en, images, sample, published_at, locales)
       values ($1, $2::date, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9::jsonb, false, $10, $11::text[])
       on conflict (slug) do update set
         date = excluded.date, title_id = excluded.title_id, title_en = excluded.title_en,
         summary_id = excluded.summary_id, summary_en = excluded.summary_en, body_id = excluded.body_id,
         body_en = excluded.body_en, images = excluded.images, locales = excluded.locales,
         change_history = press_releases.change_history || $12::jsonb`,
      [
        key,
        data.shared['date'],
        localized(data, locales, 'id', 'title'),
        localized(data, locales, 'en', 'title'),
        localized(data, locales, 'id', 'summary'),
        localized(data, locales, 'en', 'summary'),
        bodyOf(data, locales, 'id'),
        bodyOf(data, locales, 'en'),
        JSON.stringify(images),
        publishedAt,
        locales,
        historyEntry(changeNote, now),
      ],
    );
    await replaceDocuments(db, search, key);
  },
  withdraw: (db, key, at, reason) => withdrawRow(db, 'press_releases', key, at, reason, 'slug'),
  async unpublish(db, key) {
    await removeDocuments(db, search, key);
    await unpublishFiles(db, 'pressRelease', key);
    await db.query('delete from press_releases where slug = $1', [key]);
  },
};
