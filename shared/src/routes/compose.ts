/**
 * Composing bundles' route declarations into one manifest. The server composes the live site's (through
 * `@ksei/shared/node`); in the browser only a tester's override build and the section harness compose,
 * so it is not in the root entry that every first view loads but at `@ksei/shared/compose`, which the
 * shell loads on demand. Its table is stateless: a composed table is installed into the page's one
 * active manifest with the root's `setRouteTable`.
 */
import { QUERY_PARAMETER_KINDS } from './query.js';
import { RouteTable, splitPath } from './table.js';
import {
  DEFAULT_LOCALE,
  JSON_LD_TYPES,
  LOCALES,
  REMOTES,
  SITE_RESOURCES,
  type BundleRoutes,
  type Owner,
  type PageDeclaration,
  type PageDefinition,
} from './types.js';

/**
 * The order bundles' pages take in the composed manifest (and so in menus and the sitemap page),
 * whatever order the registry lists them in: the shell first, then the sections.
 */
export const COMPOSITION_ORDER: readonly Owner[] = ['shell', ...REMOTES];

const OWNERS: readonly string[] = COMPOSITION_ORDER;
const PARAM = /^:[A-Za-z]+$/;

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

function paramsOf(path: string): string[] {
  return splitPath(path)
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1))
    .sort();
}

/** A path as a pattern: parameters are wildcards, so `/karir/:slug` and `/karir/:id` are the same address. */
function shapeOf(path: string): string {
  return splitPath(path)
    .map((segment) => (segment.startsWith(':') ? ':' : segment))
    .join('/');
}

/** A path of a locale must sit under that locale's prefix (`/login`, the auth module's fixed target, excepted). */
function pathProblem(page: PageDeclaration, locale: string, path: unknown): string | null {
  if (!isText(path)) return `page ${page.id} has no ${locale} path`;
  if (!path.startsWith('/')) return `page ${page.id}: the ${locale} path "${path}" does not start with /`;
  const segments = splitPath(path);
  if (segments.some((segment) => segment.startsWith(':') && !PARAM.test(segment))) {
    return `page ${page.id}: the ${locale} path "${path}" has a malformed parameter`;
  }
  if (segments[0] !== locale && path !== '/login') {
    return `page ${page.id}: the ${locale} path "${path}" is not under /${locale}`;
  }
  return null;
}

const isResource = (value: unknown): boolean => (SITE_RESOURCES as readonly unknown[]).includes(value);

/** A released declaration's `detail` and `lists` are data too: the names must be the server's. */
function serverFactProblems(owner: Owner, page: PageDeclaration): string[] {
  const problems: string[] = [];
  const { detail, lists } = page;
  if (detail !== undefined) {
    if (!isResource(detail.resource)) {
      problems.push(`${owner}: page ${page.id} shows an item of unknown resource "${String(detail.resource)}"`);
    }
    if (detail.jsonLd !== undefined && !(JSON_LD_TYPES as readonly unknown[]).includes(detail.jsonLd)) {
      problems.push(`${owner}: page ${page.id} declares unknown JSON-LD type "${String(detail.jsonLd)}"`);
    }
    if (!LOCALES.every((locale) => paramsOf(page.paths?.[locale] ?? '').includes('slug'))) {
      problems.push(`${owner}: page ${page.id} shows one item but its paths have no :slug`);
    }
  }
  if (lists !== undefined && !isResource(lists.resource)) {
    problems.push(`${owner}: page ${page.id} lists unknown resource "${String(lists.resource)}"`);
  }
  return problems;
}

