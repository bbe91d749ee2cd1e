/**
 * URL query-string state for lists: filters, search text, sort and page live in the address, so a link
 * can be shared and the back button restores the list. Pure functions; `useQueryState` wires them up.
 */
export type QueryChanges = Readonly<Record<string, string | number | undefined | null>>;

/** A positive page number from the query (`?page=3`), 1 when missing or malformed. */
export function pageFromQuery(params: URLSearchParams): number {
  const raw = params.get('page') ?? '';
  if (!/^\d{1,6}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 ? page : 1;
}

/** A value the query may hold only from a fixed set, else the fallback. */
export function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** `YYYY-MM` with a real month, else ''. */
export function monthFromQuery(value: string | null): string {
  return value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : '';
}

/** Search text from the query: trimmed, at most 100 characters. */
export function textFromQuery(value: string | null): string {
  return (value ?? '').trim().slice(0, 100);
}

/**
 * The next query string: the current one with `changes` applied (empty values removed). Any change
 * other than the page itself sends the list back to page 1. Keys are sorted so equal states give
 * equal URLs; `page=1` is left out.
 */
export function nextQuery(current: string, changes: QueryChanges): string {
  const params = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === null || String(value).trim() === '') params.delete(key);
    else params.set(key, String(value).trim());
  }
  if (!('page' in changes)) params.delete('page');
  if (params.get('page') === '1') params.delete('page');
  const sorted = new URLSearchParams([...params.entries()].sort(([a], [b]) => a.localeCompare(b)));
  return sorted.toString();
}

/** A path with its query string (no `?` when empty). */
export function withQuery(path: string, query: string): string {
  return query ? `${path}?${query}` : path;
}
