import { fetchApi, type ContentPage, type ItemResponse } from '@ksei/shared';
import { CONTENT_PAGE_KEYS } from '@ksei/shared/api';
import type { PageLoaderArgs } from '@ksei/shared/section/page';
import { settle, type Settled } from '../../../shared/settled.js';

/** The content key (`GET /api/pages/:key`) of a manifest page, or null when the page has none. */
export function contentKeyOf(pageId: string): string | null {
  for (const [key, id] of Object.entries(CONTENT_PAGE_KEYS)) if (id === pageId) return key;
  return null;
}

/**
 * GET /api/pages/:key of the page (null: the page has no content key). A failure is returned, not
 * thrown, so what follows the body (the whistleblowing form link, the shareholders) still shows.
 */
export async function loadContentPage({
  pageId,
  locale,
  signal,
}: Pick<PageLoaderArgs, 'pageId' | 'locale' | 'signal'>): Promise<Settled<ContentPage> | null> {
  const key = contentKeyOf(pageId);
  if (!key) return null;
  const read = fetchApi<ItemResponse<ContentPage>>(`/api/pages/${encodeURIComponent(key)}`, { locale }, { signal });
  return settle(read.then((response) => response.data));
}
