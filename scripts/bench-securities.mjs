// @ts-check
/**
 * The ISIN lookup under load (part of `npm run bench`): GET /api/securities at 50 connections with a
 * different query on every request (codes and their prefixes, ISINs, issuer words, in each sort order
 * and page), drawn from the master itself, so no response cache can answer; then one query repeated,
 * which the cache does.
 * Numbers only, never pass/fail.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from '../build-tools/paths.js';

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

/**
 * KSEI's full holding-composition file for 28 March 2024 (every security of the seed, in the file's own
 * pipe-delimited layout), imported by the operator's command into an empty embedded database, then
 * imported again (nothing changes): wall time of the whole command, and what it reported.
 */
export function balanceposImportTimes() {
  const seed = fs.readFileSync(path.join(ROOT, 'server', 'seed', 'ksei_holding_composition_2024-03-28.csv'), 'utf8');
  const [, ...rows] = seed.trim().split(/\r?\n/);
  const header =
    'Date|Code|Type|Sec. Num|Price|Local IS|Local CP|Local PF|Local IB|Local ID|Local MF|Local SC|Local FD|Local OT|Total|' +
    'Foreign IS|Foreign CP|Foreign PF|Foreign IB|Foreign ID|Foreign MF|Foreign SC|Foreign FD|Foreign OT|Total';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-bench-import-'));
  try {
    const file = path.join(dir, 'BalanceposEfek20240328.txt');
    fs.writeFileSync(file, [header, ...rows.map((row) => row.split(',').join('|'))].join('\n') + '\n');
    const run = () => {
      const started = performance.now();
      const result = spawnSync(
        process.execPath,
        [path.join(ROOT, 'server', 'dist', 'import-securities.js'), 'balancepos', file],
        {
          env: { ...process.env, DATA_DIR: path.join(dir, 'data'), DATABASE_URL: '' },
          encoding: 'utf8',
        },
      );
      return { ms: performance.now() - started, status: result.status, out: `${result.stdout}${result.stderr}`.trim() };
    };
    return { rows: rows.length, first: run(), again: run() };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** @param {ReturnType<typeof balanceposImportTimes>} r */
export function printBalanceposImportTimes(r) {
  console.log(`\nImport of a full BalanceposEfek file (${r.rows} lines), npm run import's command, embedded database:`);
  const line = (/** @type {string} */ label, /** @type {{ ms: number, status: number | null, out: string }} */ run) =>
    console.log(
      `  ${label.padEnd(26)} ${(run.ms / 1000).toFixed(2)} s  exit ${run.status}  ${run.out.split('\n').at(-1)}`,
    );
  line('into an empty database', r.first);
  line('the same file again', r.again);
}
