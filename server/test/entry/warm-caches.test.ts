import { startTestServer, type TestServer } from '../support/fixtures.js';

/**
 * The public API's copies in memory (the securities master, the search documents, the corporate-action
 * schedule) are read when the server's app is ready, not by the first visitor who needs them: that
 * first read took half a second idle, past the page render's time budget on a busy machine (the ISIN
 * page then went out without its section).
 */
const READS = {
  // The master's read (its per-sort orders follow in the same load, which a request joins).
  securities: /search_text as "searchText"/,
  search: /from search_documents/,
  schedule: /from corporate_actions/,
} as const;

async function startCounting(warmCaches: boolean): Promise<{ server: TestServer; statements: string[] }> {
  const statements: string[] = [];
  const server = await startTestServer({
    seed: true,
    build: { warmCaches },
    beforeBuild: async (db) => {
      const query = db.query.bind(db);
      db.query = (sql, params) => {
        statements.push(sql);
        return query(sql, params);
      };
    },
  });
  return { server, statements };
}

/** Until every pattern has been sent (or 20 s). */
async function settled(statements: readonly string[], patterns: readonly RegExp[]): Promise<void> {
  for (const started = Date.now(); Date.now() - started < 20_000;) {
    if (patterns.every((pattern) => statements.some((sql) => pattern.test(sql)))) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('copies in memory read at start', () => {
  it('reads the securities, the search documents and the schedule once the app is ready, before any request', async () => {
    const { server, statements } = await startCounting(true);
    try {
      await settled(statements, Object.values(READS));
      for (const [name, pattern] of Object.entries(READS)) {
        expect({ name, read: statements.some((sql) => pattern.test(sql)) }).toEqual({ name, read: true });
      }
      // Then the first lookup answers from the copy: no read of the master on its way.
      const before = statements.length;
      const response = await server.app.inject('/api/securities?locale=id');
      expect(response.statusCode).toBe(200);
      expect(statements.slice(before).filter((sql) => READS.securities.test(sql))).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('leaves them to the first request when asked not to (as the test servers are)', async () => {
    const { server, statements } = await startCounting(false);
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(statements.filter((sql) => READS.securities.test(sql))).toEqual([]);
      expect((await server.app.inject('/api/securities?locale=id')).statusCode).toBe(200);
      expect(statements.filter((sql) => READS.securities.test(sql)).length).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });
});
