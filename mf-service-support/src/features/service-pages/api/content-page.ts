import { fetchApi, type ContentPage, type ItemResponse } from '@ksei/shared';
import { CONTENT_PAGE_KEYS } from '@ksei/shared/api';
import type { PageLoaderArgs } from '@ksei/shared/section/page';

/** The content-page key (`/api/pages/:key`) a manifest page shows, if it is a content page. */
export function contentKeyOf(pageId: string): string | undefined {
  return Object.entries(CONTENT_PAGE_KEYS).find(([, id]) => id === pageId)?.[0];
}

/**
 * GET /api/pages/:key of the page; null for a page without a content key (it shows "data
 * unavailable" under its heading). A failed read throws, and the route's error boundary says why.
 */
export async function loadContentPage({ pageId, locale, signal }: PageLoaderArgs): Promise<ContentPage | null> {
  const key = contentKeyOf(pageId);
  if (!key) return null;
  const response = await fetchApi<ItemResponse<ContentPage>>(
    `/api/pages/${encodeURIComponent(key)}`,
    { locale },
    { signal },
  );
  return response.data;
}
