import type { SearchResultType } from '@ksei/shared/node';
import type { Queryable } from '../../db/database.js';
import { compareLexemes, entriesOf, lowerBound, type RankedVector } from './rank.js';

/**
 * The search documents and title words in memory, as PostgreSQL analysed them: each document's
 * lexemes with their positions and weights (its `tsv`), each word's trigrams (`show_trgm`), and the
 * database's own order of titles, types and words (their collation). About 7,300 documents (two
 * locales), a few MB. A search or suggestion is then worked out here in well under a millisecond
 * instead of taking the embedded database's one thread for several (search.ts).
 */

export interface IndexedDocument extends RankedVector {
  readonly id: number;
  readonly type: SearchResultType;
  readonly title: string;
  readonly resource: string;
  readonly category: string | null;
  readonly params: Record<string, string>;
  /** `params::text`, which the suggestions tell documents apart by. */
  readonly paramsText: string;
  /** `sort_date` as days, null when none. */
  readonly sortDay: number | null;
  /** The title's place in the database's order of titles (equal titles, equal places). */
  readonly titleOrder: number;
  /** The type's place in the database's order of types. */
  readonly typeOrder: number;
}

export interface LocaleIndex {
  /** By id. */
  readonly documents: readonly IndexedDocument[];
  /** Every lexeme of the locale's documents, in PostgreSQL's order, and which documents hold it. */
  readonly lexemes: readonly string[];
  readonly holders: readonly Int32Array[];
  /** `search_words` of the locale in the database's order, with their trigrams. */
  readonly words: readonly string[];
  readonly wordTrigrams: readonly (readonly string[])[];
  /** Which words hold a trigram. */
  readonly trigramWords: ReadonlyMap<string, readonly number[]>;
}

export interface SearchSnapshot {
  /** `search_version.version` when the copy was read (read before the rows: never newer than them). */
  readonly version: string;
  readonly locales: ReadonlyMap<string, LocaleIndex>;
}

interface DocumentRow {
  id: number;
  locale: string;
  type: SearchResultType;
  title: string;
  resource: string;
  category: string | null;
  params: Record<string, string>;
  params_text: string;
  sort_day: number | null;
  title_order: number;
  type_order: number;
  /** `[lexeme, positions, weights]` of each lexeme, from `unnest(tsv)`. */
  lexemes: [string, number[] | null, string[] | null][];
}

const WEIGHT_CODES: Readonly<Record<string, number>> = { D: 0, C: 1, B: 2, A: 3 };

/** The version the copy is checked against on every answer. */
export async function readSearchVersion(db: Queryable): Promise<string> {
  const [row] = await db.query<{ version: string }>('select version::text as version from search_version');
  return row?.version ?? '';
}

/** Reads the whole copy: the version first, then the documents and the words. */
export async function loadSearchSnapshot(db: Queryable): Promise<SearchSnapshot> {
  const version = await readSearchVersion(db);
  const documents = await db.query<DocumentRow>(
    `select d.id, d.locale, d.type, d.title, d.resource, d.category, d.params, d.params::text as params_text,
            (d.sort_date - date '2000-01-01')::int as sort_day,
            (dense_rank() over (order by d.title))::int as title_order,
            (dense_rank() over (order by d.type))::int as type_order,
            (select coalesce(json_agg(json_build_array(u.lexeme, u.positions, u.weights)), '[]'::json)
             from unnest(d.tsv) u) as lexemes
     from search_documents d
     order by d.id`,
  );
  const words = await db.query<{ locale: string; word: string; trigrams: string[] }>(
    'select locale, word, show_trgm(word) as trigrams from search_words order by locale, word',
  );
  const locales = new Map<string, LocaleIndex>();
  for (const locale of new Set([...documents.map((row) => row.locale), ...words.map((row) => row.locale)])) {
    locales.set(
      locale,
      localeIndex(
        documents.filter((row) => row.locale === locale),
        words.filter((row) => row.locale === locale),
      ),
    );
  }
  return { version, locales };
}

function indexedDocument(row: DocumentRow): IndexedDocument {
  const entries = [...row.lexemes].sort((a, b) => compareLexemes(a[0], b[0]));
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    resource: row.resource,
    category: row.category,
    params: row.params,
    paramsText: row.params_text,
    sortDay: row.sort_day,
    titleOrder: row.title_order,
    typeOrder: row.type_order,
    lexemes: entries.map(([lexeme]) => lexeme),
    positions: entries.map(([, positions]) => positions ?? []),
    weights: entries.map(([, , weights]) => (weights ?? []).map((weight) => WEIGHT_CODES[weight] ?? 0)),
  };
}

