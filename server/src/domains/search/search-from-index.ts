import type { SearchHit, SearchQuery, SearchResponse, SearchResultType } from '@ksei/shared/node';
import type { Queryable } from '../../db/database.js';
import {
  prefixMatches,
  readSearchVersion,
  type IndexedDocument,
  type LocaleIndex,
  type SearchIndex,
  type SearchSnapshot,
} from './memory-index.js';
import { CORRECTABLE, HEADLINE_OPTIONS, markSnippet, prefixQuery, type SuggestionRow } from './query-text.js';
import { asciiWordTrigrams, SIMILARITY_THRESHOLD, similarityOf, tsRank, type QueryItem } from './rank.js';
import { correctedQuery } from './search-in-database.js';
import { listKey, type SearchTargets } from './targets.js';

// The same answers as search-in-database.ts, from the index in memory (memory-index.ts).
//
// The database's work is the same for every query shape, and on the embedded database it is done by
// one thread: at the documented rates (a burst of requests each second) each search waited for the
// ones before it. The index holds what PostgreSQL made of the documents (lexemes, positions, weights,
// trigrams, the collation's order), so matching, counting, ranking, correcting and ordering happen
// here with PostgreSQL's arithmetic (rank.ts); only the page's snippets (ts_headline) come from the
// database, in the one small query that also reads the version the copy is checked against. Words
// other than ASCII letters and digits (whose parsing and case depend on the database's locale) and a
// copy older than the table are answered by the SQL (search-in-database.ts).

/** Words whose lexeme is the word itself in both engines, whatever the locale. */
const ASCII_WORD = /^[a-z0-9]+$/;

const NO_DOCUMENTS: LocaleIndex = {
  documents: [],
  lexemes: [],
  holders: [],
  words: [],
  wordTrigrams: [],
  trigramWords: new Map(),
};

const shownSets = new WeakMap<SearchTargets, { lists: ReadonlySet<string>; items: ReadonlySet<string> }>();

/** `shownBy` of the SQL: whether a live page lists or shows the document. */
function shownFilter(targets: SearchTargets): (document: IndexedDocument) => boolean {
  let sets = shownSets.get(targets);
  if (!sets) {
    sets = { lists: new Set(targets.listKeys), items: new Set(targets.itemResources) };
    shownSets.set(targets, sets);
  }
  const { lists, items } = sets;
  return (document) =>
    lists.has(listKey(document.resource, document.category)) ||
    (Object.hasOwn(document.params, 'slug') && items.has(document.resource));
}

const prefixItems = (words: readonly string[]): QueryItem[] => words.map((word) => ({ word, prefix: true }));
const f = Math.fround;

/** `closestTitleWord` of the SQL: the most similar title word (`%`, then similarity, then the words' order). */
function closestWord(index: LocaleIndex, word: string): string | undefined {
  const typed = asciiWordTrigrams(word);
  // Trigrams shared with each word, counted along the trigrams' lists (each list and `typed` unique).
  const shared = new Map<number, number>();
  for (const trigram of typed) {
    for (const at of index.trigramWords.get(trigram) ?? []) shared.set(at, (shared.get(at) ?? 0) + 1);
  }
  let best: number | undefined;
  let bestSimilarity = -1;
  for (const [at, common] of shared) {
    const similarity = similarityOf(common, typed.length, index.wordTrigrams[at]?.length ?? 0);
    if (similarity < SIMILARITY_THRESHOLD) continue;
    if (similarity > bestSimilarity || (similarity === bestSimilarity && best !== undefined && at < best)) {
      best = at;
      bestSimilarity = similarity;
    }
  }
  return best === undefined ? undefined : index.words[best];
}

