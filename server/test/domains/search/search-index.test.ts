import type { SearchResultType } from '@ksei/shared/node';
import type { Database, Queryable } from '../../../src/db/database.js';
import { SearchIndex } from '../../../src/domains/search/memory-index.js';
import { asciiWordTrigrams, trigramSimilarity, tsRank, wordDistance } from '../../../src/domains/search/rank.js';
import { searchInDatabase, searchSite, suggest, suggestInDatabase } from '../../../src/domains/search/search.js';
import { listKey, type HitTarget, type SearchTargets } from '../../../src/domains/search/targets.js';
import { describeEachEngine, serverDatabase } from '../../support/engines.js';
import { startTestServer, type TestServer } from '../../support/fixtures.js';

/** Every statement a search sends, so a test can tell which way it was answered. */
function counting(db: Queryable): Queryable & { readonly statements: string[] } {
  const statements: string[] = [];
  return {
    statements,
    query: (sql, params) => {
      statements.push(sql);
      return db.query(sql, params);
    },
    exec: (sql) => db.exec(sql),
  };
}

/** Targets showing every document kind of the database, or all but those `hidden`. */
async function targetsOf(db: Queryable, hidden: readonly string[] = []): Promise<SearchTargets> {
  const lists = await db.query<{ key: string }>(
    "select distinct resource || '/' || coalesce(category, '') as key from search_documents order by key",
  );
  const items = await db.query<{ resource: string }>(
    "select distinct resource from search_documents where params ? 'slug' order by resource",
  );
  const listKeys = lists.map((row) => row.key).filter((key) => !hidden.includes(key));
  const itemResources = items.map((row) => row.resource).filter((resource) => !hidden.includes(resource));
  return {
    listKeys,
    itemResources,
    resolve: ({ resource, category, params }): HitTarget | undefined => {
      const slug = params['slug'];
      if (slug !== undefined && itemResources.includes(resource))
        return { pageId: `${resource}.item`, params: { slug } };
      return listKeys.includes(listKey(resource, category)) ? { pageId: `${resource}.list`, params: {} } : undefined;
    },
  };
}

/** A fixed pseudo-random sequence, so a failure names the same queries every run. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** Queries of every shape: the data's own words, their prefixes and typos, codes, numbers, pairs. */
async function queriesOf(db: Queryable, locale: string): Promise<string[]> {
  const rows = await db.query<{ lexeme: string }>(
    `select distinct u.lexeme from search_documents d, unnest(d.tsv) u
     where d.locale = $1 and u.lexeme ~ '^[a-z0-9]+$' order by u.lexeme`,
    [locale],
  );
  const lexemes = rows.map((row) => row.lexeme);
  const random = sequence(locale === 'id' ? 17 : 29);
  const pick = (): string => lexemes[Math.floor(random() * lexemes.length)] ?? 'ksei';
  const queries = [
    'bbca',
    'BBCA',
    'bb',
    'b',
    'peraturan 1',
    'peraturan 12',
    'efek 7',
    'dividen tunai 2024',
    'dividend',
    'ksei',
    'ksei ksei',
    'peratur',
    'dividn',
    'peraturam',
    'whistleblwing',
    'zzqxjvw',
    'qqqqzzzz',
    '1e5',
    '2024q1',
    'id1000109507',
    'SMAR dividen',
    'investor jenis kelamin',
    'jadwal aksi korporasi',
    'corporate action schedule',
  ];
  for (let i = 0; i < 60; i++) {
    const word = pick();
    queries.push(word, word.slice(0, 1 + Math.floor(random() * Math.max(1, word.length - 1))));
    queries.push(`${pick()} ${pick().slice(0, 3)}`);
    const at = Math.floor(random() * word.length);
    queries.push(word.slice(0, at) + word.slice(at + 1), `${word} ${Math.floor(random() * 100)}`);
  }
  return queries;
}