function localeIndex(
  rows: readonly DocumentRow[],
  wordRows: readonly { word: string; trigrams: string[] }[],
): LocaleIndex {
  const documents = rows.map(indexedDocument);
  const holders = new Map<string, number[]>();
  documents.forEach((document, index) => {
    for (const lexeme of document.lexemes) {
      const list = holders.get(lexeme);
      if (list) list.push(index);
      else holders.set(lexeme, [index]);
    }
  });
  const lexemes = [...holders.keys()].sort(compareLexemes);
  const trigramWords = new Map<string, number[]>();
  wordRows.forEach(({ trigrams }, index) => {
    for (const trigram of trigrams) {
      const list = trigramWords.get(trigram);
      if (list) list.push(index);
      else trigramWords.set(trigram, [index]);
    }
  });
  return {
    documents,
    lexemes,
    holders: lexemes.map((lexeme) => Int32Array.from(holders.get(lexeme) ?? [])),
    words: wordRows.map((row) => row.word),
    wordTrigrams: wordRows.map((row) => row.trigrams),
    trigramWords,
  };
}

/**
 * The documents (indexes into `documents`, ascending) whose lexemes match every word as a prefix,
 * as `tsv @@ to_tsquery('simple', 'w1:* & w2:*')` does.
 */
export function prefixMatches(index: LocaleIndex, words: readonly string[]): number[] {
  const distinct = [...new Set(words)];
  if (distinct.length === 0) return [];
  const hits = new Uint8Array(index.documents.length);
  const seen = new Int32Array(index.documents.length).fill(-1);
  distinct.forEach((word, w) => {
    let at = lowerBound(index.lexemes, word);
    for (; at < index.lexemes.length && (index.lexemes[at] as string).startsWith(word); at++) {
      for (const document of index.holders[at] ?? []) {
        if (seen[document] === w) continue;
        seen[document] = w;
        hits[document] = (hits[document] ?? 0) + 1;
      }
    }
  });
  const matched: number[] = [];
  hits.forEach((count, document) => {
    if (count === distinct.length) matched.push(document);
  });
  return matched;
}

/** Whether the document holds a lexeme `word` begins (one operand of a prefix query). */
export function holdsPrefix(document: IndexedDocument, word: string): boolean {
  return entriesOf(document.lexemes, { word, prefix: true })[1] > 0;
}

/** The database's change notices (the `Database`'s `onDataChange`). */
export interface SearchChanges {
  onDataChange(listener: (tables: readonly string[]) => void): () => void;
}

/**
 * Stores the snapshot and keeps it current: read on first use (the first request waits for it), read
 * again in the background when a change notice names the documents or an answer finds the table's
 * version moved on; while that reload runs, `current()` still returns the older copy and the caller,
 * which checks the version with each answer, asks the database instead.
 */
export class SearchIndex {
  private snapshot: SearchSnapshot | undefined;
  private first: Promise<SearchSnapshot> | undefined;
  private reloading: Promise<void> | undefined;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Queryable,
    private readonly options: {
      /** Committed data changes (any server): a change of the documents starts a reload at once. */
      readonly changes?: SearchChanges;
      /** A reload that failed (answers come from the database until one succeeds). */
      readonly onLoadError?: (error: unknown) => void;
    } = {},
  ) {
    this.unsubscribe =
      options.changes?.onDataChange((tables) => {
        if (this.snapshot !== undefined && (tables.includes('search_documents') || tables.includes('search_words'))) {
          this.reload();
        }
      }) ?? (() => undefined);
  }

  /** The copy in memory (possibly older than the table: check its version). */
  async current(): Promise<SearchSnapshot> {
    if (this.snapshot !== undefined) return this.snapshot;
    this.first ??= loadSearchSnapshot(this.db).then(
      (snapshot) => {
        this.snapshot = snapshot;
        return snapshot;
      },
      (error: unknown) => {
        this.first = undefined;
        throw error;
      },
    );
    return this.first;
  }

  /** Reads the copy again in the background (once at a time). */
  reload(): void {
    this.reloading ??= loadSearchSnapshot(this.db)
      .then(
        (snapshot) => {
          this.snapshot = snapshot;
        },
        (error: unknown) => this.options.onLoadError?.(error),
      )
      .finally(() => {
        this.reloading = undefined;
      });
  }

  /** Stops listening for changes. */
  close(): void {
    this.unsubscribe();
  }
}
