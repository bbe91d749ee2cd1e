import type {
  ContentBlock,
  DatedListQuery,
  ListResponse,
  Locale,
  PressRelease,
  PressReleaseSummary,
} from '@ksei/shared/node';
import type { Queryable } from '../../db/database.js';
import { Conditions, col, listPage, orderBy } from '../../db/sql.js';
import { publishedState, publishedStateColumns, visibleNow, type PublishedStateRow } from './published-state.js';

interface SummaryRow extends PublishedStateRow {
  slug: string;
  date: string;
  title: string;
  summary: string;
  sample: boolean;
}
interface ImageRow {
  name: string;
  url: string;
  type: string;
  sizeBytes: number;
  width: number;
  height: number;
  caption_id: string;
  caption_en: string;
}
interface DetailRow extends SummaryRow {
  body: ContentBlock[];
  images: ImageRow[];
}

const toSummary =
  (locale: Locale) =>
  (row: SummaryRow): PressReleaseSummary => ({
    slug: row.slug,
    date: row.date,
    title: row.title,
    summary: row.summary,
    sample: row.sample,
    ...publishedState(row, locale),
  });

const summaryColumns = (l: Locale): string =>
  `p.slug, p.date::text as date, p.${col('title', l)} as title, p.${col('summary', l)} as summary, p.sample,
   ${publishedStateColumns('p')}`;
const VISIBLE = visibleNow('p');

/** One page of press releases: title search, year, by date either way. */
export function pressReleaseList(db: Queryable, query: DatedListQuery): Promise<ListResponse<PressReleaseSummary>> {
  const { q, year, sort, locale } = query;
  const conditions = new Conditions().contains(`p.${col('title', locale)}`, q).always(VISIBLE);
  if (year !== undefined) conditions.add('extract(year from p.date) = ?', year);
  return listPage(
    db,
    {
      select: summaryColumns(locale),
      from: 'press_releases p',
      conditions,
      orderBy: orderBy(sort, { date: 'p.date' }, 'p.slug'),
    },
    query,
    toSummary(locale),
  );
}

/** A press release with its body and images (captions in the page's language), if it exists. */
export async function pressRelease(db: Queryable, slug: string, l: Locale): Promise<PressRelease | undefined> {
  const [row] = await db.query<DetailRow>(
    `select ${summaryColumns(l)}, p.${col('body', l)} as body, p.images from press_releases p
     where p.slug = $1 and ${VISIBLE}`,
    [slug],
  );
  if (!row) return undefined;
  return {
    ...toSummary(l)(row),
    body: row.body,
    images: row.images.map(({ caption_id, caption_en, ...file }) => ({
      ...file,
      caption: l === 'id' ? caption_id : caption_en,
    })),
  };
}

/** What a press release's page head says: title, summary, date (the page's language), if it exists. */
export async function pressReleaseHead(
  db: Queryable,
  slug: string,
  l: Locale,
): Promise<{ title: string; description: string; date: string } | undefined> {
  const [row] = await db.query<{ title: string; description: string; date: string }>(
    `select case when $2 = 'en' then title_en else title_id end as title,
            case when $2 = 'en' then summary_en else summary_id end as description,
            to_char(date, 'YYYY-MM-DD') as date
     from press_releases p where slug = $1 and ${VISIBLE}`,
    [slug, l],
  );
  return row;
}

/** Every press release's slug, newest first. */
export async function pressReleaseSlugs(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ slug: string }>(
    `select slug from press_releases p where ${VISIBLE} order by date desc, slug`,
  );
  return rows.map((row) => row.slug);
}

/** The newest press releases (for the feed). */
export function latestPressReleases(
  db: Queryable,
  l: Locale,
  limit: number,
): Promise<{ slug: string; title: string; summary: string; date: string }[]> {
  return db.query(
    `select slug, case when $1 = 'en' then title_en else title_id end as title,
            case when $1 = 'en' then summary_en else summary_id end as summary, to_char(date, 'YYYY-MM-DD') as date
     from press_releases p where ${VISIBLE} order by date desc, slug limit ${limit}`,
    [l],
  );
}