/** `correctedQuery` from the index; `null` when the database must say (a correction outside ASCII). */
function correctedFromIndex(index: LocaleIndex, words: readonly string[]): string | undefined | null {
  const correctable = words.map((word) => CORRECTABLE.test(word));
  if (!correctable.includes(true)) return undefined;
  const corrected = words.map((word, i) =>
    correctable[i] && prefixMatches(index, [word]).length === 0 ? (closestWord(index, word) ?? word) : word,
  );
  if (!corrected.every((word) => ASCII_WORD.test(word))) return null;
  const text = corrected.join(' ');
  return text !== words.join(' ') && prefixMatches(index, corrected).length > 0 ? text : undefined;
}

/** The version and the snippets of the page's hits, in one query. */
const SNIPPETS_SQL = `select v.version::text as version, h.id, h.snippet
  from search_version v
  left join lateral (
    select d.id, ts_headline('simple', d.body, to_tsquery('simple', $2), $3) as snippet
    from search_documents d where d.id = any($1::int[])
  ) h on true`;

export async function searchFromIndex(
  db: Queryable,
  query: SearchQuery,
  targets: SearchTargets,
  index: SearchIndex,
  words: readonly string[],
): Promise<SearchResponse | undefined> {
  if (!words.every((word) => ASCII_WORD.test(word))) return undefined;
  const { q, type, page, pageSize, locale } = query;
  const snapshot = await index.current();
  const documents = snapshot.locales.get(locale) ?? NO_DOCUMENTS;
  const shown = shownFilter(targets);
  const matched = prefixMatches(documents, words)
    .map((at) => documents.documents[at] as IndexedDocument)
    .filter(shown);
  const counts = countsPerType(matched);
  const hits = rankedDocuments(matched, words, q, type).slice((page - 1) * pageSize, page * pageSize);
  const rows = await db.query<{ version: string; id: number | null; snippet: string | null }>(SNIPPETS_SQL, [
    hits.map((hit) => hit.document.id),
    prefixQuery(words),
    HEADLINE_OPTIONS,
  ]);
  const snippets = new Map(rows.flatMap((row) => (row.id === null ? [] : ([[row.id, row.snippet ?? '']] as const))));
  if (!isCurrent(snapshot, rows[0]?.version, index) || hits.some((hit) => !snippets.has(hit.document.id))) {
    return undefined;
  }
  const total = counts.reduce((sum, row) => (type === undefined || row.type === type ? sum + row.count : sum), 0);
  let didYouMean: string | undefined;
  if (counts.length === 0) {
    const corrected = correctedFromIndex(documents, words);
    didYouMean = corrected === null ? await correctedQuery(db, locale, words) : corrected;
  }
  return {
    query: q,
    total,
    counts,
    groups: groupedHits(hits, targets, snippets),
    ...(didYouMean ? { didYouMean } : {}),
  };
}

/** The matches per type, most first (equal counts in the types' own order). */
function countsPerType(matched: readonly IndexedDocument[]): SearchResponse['counts'] {
  const perType = new Map<SearchResultType, { count: number; order: number }>();
  for (const document of matched) {
    const entry = perType.get(document.type) ?? { count: 0, order: document.typeOrder };
    entry.count += 1;
    perType.set(document.type, entry);
  }
  return [...perType]
    .sort(([, a], [, b]) => b.count - a.count || a.order - b.order)
    .map(([countType, { count }]) => ({ type: countType, count }));
}

interface RankedDocument {
  readonly document: IndexedDocument;
  readonly rank: number;
}

/**
 * The matches of the type asked for (all without one), ranked as the SQL ranks them: prefix and whole
 * words, a security whose code is the query first; then newer first, undated last, then by id.
 */
