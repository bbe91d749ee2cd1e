import { PAGES } from './manifest.js';
import { DEFAULT_LOCALE, LOCALES, type Locale, type Owner, type PageDefinition, type RouteMatch } from './types.js';

interface CompiledRoute {
  readonly page: PageDefinition;
  readonly locale: Locale;
  readonly segments: readonly string[];
  readonly paramCount: number;
  readonly alias: boolean;
}

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

function compile(page: PageDefinition, locale: Locale, path: string, alias: boolean): CompiledRoute {
  const segments = splitPath(path);
  return { page, locale, segments, paramCount: segments.filter((s) => s.startsWith(':')).length, alias };
}

// Static routes win over parameterised ones (`equity-securities` before `:slug`).
const byPrecedence = (a: CompiledRoute, b: CompiledRoute): number => a.paramCount - b.paramCount;

const CANONICAL: readonly CompiledRoute[] = PAGES.flatMap((page) =>
  LOCALES.map((locale) => compile(page, locale, page.paths[locale], false)),
).sort(byPrecedence);

const ALIASES: readonly CompiledRoute[] = PAGES.flatMap((page) =>
  (page.aliases ?? []).map((alias) => compile(page, alias.locale, alias.path, true)),
).sort(byPrecedence);

const BY_ID = new Map(PAGES.map((page) => [page.id, page]));

/** Path without query, fragment or trailing slash, percent-decoded. */
export function normalizePath(rawPath: string): string {
  const path = rawPath.split(/[?#]/, 1)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    decoded = path;
  }
  const trimmed = decoded.replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed || '/' : `/${trimmed}`;
}

function matchSegments(route: CompiledRoute, segments: readonly string[]): Record<string, string> | null {
  if (route.segments.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i += 1) {
    const expected = route.segments[i] as string;
    const actual = segments[i] as string;
    if (expected.startsWith(':')) params[expected.slice(1)] = actual;
    else if (expected !== actual) return null;
  }
  return params;
}

function findRoute(routes: readonly CompiledRoute[], rawPath: string): RouteMatch | null {
  // Split before normalising so the stray-space alias (`/en /…`) keeps its segment intact.
  const segments = splitPath(normalizePath(rawPath));
  for (const route of routes) {
    const params = matchSegments(route, segments);
    if (params) return { page: route.page, locale: route.locale, params };
  }
  return null;
}

/** The page a canonical path shows, or null when the path is unknown (a 404). */
export function matchPath(path: string): RouteMatch | null {
  return findRoute(CANONICAL, path);
}

/** For an alias path (spec oddities), the canonical path it redirects to; otherwise null. */
export function resolveAlias(path: string): string | null {
  const match = findRoute(ALIASES, path);
  return match ? buildPath(match.page.id, match.locale, match.params) : null;
}

export function getPage(id: string): PageDefinition {
  const page = BY_ID.get(id);
  if (!page) throw new Error(`Unknown page id: ${id}`);
  return page;
}

export function pagesOwnedBy(owner: Owner): PageDefinition[] {
  return PAGES.filter((page) => page.owner === owner);
}

/** The path of a page in a locale, with `:params` filled in (URL-encoded). */
export function buildPath(pageId: string, locale: Locale, params: Readonly<Record<string, string>> = {}): string {
  const template = getPage(pageId).paths[locale];
  return template.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing parameter "${name}" for page ${pageId}`);
    return encodeURIComponent(value);
  });
}

/** The locale a path is in, read from its prefix (SPEC §4); no browser-language detection. */
export function localeFromPath(path: string): Locale {
  const first = splitPath(normalizePath(path))[0];
  return LOCALES.find((locale) => locale === first) ?? DEFAULT_LOCALE;
}

/** The same page in another locale; unknown paths go to that locale's home. */
export function switchLocale(path: string, target: Locale): string {
  const match = matchPath(path) ?? findRoute(ALIASES, path);
  if (!match) return buildPath('home', target);
  const query = /\?[^#]*/.exec(path)?.[0] ?? '';
  return buildPath(match.page.id, target, match.params) + query;
}

/** Every language version of a matched page, for hreflang links (each version lists all, itself included). */
export function alternates(match: RouteMatch): { locale: Locale; path: string }[] {
  return LOCALES.map((locale) => ({ locale, path: buildPath(match.page.id, locale, match.params) }));
}

/** Breadcrumb trail of page ids from home to the page itself. */
export function breadcrumbTrail(pageId: string): string[] {
  const trail: string[] = [];
  let current: PageDefinition | undefined = getPage(pageId);
  while (current && current.id !== 'home') {
    trail.unshift(current.id);
    current = current.parent ? getPage(current.parent) : undefined;
  }
  return ['home', ...trail];
}
