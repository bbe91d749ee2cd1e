import {
  SEARCH_QUERY_SCHEMA,
  SEARCH_RESPONSE_SCHEMA,
  SUGGEST_QUERY_SCHEMA,
  SUGGEST_RESPONSE_SCHEMA,
  type SearchQuery,
  type SearchResponse,
  type SuggestQuery,
  type RouteTable,
  type SuggestResponse,
} from '@ksei/shared/node';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';
import { SearchIndex, type SearchChanges } from '../domains/search/memory-index.js';
import { searchSite, suggest } from '../domains/search/search.js';
import { searchTargets } from '../domains/search/targets.js';

/**
 * GET /api/search?q&type&page&pageSize — GET /api/search/suggest?q. Hits lead to the pages of the
 * route manifest live now (`routes`): a section release that renames a page moves its hits. Answers
 * come from the search documents in memory, checked against the table's version on every answer
 * (`changes`, when given, has a changed table read again at once rather than on the next answer).
 */
export function registerSearchApi(
  app: FastifyInstance,
  db: Queryable,
  routes: { current(): Promise<RouteTable> },
  changes?: SearchChanges,
  warm = false,
): void {
  const index = new SearchIndex(db, {
    changes,
    onLoadError: (error) => app.log.error({ err: error }, 'search: reading the index failed, the database answers'),
  });
  app.addHook('onClose', async () => index.close());
  // Read in the background once the app is ready (not awaited: the start is not held for it); a
  // failure leaves the database to answer, as it would on the first search.
  if (warm) app.addHook('onReady', async () => void index.current().catch(() => undefined));
  app.get<{ Querystring: SearchQuery }>(
    '/api/search',
    {
      config: { rateLimit: 'search' },
      schema: { querystring: SEARCH_QUERY_SCHEMA, response: { 200: SEARCH_RESPONSE_SCHEMA } },
    },
    async (request): Promise<SearchResponse> =>
      searchSite(db, request.query, searchTargets(await routes.current()), index),
  );

  app.get<{ Querystring: SuggestQuery }>(
    '/api/search/suggest',
    {
      config: { rateLimit: 'suggest' },
      schema: { querystring: SUGGEST_QUERY_SCHEMA, response: { 200: SUGGEST_RESPONSE_SCHEMA } },
    },
    async (request): Promise<SuggestResponse> =>
      suggest(db, request.query, searchTargets(await routes.current()), index),
  );
}
