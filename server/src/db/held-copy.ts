import type { DataChanges } from './database.js';

export interface HeldCopyOptions<T> {
  /**
   * Reads the copy. `held` is the copy held now (undefined the first time); `changed` says a change of
   * `tables` was heard since it was read, so it must be read whole (a cheap "did it change?" check
   * may only skip the read when nothing was heard).
   */
  read(held: T | undefined, changed: boolean): Promise<T>;
  /** The tables it is read from: a change of any of them makes it stale. */
  readonly tables: readonly string[];
  /** Committed data changes, on any server. Without them the copy only ages out. */
  readonly changes?: DataChanges;
  /** How old the copy may get without any change heard (a backstop for missed notices). */
  readonly maxAgeMs: number;
  readonly now?: () => number;
  /** A read that failed while a copy was held (the copy is still served). */
  readonly onRefreshError?: (error: unknown) => void;
  /** Past `maxAgeMs`, requests wait for the new read (else the old copy answers while it is read). */
  readonly waitWhenOld?: boolean;
}

export interface HeldCopy<T> {
  /** The copy to answer with; the first call (and one after a failed first read) waits for the read. */
  current(): Promise<T>;
  /**
   * The copy held if it reflects every change heard (its age aside), else undefined: for a caller
   * that can answer from the database meanwhile instead of waiting for the new read.
   */
  fresh(): T | undefined;
  /** Stops listening for changes. */
  close(): void;
}

/**
 * A copy of database rows kept in memory, the same way for every such copy: read once, read again
 * when one of its tables changes (on any server) and when older than `maxAgeMs`. After a change, a
 * request waits for a read begun after it (a request answered from the old copy would be cached
 * downstream, by the API cache, as if it were new); the read starts when the change is heard, so it
 * is usually done by then. A read that fails keeps the copy held, logged: the change is then given up
 * until the next one or until `maxAgeMs` (no request waits on a database that keeps failing).
 */
export function createHeldCopy<T>(options: HeldCopyOptions<T>): HeldCopy<T> {
  const now = options.now ?? Date.now;
  let held: T | undefined;
  /** When the copy held was read, and how many changes had been heard when its read began. */
  let readAt = 0;
  let reflected = 0;
  /** Changes of `tables` heard so far. */
  let changes = 0;
  /** The read under way, with the changes heard when it began. */
  let reading: { readonly seen: number; readonly copy: Promise<T> } | undefined;

  const read = (): Promise<T> => {
    const seen = changes;
    if (reading?.seen === seen) return reading.copy;
    const previous = held;
    const copy = options.read(previous, reflected !== seen).then(
      (fresh) => {
        // Reads may end out of order: one begun earlier never replaces a later one's copy.
        if (held === undefined || seen >= reflected) {
          held = fresh;
          readAt = now();
          reflected = seen;
        }
        return fresh;
      },
      (error: unknown) => {
        if (held === undefined) throw error; // the first read: the caller sees it, the next call retries
        options.onRefreshError?.(error);
        // Given up until the next change or until it ages out.
        if (seen >= reflected) {
          reflected = seen;
          readAt = now();
        }
        return held;
      },
    );
    const entry = { seen, copy };
    reading = entry;
    void copy
      .catch(() => undefined)
      .finally(() => {
        if (reading === entry) reading = undefined;
      });
    return copy;
  };

  const close =
    options.changes?.onDataChange((tables) => {
      if (!tables.some((table) => options.tables.includes(table))) return;
      changes += 1;
      // Read now, so the request that comes next rarely waits.
      if (held !== undefined) void read().catch(() => undefined);
    }) ?? (() => undefined);

  return {
    async current() {
      if (held === undefined || reflected !== changes) return read();
      if (now() - readAt >= options.maxAgeMs) {
        const fresh = read();
        if (options.waitWhenOld) return fresh;
        fresh.catch(() => undefined);
      }
      return held;
    },
    fresh() {
      return reflected === changes ? held : undefined;
    },
    close,
  };
}
