// @ts-check
/**
 * The server under load (part of `npm run bench`): page HTML while a suggest flood runs, from one
 * client (the rate limit answers it) and from many (X-Forwarded-For, trusted from loopback only for
 * the bench), and suggest/search with unique queries at the rate limit; then what the rate limit
 * costs per request with its buckets in memory (the embedded database) and in PostgreSQL (shared by
 * every server; when BENCH_DATABASE_URL names a server the bench may create a database on). Numbers
 * only, never pass/fail. `node scripts/bench-load.mjs --rate-limits` runs the last part alone.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { createPostgresDatabase } from '../server/dist/db/postgres.js';
import { DEFAULT_RATE_LIMITS } from '../server/dist/http/rate-limit.js';
import { createMemoryRateLimitStore } from '../server/dist/http/rate-limit-store.js';
import { createPostgresRateLimitStore } from '../server/dist/http/rate-limit-store-postgres.js';

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
    rateLimits: await rateLimitCost(base, seconds),
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
  printRateLimitCost(r.rateLimits, seconds);
}

// --- What a rate-limited request costs, by where the buckets live ---

const SERVER_ENTRY = fileURLToPath(new URL('../server/dist/index.js', import.meta.url));
/** One cached suggestion: what is left of its time is the edge's, the limiter's take among it. */
const SUGGEST = '/api/search/suggest?locale=id&q=saham';
/** Under the suggest limit (20/s) for one client; many clients each send a handful. */
const ONE_CLIENT_RATE = 15;
const MANY_CLIENTS_RATE = 200;
const STORE_CALLS = 5000;
const STORE_IN_FLIGHT = 32;

/** @param {number[]} samples @param {number} q */
const quantile = (samples, q) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};
/** @param {number[]} ms */
const spread = (ms) => ({ p50: quantile(ms, 0.5), p99: quantile(ms, 0.99), n: ms.length });

/**
 * Requests at a fixed rate to each server, on one keep-alive connection each, the servers taking turns
 * at every tick so that both see the same moments of a busy machine (one starts late when the one
 * before was slow); each timed to the microsecond (autocannon rounds to milliseconds).
 * @param {string[]} bases @param {number} rate @param {number} seconds @param {() => string} client
 */
async function paced(bases, rate, seconds, client) {
  const servers = bases.map((base) => ({
    base,
    agent: new http.Agent({ keepAlive: true, maxSockets: 1 }),
    /** @type {number[]} */
    times: [],
    refused: 0,
  }));
  const get = (/** @type {(typeof servers)[number]} */ server, /** @type {string} */ forwardedFor) =>
    new Promise((resolve, reject) => {
      const headers = { 'x-forwarded-for': forwardedFor };
      const request = http.get(server.base + SUGGEST, { agent: server.agent, headers }, (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode));
      });
      request.on('error', reject);
    });
  // Warm: the connections, the query's cached answer.
  for (const server of servers) for (let i = 0; i < 3; i += 1) await get(server, '192.0.2.250');
  const start = performance.now();
  const count = Math.round(rate * seconds);
  for (let i = 0; i < count; i += 1) {
    const wait = start + (i * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    for (const server of servers) {
      const started = performance.now();
      const status = await get(server, client());
      server.times.push(performance.now() - started);
      if (status !== 200) server.refused += 1;
    }
  }
  return servers.map((server) => {
    server.agent.destroy();
    return { ...spread(server.times), refused: server.refused };
  });
}

/**
 * The store's take alone, in this process: one client over and over (an update of one row), a new
 * client each time (an insert), and many at once (takes per second).
 * @param {import('../server/dist/http/rate-limit-store.js').RateLimitStore} store
 */
async function storeCalls(store) {
  const policy = { perSecond: 1e6, burst: 1e6 };
  const run = store.kind === 'memory' ? 'm' : randomBytes(3).toString('hex');
  const timed = async (/** @type {(i: number) => string} */ client) => {
    /** @type {number[]} */
    const times = [];
    for (let i = 0; i < STORE_CALLS; i += 1) {
      const started = performance.now();
      await store.take('bench', policy, client(i));
      times.push(performance.now() - started);
    }
    return spread(times);
  };
  const sameClient = await timed(() => `same ${run}`);
  const newClient = await timed((i) => `new ${run} ${i}`);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: STORE_IN_FLIGHT }, async () => {
      while (next < STORE_CALLS * 2) {
        next += 1;
        await store.take('bench', policy, `many ${run} ${next % 1000}`);
      }
    }),
  );
  const perSecond = Math.round((STORE_CALLS * 2) / ((performance.now() - started) / 1000));
  return { sameClient, newClient, perSecond };
}

