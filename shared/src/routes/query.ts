import type { PageDeclaration, QueryParameterKind } from './types.js';

/** The kinds a page may declare for a query parameter. */
export const QUERY_PARAMETER_KINDS: readonly QueryParameterKind[] = ['page', 'choice', 'text'];

/**
 * The longest value each kind may hold: a choice names an item of a list (a type, a sort, a month),
 * text is what a visitor typed, bounded as the API bounds its search text (200 characters).
 */
export const QUERY_VALUE_LIMITS: Readonly<Record<Exclude<QueryParameterKind, 'page'>, number>> = {
  choice: 100,
  text: 200,
};

/** A list page number as the list kit reads it (`pageFromQuery`): one to six digits. */
const PAGE_NUMBER = /^\d{1,6}$/;

export interface CanonicalQuery {
  /** `?name=value&…` with only the page's declared parameters, sorted by name; '' when none. */
  readonly search: string;
  /** A declared text parameter holds something: the page shows what a visitor typed. */
  readonly freeText: boolean;
  /** The parameter whose value is longer than its kind allows (the request is refused), if any. */
  readonly tooLong?: string;
}

/**
 * The query string a page is rendered with: its declared parameters only (the first value of each),
 * empty values and malformed page numbers left out, in name order. Every other parameter (a tracking
 * tag, junk) is dropped, so it neither changes the page nor makes another copy of it. The server
 * renders and caches by this; the browser settles its address on it before hydrating, so both render
 * the same page. `page` is undefined for an address no page matches (no parameter is kept).
 */
export function canonicalQuery(page: Pick<PageDeclaration, 'query'> | undefined, search: string): CanonicalQuery {
  const declared = page?.query ?? {};
  const params = new URLSearchParams(search);
  const kept: [string, string][] = [];
  let freeText = false;
  for (const name of Object.keys(declared).sort()) {
    const kind = declared[name];
    const value = params.get(name);
    if (value === null || value.trim() === '') continue;
    if (kind === 'page') {
      if (PAGE_NUMBER.test(value)) kept.push([name, value]);
      continue;
    }
    if (kind !== 'choice' && kind !== 'text') continue;
    if (value.length > QUERY_VALUE_LIMITS[kind]) return { search: '', freeText: false, tooLong: name };
    if (kind === 'text') freeText = true;
    kept.push([name, value]);
  }
  const query = new URLSearchParams(kept).toString();
  return { search: query === '' ? '' : `?${query}`, freeText };
}
