import {
  useApi,
  type ItemResponse,
  type ListResponse,
  type PressRelease,
  type PressReleaseSummary,
} from '@ksei/shared';

/** GET /api/press-releases?q&page&pageSize — newest first. */
export function usePressReleases(query: { readonly q: string; readonly page: number; readonly pageSize: number }) {
  return useApi<ListResponse<PressReleaseSummary>>('/api/press-releases', { ...query, sort: '-date' });
}

/** GET /api/press-releases/:slug — 404 for an unknown slug. */
export function usePressRelease(slug: string) {
  return useApi<ItemResponse<PressRelease>>(slug ? `/api/press-releases/${encodeURIComponent(slug)}` : null);
}
