import type {
  SearchHit,
  SearchQuery,
  SearchResponse,
  SearchSuggestion,
  SearchResultType,
  SuggestQuery,
  SuggestResponse,
} from '@ksei/shared/node';
import type { Queryable } from '../../db/database.js';
import { escapeHtml } from '../../text/escape-html.js';
import {
  prefixMatches,
  readSearchVersion,
  type IndexedDocument,
  type LocaleIndex,
  type SearchIndex,
  type SearchSnapshot,
} from './memory-index.js';
import { asciiWordTrigrams, SIMILARITY_THRESHOLD, similarityOf, tsRank, type QueryItem } from './rank.js';
import { listKey, type SearchTargets } from './targets.js';

// Control characters never occur in indexed text (the seed strips them), so they can mark the matches
// through ts_headline, survive HTML escaping, and then become the only markup.
const START = '\u0001';
const STOP = '\u0002';
const HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, MaxWords=28, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

/** Words of the query (letters and digits only, so the tsquery syntax cannot be injected), at most 8. */
export function queryWords(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/** Every word as a prefix: `regul pasar` → `regul:* & pasar:*`. */
export function prefixQuery(words: readonly string[]): string {
  return words.map((word) => `${word}:*`).join(' & ');
}

/** HTML-escaped snippet whose only markup is `<mark>…</mark>` around the matches. */
export function markSnippet(headline: string): string {
  return escapeHtml(headline).replaceAll(START, '<mark>').replaceAll(STOP, '</mark>');
}

interface HitRow {
  type: SearchResultType;
  title: string;
  snippet: string;
  resource: string;
  category: string | null;
  params: Record<string, string>;
  rank: number;
}

/**
 * SQL: the document `d` is shown by a live page (`$lists`: `resource/category` keys a page lists;
 * `$items`: resources whose items have a page). What no live page shows is neither found nor counted.
 */
const shownBy = (d: string, lists: string, items: string): string =>
  `((${d}.resource || '/' || coalesce(${d}.category, '')) = any(${lists}::text[])
    or (${d}.params ? 'slug' and ${d}.resource = any(${items}::text[])))`;

/** A row of the search query: the counts, and a hit or (no hits on the page) nulls. */
type SearchRow = { counts: { type: SearchResultType; count: number }[] } & (HitRow | { [K in keyof HitRow]: null });
const isHit = (row: SearchRow): row is SearchRow & HitRow => row.title !== null;

/**
 * The site search: every type's count for the query and one page of hits, ranked, with snippets whose
 * only markup is `<mark>`; a query that finds nothing may come with a corrected one (`didYouMean`).
 * Each hit leads to the page the live manifest says shows it (`targets`).
 */
export async function searchSite(
  db: Queryable,
  query: SearchQuery,
  targets: SearchTargets,
  index?: SearchIndex,
): Promise<SearchResponse> {
  const words = queryWords(query.q);
  if (words.length === 0) return { query: query.q, total: 0, counts: [], groups: [] };
  return (index && (await searchFromIndex(db, query, targets, index, words))) ?? searchInDatabase(db, query, targets);
}

/** The site search worked out by the database alone (searchSite's SQL; also what the index is tested against). */
export async function searchInDatabase(
  db: Queryable,
  query: SearchQuery,
  targets: SearchTargets,
): Promise<SearchResponse> {
  const { q, type, page, pageSize, locale } = query;
  const words = queryWords(q);
  if (words.length === 0) return { query: q, total: 0, counts: [], groups: [] };
  // One query (each costs a round trip to the database's thread): every type's count, whichever
  // is asked (the page offers them as filters; also the total, which a page past the last one
  // cannot read from its empty hits), and the page's hits. Ranked and paged first, the (costly)
  // headline runs only on the page's hits. Whole words count above prefixes ("bbca" above
  // BBCA01ASBCN1), and a query that is a security's code puts that security first; the sum is
  // mapped into (0, 1) by s / (s + 1). The counts come on every row, and on one row of nulls when
  // the page has no hits.
  const rows = await db.query<SearchRow>(
    `with matched as (
       select d.id, d.type, d.title, d.body, d.resource, d.category, d.params, d.sort_date, d.tsv
       from search_documents d, to_tsquery('simple', $2) as query
       where d.locale = $1 and d.tsv @@ query and ${shownBy('d', '$9', '$10')}
     ), counts as (
       select coalesce(json_agg(json_build_object('type', type, 'count', count) order by count desc, type),
                       '[]'::json) as counts
       from (select type, count(*)::int as count from matched group by type) per_type
     ), hits as (
       select m.id, m.type, m.title, m.body, m.resource, m.category, m.params, m.sort_date,
              score / (score + 1) as rank, query
       from matched m, to_tsquery('simple', $2) as query, to_tsquery('simple', $7) as whole,
            lateral (select ts_rank(m.tsv, query) + ts_rank(m.tsv, whole)
                            + case when m.type = 'security' and m.params->>'slug' = $8 then 1 else 0 end
                     as score) as scored
       where $3::text is null or m.type = $3
       order by rank desc, m.sort_date desc nulls last, m.id
       limit $4 offset $5
     )
     select c.counts, h.type, h.title, h.resource, h.category, h.params, h.rank::float8 as rank,
            ts_headline('simple', h.body, h.query, $6) as snippet
     from counts c left join hits h on true
     order by h.rank desc, h.sort_date desc nulls last, h.id`,
    [
      locale,
      prefixQuery(words),
      type ?? null,
      pageSize,
      (page - 1) * pageSize,
      HEADLINE_OPTIONS,
      words.join(' & '),
      q.trim().toUpperCase(),
      targets.listKeys,
      targets.itemResources,
    ],
  );
  const counts = rows[0]?.counts ?? [];
  const total = counts.reduce((sum, row) => (type === undefined || row.type === type ? sum + row.count : sum), 0);
  const didYouMean = counts.length === 0 ? await correctedQuery(db, locale, words) : undefined;
  const groups = new Map<SearchResultType, SearchHit[]>();
  for (const row of rows.filter(isHit)) {
    const target = targets.resolve(row);
    if (!target) continue;
    const hit: SearchHit = {
      type: row.type,
      title: row.title,
      snippet: markSnippet(row.snippet),
      ...target,
      rank: Math.round(row.rank * 1e6) / 1e6,
    };
    groups.set(row.type, [...(groups.get(row.type) ?? []), hit]);
  }
  return {
    query: q,
    total,
    counts: counts.map((row) => ({ type: row.type, count: row.count })),
    groups: [...groups].map(([groupType, hits]) => ({ type: groupType, hits })),
    ...(didYouMean ? { didYouMean } : {}),
  };
}

/** Up to 8 titles for what is typed so far: word prefixes first, then typos corrected word by word. */
export async function suggest(
  db: Queryable,
  query: SuggestQuery,
  targets: SearchTargets,
  index?: SearchIndex,
): Promise<SuggestResponse> {
  const words = queryWords(query.q);
  if (words.length === 0) return { data: [] };
  const rows = (index && (await suggestFromIndex(db, query.locale, targets, index, words))) ?? undefined;
  return rows ? suggestionsOf(rows, targets) : suggestInDatabase(db, query, targets);
}

/** The suggestions worked out by the database alone (suggest's SQL; also what the index is tested against). */
export async function suggestInDatabase(
  db: Queryable,
  query: SuggestQuery,
  targets: SearchTargets,
): Promise<SuggestResponse> {
  const { q, locale } = query;
  const words = queryWords(q);
  if (words.length === 0) return { data: [] };
  // Prefix matches on words rank first (scores above 1). Then typos: each typed word is replaced
  // by its most similar known title word (pg_trgm on search_words) and searched as a prefix again;
  // those rank below (ts_rank ≤ 1), and are not even looked for when prefixes fill the list.
  const rows = await db.query<SuggestionRow>(
    `with prefix as (
       select title, type, resource, category, params, 1 + ts_rank(tsv, to_tsquery('simple', $2)) as score
       from search_documents d
       where locale = $1 and tsv @@ to_tsquery('simple', $2) and ${shownBy('d', '$4', '$5')}
       order by score desc, id limit 24
     ), corrected as (
       select typed.ord, coalesce(
         ${closestTitleWord('typed.word', '(select count(*) from prefix) < 24')},
         typed.word) as word
       from unnest($3::text[]) with ordinality as typed(word, ord)
     ), fuzzy as (
       select title, type, resource, category, params, ts_rank(tsv, corrected_query) as score
       from search_documents d,
            (select to_tsquery('simple', string_agg(word || ':*', ' & ' order by ord)) as corrected_query
             from corrected) as c
       where locale = $1 and tsv @@ corrected_query and (select count(*) from prefix) < 24
         and ${shownBy('d', '$4', '$5')}
       order by score desc, id limit 24
     ), best as (
       select distinct on (title, resource, category, params::text) title, type, resource, category, params, score
       from (select * from prefix union all select * from fuzzy) candidates
       order by title, resource, category, params::text, score desc
     )
     select title, type, resource, category, params from best order by score desc, title limit 24`,
    [locale, prefixQuery(words), words, targets.listKeys, targets.itemResources],
  );
  return suggestionsOf(rows, targets);
}

function suggestionsOf(rows: readonly SuggestionRow[], targets: SearchTargets): SuggestResponse {
  const suggestions = rows.flatMap((row): SearchSuggestion[] => {
    const target = targets.resolve(row);
    return target ? [{ title: row.title, type: row.type, ...target }] : [];
  });
  return { data: diverse(suggestions) };
}
/**
 * SQL for the title word most like `word` (pg_trgm on `search_words`, in locale `$1`), or null when
 * none is similar enough; `when` skips the search (a condition in SQL). Used by the suggestions and
 * by the search's "did you mean".
 */
function closestTitleWord(word: string, when = 'true'): string {
  return `(select s.word from search_words s
           where s.locale = $1 and s.word % ${word} and ${when}
           order by similarity(s.word, ${word}) desc, s.word limit 1)`;
}

/** A word worth correcting: three letters or more and no digit (a number or a code is not a misspelling). */
const CORRECTABLE = /^\p{L}{3,}$/u;

/**
 * A query that finds nothing, corrected: each word that finds nothing on its own is replaced by the most
 * similar word of the titles (pg_trgm on `search_words`, as the suggestions do); kept only if something
 * changed and the corrected query finds something. Words that match, numbers and codes are kept as typed
 * and cost no similarity search: a flood of made-up queries stays as cheap as before.
 */
export async function correctedQuery(
  db: Queryable,
  locale: string,
  words: readonly string[],
): Promise<string | undefined> {
  const correctable = words.map((word) => CORRECTABLE.test(word));
  if (!correctable.includes(true)) return undefined;
  const [row] = await db.query<{ corrected: string; found: boolean }>(
    `with typed as (
       select word, ord, correctable and not exists (
         select 1 from search_documents d where d.locale = $1 and d.tsv @@ to_tsquery('simple', word || ':*')
       ) as misspelt
       from unnest($2::text[], $4::boolean[]) with ordinality as t(word, correctable, ord)
     ), corrected as (
       select ord, case when misspelt then coalesce(${closestTitleWord('typed.word')}, word) else word end as word
       from typed
     ), query as (
       select string_agg(word, ' ' order by ord) as corrected,
              to_tsquery('simple', string_agg(word || ':*', ' & ' order by ord)) as tsquery
       from corrected
     )
     select corrected, corrected <> $3 and exists (
       select 1 from search_documents d where d.locale = $1 and d.tsv @@ query.tsquery
     ) as found
     from query`,
    [locale, words, words.join(' '), correctable],
  );
  return row?.found ? row.corrected : undefined;
}

interface SuggestionRow {
  title: string;
  type: SearchResultType;
  resource: string;
  category: string | null;
  params: Record<string, string>;
}

/** At most 8 suggestions, at most 2 leading to the same page, so one busy list cannot fill the box. */
export function diverse(suggestions: readonly SearchSuggestion[]): SearchSuggestion[] {
  const perTarget = new Map<string, number>();
  const out: SearchSuggestion[] = [];
  for (const suggestion of suggestions) {
    const target = `${suggestion.pageId} ${JSON.stringify(suggestion.params)}`;
    const seen = perTarget.get(target) ?? 0;
    if (seen >= 2) continue;
    perTarget.set(target, seen + 1);
    out.push(suggestion);
    if (out.length === 8) break;
  }
  return out;
}

// ---- The same answers from the index in memory (memory-index.ts) ----
//
// The database's work is the same for every query shape, and on the embedded database it is done by
// one thread: at the documented rates (a burst of requests each second) each search waited for the
// ones before it. The index holds what PostgreSQL made of the documents (lexemes, positions, weights,
// trigrams, the collation's order), so matching, counting, ranking, correcting and ordering happen
// here with PostgreSQL's arithmetic (rank.ts); only the page's snippets (ts_headline) come from the
// database, in the one small query that also reads the version the copy is checked against. Words
// other than ASCII letters and digits (whose parsing and case depend on the database's locale) and a
// copy older than the table are answered by the SQL above.

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

async function searchFromIndex(
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
  const perType = new Map<SearchResultType, { count: number; order: number }>();
  for (const document of matched) {
    const entry = perType.get(document.type) ?? { count: 0, order: document.typeOrder };
    entry.count += 1;
    perType.set(document.type, entry);
  }
  const counts = [...perType]
    .sort(([, a], [, b]) => b.count - a.count || a.order - b.order)
    .map(([countType, { count }]) => ({ type: countType, count }));
  const prefix = prefixItems(words);
  const whole = words.map((word) => ({ word, prefix: false }));
  const and = words.length > 1;
  const slug = q.trim().toUpperCase();
  const ranked = matched
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
  const hits = ranked.slice((page - 1) * pageSize, page * pageSize);
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
  return {
    query: q,
    total,
    counts,
    groups: [...groups].map(([groupType, groupHits]) => ({ type: groupType, hits: groupHits })),
    ...(didYouMean ? { didYouMean } : {}),
  };
}

/** Whether the copy answered from is the table's current version; if not, a new copy is read. */
function isCurrent(snapshot: SearchSnapshot, version: string | undefined, index: SearchIndex): boolean {
  if (version === snapshot.version) return true;
  index.reload();
  return false;
}

async function suggestFromIndex(
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
