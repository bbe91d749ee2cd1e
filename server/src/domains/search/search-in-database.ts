import type {
  SearchHit,
  SearchQuery,
  SearchResponse,
  SearchResultType,
  SuggestQuery,
  SuggestResponse,
} from '@ksei/shared/node';
import type { Queryable } from '../../db/database.js';
import {
  CORRECTABLE,
  HEADLINE_OPTIONS,
  markSnippet,
  prefixQuery,
  queryWords,
  suggestionsOf,
  type SuggestionRow,
} from './query-text.js';
import type { SearchTargets } from './targets.js';

/*
 * The site search and its suggestions answered by the database alone: PostgreSQL's full-text search
 * and pg_trgm. The index in memory (search-from-index.ts) gives the same answers, and is tested against these.
 */

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