function rankedDocuments(
  matched: readonly IndexedDocument[],
  words: readonly string[],
  q: string,
  type: SearchResultType | undefined,
): RankedDocument[] {
  const prefix = prefixItems(words);
  const whole = words.map((word) => ({ word, prefix: false }));
  const and = words.length > 1;
  const slug = q.trim().toUpperCase();
  return matched
    .filter((document) => type === undefined || document.type === type)
    .map((document) => {
      const bonus = document.type === 'security' && document.params['slug'] === slug ? 1 : 0;
      // float4 + float4 is a float4; adding the integer makes it a double (as `score` in the SQL).
      const score = f(tsRank(document, prefix, and) + tsRank(document, whole, and)) + bonus;
      return { document, rank: score / (score + 1) };
    })
    .sort(
      (a, b) =>
        b.rank - a.rank ||
        (a.document.sortDay === b.document.sortDay
          ? 0
          : a.document.sortDay === null
            ? 1
            : b.document.sortDay === null
              ? -1
              : b.document.sortDay - a.document.sortDay) ||
        a.document.id - b.document.id,
    );
}

/** The page's hits by type, each with its target and its marked snippet; a hit without a target is left out. */
function groupedHits(
  hits: readonly RankedDocument[],
  targets: SearchTargets,
  snippets: ReadonlyMap<number, string>,
): SearchResponse['groups'] {
  const groups = new Map<SearchResultType, SearchHit[]>();
  for (const { document, rank } of hits) {
    const target = targets.resolve(document);
    if (!target) continue;
    const hit: SearchHit = {
      type: document.type,
      title: document.title,
      snippet: markSnippet(snippets.get(document.id) ?? ''),
      ...target,
      rank: Math.round(rank * 1e6) / 1e6,
    };
    groups.set(document.type, [...(groups.get(document.type) ?? []), hit]);
  }
  return [...groups].map(([groupType, groupHits]) => ({ type: groupType, hits: groupHits }));
}

/** Whether the copy answered from is the table's current version; if not, a new copy is read. */
function isCurrent(snapshot: SearchSnapshot, version: string | undefined, index: SearchIndex): boolean {
  if (version === snapshot.version) return true;
  index.reload();
  return false;
}

export async function suggestFromIndex(
  db: Queryable,
  locale: string,
  targets: SearchTargets,
  index: SearchIndex,
  words: readonly string[],
): Promise<SuggestionRow[] | undefined> {
  if (!words.every((word) => ASCII_WORD.test(word))) return undefined;
  const version = readSearchVersion(db);
  const snapshot = await index.current();
  const documents = snapshot.locales.get(locale) ?? NO_DOCUMENTS;
  const shown = shownFilter(targets);
  const best = (
    matchedWords: readonly string[],
    score: (document: IndexedDocument) => number,
  ): { document: IndexedDocument; score: number }[] =>
    prefixMatches(documents, matchedWords)
      .map((at) => documents.documents[at] as IndexedDocument)
      .filter(shown)
      .map((document) => ({ document, score: score(document) }))
      .sort((a, b) => b.score - a.score || a.document.id - b.document.id)
      .slice(0, 24);
  const and = words.length > 1;
  const prefix = best(words, (document) => 1 + tsRank(document, prefixItems(words), and));
  let fuzzy: { document: IndexedDocument; score: number }[] = [];
  if (prefix.length < 24) {
    const corrected = words.map((word) => closestWord(documents, word) ?? word);
    if (!corrected.every((word) => ASCII_WORD.test(word))) return undefined;
    fuzzy = best(corrected, (document) => tsRank(document, prefixItems(corrected), and));
  }
  // One per title and target (the SQL's distinct on), with its best score.
  const distinct = new Map<string, { document: IndexedDocument; score: number }>();
  for (const candidate of [...prefix, ...fuzzy]) {
    const { title, resource, category, paramsText } = candidate.document;
    const key = JSON.stringify([title, resource, category, paramsText]);
    const seen = distinct.get(key);
    if (!seen || candidate.score > seen.score) distinct.set(key, candidate);
  }
  const ordered = [...distinct.values()]
    .sort((a, b) => b.score - a.score || a.document.titleOrder - b.document.titleOrder || a.document.id - b.document.id)
    .slice(0, 24);
  if (!isCurrent(snapshot, await version, index)) return undefined;
  return ordered.map(({ document }) => ({
    title: document.title,
    type: document.type,
    resource: document.resource,
    category: document.category,
    params: document.params,
  }));
}
