/**
 * PostgreSQL's text-search ranking and trigram similarity, computed in JavaScript over the lexemes,
 * positions and trigrams PostgreSQL itself produced (read from the database), so that the search
 * index in memory orders hits exactly as the SQL does. Each step follows the C code's arithmetic:
 * single-precision (`float4`) results are rounded with `Math.fround` where the C code stores a float.
 * Tests compare every function with the database's on both engines.
 */

const f = Math.fround;

/** `ts_rank`'s default weights of D, C, B and A (tsrank.c, floats). */
const WEIGHTS = [f(0.1), f(0.2), f(0.4), f(1.0)] as const;
const weightOf = (code: number): number => WEIGHTS[code] ?? 0;

/** A tsvector's lexemes in its own order (bytes of UTF-8), each with its positions and their weights (0 D … 3 A). */
export interface RankedVector {
  readonly lexemes: readonly string[];
  readonly positions: readonly (readonly number[])[];
  readonly weights: readonly (readonly number[])[];
}

/** One operand of a tsquery: a lexeme, matched whole or as a prefix (`word:*`). */
export interface QueryItem {
  readonly word: string;
  readonly prefix: boolean;
}

/**
 * Code-point order, which is the byte order of UTF-8 and so PostgreSQL's order of a tsvector's
 * lexemes (JavaScript's `<` compares UTF-16 units: it differs past U+FFFF).
 */
export function compareLexemes(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const xSurrogate = x >= 0xd800 && x <= 0xdfff;
    const ySurrogate = y >= 0xd800 && y <= 0xdfff;
    if (xSurrogate === ySurrogate) return x - y;
    return xSurrogate ? 1 : -1;
  }
  return a.length - b.length;
}

/** The first index of `sorted` whose lexeme is not below `word`. */
export function lowerBound(sorted: readonly string[], word: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareLexemes(sorted[middle] as string, word) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The lexemes `item` finds in `sorted` as [first index, count] (a prefix finds a run of them). */
export function entriesOf(sorted: readonly string[], item: QueryItem): readonly [number, number] {
  const first = lowerBound(sorted, item.word);
  if (!item.prefix) return [first, sorted[first] === item.word ? 1 : 0];
  let end = first;
  while (end < sorted.length && (sorted[end] as string).startsWith(item.word)) end++;
  return [first, end - first];
}

/** The query's operands sorted by their bytes, duplicates dropped (tsrank.c's SortAndUniqItems). */
function sortAndUniq(items: readonly QueryItem[]): QueryItem[] {
  const sorted = [...items].sort((a, b) => compareLexemes(a.word, b.word));
  return sorted.filter((item, i) => i === 0 || sorted[i - 1]?.word !== item.word);
}

/** tsrank.c's word_distance: how much two lexemes `distance` positions apart count together. */
export function wordDistance(distance: number): number {
  if (distance > 100) return f(1e-30);
  return f(1.0 / (1.005 + 0.05 * Math.exp(f(distance) / 1.5 - 2)));
}

function rankOr(vector: RankedVector, items: readonly QueryItem[]): number {
  const unique = sortAndUniq(items);
  let res = 0;
  for (const item of unique) {
    const [first, count] = entriesOf(vector.lexemes, item);
    for (let entry = first; entry < first + count; entry++) {
      const positions = vector.positions[entry] ?? [];
      const weights = vector.weights[entry] ?? [];
      let resj = 0;
      let wjm = -1;
      let jm = 0;
      for (let j = 0; j < positions.length; j++) {
        const weight = weightOf(weights[j] ?? 0);
        resj = f(resj + f(weight / ((j + 1) * (j + 1))));
        if (weight > wjm) {
          wjm = weight;
          jm = j;
        }
      }
      res = f(res + f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1)))) / 1.64493406685);
    }
  }
  return unique.length > 0 ? f(res / unique.length) : res;
}

function rankAnd(vector: RankedVector, items: readonly QueryItem[]): number {
  const unique = sortAndUniq(items);
  if (unique.length < 2) return rankOr(vector, items);
  let res = -1;
  // Per operand, the last of its lexemes met so far (the C code keeps one pointer per operand).
  const last: (number | undefined)[] = [];
  unique.forEach((item, i) => {
    const [first, count] = entriesOf(vector.lexemes, item);
    for (let entry = first; entry < first + count; entry++) {
      last[i] = entry;
      const post = vector.positions[entry] ?? [];
      const postWeights = vector.weights[entry] ?? [];
      for (let k = 0; k < i; k++) {
        const other = last[k];
        if (other === undefined) continue;
        const ct = vector.positions[other] ?? [];
        const ctWeights = vector.weights[other] ?? [];
        for (let l = 0; l < post.length; l++) {
          for (let p = 0; p < ct.length; p++) {
            const distance = Math.abs((post[l] ?? 0) - (ct[p] ?? 0));
            // Every lexeme here has positions: the C code's zero distance only counts without them.
            if (distance === 0) continue;
            const product = f(f(weightOf(postWeights[l] ?? 0) * weightOf(ctWeights[p] ?? 0)) * wordDistance(distance));
            const curw = f(Math.sqrt(product));
            res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
          }
        }
      }
    }
  });
  return res;
}

/**
 * `ts_rank(vector, query)` with the default weights and no normalization, for a query of operands
 * joined by `&` (`and`: true) or a single operand.
 */
export function tsRank(vector: RankedVector, items: readonly QueryItem[], and: boolean): number {
  if (vector.lexemes.length === 0 || items.length === 0) return 0;
  const res = and ? rankAnd(vector, items) : rankOr(vector, items);
  return res < 0 ? f(1e-20) : res;
}

/** pg_trgm's trigrams of one word of letters and digits (lower case, ASCII): padded "  word ", sorted, unique. */
export function asciiWordTrigrams(word: string): string[] {
  const padded = `  ${word} `;
  const trigrams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) trigrams.add(padded.slice(i, i + 3));
  return [...trigrams].sort();
}

/** pg_trgm's similarity of two trigram sets (each sorted and unique), a float4 as `similarity()` returns. */
export function trigramSimilarity(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const other = new Set(b);
  let common = 0;
  for (const trigram of a) if (other.has(trigram)) common++;
  return similarityOf(common, a.length, b.length);
}

/** pg_trgm's similarity from the count of shared trigrams and each side's count (`cnt_sml`, a float4). */
export function similarityOf(common: number, lengthA: number, lengthB: number): number {
  if (lengthA === 0 || lengthB === 0) return 0;
  return f(common / (lengthA + lengthB - common));
}

/** pg_trgm's default `similarity_threshold`, which `%` compares with. */
export const SIMILARITY_THRESHOLD = 0.3;