/** An old-site address must be a path on this host with what the page's path needs to be built. */
function legacyProblems(owner: Owner, page: PageDeclaration): string[] {
  const problems: string[] = [];
  const needed = paramsOf(page.paths?.[DEFAULT_LOCALE] ?? '');
  for (const address of page.legacy ?? []) {
    const from: unknown = address.from;
    if (!isText(from) || !from.startsWith('/') || from.startsWith('//') || /[\s\\]/.test(from)) {
      problems.push(`${owner}: page ${page.id} declares an old address that is not a path on this site`);
      continue;
    }
    if (!LOCALES.includes(address.locale)) {
      problems.push(`${owner}: page ${page.id}: the old address ${from} has no known locale`);
    }
    const given = Object.entries<unknown>(address.params ?? {});
    if (given.some(([, value]) => !isText(value)) || needed.some((name) => !given.some(([key]) => key === name))) {
      problems.push(
        `${owner}: page ${page.id}: the old address ${from} does not give the parameters ${needed.join(', ')}`,
      );
    }
  }
  return problems;
}

/**
 * What is wrong with one bundle's declaration on its own: every page needs an id, a path and a title
 * in every locale, the same parameters in each locale, and an id used once. Empty = fine.
 */
export function declarationProblems(routes: BundleRoutes): string[] {
  const problems: string[] = [];
  if (!OWNERS.includes(routes.owner)) return [`unknown owner "${String(routes.owner)}"`];
  if (!Array.isArray(routes.pages)) return [`${routes.owner} declares no pages list`];
  const seen = new Set<string>();
  for (const page of routes.pages) {
    if (!isText(page.id)) {
      problems.push(`${routes.owner} declares a page without an id`);
      continue;
    }
    if (seen.has(page.id)) problems.push(`${routes.owner} declares page ${page.id} twice`);
    seen.add(page.id);
    for (const locale of LOCALES) {
      const problem = pathProblem(page, locale, page.paths?.[locale]);
      if (problem) problems.push(`${routes.owner}: ${problem}`);
      if (!isText(page.titles?.[locale])) problems.push(`${routes.owner}: page ${page.id} has no ${locale} title`);
    }
    const [first, ...others] = LOCALES.map((locale) => paramsOf(page.paths?.[locale] ?? '').join(','));
    if (others.some((params) => params !== first)) {
      problems.push(`${routes.owner}: page ${page.id} has different parameters per locale`);
    }
    for (const alias of page.aliases ?? []) {
      if (!LOCALES.includes(alias.locale) || !isText(alias.path)) {
        problems.push(`${routes.owner}: page ${page.id} has an alias without a known locale and a path`);
      }
    }
    problems.push(...serverFactProblems(routes.owner, page));
    problems.push(...legacyProblems(routes.owner, page));
    if (page.scope !== undefined && (page.auth !== true || !/^[a-z][a-z.:_-]{0,63}$/.test(String(page.scope)))) {
      problems.push(
        `${routes.owner}: page ${page.id} names scope "${String(page.scope)}" but is not protected or the name is malformed`,
      );
    }
    // A released routes.json is data: its kinds are checked, not trusted.
    for (const [name, kind] of Object.entries<unknown>(page.query ?? {})) {
      if (!(QUERY_PARAMETER_KINDS as readonly unknown[]).includes(kind)) {
        problems.push(
          `${routes.owner}: page ${page.id} declares query parameter ${name} of unknown kind "${String(kind)}"`,
        );
      }
    }
  }
  return problems;
}

/** What a page shows, as keys that two pages may not share: `the item of X`, `the list of X[/category]`. */
function showsKeys(page: PageDeclaration): string[] {
  const keys: string[] = [];
  if (page.detail) keys.push(`the item of ${page.detail.resource}`);
  if (page.lists) {
    keys.push(`the list of ${page.lists.resource}${page.lists.category ? `/${page.lists.category}` : ''}`);
  }
  return keys;
}

export interface Composition {
  /** The composed manifest: every accepted page, in composition order. */
  readonly table: RouteTable;
  /** Why pages were left out or links point nowhere; empty when the bundles fit together. */
  readonly problems: readonly string[];
}

function define(owner: Owner, page: PageDeclaration): PageDefinition {
  return { ...page, owner, layout: page.layout ?? 'default', auth: page.auth ?? false };
}

/**
 * One route manifest from the bundles' declarations. A bundle with a broken declaration contributes
 * no pages; a page whose id or address another bundle (earlier in the order) already has is left out.
 * Every such case, and every link or breadcrumb parent that points at no page, is a problem: the
 * release command refuses a release that has any, the server logs them and serves what fits.
 */
