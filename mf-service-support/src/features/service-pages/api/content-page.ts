import { CONTENT_PAGE_KEYS, useApi, type ContentPage, type ItemResponse } from '@ksei/shared';

/** The content-page key (`/api/pages/:key`) a manifest page shows, if it is a content page. */
export function contentKeyOf(pageId: string): string | undefined {
  return Object.entries(CONTENT_PAGE_KEYS).find(([, id]) => id === pageId)?.[0];
}

/** GET /api/pages/:key */
export function useContentPage(key: string | undefined) {
  return useApi<ItemResponse<ContentPage>>(key ? `/api/pages/${encodeURIComponent(key)}` : null);
}
