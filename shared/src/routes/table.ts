import {
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
  type Owner,
  type PageDefinition,
  type RouteMatch,
  type SiteResource,
} from './types.js';
import type { NavGroup } from './types.js';

interface CompiledRoute {
  readonly page: PageDefinition;
  readonly locale: Locale;
  readonly segments: readonly string[];
  readonly paramCount: number;
}

export function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

function compile(page: PageDefinition, locale: Locale, path: string): CompiledRoute {
  const segments = splitPath(path);
  return { page, locale, segments, paramCount: segments.filter((s) => s.startsWith(':')).length };
}

// Static routes win over parameterised ones (`equity-securities` before `:slug`).
const byPrecedence = (a: CompiledRoute, b: CompiledRoute): number => a.paramCount - b.paramCount;

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

/** The header menu groups, in display order. */
export const NAV_GROUPS: readonly NavGroup[] = [
  'about',
  'publication',
  'statistics',
  'regulations',
  'serviceSupport',
  'information',
];

/** The locale a path is in, read from its prefix; no browser-language detection. */
export function localeFromPath(path: string): Locale {
  const first = splitPath(normalizePath(path))[0];
  return LOCALES.find((locale) => locale === first) ?? DEFAULT_LOCALE;
}

/**
 * The route manifest as a lookup structure: every question about paths, pages, titles and menus
 * is answered from one list of pages (the composed manifest), never from path strings elsewhere.
 */
export class RouteTable {
  private readonly canonical: readonly CompiledRoute[];
  private readonly aliases: readonly CompiledRoute[];
  private readonly byId: ReadonlyMap<string, PageDefinition>;

  constructor(readonly pages: readonly PageDefinition[]) {
    this.canonical = pages
      .flatMap((page) => LOCALES.map((locale) => compile(page, locale, page.paths[locale])))
      .sort(byPrecedence);
    this.aliases = pages
      .flatMap((page) => (page.aliases ?? []).map((alias) => compile(page, alias.locale, alias.path)))
      .sort(byPrecedence);
    this.byId = new Map(pages.map((page) => [page.id, page]));
  }

  private find(routes: readonly CompiledRoute[], rawPath: string): RouteMatch | null {
    // Split before normalising so the stray-space alias (`/en /…`) keeps its segment intact.
    const segments = splitPath(normalizePath(rawPath));
    for (const route of routes) {
      const params = matchSegments(route, segments);
      if (params) return { page: route.page, locale: route.locale, params };
    }
    return null;
  }

  /** The page a canonical path shows, or null when the path is unknown (a 404). */
  matchPath(path: string): RouteMatch | null {
    return this.find(this.canonical, path);
  }

  /** For an alias path (spec oddities), the canonical path it redirects to; otherwise null. */
  resolveAlias(path: string): string | null {
    const match = this.find(this.aliases, path);
    return match ? this.buildPath(match.page.id, match.locale, match.params) : null;
  }

  hasPage(id: string): boolean {
    return this.byId.has(id);
  }

  /** The page with this id; throws for an id the manifest does not have. */
  getPage(id: string): PageDefinition {
    const page = this.byId.get(id);
    if (!page) throw new Error(`Unknown page id: ${id}`);
    return page;
  }

  /**
   * The page that shows one item of `resource` by its `:slug` (its `detail` declaration), if a live
   * page declares one: how the server finds an item's page without naming a section's page id.
   */
  detailPageOf(resource: SiteResource): PageDefinition | undefined {
    return this.pages.find((page) => page.detail?.resource === resource);
  }

  /** The page that lists `resource` (its `lists` declaration), or the one listing that category of it. */
  listPageOf(resource: SiteResource, category?: string): PageDefinition | undefined {
    return this.pages.find((page) => page.lists?.resource === resource && page.lists.category === category);
  }

  /**
   * Every old-site address a page declares, with the page's current path. One whose parameters no longer
   * build the page's path is left out: it then answers like any unknown address, never with a dead path.
   */
  legacyRedirects(): { from: string; to: string }[] {
    return this.pages.flatMap((page) =>
      (page.legacy ?? []).flatMap(({ from, locale, params }) => {
        try {
          return [{ from, to: this.buildPath(page.id, locale, params) }];
        } catch {
          return [];
        }
      }),
    );
  }

  pagesOwnedBy(owner: Owner): PageDefinition[] {
    return this.pages.filter((page) => page.owner === owner);
  }

  /** The path of a page in a locale, with `:params` filled in (URL-encoded). */
  buildPath(pageId: string, locale: Locale, params: Readonly<Record<string, string>> = {}): string {
    const template = this.getPage(pageId).paths[locale];
    return template.replace(/:([A-Za-z]+)/g, (_, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`Missing parameter "${name}" for page ${pageId}`);
      return encodeURIComponent(value);
    });
  }

  /** The page's localized name; the id itself for a page the manifest does not (or no longer) have. */
  pageTitle(pageId: string, locale: Locale): string {
    return this.byId.get(pageId)?.titles[locale] ?? pageId;
  }

  /** The same page in another locale; unknown paths go to that locale's home. */
  /** The matched page in `target`'s language, with `search` kept; home of that language without a match. */
  localeVersion(match: RouteMatch | null, target: Locale, search = ''): string {
    return match ? this.buildPath(match.page.id, target, match.params) + search : this.buildPath('home', target);
  }

  switchLocale(path: string, target: Locale): string {
    const match = this.matchPath(path) ?? this.find(this.aliases, path);
    if (!match) return this.buildPath('home', target);
    const query = /\?[^#]*/.exec(path)?.[0] ?? '';
    return this.buildPath(match.page.id, target, match.params) + query;
  }

  /** Every language version of a matched page, for hreflang links (each version lists all, itself included). */
  alternates(match: RouteMatch): { locale: Locale; path: string }[] {
    return LOCALES.map((locale) => ({ locale, path: this.buildPath(match.page.id, locale, match.params) }));
  }

  /** Breadcrumb trail of page ids from home to the page itself; a parent no longer there ends it. */
  breadcrumbTrail(pageId: string): string[] {
    const trail: string[] = [];
    let current: PageDefinition | undefined = this.byId.get(pageId);
    while (current && current.id !== 'home' && !trail.includes(current.id)) {
      trail.unshift(current.id);
      current = current.parent ? this.byId.get(current.parent) : undefined;
    }
    return ['home', ...trail];
  }

  /** The header menu: each group with its pages, in manifest order. */
  navigation(): { group: NavGroup; pages: PageDefinition[] }[] {
    return NAV_GROUPS.map((group) => ({ group, pages: this.pages.filter((page) => page.nav === group) }));
  }
}