export function composeRoutes(bundles: readonly BundleRoutes[]): Composition {
  const problems: string[] = [];
  const order = (owner: Owner): number => COMPOSITION_ORDER.indexOf(owner);
  const sorted = [...bundles].sort((a, b) => order(a.owner) - order(b.owner));
  const owners = new Set<Owner>();
  const pages: PageDefinition[] = [];
  const ids = new Map<string, Owner>();
  const addresses = new Map<string, string>();
  // One page per item of a resource and one per list: the server asks which page shows what.
  const shown = new Map<string, string>();
  // An old address sends to one page: a second claim is a problem and is not added.
  const oldAddresses = new Map<string, string>();

  for (const bundle of sorted) {
    const own = declarationProblems(bundle);
    if (owners.has(bundle.owner)) own.push(`${bundle.owner} is declared twice`);
    if (own.length > 0) {
      problems.push(...own);
      continue;
    }
    owners.add(bundle.owner);
    for (const page of bundle.pages) {
      const owner = ids.get(page.id);
      if (owner) {
        problems.push(`${bundle.owner} declares page ${page.id}, which ${owner} owns`);
        continue;
      }
      const paths = [...LOCALES.map((locale) => page.paths[locale]), ...(page.aliases ?? []).map((a) => a.path)];
      const clash = [...new Set(paths.map(shapeOf))].map((shape) => [shape, addresses.get(shape)] as const);
      const taken = clash.find(([, holder]) => holder !== undefined);
      if (taken) {
        problems.push(`${bundle.owner}: page ${page.id} claims /${taken[0]}, the address of ${taken[1]}`);
        continue;
      }
      const shows = showsKeys(page).find((key) => shown.has(key));
      if (shows) {
        problems.push(`${bundle.owner}: page ${page.id} shows ${shows}, which ${shown.get(shows)} shows already`);
        continue;
      }
      for (const key of showsKeys(page)) shown.set(key, `page ${page.id}`);
      ids.set(page.id, bundle.owner);
      for (const [shape] of clash) addresses.set(shape, `${bundle.owner}'s page ${page.id}`);
      const legacy = (page.legacy ?? []).filter(({ from }) => {
        const holder = oldAddresses.get(from);
        if (holder)
          problems.push(`${bundle.owner}: page ${page.id} claims the old address ${from}, which ${holder} has`);
        else oldAddresses.set(from, `page ${page.id}`);
        return !holder;
      });
      pages.push(define(bundle.owner, page.legacy ? { ...page, legacy } : page));
    }
  }

  for (const bundle of sorted) {
    for (const target of bundle.links ?? []) {
      if (!ids.has(target)) problems.push(`${bundle.owner} links to page ${target}, which no live bundle declares`);
    }
  }
  for (const page of pages) {
    if (page.parent && !ids.has(page.parent)) {
      problems.push(`${page.owner}: the breadcrumb parent ${page.parent} of page ${page.id} does not exist`);
    }
  }
  return { table: new RouteTable(pages), problems };
}

/** A composed manifest's pages back as one declaration per owner (links are not part of a page list). */
export function bundlesOf(pages: readonly PageDefinition[]): BundleRoutes[] {
  const byOwner = new Map<Owner, PageDefinition[]>();
  for (const page of pages) byOwner.set(page.owner, [...(byOwner.get(page.owner) ?? []), page]);
  return [...byOwner].map(([owner, owned]) => ({ owner, pages: owned }));
}

/**
 * The manifest with some bundles' pages replaced by newer declarations of theirs (a tester's build, a
 * section's working copy): the other bundles keep the pages they have in `pages`.
 */
export function replaceBundles(pages: readonly PageDefinition[], replacing: readonly BundleRoutes[]): Composition {
  const owners = new Set(replacing.map((routes) => routes.owner));
  const kept = bundlesOf(pages).filter((bundle) => !owners.has(bundle.owner));
  return composeRoutes([...kept, ...replacing]);
}
