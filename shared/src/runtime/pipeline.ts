import { routeTable } from '../routes/active.js';
import { normalizePath, type RouteTable } from '../routes/table.js';
import { LOCALES, type RouteMatch } from '../routes/types.js';

/** A redirect decided by a navigation step; `status` is what the server answers with. */
export interface Redirect {
  readonly to: string;
  readonly status: 301 | 302;
}

export interface NavigationContext {
  /** Path with query string, as requested. */
  readonly url: string;
  /**
   * Legacy-URL table (old path with query → new path), from the server's API. A value is either the
   * target path (answered with 301) or the table row's own target and status.
   */
  readonly legacyRedirects?: ReadonlyMap<string, string | Redirect>;
  /** The route manifest to decide with; the page's active one when absent (the browser). */
  readonly routes?: RouteTable;
  /**
   * The page the path matched, when the caller has looked it up already (the server's one lookup per
   * request): the steps use it instead of walking the manifest again. Absent: they look up themselves.
   */
  readonly match?: RouteMatch | null;
}

/** The page the context's path matches: the caller's answer when it has one, else a lookup. */
function matchOf(context: NavigationContext, path: string): RouteMatch | null {
  return context.match !== undefined ? context.match : routesOf(context).matchPath(path);
}

const routesOf = (context: NavigationContext): RouteTable => context.routes ?? routeTable();

export type NavigationStep = (context: NavigationContext) => Redirect | null;

export class UnknownMiddlewareError extends Error {
  readonly statusCode = 500;
  constructor(readonly step: string) {
    super('Unknown middleware');
    this.name = 'UnknownMiddlewareError';
  }
}

function splitUrl(url: string): { path: string; query: string } {
  const index = url.search(/[?#]/);
  return index === -1 ? { path: url, query: '' } : { path: url.slice(0, index), query: url.slice(index) };
}

/** The legacy-table entry for `url`: the exact address with its query first, then the bare path. */
function legacyEntry({ url, legacyRedirects }: NavigationContext): Redirect | null {
  if (!legacyRedirects || legacyRedirects.size === 0) return null;
  const value = legacyRedirects.get(url) ?? legacyRedirects.get(splitUrl(url).path);
  if (value === undefined) return null;
  return typeof value === 'string' ? { to: value, status: 301 } : value;
}

/** Locale prefix normalisation: `/EN/x` → `/en/x`; `/tentang-ksei/sekilas` → `/id/tentang-ksei/sekilas`. */
const redirection: NavigationStep = (context) => {
  // An operator's legacy entry is more specific than the generic prefixing, so it wins.
  if (legacyEntry(context) !== null) return null;
  const { path, query } = splitUrl(context.url);
  const segments = path.split('/');
  const first = segments[1] ?? '';
  const lower = first.toLowerCase();
  if (first !== lower && (LOCALES as readonly string[]).includes(lower)) {
    segments[1] = lower;
    return { to: segments.join('/') + query, status: 301 };
  }
  if (path !== '/' && !(LOCALES as readonly string[]).includes(lower) && matchOf(context, path) === null) {
    const prefixed = `/id${normalizePath(path)}`;
    const match = routesOf(context).matchPath(prefixed);
    if (match && match.page.id !== 'login') return { to: prefixed + query, status: 301 };
  }
  return null;
};

/** Old-site addresses (e.g. `/whistleblowing?setLocale=en-US`) from the server's legacy-URL table. */
const redirectionApi: NavigationStep = (context) => legacyEntry(context);

/** Manifest aliases: the spec's odd paths answer with the canonical page. */
const redirectRules: NavigationStep = (context) => {
  // A page's own path is no alias of another (aliases never equal a canonical path).
  if (context.match) return null;
  const { path, query } = splitUrl(context.url);
  const to = routesOf(context).resolveAlias(path);
  return to ? { to: to + query, status: 301 } : null;
};

/** The bare root goes to the default locale with 302, as on the original site. */
const language: NavigationStep = (context) => {
  const { path, query } = splitUrl(context.url);
  if (path !== '/' && path !== '') return null;
  return { to: routesOf(context).buildPath('home', 'id') + query, status: 302 };
};

export const NAVIGATION_STEPS: Readonly<Record<string, NavigationStep>> = {
  redirection,
  redirectionApi,
  redirectRules,
  language,
};

/** The order every navigation runs in (the original's middleware order, kept by the shell). */
export const DEFAULT_PIPELINE = ['redirection', 'redirectionApi', 'redirectRules', 'language'] as const;

/** Runs named steps in order; the first redirect wins. A missing step is a 500 "Unknown middleware". */
export function runNavigationPipeline(
  context: NavigationContext,
  names: readonly string[] = DEFAULT_PIPELINE,
  steps: Readonly<Record<string, NavigationStep>> = NAVIGATION_STEPS,
): Redirect | null {
  for (const name of names) {
    const step = steps[name];
    if (!step) throw new UnknownMiddlewareError(name);
    const redirect = step(context);
    if (redirect) return redirect;
  }
  return null;
}
