import {
  fetchApi,
  fieldError,
  type ItemResponse,
  type ListResponse,
  type SecurityDetail,
  type SecurityFacets,
  type SecuritySort,
  type SecuritySummary,
} from '@ksei/shared';
import { oneOf, pageFromQuery, textFromQuery } from '@ksei/shared/content';
import { SECURITY_SORTS } from '@ksei/shared/api';
import type { PageLoaderArgs } from '@ksei/shared/section/page';

export const PAGE_SIZE = 20;
export const DEFAULT_SORT: SecuritySort = 'code';

/** The lookup's state as the address holds it: `?q&type&status&sort&page`. */
export function lookupQuery(search: URLSearchParams) {
  return {
    q: textFromQuery(search.get('q')),
    type: textFromQuery(search.get('type')),
    status: textFromQuery(search.get('status')),
    sort: oneOf(search.get('sort'), SECURITY_SORTS, DEFAULT_SORT),
    page: pageFromQuery(search),
  };
}

export interface IsinLookupData {
  /** Null when the API refused the search text (`problem` says why, in the page's language). */
  readonly list: ListResponse<SecuritySummary> | null;
  readonly problem: string | null;
  readonly facets: SecurityFacets;
}

/**
 * GET /api/securities with the address's filters, and the types and statuses to filter by. Text shaped
 * like an ISIN whose check digit is wrong is refused by the API with an explanation: that is the page's
 * state, not a failure, so the page shows it beside the search box and keeps what was typed.
 */
export async function loadIsinLookup({ locale, search, signal }: PageLoaderArgs): Promise<IsinLookupData> {
  const { q, type, status, sort, page } = lookupQuery(search);
  const facets = fetchApi<ItemResponse<SecurityFacets>>('/api/security-facets', { locale }, { signal });
  const list = fetchApi<ListResponse<SecuritySummary>>(
    '/api/securities',
    { locale, q, type, status, sort: sort === DEFAULT_SORT ? undefined : sort, page, pageSize: PAGE_SIZE },
    { signal },
  ).then(
    (response) => ({ list: response, problem: null }),
    (error: unknown) => {
      const problem = fieldError(error, 'q');
      if (problem === undefined) throw error;
      return { list: null, problem };
    },
  );
  const [answer, { data }] = await Promise.all([list, facets]);
  return { ...answer, facets: data };
}

/** GET /api/securities/:code — an unknown code is a 404 (the page shows "data unavailable"). */
export function loadSecurity({ locale, params, signal }: PageLoaderArgs) {
  const code = encodeURIComponent(params.slug ?? '');
  return fetchApi<ItemResponse<SecurityDetail>>(`/api/securities/${code}`, { locale }, { signal });
}
