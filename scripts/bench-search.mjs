// @ts-check
/**
 * Search and suggest with a new query on every request, at the documented per-client rates, and the
 * server's resident memory (part of `npm run bench`; alone: `node scripts/bench-search.mjs`, which runs
 * one server on the embedded database and, with `DATABASE_URL`, one on that PostgreSQL database).
 * Numbers only, never pass/fail.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { DEFAULT_RATE_LIMITS } from '../server/dist/http/rate-limit.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The limits the built server ships with, requests per second per client. */
const LIMITS = {
  suggest: DEFAULT_RATE_LIMITS['suggest']?.perSecond ?? 0,
  search: DEFAULT_RATE_LIMITS['search']?.perSecond ?? 0,
};

/**
 * New queries each time, as visitors type them: a word with a unique number (`peraturan 17`), a word
 * prefix (`pera17`… never seen), a code-like query (`BB17`), and two words.
 */
const SHAPES = [
  (/** @type {number} */ n) => `peraturan ${n}`,
  (/** @type {number} */ n) => `efek ${n}`,
  (/** @type {number} */ n) => `BB${n}`,
  (/** @type {number} */ n) => `dividen tunai ${n}`,
];
let counter = 0;
const uniqueQuery = () => {
  counter += 1;
  return (SHAPES[counter % SHAPES.length] ?? String)(counter);
};

/** CPU time a process has used so far (all its threads: the embedded database's too), in ms (Linux). */
function cpuMs(/** @type {number} */ pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime, fields 14 and 15 of stat (11 and 12 after the command), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/**
 * @param {string} base
 * @param {'suggest' | 'search' | 'health'} endpoint
 * @param {number} seconds
 * @param {number} pid
 */
async function atLimit(base, endpoint, seconds, pid) {
  const route = { suggest: '/api/search/suggest', search: '/api/search', health: '/api/health' }[endpoint];
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({
    url: base,
    connections: 5,
    duration: seconds,
    overallRate: endpoint === 'health' ? LIMITS.suggest : LIMITS[endpoint],
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: endpoint === 'health' ? route : `${route}?locale=id&q=${encodeURIComponent(uniqueQuery())}`,
        }),
      },
    ],
  });
  const answered = result['2xx'];
  return {
    ok: answered,
    limited: result.non2xx,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    /** The server's CPU per answer (its idle work included), the part of the latency the machine's load cannot inflate. */
    cpuPerAnswer: answered > 0 ? (cpuMs(pid) - cpuBefore) / answered : NaN,
  };
}

/** Resident memory of a process in MB (Linux), or NaN elsewhere. */
export function rssMb(/** @type {number} */ pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    return kb === undefined ? NaN : Math.round(Number(kb) / 1024);
  } catch {
    return NaN;
  }
}

/**
 * Unique search and suggest at the rate limits against a running server, with its RSS (`pid`) after
 * start and after the load.
 * @param {string} base @param {number} pid @param {number} seconds
 */
export async function searchAtLimits(base, pid, seconds) {
  const rssStart = rssMb(pid);
  // One of each first: the first query on a fresh server also loads what it reads.
  await fetch(`${base}/api/search?locale=id&q=efek`);
  await fetch(`${base}/api/search/suggest?locale=id&q=efek`);
  const suggest = await atLimit(base, 'suggest', seconds, pid);
  const search = await atLimit(base, 'search', seconds, pid);
  // The same arrivals on a call that does nothing: the latency the machine itself adds (a busy CI host).
  const control = await atLimit(base, 'health', seconds, pid);
  return { suggest, search, control, rssStart, rssAfter: rssMb(pid) };
}

/** @param {string} label @param {Awaited<ReturnType<typeof searchAtLimits>>} r @param {number} seconds */
export function printSearchAtLimits(label, r, seconds) {
  const row = (/** @type {Awaited<ReturnType<typeof atLimit>>} */ s) =>
    `p50 ${s.p50} ms  p99 ${s.p99} ms  max ${s.max} ms  server CPU ${s.cpuPerAnswer.toFixed(1)} ms/answer  (${s.ok} answered, ${s.limited} limited)`;
  console.log(`\nUnique search and suggest at the documented rates, ${label} (${seconds} s each, 5 connections):`);
  console.log(`  suggest at ${LIMITS.suggest}/s   ${row(r.suggest)}`);
  console.log(`  search at ${LIMITS.search}/s    ${row(r.search)}`);
  console.log(`  health at ${LIMITS.suggest}/s   ${row(r.control)}  (control: the machine's share)`);
  console.log(`  server RSS         ${r.rssStart} MB before the searches, ${r.rssAfter} MB after them`);
}

/** A built server of its own on `port` (`DATABASE_URL` in `env` for PostgreSQL). */
export async function startSearchServer(/** @type {number} */ port, /** @type {Record<string, string>} */ env = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-bench-search-'));
  const server = spawn(process.execPath, [path.join(ROOT, 'server', 'dist', 'index.js')], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => String(chunk).includes('ready at') && resolve(undefined));
    server.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: server.pid ?? 0,
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const seconds = Number(process.env.BENCH_API_SECONDS ?? 10);
  const port = Number(process.env.BENCH_PORT ?? 4299);
  const engines = [['embedded database (PGlite)', {}]];
  if (process.env.DATABASE_URL) engines.push(['PostgreSQL', { DATABASE_URL: process.env.DATABASE_URL }]);
  for (const [label, env] of /** @type {[string, Record<string, string>][]} */ (engines)) {
    const server = await startSearchServer(port, env);
    try {
      printSearchAtLimits(label, await searchAtLimits(server.base, server.pid, seconds), seconds);
    } finally {
      await server.stop();
    }
  }
}
