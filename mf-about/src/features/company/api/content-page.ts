import { CONTENT_PAGE_KEYS, useApi, type ContentPage, type ItemResponse } from '@ksei/shared';

/** The content key (`GET /api/pages/:key`) of a manifest page, or null when the page has none. */
export function contentKeyOf(pageId: string): string | null {
  for (const [key, id] of Object.entries(CONTENT_PAGE_KEYS)) if (id === pageId) return key;
  return null;
}

export function useContentPage(pageId: string) {
  const key = contentKeyOf(pageId);
  return useApi<ItemResponse<ContentPage>>(key ? `/api/pages/${encodeURIComponent(key)}` : null);
}
