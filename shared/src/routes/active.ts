import { RouteTable } from './table.js';
import type { Locale, NavGroup, Owner, PageDefinition, RouteMatch } from './types.js';

/**
 * The route manifest this page (or this process) works with. In the browser the shell sets it once at
 * boot from the manifest the server composed and inlined into the page; a section's standalone harness
 * sets it from its own declaration. Everything below reads it, so one `@ksei/shared` instance means one
 * manifest for the shell and every section. The server passes explicit tables instead (a release may
 * change the manifest between two requests).
 */
let active = new RouteTable([]);
const listeners = new Set<() => void>();

export function setRouteTable(table: RouteTable): void {
  active = table;
  for (const listener of listeners) listener();
}

export function routeTable(): RouteTable {
  return active;
}

/** Called after the manifest changed; returns the way to stop. */
export function onRouteTableChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The last answer of `matchPath`: a navigation asks for its path from several places, one walk serves all. */
let lastMatch: { readonly table: RouteTable; readonly path: string; readonly match: RouteMatch | null } | null = null;

/** The page at `path` in the active manifest; asking again for the same path does not walk it again. */
export const matchPath = (path: string): RouteMatch | null => {
  if (lastMatch?.table === active && lastMatch.path === path) return lastMatch.match;
  const match = active.matchPath(path);
  lastMatch = { table: active, path, match };
  return match;
};
export const resolveAlias = (path: string): string | null => active.resolveAlias(path);
export const hasPage = (id: string): boolean => active.hasPage(id);
export const getPage = (id: string): PageDefinition => active.getPage(id);
export const pagesOwnedBy = (owner: Owner): PageDefinition[] => active.pagesOwnedBy(owner);
export const buildPath = (pageId: string, locale: Locale, params?: Readonly<Record<string, string>>): string =>
  active.buildPath(pageId, locale, params);
export const pageTitle = (pageId: string, locale: Locale): string => active.pageTitle(pageId, locale);
export const switchLocale = (path: string, target: Locale): string => active.switchLocale(path, target);
export const localeVersion = (match: RouteMatch | null, target: Locale, search?: string): string =>
  active.localeVersion(match, target, search);
export const alternates = (match: RouteMatch): { locale: Locale; path: string }[] => active.alternates(match);
export const breadcrumbTrail = (pageId: string): string[] => active.breadcrumbTrail(pageId);
export const navigation = (): { group: NavGroup; pages: PageDefinition[] }[] => active.navigation();
