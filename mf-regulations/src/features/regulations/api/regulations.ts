import { fetchApi, type ListResponse, type Regulation, type RegulationCategory } from '@ksei/shared';
import { oneOf, pageFromQuery, textFromQuery } from '@ksei/shared/content';
import type { PageLoaderArgs } from '@ksei/shared/section/page';
import { DEFAULT_SORT, REGULATION_SORTS } from './sort.js';

export const PAGE_SIZE = 10;

/** Which regulation category each page of this section lists. */
export const CATEGORY_OF_PAGE: Readonly<Record<string, RegulationCategory>> = {
  'regulations.capitalMarketLaw': 'capital-market-law',
  'regulations.fsaRegulations': 'fsa-regulations',
  'regulations.kseiRegulations': 'ksei-regulations',
  'regulations.kseiRegulationDraft': 'ksei-regulation-draft',
  'regulations.operatingProcedure': 'operating-procedure',
};

/** The list's search text and sort as the query string holds them (the loader and the page read the same). */
export function regulationQuery(search: URLSearchParams) {
  return { q: textFromQuery(search.get('q')), sort: oneOf(search.get('sort'), REGULATION_SORTS, DEFAULT_SORT) };
}

/** GET /api/regulations?category&q&sort&page&pageSize — the category is the page's, the rest the query's. */
export function loadRegulations({ pageId, locale, search, signal }: PageLoaderArgs) {
  const category = CATEGORY_OF_PAGE[pageId];
  // Every declared page has a category (a unit test checks); another id is a programming error.
  if (!category) throw new Error(`mf-regulations: no regulation category for page ${pageId}`);
  const query = { category, ...regulationQuery(search), page: pageFromQuery(search), pageSize: PAGE_SIZE };
  return fetchApi<ListResponse<Regulation>>('/api/regulations', { locale, ...query }, { signal });
}