/**
 * A server process of the built entry on a free port, answering once it says it is ready.
 * @param {Record<string, string>} env
 */
async function startServer(env) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-bench-limits-'));
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      const ready = /ready at http:\/\/localhost:(\d+)/.exec(String(chunk));
      if (ready) resolve(Number(ready[1]));
    });
    child.on('exit', (code) => reject(new Error(`the bench's server exited ${code}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** @param {string} adminUrl @param {string} sql */
async function admin(adminUrl, sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * The cost of a rate-limited request with the buckets in memory (`memoryBase`, a server on the
 * embedded database) and in PostgreSQL (a server of its own on a new database, asked in turns with
 * the first), and the store's take alone.
 * @param {string} memoryBase @param {number} seconds
 */
export async function rateLimitCost(memoryBase, seconds) {
  let counter = 0;
  const oneClient = () => '192.0.2.1';
  const manyClients = () => `172.16.${(++counter >> 8) & 255}.${counter & 255}`;
  /** @param {string[]} bases */
  const endpoint = async (bases) => {
    const one = await paced(bases, ONE_CLIENT_RATE, seconds, oneClient);
    const many = await paced(bases, MANY_CLIENTS_RATE, seconds, manyClients);
    return bases.map((_, index) => ({ oneClient: one[index], manyClients: many[index] }));
  };
  const memoryStore = await storeCalls(createMemoryRateLimitStore());
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    const [memory] = await endpoint([memoryBase]);
    return { memory: { endpoint: memory, store: memoryStore }, postgres: undefined };
  }
  const name = `ksei_bench_limits_${randomBytes(6).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await admin(adminUrl, `create database ${name}`);
  try {
    const server = await startServer({ DATABASE_URL: url.toString() });
    let endpoints;
    try {
      endpoints = await endpoint([memoryBase, server.base]);
    } finally {
      await server.stop();
    }
    const db = await createPostgresDatabase(url.toString());
    const store = createPostgresRateLimitStore(db);
    try {
      return {
        memory: { endpoint: endpoints[0], store: memoryStore },
        postgres: { endpoint: endpoints[1], store: await storeCalls(store) },
      };
    } finally {
      await store.close();
      await db.close();
    }
  } finally {
    await admin(adminUrl, `drop database if exists ${name} with (force)`);
  }
}

/** @param {Awaited<ReturnType<typeof rateLimitCost>>} r @param {number} seconds */
export function printRateLimitCost(r, seconds) {
  const ms = (/** @type {number} */ value) => `${value.toFixed(2)} ms`;
  const us = (/** @type {number} */ value) => `${Math.round(value * 1000)} µs`;
  const request = (/** @type {Awaited<ReturnType<typeof paced>>[number]} */ s) =>
    `p50 ${ms(s.p50)}  p99 ${ms(s.p99)}  (${s.n} requests, ${s.refused} refused)`;
  const store = (/** @type {Awaited<ReturnType<typeof storeCalls>>} */ s) =>
    `same client p50 ${us(s.sameClient.p50)} p99 ${us(s.sameClient.p99)}; new client p50 ${us(s.newClient.p50)} p99 ${us(s.newClient.p99)}; ${s.perSecond} takes/s at ${STORE_IN_FLIGHT} in flight`;
  console.log(`\nRate-limit cost (${SUGGEST}, cached answer, ${seconds} s each):`);
  for (const [label, result] of /** @type {const} */ ([
    ['memory (embedded database)', r.memory],
    ['PostgreSQL (shared)', r.postgres],
  ])) {
    if (!result) {
      console.log(
        `  ${label}: skipped (set BENCH_DATABASE_URL to a PostgreSQL server the bench may create a database on)`,
      );
      continue;
    }
    console.log(`  ${label}`);
    console.log(`    one client at ${ONE_CLIENT_RATE}/s        ${request(result.endpoint.oneClient)}`);
    console.log(`    many clients at ${MANY_CLIENTS_RATE}/s     ${request(result.endpoint.manyClients)}`);
    console.log(`    the store's take alone    ${store(result.store)}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--rate-limits')) {
  const seconds = Number(process.env.BENCH_API_SECONDS ?? 10);
  const server = await startServer({ DATABASE_URL: '' });
  try {
    printRateLimitCost(await rateLimitCost(server.base, seconds), seconds);
  } finally {
    await server.stop();
  }
}
