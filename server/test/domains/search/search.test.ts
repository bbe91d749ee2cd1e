import type { SearchResponse, SearchSuggestion } from '@ksei/shared/node';
import { markSnippet, prefixQuery, queryWords } from '../../../src/domains/search/search.js';
import { describeEachEngine, serverDatabase } from '../../support/engines.js';
import { startTestServer, type TestServer } from '../../support/fixtures.js';

describe('search helpers', () => {
  it('keeps only words, so tsquery syntax cannot be injected', () => {
    expect(queryWords("Peratur' & !KSEI | <b>")).toEqual(['peratur', 'ksei', 'b']);
    expect(prefixQuery(['regul', 'ksei'])).toBe('regul:* & ksei:*');
  });

  it('escapes everything but the match markers', () => {
    expect(markSnippet('<script>x</script> \u0001KSEI\u0002 & "q"')).toBe(
      '&lt;script&gt;x&lt;/script&gt; <mark>KSEI</mark> &amp; &quot;q&quot;',
    );
  });
});

describeEachEngine('site search', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      seed: true,
      ...serverDatabase(engine),
      // Dozens of searches from one client in a second: what is tested here is search, not its limit.
      build: {
        rateLimits: { policies: { search: { perSecond: 1e6, burst: 1e6 }, suggest: { perSecond: 1e6, burst: 1e6 } } },
      },
      // A hostile title and body, to prove the snippet is escaped.
      beforeBuild: async (db) => {
        await db.query(
          `insert into search_documents (type, locale, title, body, resource, params)
           values ('faq', 'en', 'Zebracorn <img src=x onerror=alert(1)>', 'The zebracorn <script>alert(1)</script> & friends', 'faq', '{}')`,
        );
      },
    });
  });
  afterAll(() => server.close());

  const search = async (query: string): Promise<SearchResponse> => {
    const response = await server.app.inject(`/api/search?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<SearchResponse>();
  };
  const suggest = async (query: string): Promise<SearchSuggestion[]> => {
    const response = await server.app.inject(`/api/search/suggest?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: SearchSuggestion[] }>().data;
  };

  it('finds content in both locales, grouped by type and ranked', async () => {
    const en = await search('q=whistleblowing&locale=en');
    expect(en.total).toBeGreaterThan(0);
    const hits = en.groups.flatMap((group) => group.hits);
    expect(hits[0]).toMatchObject({
      type: 'page',
      title: 'Whistleblowing',
      pageId: 'about.whistleblowing',
      params: {},
    });
    // Ranked within each group; groups in the order of their best hit.
    for (const group of en.groups) {
      expect(group.hits.every((hit) => hit.type === group.type)).toBe(true);
      const ranks = group.hits.map((hit) => hit.rank);
      expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    }
    const best = en.groups.map((group) => group.hits[0]?.rank ?? 0);
    expect(best).toEqual([...best].sort((a, b) => b - a));
    const id = await search('q=pelanggaran&locale=id');
    expect(id.groups.flatMap((group) => group.hits).some((hit) => hit.pageId === 'about.whistleblowing')).toBe(true);
  });

  it('puts the security first for a query that is its code, and whole words above prefixes', async () => {
    // The seed holds BBCA, securities whose codes start with it (BBCA01ASBCN1, BBCADRCJ4A, …) and BBCA's
    // corporate actions: all match the prefix "bbca" equally.
    for (const locale of ['id', 'en']) {
      const bbca = await search(`q=bbca&locale=${locale}`);
      const hits = bbca.groups.flatMap((group) => group.hits);
      expect(hits.length).toBeGreaterThan(3);
      expect(bbca.groups[0]?.type).toBe('security');
      expect(hits[0]).toMatchObject({ type: 'security', params: { slug: 'BBCA' } });
      // BBCA's corporate actions name the word "bbca": above the codes that only start with it.
      const firstPrefixOnly = hits.findIndex((hit) => hit.type === 'security' && hit.params['slug'] !== 'BBCA');
      const lastAction = hits.findLastIndex((hit) => hit.type === 'corporateAction');
      expect(lastAction).toBeGreaterThan(0);
      expect(firstPrefixOnly).toBeGreaterThan(0);
      const rankOf = (index: number) => hits[index]?.rank ?? 0;
      expect(rankOf(lastAction)).toBeGreaterThan(rankOf(firstPrefixOnly));
    }
  });

  it('counts the hits of every type, whichever type is asked, and totals the asked one', async () => {
    const all = await search('q=dividend&locale=en&pageSize=50');
    // The seed's corporate actions and its FAQ, pages and press releases mention dividends.
    expect(all.counts.length).toBeGreaterThan(1);
    expect(all.total).toBe(all.counts.reduce((sum, { count }) => sum + count, 0));
    const counts = all.counts.map(({ count }) => count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const { type, count } of all.counts) {
      const only = await search(`q=dividend&locale=en&type=${type}&pageSize=50`);
      expect(only.counts).toEqual(all.counts);
      expect(only.total).toBe(count);
      const hits = only.groups.flatMap((group) => group.hits);
      expect(hits.length).toBe(Math.min(count, 50));
      expect(hits.every((hit) => hit.type === type)).toBe(true);
    }
  });

  it('offers the corrected query when nothing matches, and only then', async () => {
    // "dividn" and "peraturam" are misspellings of words in the seed's titles.
    expect(await search('q=dividn&locale=en')).toMatchObject({ total: 0, didYouMean: 'dividend' });
    expect(await search('q=peraturam&locale=id')).toMatchObject({ total: 0, didYouMean: 'peraturan' });
    expect((await search('q=dividend&locale=en')).didYouMean).toBeUndefined();
    // Nothing close enough: no suggestion rather than a wrong one.
    expect((await search('q=zzqxjvw&locale=en')).didYouMean).toBeUndefined();
  });

  it('links each hit to its manifest page and parameters', async () => {
    const press = await search('q=c-best&type=pressRelease&locale=en');
    expect(press.groups.map((group) => group.type)).toEqual(['pressRelease']);
    const hit = press.groups[0]?.hits[0];
    expect(hit?.pageId).toBe('publication.pressRelease');
    expect(hit?.params['slug']).toBeTruthy();
    const regulation = await search('q=KEP-0014&type=regulation');
    expect(regulation.groups[0]?.hits[0]?.pageId).toBe('regulations.kseiRegulations');
  });

  it('matches word prefixes and highlights them with <mark>', async () => {
    const result = await search('q=peratur&locale=id');
    expect(result.total).toBeGreaterThan(0);
    const snippets = result.groups.flatMap((group) => group.hits.map((hit) => hit.snippet));
    expect(snippets.some((snippet) => /<mark>peraturan<\/mark>/i.test(snippet))).toBe(true);
  });

  it('escapes the indexed text around the highlight', async () => {
    const result = await search('q=zebracorn&locale=en');
    const hit = result.groups[0]?.hits[0];
    expect(hit?.snippet).toContain('<mark>zebracorn</mark>');
    // ts_headline drops tag-like tokens; whatever text remains is escaped.
    expect(hit?.snippet).toContain('&amp; friends');
    expect(hit?.snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    expect(hit?.title).toBe('Zebracorn <img src=x onerror=alert(1)>');
  });

  it('pages results and returns nothing for a query without words', async () => {
    const first = await search('q=ksei&pageSize=5');
    const second = await search('q=ksei&pageSize=5&page=2');
    expect(first.total).toBe(second.total);
    const titles = (response: SearchResponse) =>
      response.groups.flatMap((group) => group.hits.map((hit) => hit.title + hit.pageId));
    expect(titles(first)).not.toEqual(titles(second));
    expect(await search('q=%26%26%21')).toEqual({ query: '&&!', total: 0, counts: [], groups: [] });
    // Past the last page: no hits, and still the total, so that the page can say how many pages there are.
    const past = await search(`q=ksei&pageSize=5&page=${Math.ceil(first.total / 5) + 3}`);
    expect(first.total).toBeGreaterThan(5);
    expect(past).toEqual({ query: 'ksei', total: first.total, counts: first.counts, groups: [] });
  });

  it('reads at most eight words of a query, so a ninth cannot empty the result', async () => {
    const eight = 'zebracorn+the+zebracorn+friends+zebra+the+zebracorn+friends';
    expect((await search(`q=${eight}&locale=en`)).total).toBe(1);
    expect((await search(`q=${eight}+nothingmatchesthis&locale=en`)).total).toBe(1);
    expect(queryWords('a b c d e f g h i j')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });

  it('gives each hit a rank between 0 and 1, to six decimals', async () => {
    const hits = (await search('q=ksei&pageSize=50')).groups.flatMap((group) => group.hits);
    expect(hits.length).toBeGreaterThan(10);
    for (const { rank } of hits) {
      expect(rank).toBeGreaterThan(0);
      expect(rank).toBeLessThanOrEqual(1);
      expect(Math.round(rank * 1e6)).toBeCloseTo(rank * 1e6, 6);
    }
    // Not all the same after rounding: the rank still orders the hits.
    expect(new Set(hits.map((hit) => hit.rank)).size).toBeGreaterThan(1);
  });

  it('suggests at most eight titles, tolerating typos and partial words', async () => {
    const typo = await suggest('q=whistleblwing&locale=en');
    expect(typo.map((s) => s.title)).toContain('Whistleblowing');
    const partial = await suggest('q=peratura');
    expect(partial.length).toBeGreaterThan(2);
    expect(partial.length).toBeLessThanOrEqual(8);
    // No more than two suggestions lead to the same page.
    const targets = partial.map((s) => `${s.pageId} ${JSON.stringify(s.params)}`);
    for (const target of targets) expect(targets.filter((t) => t === target).length).toBeLessThanOrEqual(2);
    const regulasi = await suggest('q=regulasi');
    expect(regulasi.length).toBeGreaterThan(0);
    expect(regulasi[0]).toEqual(expect.objectContaining({ pageId: expect.any(String), params: expect.any(Object) }));
    expect(await suggest('q=qqqqzzzz')).toEqual([]);
    expect(await suggest('q=%26%21%3F')).toEqual([]);
  });

  it('corrects a typo towards a word of a title added after the seed', async () => {
    // Inserted before the app started (beforeBuild): its words reach search_words through the trigger.
    const typo = await suggest('q=zebrakorn&locale=en');
    expect(typo.map((s) => s.title)).toEqual(['Zebracorn <img src=x onerror=alert(1)>']);
    const words = await server.db.query<{ word: string }>(
      "select word from search_words where locale = 'en' and word like 'zebra%' order by word",
    );
    expect(words.map((row) => row.word)).toEqual(['zebracorn']);
  });
});
