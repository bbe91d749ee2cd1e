import { fetchApi, type EventItem, type ListResponse } from '@ksei/shared';
import { pageFromQuery } from '@ksei/shared/content';
import type { PageLoaderArgs } from '@ksei/shared/section/page';

export const PAGE_SIZE = 10;

/** GET /api/events?page&pageSize — the page comes from the query string. */
export function loadEvents({ locale, search, signal }: PageLoaderArgs) {
  const query = { page: pageFromQuery(search), pageSize: PAGE_SIZE };
  return fetchApi<ListResponse<EventItem>>('/api/events', { locale, ...query }, { signal });
}
