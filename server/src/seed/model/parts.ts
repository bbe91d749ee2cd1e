import type { SearchResultType, SiteResource } from '@ksei/shared/node';
import type { SeedFileSet } from './seed-files.js';
import type { RealFacts } from './real-facts.js';
import type { Bi } from '../../text/bilingual.js';

export type { Bi } from '../../text/bilingual.js';

/** One database row, keyed by column name (values become JSON, then typed by the table's columns). */
export type Row = Record<string, unknown>;

export interface SeedTable {
  readonly table: string;
  readonly rows: readonly Row[];
}

/**
 * One searchable item in both locales; the seed turns it into two `search_documents` rows. Where it
 * shows is said in the server's words (the resource, a category of it, the item's `slug` in params):
 * the page is the live manifest's answer when a search is answered.
 */
export interface SearchSource {
  readonly type: SearchResultType;
  readonly title: Bi;
  readonly body: Bi;
  readonly resource: SiteResource;
  readonly category?: string;
  readonly params?: Readonly<Record<string, string>>;
  readonly date?: string | null;
}

export interface SeedPart {
  readonly tables: readonly SeedTable[];
  readonly search: readonly SearchSource[];
}

export interface SeedContext {
  /** The seed run's date: generated dates are relative to it and stored, so they stay put afterwards. */
  /** `YYYY-MM-DD` on the Jakarta calendar. */
  readonly today: string;
  readonly files: SeedFileSet;
  readonly facts: RealFacts;
}

/** `{ title: {id, en} }` → `{ title_id, title_en }`. */
export function bi(name: string, value: Bi): Row {
  return { [`${name}_id`]: value.id, [`${name}_en`]: value.en };
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Deterministic pick from a list by index. */
export function pick<T>(list: readonly T[], index: number): T {
  return list[((index % list.length) + list.length) % list.length] as T;
}

/** `KEP-0014/DIR/KSEI/0224` → `KEP 0014 DIR KSEI 0224`: the text parser reads the former as one path token. */
export function searchable(code: string): string {
  return code === '-' ? '' : code.replace(/[^\p{L}\p{N}]+/gu, ' ');
}

/** `2024-03-05` → `0324`, the MMYY suffix of KSEI letter numbers. */
export function mmyy(iso: string): string {
  return iso.slice(5, 7) + iso.slice(2, 4);
}
