import { useApi, type Bulletin, type ListResponse, type OtherPublication } from '@ksei/shared';

interface Paging {
  readonly page: number;
  readonly pageSize: number;
}

/** GET /api/bulletins?page&pageSize */
export function useBulletins(query: Paging) {
  return useApi<ListResponse<Bulletin>>('/api/bulletins', { ...query });
}

/** GET /api/other-publications?page&pageSize */
export function useOtherPublications(query: Paging) {
  return useApi<ListResponse<OtherPublication>>('/api/other-publications', { ...query });
}
