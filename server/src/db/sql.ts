import type { ListQuery, ListResponse, Locale } from '@ksei/shared/node';
import type { Queryable } from './database.js';

export type { ListQuery };

/** `%`, `_` and `\` typed by a visitor match literally in `like`. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Collects `where` conditions and their `$n` parameters in order. */
export class Conditions {
  readonly params: unknown[] = [];
  private readonly parts: string[] = [];

  /** `sql` uses `?` (once or more) for the one parameter it adds. */
  add(sql: string, value: unknown): this {
    this.params.push(value);
    const placeholder = `$${this.params.length}`;
    this.parts.push(sql.replaceAll('?', () => placeholder));
    return this;
  }

  /** A condition without a parameter (a visibility rule every query of a table shares). */
  always(sql: string): this {
    this.parts.push(sql);
    return this;
  }

  /** A case-insensitive "contains" on one column; `%`, `_` and `\` in the text match literally. */
  contains(column: string, text: string | undefined): this {
    return this.containsAny([column], text);
  }

  /** The same on any of several columns (one of them contains the text); nothing for blank text. */
  containsAny(columns: readonly string[], text: string | undefined): this {
    if (!text || text.trim() === '') return this;
    const tests = columns.map((column) => `${column} ilike ?`).join(' or ');
    return this.add(columns.length > 1 ? `(${tests})` : tests, `%${likeLiteral(text.trim())}%`);
  }

  get where(): string {
    return this.parts.length === 0 ? '' : `where ${this.parts.join(' and ')}`;
  }
}

/**
 * One page of a list in one round trip: `count(*) over ()` carries the total on every row. Only a
 * page past the end (no rows) needs a second query for the total.
 */
export async function listPage<Row, Item>(
  db: Queryable,
  spec: { select: string; from: string; conditions: Conditions; orderBy: string },
  query: ListQuery,
  toItem: (row: Row) => Item,
): Promise<ListResponse<Item>> {
  const { params, where } = spec.conditions;
  const limit = params.length + 1;
  const rows = await db.query<Row & { total_count: number }>(
    `select ${spec.select}, (count(*) over ())::int as total_count from ${spec.from} ${where}
     order by ${spec.orderBy} limit $${limit} offset $${limit + 1}`,
    [...params, query.pageSize, (query.page - 1) * query.pageSize],
  );
  let total = rows[0]?.total_count ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const counted = await db.query<{ n: number }>(`select count(*)::int as n from ${spec.from} ${where}`, params);
    total = counted[0]?.n ?? 0;
  }
  return {
    data: rows.map(toItem),
    meta: { page: query.page, pageSize: query.pageSize, total, totalPages: Math.ceil(total / query.pageSize) },
  };
}

/**
 * The same page as `listPage`, for a large table whose rows cost something to build (per-row
 * subqueries, wide columns): the total and the page's keys come from the filter and the sort's index
 * alone, and the rows are built for the page only. `listPage`'s window count builds every matching
 * row first: over 10,000 reports that was ~16 ms of the database per list, and more for deep pages.
 * `from` must name its table with `alias`; `key` is that table's unique column.
 */
export async function keyedListPage<Row, Item>(
  db: Queryable,
  spec: { select: string; from: string; alias: string; key: string; conditions: Conditions; orderBy: string },
  query: ListQuery,
  toItem: (row: Row) => Item,
): Promise<ListResponse<Item>> {
  const { params, where } = spec.conditions;
  const limit = params.length + 1;
  const [counted] = await db.query<{ n: number }>(`select count(*)::int as n from ${spec.from} ${where}`, params);
  const total = counted?.n ?? 0;
  const key = `${spec.alias}.${spec.key}`;
  const rows = await db.query<Row>(
    `with page as (select ${key} as page_key from ${spec.from} ${where}
       order by ${spec.orderBy} limit $${limit} offset $${limit + 1})
     select ${spec.select} from page join ${spec.from} on ${key} = page.page_key order by ${spec.orderBy}`,
    [...params, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return {
    data: rows.map(toItem),
    meta: { page: query.page, pageSize: query.pageSize, total, totalPages: Math.ceil(total / query.pageSize) },
  };
}

/** `-date` → `date desc`, from a fixed map of allowed sort keys to columns. */
export function orderBy(sort: string, columns: Readonly<Record<string, string>>, tieBreaker: string): string {
  const descending = sort.startsWith('-');
  const column = columns[descending ? sort.slice(1) : sort];
  if (!column) throw new Error(`unknown sort ${sort}`);
  return `${column} ${descending ? 'desc' : 'asc'}, ${tieBreaker}`;
}

/** `title` + `en` → `title_en`. The locale is schema-validated, so this only ever yields known columns. */
export function col(name: string, locale: Locale): string {
  return `${name}_${locale}`;
}
