// @ts-check
/**
 * The server under load (part of `npm run bench`): page HTML while a suggest flood runs, from one
 * client (the rate limit answers it) and from many (X-Forwarded-For, trusted from loopback only for
 * the bench), and suggest/search with unique queries at the rate limit. Numbers only, never pass/fail.
 */
import autocannon from 'autocannon';
import { DEFAULT_RATE_LIMITS } from '../server/dist/http/rate-limit.js';

const PAGE = '/id/tentang-ksei/sekilas';
/** The limits the built server ships with, requests per second per client. */
const LIMITS = {
  suggest: DEFAULT_RATE_LIMITS['suggest']?.perSecond ?? 0,
  search: DEFAULT_RATE_LIMITS['search']?.perSecond ?? 0,
};

let counter = 0;
/** A query no cache has seen: a real word prefix plus a unique number, so the database does the work. */
const uniqueQuery = () => `peraturan ${++counter}`;
const uniqueClient = () => `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;

/**
 * @param {string} base
 * @param {'suggest' | 'search'} endpoint
 * @param {{ connections: number, seconds: number, manyClients?: boolean, rate?: number }} options
 */
function unique(base, endpoint, options) {
  const path = endpoint === 'suggest' ? '/api/search/suggest' : '/api/search';
  return autocannon({
    url: base,
    connections: options.connections,
    duration: options.seconds,
    ...(options.rate ? { overallRate: options.rate } : {}),
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: `${path}?locale=id&q=${encodeURIComponent(uniqueQuery())}`,
          headers: { ...request.headers, ...(options.manyClients ? { 'x-forwarded-for': uniqueClient() } : {}) },
        }),
      },
    ],
  });
}

/** @param {string} base @param {number} seconds */
function pages(base, seconds) {
  return autocannon({ url: base + PAGE, connections: 4, duration: seconds });
}

/** @param {autocannon.Result} result */
function summary(result) {
  const ok = result['2xx'];
  return {
    rps: Math.round(result.requests.average),
    okPerSecond: Math.round(ok / result.duration),
    limited: result.non2xx,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
  };
}

/** A flood leaves queries queued in the database worker: let them drain before the next phase. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 3000));

/** @param {string} base @param {number} seconds */
export async function serverUnderLoad(base, seconds) {
  await fetch(base + PAGE);
  const idle = summary(await pages(base, seconds));
  await settle();
  const [oneClientFlood, pagesDuringOne] = await Promise.all([
    unique(base, 'suggest', { connections: 50, seconds }),
    pages(base, seconds),
  ]);
  await settle();
  const [manyClientFlood, pagesDuringMany] = await Promise.all([
    unique(base, 'suggest', { connections: 50, seconds, manyClients: true }),
    pages(base, seconds),
  ]);
  await settle();
  const suggestAtLimit = summary(await unique(base, 'suggest', { connections: 5, seconds, rate: LIMITS.suggest }));
  const searchAtLimit = summary(await unique(base, 'search', { connections: 5, seconds, rate: LIMITS.search }));
  const searchMany = summary(await unique(base, 'search', { connections: 50, seconds, manyClients: true }));
  return {
    idle,
    oneClient: { flood: summary(oneClientFlood), pages: summary(pagesDuringOne) },
    manyClients: { flood: summary(manyClientFlood), pages: summary(pagesDuringMany) },
    suggestAtLimit,
    searchAtLimit,
    searchMany,
  };
}

/** @param {Awaited<ReturnType<typeof serverUnderLoad>>} r @param {number} seconds */
export function printServerUnderLoad(r, seconds) {
  const page = (/** @type {ReturnType<typeof summary>} */ s) =>
    `page HTML p50 ${s.p50} ms  p99 ${s.p99} ms (${(s.p50 / Math.max(r.idle.p50, 0.5)).toFixed(1)}× idle p50)`;
  const load = (/** @type {ReturnType<typeof summary>} */ s) =>
    `${s.okPerSecond} answered/s, ${s.limited} limited (429), p50 ${s.p50} ms  p99 ${s.p99} ms  max ${s.max} ms`;
  console.log(`\nServer under load (${seconds} s each; page = ${PAGE}, 4 connections):`);
  console.log(
    `  idle                          page HTML p50 ${r.idle.p50} ms  p99 ${r.idle.p99} ms  ${r.idle.rps} req/s`,
  );
  console.log(`  suggest flood, one client     ${load(r.oneClient.flood)}`);
  console.log(`    meanwhile                   ${page(r.oneClient.pages)}`);
  console.log(`  suggest flood, many clients   ${load(r.manyClients.flood)}`);
  console.log(`    meanwhile                   ${page(r.manyClients.pages)}`);
  console.log(`  suggest at ${LIMITS.suggest}/s, unique      ${load(r.suggestAtLimit)}`);
  console.log(`  search at ${LIMITS.search}/s, unique       ${load(r.searchAtLimit)}`);
  console.log(`  search, many clients, unique  ${load(r.searchMany)}`);
}
