import { SECURITY_SORTS, type SecuritySort, type SecuritySummary } from '@ksei/shared/node';
import type { DataChanges, Queryable } from '../../db/database.js';
import { createHeldCopy, type HeldCopy } from '../../db/held-copy.js';

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
  /**
   * The same page read from the database: answers while a snapshot is read again after a change, so
   * the list is as fresh as the detail as soon as the change commits. Without it, requests wait for
   * the new snapshot.
   */
  readonly pageFromDatabase?: SecurityPageReader;
}

/** One page of the securities matching a filter, in a sort's order, and how many match in all. */
export type SecurityPageReader = (
  filter: SecurityFilter,
  sort: SecuritySort,
  page: number,
  pageSize: number,
) => Promise<{ readonly rows: SecuritySummary[]; readonly total: number }>;

/**
 * The securities master in memory for the ISIN lookup's list. The master is a few thousand rows that
 * change once a month by import, while the lookup is asked on every keystroke: the embedded database
 * answers one query at a time (about 1 ms each), so under load requests would queue behind each other;
 * filtering the snapshot takes microseconds. The snapshot is read again when the master changes (a
 * notice from any server, the import command or an operator), and in the background, the old one
 * served meanwhile, when older than `maxAgeMs`; a failed reload keeps the old one (`createHeldCopy`).
 */
export class SecurityLookupIndex {
  private copy: HeldCopy<Snapshot>;

  constructor(
    private readonly db: Queryable,
    private readonly options: SecurityLookupOptions,
  ) {
    this.copy = this.hold();
  }

  /** One page of the securities matching `filter` in `sort` order, and how many match in all. */
  async page(
    filter: SecurityFilter,
    sort: SecuritySort,
    page: number,
    pageSize: number,
  ): Promise<{ readonly rows: SecuritySummary[]; readonly total: number }> {
    // After a change every server reads its snapshot again at once, which took up to 0.7 s on a busy
    // two-core machine: meanwhile the database answers, and the read goes on (or begins) behind it.
    const fromDatabase = this.options.pageFromDatabase;
    if (fromDatabase !== undefined && this.copy.fresh() === undefined) {
      this.warm();
      return fromDatabase(filter, sort, page, pageSize);
    }
    const snapshot = await this.copy.current();
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

  /** Reads the copy now, in the background, so the first visitor does not wait for it. */
  warm(): void {
    // A failure is no answer's: the first request reads again and reports it.
    this.copy.current().catch(() => undefined);
  }

  async hasCode(code: string): Promise<boolean> {
    return (await this.copy.current()).codes.has(code);
  }

  /** Forget the snapshot: the next request reads the master again (after an import in this process). */
  invalidate(): void {
    this.copy.close();
    this.copy = this.hold();
  }

  /** Stops listening for changes. */
  close(): void {
    this.copy.close();
  }

  private hold(): HeldCopy<Snapshot> {
    return createHeldCopy({
      read: () => this.load(),
      tables: ['securities'],
      changes: this.options.changes,
      maxAgeMs: this.options.maxAgeMs ?? 60_000,
      now: this.options.now,
      onRefreshError: this.options.onRefreshError,
    });
  }

  /**
   * One query: the rows in code order, each with its rank in every sort. A query per sort cost a
   * round trip and a result each (16 sorts: about 0.2 s per reload on PostgreSQL, against 0.1 s for
   * this one), and every server reloads at once after an import.
   */
  private async load(): Promise<Snapshot> {
    const ranks = SECURITY_SORTS.map(
      (sort, i) => `(row_number() over (order by ${this.options.orderBy(sort)}) - 1)::int as "r${i}"`,
    );
    const read = await this.db.query<
      SecuritySummary & { searchText: string; issuerUpper: string } & Record<`r${number}`, number>
    >(
      `select ${this.options.select}, search_text as "searchText", upper(coalesce(issuer, '')) as "issuerUpper",
         ${ranks.join(', ')}
       from securities order by code`,
    );
    const orders = new Map<SecuritySort, Uint32Array>(
      SECURITY_SORTS.map((sort) => [sort, new Uint32Array(read.length)]),
    );
    const rows: SecuritySummary[] = [];
    const searchText: string[] = [];
    const issuerUpper: string[] = [];
    const codes = new Set<string>();
    for (const [index, record] of read.entries()) {
      const { searchText: text, issuerUpper: issuer, ...rest } = record;
      const row: Record<string, unknown> = { ...rest };
      SECURITY_SORTS.forEach((sort, i) => {
        (orders.get(sort) as Uint32Array)[record[`r${i}`] as number] = index;
        delete row[`r${i}`];
      });
      rows.push(row as unknown as SecuritySummary);
      searchText.push(text);
      issuerUpper.push(issuer);
      codes.add(record.code);
    }
    return {
      rows,
      searchText,
      issuerUpper,
      codes,
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
