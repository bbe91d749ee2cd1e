import type { SearchQuery, SearchResponse, SuggestQuery, SuggestResponse } from '@ksei/shared/node';
import type { Queryable } from '../../db/database.js';
import type { SearchIndex } from './memory-index.js';
import { queryWords, suggestionsOf } from './query-text.js';
import { searchFromIndex, suggestFromIndex } from './search-from-index.js';
import { searchInDatabase, suggestInDatabase } from './search-in-database.js';
import type { SearchTargets } from './targets.js';

export { markSnippet, prefixQuery, queryWords } from './query-text.js';
export { searchInDatabase, suggestInDatabase } from './search-in-database.js';

/**
 * The site search: every type's count for the query and one page of hits, ranked, with snippets whose
 * only markup is `<mark>`; a query that finds nothing may come with a corrected one (`didYouMean`).
 * Each hit leads to the page the live manifest says shows it (`targets`).
 */
export async function searchSite(
  db: Queryable,
  query: SearchQuery,
  targets: SearchTargets,
  index?: SearchIndex,
): Promise<SearchResponse> {
  const words = queryWords(query.q);
  if (words.length === 0) return { query: query.q, total: 0, counts: [], groups: [] };
  return (index && (await searchFromIndex(db, query, targets, index, words))) ?? searchInDatabase(db, query, targets);
}

/** Up to 8 titles for what is typed so far: word prefixes first, then typos corrected word by word. */
export async function suggest(
  db: Queryable,
  query: SuggestQuery,
  targets: SearchTargets,
  index?: SearchIndex,
): Promise<SuggestResponse> {
  const words = queryWords(query.q);
  if (words.length === 0) return { data: [] };
  const rows = (index && (await suggestFromIndex(db, query.locale, targets, index, words))) ?? undefined;
  return rows ? suggestionsOf(rows, targets) : suggestInDatabase(db, query, targets);
}
