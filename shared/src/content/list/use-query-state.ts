import { useCallback, useMemo } from 'react';
import { buildPath, navigate, useLocale, useLocation } from '@ksei/shared';
import { nextQuery, pageFromQuery, withQuery, type QueryChanges } from './query.js';

/**
 * The current page's query string as list state: read from the shared location store, changed with a
 * client navigation (a history entry per change, so back restores the previous list).
 */
export function useQueryState(pageId: string, routeParams: Readonly<Record<string, string>> = {}) {
  const { search } = useLocation();
  const locale = useLocale();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const slug = routeParams.slug;
  const base = buildPath(pageId, locale, slug === undefined ? {} : { slug });
  const hrefWith = useCallback((changes: QueryChanges) => withQuery(base, nextQuery(search, changes)), [base, search]);
  const update = useCallback((changes: QueryChanges) => navigate(hrefWith(changes)), [hrefWith]);
  return { params, page: pageFromQuery(params), hrefWith, update, locale };
}
