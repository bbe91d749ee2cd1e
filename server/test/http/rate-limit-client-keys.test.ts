/**
 * Rate-limit buckets are stored under a keyed hash of the client, never its address: a dump of the
 * shared table holds neither an address that was limited nor its IPv6 /64. An IPv6 client is its /64,
 * so two addresses in one /64 draw from one bucket, and an address in the next /64 from its own.
 */
import { describeEachEngine, serverDatabase } from '../support/engines.js';
import { startTestServer, type TestServer } from '../support/fixtures.js';

/** Five searches, then (practically) none: nothing refills while a test runs. */
const SEARCH = { perSecond: 1e-6, burst: 5 };

describeEachEngine('rate limits keyed by client, not address', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      ...serverDatabase(engine),
      build: { rateLimits: { holdMs: 0, policies: { search: SEARCH } } },
    });
  });
  afterAll(() => server.close());

  const search = async (client: string, q: string) =>
    (await server.app.inject({ url: `/api/search?q=${q}&locale=id`, remoteAddress: client })).statusCode;

  it('two addresses in one IPv6 /64 share a bucket; the next /64 has its own', async () => {
    const statuses = [];
    for (const [index, client] of ['2001:db8:51:a::1', '2001:db8:51:a:ffff::9', '2001:db8:51:a::1'].entries()) {
      statuses.push(await search(client, `saham${index}a`), await search(client, `saham${index}b`));
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await search('2001:db8:51:b::1', 'obligasi')).toBe(200);
  });

  it('keeps neither a limited address nor its /64 in any column of the buckets', async () => {
    const clients = ['203.0.113.77', '2001:db8:5ca1:ab1e::77'];
    await server.db.query('delete from rate_limit_buckets');
    for (const client of clients) {
      for (let i = 0; i < 6; i += 1) await search(client, `efek${i}`);
    }
    const dump = (
      await server.db.query<{ row: string }>('select row_to_json(b)::text as row from rate_limit_buckets b')
    ).map((entry) => entry.row);
    // The embedded database's buckets live in memory; PostgreSQL's in the table, one per client.
    expect(dump).toHaveLength(engine.name === 'postgres' ? 2 : 0);
    const text = dump.join('\n');
    for (const needle of ['203.0.113.77', '2001:db8:5ca1:ab1e', '2001:db8:5ca1:ab1e::/64']) {
      expect(text).not.toContain(needle);
    }
  });
});
