// @ts-check
/**
 * The ISIN lookup under load (part of `npm run bench`): GET /api/securities at 50 connections with a
 * different query on every request (codes and their prefixes, ISINs, issuer words, in each sort order
 * and page), drawn from the master itself, so no response cache can answer; then one query repeated,
 * which the cache does.
 * Numbers only, never pass/fail.
 */
import autocannon from 'autocannon';

/** @param {string} base @returns {Promise<string[]>} every distinct search the master suggests */
async function queriesFromMaster(base) {
  const csv = await (await fetch(`${base}/api/securities.csv?locale=en`)).text();
  const rows = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
    .slice(1);
  const texts = new Set();
  for (const row of rows) {
    const [code = '', isin = '', , , issuer = ''] = row.split(',');
    for (const length of [2, 3, 4]) if (code.length > length) texts.add(code.slice(0, length));
    texts.add(code);
    if (isin) texts.add(isin);
    for (const word of issuer.replace(/"/g, '').split(/\s+/)) if (word.length > 3) texts.add(word.toLowerCase());
  }
  // Every text in every sort order and on three pages: more distinct requests than a run sends.
  const sorts = ['code', '-code', 'isin', '-isin', 'issuer', '-issuer', 'type', '-type', 'listingDate', '-listingDate'];
  const queries = [];
  for (const sort of sorts)
    for (const page of [1, 2, 3])
      for (const q of texts) queries.push(`q=${encodeURIComponent(q)}&page=${page}&sort=${sort}`);
  return queries;
}

/** @param {autocannon.Result} result */
const summary = (result) => ({
  rps: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.non2xx,
  requests: result.requests.total,
});

/** @param {string} base @param {number} seconds */
export async function isinSearchLoads(base, seconds) {
  const queries = await queriesFromMaster(base);
  let next = 0;
  let client = 0;
  const uncached = await autocannon({
    url: base,
    connections: 50,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: `/api/securities?locale=id&pageSize=20&${queries[next++ % queries.length]}`,
          headers: { ...request.headers, 'x-forwarded-for': `10.1.${(++client >> 8) & 255}.${client & 255}` },
        }),
      },
    ],
  });
  const repeated = '/api/securities?locale=id&q=BBCA&pageSize=20';
  await fetch(base + repeated);
  const cached = await autocannon({
    url: base + repeated,
    connections: 50,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': `10.2.${(++client >> 8) & 255}.${client & 255}` },
        }),
      },
    ],
  });
  return {
    distinct: queries.length,
    uncached: { ...summary(uncached), repeats: Math.max(0, uncached.requests.total - queries.length) },
    cached: summary(cached),
  };
}

/** @param {Awaited<ReturnType<typeof isinSearchLoads>>} r @param {number} seconds */
export function printIsinSearchLoads(r, seconds) {
  console.log(`\nISIN lookup, GET /api/securities, 50 connections, ${seconds} s each:`);
  const line = (/** @type {string} */ label, /** @type {ReturnType<typeof summary>} */ s) =>
    console.log(
      `  ${label.padEnd(26)} ${String(s.rps).padStart(6)} req/s  p50 ${s.p50} ms  p99 ${s.p99} ms  errors ${s.errors}`,
    );
  line(`a different query each`, r.uncached);
  console.log(
    `    (${r.distinct} distinct queries from the master; ${r.uncached.requests} requests, ${r.uncached.repeats} of them repeats)`,
  );
  line('one query, response cache', r.cached);
}
