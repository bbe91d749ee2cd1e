// @ts-check
/**
 * The bench's measurements of the site as a visitor meets it: first-view JavaScript, API and HTML
 * throughput, server render times (cached and not), and the fuzz run's time. `bench.mjs` runs them.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import { ROOT } from '../build-tools/paths.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../build-tools/chromium.js';

export const PORT = Number(process.env.BENCH_PORT ?? 4199);
export const BASE = `http://127.0.0.1:${PORT}`;
/** A second server without the render cache, for uncached render numbers. */
const UNCACHED_BASE = `http://127.0.0.1:${PORT + 1}`;
const FIRST_VIEWS = [
  ['home (shell)', '/id'],
  ['mf-about', '/id/tentang-ksei/sekilas'],
  ['mf-publication', '/en/publication/press-releases'],
  ['mf-statistics', '/id/publikasi/data-dan-statistik/grafik'],
  // A chart page (recharts, loaded only on such pages) against the list above without it.
  ['mf-statistics chart', '/id/publikasi/data-dan-statistik/grafik/sid'],
  ['mf-regulations', '/id/peraturan/undang-undang'],
  ['mf-service-support', '/id/isin'],
  ['mf-careers', '/id/karir'],
  ['mf-forms', '/id/hubungi-kami'],
];
export const LIGHTHOUSE_PAGES = FIRST_VIEWS.map(([, url]) => url);

/** Page kinds whose server render is timed (Server-Timing), cached and not. */
const RENDER_PAGES = [
  ['home', '/id'],
  ['list', '/id/publikasi/siaran-pers'],
  ['list, page 2', '/en/publication/press-releases?page=2'],
  ['content', '/id/tentang-ksei/sekilas'],
  ['search', '/id/search?q=efek'],
  ['statistics', '/id/publikasi/data-dan-statistik/grafik'],
];
export const RENDER_SAMPLES = 60;

/** Seconds each API load runs; the server is warmed by one run of the same request first. */
export const API_SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);

export const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const gzip = (/** @type {Buffer} */ data) => zlib.gzipSync(data, { level: 9 }).length;

/** JS a cold visitor downloads to see a page: bytes on the wire and the same bodies gzipped. */
export async function firstViewJs() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const results = [];
  for (const [label, url] of FIRST_VIEWS) {
    const context = await browser.newContext();
    const page = await context.newPage();
    /** @type {Promise<{ gz: number, path: string }>[]} */
    const sizes = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!type.includes('javascript')) return;
      const path = new URL(response.url()).pathname;
      sizes.push(response.body().then((body) => ({ gz: gzip(body), path })));
    });
    await page.goto(BASE + url, { waitUntil: 'networkidle' });
    await page.locator('h1').first().waitFor();
    const all = await Promise.all(sizes);
    results.push({
      label,
      url,
      requests: all.length,
      gzipJs: all.reduce((sum, s) => sum + s.gz, 0),
      scripts: all.sort((a, b) => b.gz - a.gz),
    });
    await context.close();
  }
  await browser.close();
  return results;
}

/** @param {string} path */
async function load(path, base = BASE) {
  let client = 0;
  const result = await autocannon({
    url: base + path,
    connections: 50,
    duration: API_SECONDS,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': `10.0.${(++client >> 8) & 255}.${client & 255}` },
        }),
      },
    ],
  });
  return {
    path,
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** A list, a detail and a search request, each warmed once and then loaded. */
export async function apiLoads() {
  const list = await fetch(`${BASE}/api/press-releases?locale=id&page=2&pageSize=10`);
  if (!list.ok) return null;
  const slug = /** @type {{ data: { slug: string }[] }} */ (await list.json()).data[0]?.slug;
  const paths = [
    ['list', '/api/press-releases?locale=id&page=2&pageSize=10'],
    ['detail', `/api/press-releases/${slug}?locale=id`],
    ['search', '/api/search?q=efek&locale=id'],
  ];
  // Search is rate limited per client: 50 connections from one address would measure the 429s.
  const results = [];
  for (const [label, path] of paths) {
    await fetch(BASE + path);
    results.push({ label, ...(await load(path)) });
  }
  return results;
}

/** @param {number[]} values @param {number} q */
export const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

/** One page's render time as the server reports it (`Server-Timing: render;dur=…`). */
let visitor = 0;
async function renderMs(/** @type {string} */ url, base = BASE) {
  // Each request as another visitor: a render's API reads count against its visitor's rate limits.
  visitor += 1;
  const response = await fetch(base + url, {
    headers: { 'x-forwarded-for': `10.1.${(visitor >> 8) & 255}.${visitor & 255}` },
  });
  await response.arrayBuffer();
  const timing = /render;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
  if (!timing) throw new Error(`${url}: no server render (status ${response.status})`);
  return Number(timing[1]);
}

/** Server render time per page kind, p50/p99 over RENDER_SAMPLES requests, from the cache and not. */
export async function renderTimes() {
  const results = [];
  for (const [label, url] of RENDER_PAGES) {
    const first = await renderMs(url, UNCACHED_BASE);
    const cold = [];
    for (let i = 0; i < RENDER_SAMPLES; i++) cold.push(await renderMs(url, UNCACHED_BASE));
    await renderMs(url);
    const warm = [];
    for (let i = 0; i < RENDER_SAMPLES; i++) warm.push(await renderMs(url));
    results.push({ label, url, first, cold, warm });
  }
  return results;
}

/**
 * HTML at 50 connections: a list page and a content page from the render cache, the same with a
 * unique junk parameter on every request (it must share the cached page), and the list page rendered
 * every time (the server without the cache).
 */
export async function htmlThroughput() {
  const list = '/id/publikasi/siaran-pers';
  const content = '/id/tentang-ksei/sekilas';
  let n = 0;
  const junk = async (/** @type {string} */ url) => {
    const result = await autocannon({
      url: BASE + url,
      connections: 50,
      duration: API_SECONDS,
      requests: [{ setupRequest: (request) => ({ ...request, path: `${url}?u=${++n}` }) }],
    });
    return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx };
  };
  return {
    cached: await load(list),
    junk: await junk(list),
    contentCached: await load(content),
    contentJunk: await junk(content),
    uncached: await load(list, UNCACHED_BASE),
  };
}

/** Runs the fuzz suite and reads its own count line. */
export function fuzzRun() {
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'), 'server/test/entry/fuzz.test.ts'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  const line = /fuzz: (\d+) tries, (\d+) failures/.exec(`${result.stdout}${result.stderr}`);
  return line ? `${line[1]} tries, ${line[2]} answered 5xx or leaked internals` : `did not run (exit ${result.status})`;
}

/** `--server-only`: the API, load and fuzz numbers alone, on the existing build (quick, for server work). */
