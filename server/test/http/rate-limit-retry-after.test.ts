import { describeEachEngine, serverDatabase } from '../support/engines.js';
import { useTestServer, type TestServer } from '../support/fixtures.js';

/**
 * `Retry-After` says how many whole seconds until the client's bucket holds a token again: the
 * token still missing divided by the refill rate, rounded up. The rates here are not 1 per second,
 * so dividing and multiplying by the rate give different answers (at 0.4/s a whole token takes 2.5 s,
 * not 0.4 s; at 4/s it takes 0.25 s, not 4 s). On PostgreSQL the buckets are the shared store's rows,
 * refilled by its one statement.
 */
describeEachEngine('Retry-After through a real request', (engine) => {
  /** The limiter's clock, moved by hand: the buckets refill only when a test says time passed. */
  let clock = 0;
  const server = useTestServer({
    ...serverDatabase(engine),
    build: {
      rateLimits: {
        policies: { suggest: { perSecond: 0.4, burst: 2 }, search: { perSecond: 4, burst: 1 } },
        holdMs: 0,
        now: () => clock,
      },
    },
  });

  const ask = (testServer: TestServer, url: string, client: string) =>
    testServer.app.inject({ url, remoteAddress: client });

  it('at 0.4 per second: 3 s for an empty bucket (2.5 s rounded up), 2 s with 0.4 of a token, then through', async () => {
    const client = '10.40.0.1';
    clock = 1_000_000;
    const answers = [];
    for (const word of ['saham', 'obligasi', 'dividen']) {
      answers.push(await ask(server(), `/api/search/suggest?q=${word}&locale=en`, client));
    }
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 429]);
    expect(answers[2]?.headers['retry-after']).toBe('3');

    // One second later the bucket holds 0.4 of a token: 0.6 missing takes 1.5 s, said as 2.
    clock += 1000;
    const later = await ask(server(), '/api/search/suggest?q=reksa&locale=en', client);
    expect(later.statusCode).toBe(429);
    expect(later.headers['retry-after']).toBe('2');

    // Waiting as told (2 s more) fills the bucket past one token.
    clock += 2000;
    expect((await ask(server(), '/api/search/suggest?q=waran&locale=en', client)).statusCode).toBe(200);
  });

  it('at 4 per second: 1 s for an empty bucket (0.25 s rounded up), and a quarter second later through', async () => {
    const client = '10.40.0.2';
    clock = 2_000_000;
    const first = await ask(server(), '/api/search?q=saham&locale=en', client);
    const second = await ask(server(), '/api/search?q=obligasi&locale=en', client);
    expect([first.statusCode, second.statusCode]).toEqual([200, 429]);
    expect(second.headers['retry-after']).toBe('1');

    clock += 250;
    expect((await ask(server(), '/api/search?q=dividen&locale=en', client)).statusCode).toBe(200);
  });
});

describeEachEngine('rate limits from the configuration (RATE_LIMITS)', (engine) => {
  // One search, then a token every 100 s: the second search at once is refused. The default (10/s,
  // burst 20) would answer both.
  const server = useTestServer({
    ...serverDatabase(engine),
    env: { RATE_LIMITS: 'search=0.01:1' },
    build: { rateLimits: { holdMs: 0 } },
  });

  it('replace the named policy for every route that counts against it', async () => {
    const ask = (q: string) => server().app.inject({ url: `/api/search?q=${q}&locale=id`, remoteAddress: '10.41.0.1' });
    expect((await ask('saham')).statusCode).toBe(200);
    const refused = await ask('obligasi');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(90);
  });
});
