import { fetchApi, type Bulletin, type ListResponse, type OtherPublication } from '@ksei/shared';
import { pageFromQuery } from '@ksei/shared/content';
import type { PageLoaderArgs } from '@ksei/shared/section/page';

export const PAGE_SIZE = 10;

/** GET /api/bulletins?page&pageSize — the page comes from the query string. */
export function loadBulletins({ locale, search, signal }: PageLoaderArgs) {
  const query = { page: pageFromQuery(search), pageSize: PAGE_SIZE };
  return fetchApi<ListResponse<Bulletin>>('/api/bulletins', { locale, ...query }, { signal });
}

/** GET /api/other-publications?page&pageSize — the page comes from the query string. */
export function loadOtherPublications({ locale, search, signal }: PageLoaderArgs) {
  const query = { page: pageFromQuery(search), pageSize: PAGE_SIZE };
  return fetchApi<ListResponse<OtherPublication>>('/api/other-publications', { locale, ...query }, { signal });
}