/** Runs `work` on every item, `lanes` at a time, and resolves to the answers in the items' order. */
async function inLanes<T, R>(items: readonly T[], lanes: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const answers: R[] = [];
  let next = 0;
  const lane = async (): Promise<void> => {
    for (let at = next++; at < items.length; at = next++) answers[at] = await work(items[at] as T);
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return answers;
}

describeEachEngine('search from the index in memory', (engine) => {
  let server: TestServer;
  let db: Database;
  // One copy in memory for the tests that read it without changing the table: reading it is seconds.
  let index: SearchIndex;
  beforeAll(async () => {
    server = await startTestServer({ seed: true, ...serverDatabase(engine) });
    db = server.db;
    index = new SearchIndex(db);
  });
  afterAll(() => server.close());

  it.each(['id', 'en'] as const)(
    'answers every search and suggestion exactly as the database does (%s)',
    async (locale) => {
      const all = await targetsOf(db);
      // A manifest without the securities' pages and the charts: their documents are neither found nor counted.
      const some = await targetsOf(db, ['securities', 'securities/', 'charts']);
      const cases: (() => Promise<{ got: unknown; want: unknown; fromIndex: boolean }>)[] = [];
      for (const q of await queriesOf(db, locale)) {
        for (const targets of [all, some]) {
          for (const [type, page, pageSize] of [
            [undefined, 1, 20],
            [undefined, 2, 7],
            ['security', 1, 50],
          ] as const) {
            const query = { q, locale, type: type as SearchResultType | undefined, page, pageSize };
            const label = { q, targets: targets === all, type, page };
            cases.push(async () => {
              const spy = counting(db);
              const [answer, expected] = await Promise.all([
                searchSite(spy, query, targets, index),
                searchInDatabase(db, query, targets),
              ]);
              return {
                got: { ...label, answer },
                want: { ...label, answer: expected },
                fromIndex: spy.statements.length === 1,
              };
            });
          }
          cases.push(async () => {
            const spy = counting(db);
            const [suggestions, expected] = await Promise.all([
              suggest(spy, { q, locale }, targets, index),
              suggestInDatabase(db, { q, locale }, targets),
            ]);
            return {
              got: { q, suggestions },
              want: { q, suggestions: expected },
              fromIndex: spy.statements.length === 1,
            };
          });
        }
      }
      // Several queries in flight, as a server has them: the main thread works out one from the index
      // while the database answers another (one at a time, this test was most of the suite's time).
      // Compared afterwards, in the queries' order, so a failure names the same first query every run.
      const results = await inLanes(cases, 6, (run) => run());
      let fromIndex = 0;
      for (const { got, want, fromIndex: alone } of results) {
        expect(got).toEqual(want);
        if (alone) fromIndex += 1;
      }
      // One statement (the snippets and the version) per answer: the index answered, not the SQL.
      expect(fromIndex).toBeGreaterThan(1000);
    },
    120_000,
  );

  it('answers from memory with one small statement, and from the database for words outside ASCII', async () => {
    const targets = await targetsOf(db);
    await searchSite(db, { q: 'ksei', locale: 'id', page: 1, pageSize: 20 }, targets, index);
    const spy = counting(db);
    await searchSite(spy, { q: 'ksei', locale: 'id', page: 1, pageSize: 20 }, targets, index);
    await suggest(spy, { q: 'ksei', locale: 'id' }, targets, index);
    expect(spy.statements).toHaveLength(2);
    expect(spy.statements.join('\n')).not.toMatch(/ts_rank|search_words/);
    spy.statements.length = 0;
    await searchSite(spy, { q: 'café', locale: 'id', page: 1, pageSize: 20 }, targets, index);
    expect(spy.statements.join('\n')).toMatch(/ts_rank/);
  });

  it('never answers from a copy older than the table, whoever changed it', async () => {
    const targets = await targetsOf(db);
    const search = (q: string) =>
      searchSite(db, { q, locale: 'en', page: 1, pageSize: 20 }, targets, index).then((answer) =>
        answer.groups.flatMap((group) => group.hits.map((hit) => hit.title)),
      );
    const suggestions = (q: string) =>
      suggest(db, { q, locale: 'en' }, targets, index).then((answer) => answer.data.map((hit) => hit.title));
    expect(await search('quokkaplume')).toEqual([]);
    // Written behind the index's back, as an operator or another server would: no notice is listened to here.
    await db.query(
      `insert into search_documents (type, locale, title, body, resource, params)
       values ('faq', 'en', 'Quokkaplume', 'The quokkaplume answer', 'faq', '{}')`,
    );
    expect(await search('quokkaplume')).toEqual(['Quokkaplume']);
    expect(await suggestions('quokkapl')).toEqual(['Quokkaplume']);
    await db.query("delete from search_documents where title = 'Quokkaplume'");
    expect(await suggestions('quokkapl')).toEqual([]);
    expect(await search('quokkaplume')).toEqual([]);
  });

  it('reads the documents again when a change notice names them', async () => {
    const index = new SearchIndex(db, { changes: db });
    const before = (await index.current()).version;
    await db.query(
      `insert into search_documents (type, locale, title, body, resource, params)
       values ('faq', 'en', 'Wombatquill', 'The wombatquill answer', 'faq', '{}')`,
    );
    const deadline = Date.now() + 5000;
    while ((await index.current()).version === before && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const snapshot = await index.current();
    expect(snapshot.version).not.toBe(before);
    expect(snapshot.locales.get('en')?.documents.some((document) => document.title === 'Wombatquill')).toBe(true);
    index.close();
    await db.query("delete from search_documents where title = 'Wombatquill'");
  });

  it('ranks two words at every distance as ts_rank does (its float arithmetic, exp included)', async () => {
    const rows = await db.query<{ distance: number; rank: number; rank_b: number }>(
      `select d as distance,
              ts_rank(('a:1 b:' || (1 + d))::tsvector, 'a & b'::tsquery)::float8 as rank,
              ts_rank(('a:1A,3B b:' || (1 + d) || 'C,' || (40 + d) || 'A')::tsvector, 'a:* & b:*'::tsquery)::float8 as rank_b
       from generate_series(1, 104) d`,
    );
    expect(rows).toHaveLength(104);
    for (const { distance, rank, rank_b } of rows) {
      const vector = { lexemes: ['a', 'b'], positions: [[1], [1 + distance]], weights: [[0], [0]] };
      expect({
        distance,
        rank: tsRank(
          vector,
          [
            { word: 'a', prefix: false },
            { word: 'b', prefix: false },
          ],
          true,
        ),
      }).toEqual({ distance, rank });
      const weighted = {
        lexemes: ['a', 'b'],
        positions: [
          [1, 3],
          [1 + distance, 40 + distance],
        ],
        weights: [
          [3, 2],
          [1, 3],
        ],
      };
      const items = [
        { word: 'a', prefix: true },
        { word: 'b', prefix: true },
      ];
      expect({ distance, rank_b: tsRank(weighted, items, true) }).toEqual({ distance, rank_b });
    }
    expect(wordDistance(101)).toBe(Math.fround(1e-30));
  });

  it('measures trigram similarity as pg_trgm does', async () => {
    const pairs = [
      ['dividen', 'dividend'],
      ['14', '140'],
      ['peraturam', 'peraturan'],
      ['whistleblwing', 'whistleblowing'],
      ['a', 'ab'],
      ['aaa', 'aaaa'],
    ] as const;
    for (const [a, b] of pairs) {
      const [row] = await db.query<{ similarity: number; matches: boolean }>(
        'select similarity($1, $2)::float8 as similarity, $1 % $2 as matches',
        [a, b],
      );
      const similarity = trigramSimilarity(asciiWordTrigrams(a), asciiWordTrigrams(b));
      expect({ a, b, similarity, matches: similarity >= 0.3 }).toEqual({ a, b, ...row });
    }
  });
});
