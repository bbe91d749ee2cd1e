/**
 * The auth rules the browser's store and the server's page guard share: the storage names, the
 * remembered-path rule and the scope check. Browser-free (no store, no DOM), so `@ksei/shared/node`
 * exports them too and both sides decide alike.
 */

/** Storage names of the original auth module: prefix `auth.`, strategy `local`. */
export const AUTH_KEYS = {
  token: 'auth._token.local',
  refreshToken: 'auth._refresh_token.local',
  strategy: 'auth.strategy',
  redirect: 'auth.redirect',
} as const;

/**
 * The auth cookies' `Secure` attribute on a page served over HTTPS: the browser then never sends the
 * session token or the remembered path with a plain-HTTP request to the same host, where anyone on
 * the path could read it. Left out over plain HTTP (development), where a browser would drop the cookie.
 */
export function secureAttribute(overHttps: boolean): string {
  return overHttps ? '; Secure' : '';
}

/** What a scope check reads: a user's `scope`, a list or a map. */
export interface ScopeHolder {
  readonly scope?: readonly string[] | Readonly<Record<string, unknown>>;
}

export type User = Readonly<Record<string, unknown>> & ScopeHolder;

/** Remembered paths must be site-relative (no `//host`, no scheme): the original's rule. */
const RELATIVE_PATH = /^\/([a-zA-Z0-9@\-%_~][/a-zA-Z0-9@\-%_~]*)?([?][^#]*)?(#[^#]*)?$/;
export function isRelativeRedirect(path: unknown): path is string {
  return typeof path === 'string' && RELATIVE_PATH.test(path);
}

/** The original's loop guard: two addresses are the same page when their paths match, query and trailing slashes aside. */
export function isSamePath(a: string, b: string): boolean {
  const path = (url: string): string => (url.split(/[?#]/)[0] ?? '').replace(/\/+$/, '');
  return path(a) === path(b);
}

/** Scope check, as the original's: a list tests membership, a map tests for a truthy key (dotted paths allowed). */
export function hasScope(user: ScopeHolder | null | undefined, scope: string): boolean {
  const granted = user?.scope;
  if (!granted) return false;
  if (Array.isArray(granted)) return granted.includes(scope);
  if (typeof granted !== 'object') return false;
  let value: unknown = granted;
  for (const part of scope.split('.')) {
    if (typeof value !== 'object' || value === null) return false;
    value = (value as Record<string, unknown>)[part];
  }
  return Boolean(value);
}

/**
 * Whether a signed-in user may open a page: a page without a scope is open to every signed-in user,
 * one naming a scope to users holding it.
 */
export function mayOpen(user: ScopeHolder | null | undefined, page: { readonly scope?: string }): boolean {
  return page.scope === undefined || hasScope(user, page.scope);
}
