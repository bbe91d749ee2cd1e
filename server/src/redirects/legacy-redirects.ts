import type { Queryable } from '../db/database.js';

export interface LegacyRedirect {
  /** Old-site path with its query, exactly as requested. */
  readonly from: string;
  readonly to: string;
  readonly status: 301 | 302;
}

export interface LegacyRedirectSnapshot {
  readonly list: readonly LegacyRedirect[];
  /** `from` → `{to, status}`, the shape the navigation pipeline reads. */
  readonly lookup: ReadonlyMap<string, { to: string; status: 301 | 302 }>;
}

interface LegacyRedirectRow {
  from_url: string;
  to_path: string;
  status: number;
}

async function loadSnapshot(db: Queryable): Promise<LegacyRedirectSnapshot> {
  const rows = await db.query<LegacyRedirectRow>(
    'select from_url, to_path, status from legacy_redirects order by from_url',
  );
  const list = rows.map((row): LegacyRedirect => ({
    from: row.from_url,
    to: row.to_path,
    status: row.status === 302 ? 302 : 301,
  }));
  return { list, lookup: new Map(list.map(({ from, to, status }) => [from, { to, status }])) };
}

export interface LegacyRedirectCache {
  /** The table as of at most `ttlMs` ago; reloads it when older. */
  get(): Promise<LegacyRedirectSnapshot>;
}

/**
 * The legacy-URL table is read on every page request but changes only when an operator edits it,
 * so it is kept in memory and reloaded at most once per `ttlMs`. A failed reload keeps serving the
 * previous table (and retries after `ttlMs`); only the very first load may fail the caller.
 */
export function createLegacyRedirectCache(
  db: Queryable,
  options: { ttlMs?: number; now?: () => number; onReloadError?: (error: unknown) => void } = {},
): LegacyRedirectCache {
  const ttlMs = options.ttlMs ?? 60_000;
  const now = options.now ?? Date.now;
  let snapshot: LegacyRedirectSnapshot | undefined;
  let loadedAt = 0;
  let pending: Promise<LegacyRedirectSnapshot> | undefined;

  const reload = (): Promise<LegacyRedirectSnapshot> => {
    // Concurrent requests share one query instead of each starting their own.
    pending ??= loadSnapshot(db)
      .then(
        (fresh) => {
          snapshot = fresh;
          return fresh;
        },
        (error: unknown) => {
          if (!snapshot) throw error;
          options.onReloadError?.(error);
          return snapshot;
        },
      )
      .finally(() => {
        loadedAt = now();
        pending = undefined;
      });
    return pending;
  };

  return {
    get: () => (snapshot && now() - loadedAt < ttlMs ? Promise.resolve(snapshot) : reload()),
  };
}
