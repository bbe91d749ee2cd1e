import { CONTENT_PAGE_KEYS, type RouteTable } from '@ksei/shared/node';

/** Where a hit leads: a page of the live manifest and its parameters. */
export interface HitTarget {
  readonly pageId: string;
  readonly params: Readonly<Record<string, string>>;
}

/** What a search document says it shows (`search_documents.resource`, `category`, `params`). */
export interface ShownItem {
  readonly resource: string;
  readonly category: string | null;
  readonly params: Readonly<Record<string, string>>;
}

/**
 * The live manifest's answer to "which page shows this document": the page whose `detail` declaration
 * shows the resource's items (with `search`) for a document naming an item's slug, else the page whose
 * `lists` declaration lists the resource (or that category of it). The structured content pages are
 * found by their key in the content contract unless a page declares listing them.
 */
export interface SearchTargets {
  /** Resources whose items (documents with a slug) lead to a page of their own. */
  readonly itemResources: readonly string[];
  /** `resource/category` (category empty when none) of every document kind a live page lists. */
  readonly listKeys: readonly string[];
  /** The page a document leads to; `undefined` when no live page shows it. */
  resolve(item: ShownItem): HitTarget | undefined;
}

/** The key `listKeys` holds a document's resource and category under (SQL builds the same). */
export const listKey = (resource: string, category: string | null): string => `${resource}/${category ?? ''}`;

function compute(routes: RouteTable): SearchTargets {
  const items = new Map<string, string>();
  const lists = new Map<string, string>();
  for (const page of routes.pages) {
    if (page.detail?.search && !items.has(page.detail.resource)) items.set(page.detail.resource, page.id);
    if (page.lists) {
      const key = listKey(page.lists.resource, page.lists.category ?? null);
      if (!lists.has(key)) lists.set(key, page.id);
    }
  }
  for (const [key, pageId] of Object.entries(CONTENT_PAGE_KEYS)) {
    const at = listKey('content', key);
    if (!lists.has(at) && routes.hasPage(pageId)) lists.set(at, pageId);
  }
  return {
    itemResources: [...items.keys()],
    listKeys: [...lists.keys()],
    resolve({ resource, category, params }) {
      const slug = params['slug'];
      const itemPage = slug === undefined ? undefined : items.get(resource);
      if (itemPage !== undefined && slug !== undefined) return { pageId: itemPage, params: { slug } };
      const listPage = lists.get(listKey(resource, category));
      const none: Readonly<Record<string, string>> = {};
      return listPage === undefined ? undefined : { pageId: listPage, params: none };
    },
  };
}

const computed = new WeakMap<RouteTable, SearchTargets>();

/** The search targets of a manifest, worked out once per composed manifest (a release makes a new one). */
export function searchTargets(routes: RouteTable): SearchTargets {
  let targets = computed.get(routes);
  if (!targets) {
    targets = compute(routes);
    computed.set(routes, targets);
  }
  return targets;
}
