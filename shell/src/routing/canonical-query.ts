import { canonicalQuery, matchPath } from '@ksei/shared';

/**
 * Settles the address's query on the one the server rendered the page with: the page's declared
 * parameters only (a tracking tag or junk is dropped), so that the shell and the section hydrate the
 * same page the server drew. Runs once, at boot, before anything reads the address; a query the server
 * refused (a value too long) is left for the error page.
 */
export function settleQuery(): void {
  const { pathname, search, hash } = window.location;
  const query = canonicalQuery(matchPath(pathname)?.page, search);
  if (query.tooLong !== undefined || query.search === search) return;
  window.history.replaceState(window.history.state, '', pathname + query.search + hash);
}
