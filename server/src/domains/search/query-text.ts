import type { SearchResultType, SearchSuggestion, SuggestResponse } from '@ksei/shared/node';
import { escapeHtml } from '../../text/escape-html.js';
import type { SearchTargets } from './targets.js';

/*
 * What both ways of answering a search share (the database's SQL in search-in-database.ts, the index in
 * memory in search-from-index.ts): the query's words, the snippets' markup, the suggestions' rows and
 * their spread over pages.
 */

// Control characters never occur in indexed text (the seed strips them), so they can mark the matches
// through ts_headline, survive HTML escaping, and then become the only markup.
const START = '\u0001';
const STOP = '\u0002';
export const HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, MaxWords=28, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

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

/** A word worth correcting: three letters or more and no digit (a number or a code is not a misspelling). */
export const CORRECTABLE = /^\p{L}{3,}$/u;

export interface SuggestionRow {
  title: string;
  type: SearchResultType;
  resource: string;
  category: string | null;
  params: Record<string, string>;
}

export function suggestionsOf(rows: readonly SuggestionRow[], targets: SearchTargets): SuggestResponse {
  const suggestions = rows.flatMap((row): SearchSuggestion[] => {
    const target = targets.resolve(row);
    return target ? [{ title: row.title, type: row.type, ...target }] : [];
  });
  return { data: diverse(suggestions) };
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
