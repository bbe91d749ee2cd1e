import {
  fetchApi,
  type ItemResponse,
  type ListResponse,
  type PressRelease,
  type PressReleaseSummary,
} from '@ksei/shared';
import { pageFromQuery, textFromQuery } from '@ksei/shared/content';
import type { PageLoaderArgs } from '@ksei/shared/section/page';

export const PAGE_SIZE = 10;

/** GET /api/press-releases?q&page&pageSize — newest first; the list state comes from the query string. */
export function loadPressReleases({ locale, search, signal }: PageLoaderArgs) {
  const query = { q: textFromQuery(search.get('q')), page: pageFromQuery(search), pageSize: PAGE_SIZE };
  return fetchApi<ListResponse<PressReleaseSummary>>(
    '/api/press-releases',
    { locale, ...query, sort: '-date' },
    { signal },
  );
}

/** GET /api/press-releases/:slug — an unknown slug is a 404 (the page shows "data unavailable"). */
export function loadPressRelease({ locale, params, signal }: PageLoaderArgs) {
  const slug = encodeURIComponent(params.slug ?? '');
  return fetchApi<ItemResponse<PressRelease>>(`/api/press-releases/${slug}`, { locale }, { signal });
}
