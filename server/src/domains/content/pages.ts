import type { ContentBlock, ContentPage, Locale } from '@ksei/shared/node';
import type { Queryable } from '../../db/database.js';
import { col } from '../../db/sql.js';

interface Row {
  key: string;
  title: string;
  summary: string | null;
  blocks: ContentBlock[];
  updated_at: string;
  sample: boolean;
}

/** A structured content page (CONTENT_PAGE_KEYS) in one language, if the database has it. */
export async function contentPage(db: Queryable, key: string, l: Locale): Promise<ContentPage | undefined> {
  const [row] = await db.query<Row>(
    `select key, ${col('title', l)} as title, ${col('summary', l)} as summary, ${col('blocks', l)} as blocks,
            updated_at::text as updated_at, sample
     from content_pages where key = $1`,
    [key],
  );
  if (!row) return undefined;
  return {
    key: row.key,
    title: row.title,
    ...(row.summary ? { summary: row.summary } : {}),
    blocks: row.blocks,
    updatedAt: row.updated_at,
    sample: row.sample,
  };
}
