import type { DataChanges, Queryable } from '../../db/database.js';
import { createHeldCopy } from '../../db/held-copy.js';

import type { Locale, RouteTable } from '@ksei/shared/node';

export interface LegacyRedirect {
  /** Old-site path with its query, exactly as requested. */
  readonly from: string;
  readonly to: string;
  readonly status: 301 | 302;
}

/** Where a row sends its address: a fixed path, or a page of the route manifest. */
type Target =
  | { readonly path: string }
  | { readonly page: string; readonly locale: Locale; readonly params: Readonly<Record<string, string>> };

interface LegacyRow {
  readonly from: string;
  readonly target: Target;
  readonly status: 301 | 302;
}

export interface ResolvedRedirects {
  readonly list: readonly LegacyRedirect[];
  /** `from` → `{to, status}`, the shape the navigation pipeline reads. */
  readonly lookup: ReadonlyMap<string, { to: string; status: 301 | 302 }>;
}

export interface LegacyRedirectSnapshot {
  /**
   * The old addresses the live pages declare, with the database's rows over them (an operator's
   * correction or an address no page declares), every page target looked up in `routes`. A row whose
   * page the manifest no longer has is left out (its address then answers like any unknown one), never
   * sent to a dead path.
   */
  resolve(routes: RouteTable): ResolvedRedirects;
}

interface LegacyRedirectRow {
  from_url: string;
  to_path: string | null;
  to_page: string | null;
  to_locale: string | null;
  to_params: Record<string, string> | null;
  status: number;
}

function targetOf(row: LegacyRedirectRow): Target {
  if (row.to_page !== null) {
    return { page: row.to_page, locale: row.to_locale === 'en' ? 'en' : 'id', params: row.to_params ?? {} };
  }
  return { path: row.to_path ?? '/' };
}

function pathOf(target: Target, routes: RouteTable): string | null {
  if ('path' in target) return target.path;
  if (!routes.hasPage(target.page)) return null;
  try {
    return routes.buildPath(target.page, target.locale, target.params);
  } catch {
    return null; // a parameter the page now needs is not in the row
  }
}

/** A snapshot of rows; each manifest it is resolved against is resolved once. */
export function legacySnapshot(rows: readonly LegacyRow[]): LegacyRedirectSnapshot {
  const resolved = new WeakMap<RouteTable, ResolvedRedirects>();
  return {
    resolve(routes) {
      let result = resolved.get(routes);
      if (!result) {
        const operated = rows.flatMap(({ from, target, status }): LegacyRedirect[] => {
          const to = pathOf(target, routes);
          return to === null ? [] : [{ from, to, status }];
        });
        const overridden = new Set(rows.map(({ from }) => from));
        const declared = routes
          .legacyRedirects()
          .filter(({ from }) => !overridden.has(from))
          .map(({ from, to }): LegacyRedirect => ({ from, to, status: 301 }));
        const list = [...declared, ...operated];
        result = { list, lookup: new Map(list.map(({ from, to, status }) => [from, { to, status }])) };
        resolved.set(routes, result);
      }
      return result;
    },
  };
}

async function loadSnapshot(db: Queryable): Promise<LegacyRedirectSnapshot> {
  const rows = await db.query<LegacyRedirectRow>(
    'select from_url, to_path, to_page, to_locale, to_params, status from legacy_redirects order by from_url',
  );
  return legacySnapshot(
    rows.map((row) => ({ from: row.from_url, target: targetOf(row), status: row.status === 302 ? 302 : 301 })),
  );
}

export interface LegacyRedirectCache {
  /** The table as of its last change (or at most `ttlMs` ago); reloads it when older. */
  get(): Promise<LegacyRedirectSnapshot>;
}

/**
 * The legacy-URL table is read on every page request but changes only when an operator edits it,
 * so it is kept in memory: read again when the table changes (`changes`: a notice from any server or
 * an operator's SQL), and at most `ttlMs` after the last read as a backstop. A failed reload keeps
 * serving the previous table (and retries after `ttlMs` or at the next change); only the very first
 * load may fail the caller.
 */
export function createLegacyRedirectCache(
  db: Queryable,
  options: {
    ttlMs?: number;
    now?: () => number;
    onReloadError?: (error: unknown) => void;
    changes?: DataChanges;
  } = {},
): LegacyRedirectCache & { /** Stops listening for changes. */ close(): void } {
  const copy = createHeldCopy({
    read: () => loadSnapshot(db),
    tables: ['legacy_redirects'],
    changes: options.changes,
    maxAgeMs: options.ttlMs ?? 60_000,
    now: options.now,
    onRefreshError: options.onReloadError,
    // Requests wait for the table read again (one query, shared by concurrent requests).
    waitWhenOld: true,
  });
  return { get: copy.current, close: copy.close };
}
