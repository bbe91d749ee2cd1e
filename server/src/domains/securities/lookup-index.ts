import { SECURITY_SORTS, type SecuritySort, type SecuritySummary } from '@ksei/shared/node';
import type { DataChanges, Queryable } from '../../db/database.js';

/**
 * What the ISIN lookup filters by, once validated: one meaning, applied in SQL (the CSV) and in
 * memory (the list). Texts are upper case.
 */
export interface SecurityFilter {
  /** A valid ISIN: the security with that ISIN, or with that code. */
  readonly exact?: string;
  /** Within the code, ISIN, issuer or description. */
  readonly contains?: string;
  readonly isinPrefix?: string;
  readonly codePrefix?: string;
  readonly issuerContains?: string;
  readonly type?: string;
  readonly status?: string;
}

interface Snapshot {
  readonly rows: readonly SecuritySummary[];
  /** Per row: the upper-case text the free-text box searches (the table's `search_text`). */
  readonly searchText: readonly string[];
  readonly issuerUpper: readonly string[];
  readonly codes: ReadonlySet<string>;
  /** Per sort: the row numbers in the database's own order for it (its collation, nulls last). */
  readonly orders: ReadonlyMap<SecuritySort, Uint32Array>;
}

export interface SecurityLookupOptions {
  /** The summary's columns, as the API's SQL selects them. */
  readonly select: string;
  /** The `order by` of each sort, as the API's SQL orders. */
  readonly orderBy: (sort: SecuritySort) => string;
  /** How old a snapshot may be before it is read again (served meanwhile): a backstop for `changes`. */
  readonly maxAgeMs?: number;
  readonly now?: () => number;
  /** Committed data changes, on any server: a change of `securities` reads the snapshot again at once. */
  readonly changes?: DataChanges;
  /** A reload that failed (the previous snapshot is still served). */
  readonly onRefreshError?: (error: unknown) => void;
}

/**
 * The securities master in memory for the ISIN lookup's list. The master is a few thousand rows that
 * change once a month by import, while the lookup is asked on every keystroke: the embedded database
 * answers one query at a time (about 1 ms each), so under load requests would queue behind each other;
 * filtering the snapshot takes microseconds. The snapshot is read again, in the background with the
 * old one served meanwhile, when the master changes (a notice from any server, the import command or
 * an operator) and when older than `maxAgeMs`; a failed reload keeps the old one.
 */
export class SecurityLookupIndex {
  private snapshot: Promise<Snapshot> | null = null;
  private loadedAt = 0;
  private reloading = false;
  /** Changes of the master heard so far, and how many the snapshot held reflects. */
  private changes = 0;
  private reflected = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Queryable,
    private readonly options: SecurityLookupOptions,
  ) {
    this.unsubscribe =
      options.changes?.onDataChange((tables) => {
        if (!tables.includes('securities')) return;
        this.changes += 1;
        if (this.snapshot !== null) this.reload();
      }) ?? (() => undefined);
  }

  /** One page of the securities matching `filter` in `sort` order, and how many match in all. */
  async page(
    filter: SecurityFilter,
    sort: SecuritySort,
    page: number,
    pageSize: number,
  ): Promise<{ readonly rows: SecuritySummary[]; readonly total: number }> {
    const snapshot = await this.current();
    const matches = matcher(filter, snapshot);
    const order = snapshot.orders.get(sort) ?? snapshot.orders.get('code');
    const first = (page - 1) * pageSize;
    const rows: SecuritySummary[] = [];
    let total = 0;
    for (const index of order ?? []) {
      if (!matches(index)) continue;
      if (total >= first && rows.length < pageSize) rows.push(snapshot.rows[index] as SecuritySummary);
      total += 1;
    }
    return { rows, total };
  }

  async hasCode(code: string): Promise<boolean> {
    return (await this.current()).codes.has(code);
  }

  /** Forget the snapshot: the next request reads the master again (after an import in this process). */
  invalidate(): void {
    this.snapshot = null;
  }

  /** Stops listening for changes. */
  close(): void {
    this.unsubscribe();
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private current(): Promise<Snapshot> {
    if (this.snapshot === null) {
      const seen = this.changes;
      this.loadedAt = this.now();
      const first = this.load();
      this.snapshot = first;
      first.then(
        () => (this.reflected = seen),
        () => {
          if (this.snapshot === first) this.snapshot = null; // the request sees the error; the next one retries
        },
      );
      return first;
    }
    const stale = this.reflected !== this.changes || this.now() - this.loadedAt >= (this.options.maxAgeMs ?? 60_000);
    if (stale) this.reload();
    return this.snapshot;
  }

  /**
   * Reads the master again in the background; the snapshot held serves meanwhile and stays if the read
   * fails. A change heard during the read (which may have missed it) reads it once more.
   */
  private reload(): void {
    if (this.reloading) return;
    this.reloading = true;
    const seen = this.changes;
    const next = this.load();
    next
      .then(
        () => {
          this.snapshot = next;
          this.loadedAt = this.now();
          this.reflected = seen;
        },
        (error: unknown) => this.options.onRefreshError?.(error),
      )
      .finally(() => {
        this.reloading = false;
        if (this.reflected !== this.changes && this.reflected === seen) this.reload();
      });
  }

  private async load(): Promise<Snapshot> {
    const read = await this.db.query<SecuritySummary & { searchText: string; issuerUpper: string }>(
      `select ${this.options.select}, search_text as "searchText", upper(coalesce(issuer, '')) as "issuerUpper"
       from securities order by code`,
    );
    const position = new Map(read.map((row, index) => [row.code, index]));
    const orders = new Map<SecuritySort, Uint32Array>();
    for (const sort of SECURITY_SORTS) {
      const codes = await this.db.query<{ code: string }>(
        `select code from securities order by ${this.options.orderBy(sort)}`,
      );
      orders.set(
        sort,
        Uint32Array.from(codes, ({ code }) => position.get(code) ?? 0),
      );
    }
    const rows: SecuritySummary[] = [];
    const searchText: string[] = [];
    const issuerUpper: string[] = [];
    for (const { searchText: text, issuerUpper: issuer, ...row } of read) {
      rows.push(row);
      searchText.push(text);
      issuerUpper.push(issuer);
    }
    return {
      rows,
      searchText,
      issuerUpper,
      codes: new Set(position.keys()),
      orders,
    };
  }
}

/** The filter as a test of one row of the snapshot (the same tests as the SQL's `where`). */
function matcher(filter: SecurityFilter, snapshot: Snapshot): (index: number) => boolean {
  const { rows, searchText, issuerUpper } = snapshot;
  return (index) => {
    const row = rows[index] as SecuritySummary;
    if (filter.exact !== undefined && row.isin !== filter.exact && row.code !== filter.exact) return false;
    if (filter.contains !== undefined && !(searchText[index] ?? '').includes(filter.contains)) return false;
    if (filter.isinPrefix !== undefined && !(row.isin ?? '\0').startsWith(filter.isinPrefix)) return false;
    if (filter.codePrefix !== undefined && !row.code.startsWith(filter.codePrefix)) return false;
    if (filter.issuerContains !== undefined && !(issuerUpper[index] ?? '').includes(filter.issuerContains))
      return false;
    if (filter.type !== undefined && row.type !== filter.type) return false;
    if (filter.status !== undefined && row.status !== filter.status) return false;
    return true;
  };
}
