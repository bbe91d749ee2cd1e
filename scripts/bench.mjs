// @ts-check
/**
 * `npm run bench`: numbers for the production build, never pass/fail.
 * 1. full build time; 2. gzipped JS per bundle; 3. JS fetched on first view of /id and of one page per
 * section (real Chromium, cold cache); 4. Lighthouse (mobile preset) for the same pages, median of three cold runs
 * (bench-lighthouse.mjs);
 * 5. API throughput and latency on the embedded database (autocannon, loopback, 50 connections), and
 *    the ISIN lookup and the corporate-action schedule with a different query on every request
 *    (bench-securities.mjs, bench-schedule.mjs);
 * 6. the server under load: page HTML during a suggest flood, suggest/search with unique queries at the
 *    rate limit (bench-load.mjs), and the same at the documented rates with the server's CPU per answer,
 *    a control call and the server's resident memory, on PGlite and, with BENCH_DATABASE_URL, on
 *    PostgreSQL (bench-search.mjs); 7. the fuzz test's count of tries and failures, and malformed request
 *    lines over sockets against the server process (bench-edge.mjs); 8. server rendering: render time
 *    per page kind from the render cache and without it (a second server with RENDER_CACHE=off), and
 *    HTML throughput at 50 connections: cached, with a unique junk parameter per request (which must
 *    share the cached page), and uncached; 9. slow connections one address can hold, and another
 *    address's page time meanwhile; 10. the e-mail outbox: delivery after the mail server comes back
 *    (bench-outbox.mjs);
 * 11. form intake: reports with 2 MB evidence at 10 connections, page HTML meanwhile, memory during 50
 *    at once (bench-forms.mjs);
 * 12. staff sign-in and the inbox: sign-in p50/p99, page HTML during bursts of 50 sign-ins, the signed-in
 *    user's call, the reports list over 10,000 reports (bench-auth.mjs, a server of its own).
 * 13. the local cluster of 3 behind nginx: HTML and API throughput through nginx vs one node, failed
 *    requests during kill -9 and SIGTERM, release and import reach, rate-limit accuracy across nodes,
 *    memory per node (bench-cluster.mjs, a cluster of its own; `node scripts/bench-cluster.mjs` alone).
 * 14. the announcement editor's list over 20,000 items, at 1 and 10 connections (bench-editor.mjs, a
 *    server of its own).
 * 15. staff publishing: a day's batch of 80 PDFs (40 MB) taken in, the server's peak memory, the batch
 *    approved as one, the public list's throughput idle and while publishing once a second
 *    (bench-publishing.mjs, a server of its own).
 * `--first-view`: 2 and 3 alone, on the existing build, with each script of a first view listed.
 * `--lighthouse`: 4 alone, on the existing build, with the long tasks and scripts of each median run.
 * `--floods`: the intake and sign-in floods alone (bench-floods.mjs), on the existing build.
 * `--editor`: 14 alone, on the existing build.
 * `--publishing`: 15 alone, on the existing build.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  balanceposImportTimes,
  isinSearchLoads,
  printBalanceposImportTimes,
  printIsinSearchLoads,
} from './bench-securities.mjs';
import { printScheduleFilterLoads, scheduleFilterLoads } from './bench-schedule.mjs';
import { ROOT } from '../build-tools/paths.js';
import { ensureSharedNode } from '../build-tools/shared-node.js';
import { printServerUnderLoad, serverUnderLoad } from './bench-load.mjs';
import { printSearchAtLimits, searchAtLimits, startSearchServer } from './bench-search.mjs';
import { printRequestLineFuzz, printSlowConnections, requestLineFuzz, slowConnections } from './bench-edge.mjs';
import { outboxRecovery, printOutboxRecovery } from './bench-outbox.mjs';
import { formsUnderLoad, printFormsUnderLoad } from './bench-forms.mjs';
import { authUnderLoad, printAuthUnderLoad } from './bench-auth.mjs';
import { intakeFloods, printIntakeFloods } from './bench-floods.mjs';
import { clusterBench, printClusterBench } from './bench-cluster.mjs';
import { editorListLoad, printEditorListLoad } from './bench-editor.mjs';
import { printPublishingBench, publishingBench } from './bench-publishing.mjs';
import { lighthouseRuns, printLighthouse } from './bench-lighthouse.mjs';
import {
  API_SECONDS,
  apiLoads,
  BASE,
  firstViewJs,
  fuzzRun,
  gzip,
  htmlThroughput,
  kb,
  LIGHTHOUSE_PAGES,
  PORT,
  quantile,
  RENDER_SAMPLES,
  renderTimes,
} from './bench-site.mjs';

// The build helpers read the sections from @ksei/shared's Node build: current before they load.
ensureSharedNode();
const { BUNDLES, run } = await import('./build-lib.mjs');

async function timeFullBuild() {
  const started = Date.now();
  await run(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')]);
  return (Date.now() - started) / 1000;
}

function bundleSizes() {
  return BUNDLES.map((bundle) => {
    const dist = path.join(ROOT, bundle, 'dist');
    const files = fs.readdirSync(dist).filter((file) => file.endsWith('.js'));
    const total = files.reduce((sum, file) => sum + gzip(fs.readFileSync(path.join(dist, file))), 0);
    return { bundle, files: files.length, gzipJs: total };
  });
}

async function startServer(port = PORT, extraEnv = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-bench-'));
  const server = spawn(process.execPath, [path.join(ROOT, 'server', 'dist', 'index.js')], {
    // Loopback is trusted as a proxy so the load test can speak for many clients (X-Forwarded-For).
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '127.0.0.1',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => String(chunk).includes('ready at') && resolve(undefined));
    server.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  return server;
}

const serverOnly = process.argv.includes('--server-only');
/** `--first-view`: JS per bundle and per first view alone, on the existing build (quick, for bundle work). */
const firstViewOnly = process.argv.includes('--first-view');
/** `--lighthouse`: Lighthouse alone on the existing build, with each median run's long tasks and scripts. */
const lighthouseOnly = process.argv.includes('--lighthouse');
/** `--floods`: the intake and sign-in floods alone, on the existing build (a server of their own). */
const floodsOnly = process.argv.includes('--floods');
/** `--editor`: the announcement editor's list over 20,000 items alone, on the existing build. */
const editorOnly = process.argv.includes('--editor');
/** `--publishing`: the day's batch intake, memory and throughput while publishing alone, on the existing build. */
const publishingOnly = process.argv.includes('--publishing');
if (publishingOnly) {
  printPublishingBench(await publishingBench(PORT + 10, API_SECONDS), API_SECONDS);
  process.exit(0);
}
if (editorOnly) {
  printEditorListLoad(await editorListLoad(PORT + 9, API_SECONDS), API_SECONDS);
  process.exit(0);
}

/** The floods on a fresh server with a staff account of its own (the real sign-in timed during a flood). */
async function floodNumbers() {
  const staff = { email: 'bench-floods@ksei.example', password: randomBytes(18).toString('base64url') };
  const port = PORT + 7;
  const floodServer = await startServer(port, {
    STAFF_FIRST_EMAIL: staff.email,
    STAFF_FIRST_NAME: 'Bench Floods',
    STAFF_FIRST_PASSWORD: staff.password,
  });
  try {
    return await intakeFloods(`http://localhost:${port}`, `http://localhost:${port}`, staff);
  } finally {
    floodServer.kill('SIGTERM');
  }
}
if (floodsOnly) {
  printIntakeFloods(await floodNumbers());
  process.exit(0);
}
const buildSeconds =
  process.argv.includes('--no-build') || serverOnly || firstViewOnly || lighthouseOnly ? null : await timeFullBuild();
const bundles = bundleSizes();
const server = await startServer();
const uncachedServer =
  serverOnly || firstViewOnly || lighthouseOnly ? null : await startServer(PORT + 1, { RENDER_CACHE: 'off' });
if (lighthouseOnly) {
  try {
    // BENCH_LIGHTHOUSE_ONLY=sekilas: only the pages whose path contains it (while working on one page).
    const only = process.env.BENCH_LIGHTHOUSE_ONLY;
    const pages = only ? LIGHTHOUSE_PAGES.filter((url) => url.includes(only)) : LIGHTHOUSE_PAGES;
    printLighthouse(await lighthouseRuns(BASE, pages), true);
  } finally {
    server.kill('SIGTERM');
  }
  process.exit(0);
}
if (firstViewOnly) {
  try {
    const views = await firstViewJs();
    console.log('\nGzipped JS per bundle (all chunks):');
    for (const b of bundles) console.log(`  ${b.bundle.padEnd(20)} ${kb(b.gzipJs).padStart(10)}  (${b.files} files)`);
    console.log('\nJS fetched on first view (gzipped, cold cache):');
    for (const v of views) {
      console.log(
        `  ${v.label.padEnd(20)} ${kb(v.gzipJs).padStart(10)}  ${String(v.requests).padStart(3)} requests  ${v.url}`,
      );
      for (const script of v.scripts) console.log(`    ${kb(script.gz).padStart(10)}  ${script.path}`);
    }
  } finally {
    server.kill('SIGTERM');
  }
  process.exit(0);
}
try {
  const views = serverOnly ? [] : await firstViewJs();
  const lh = serverOnly ? [] : await lighthouseRuns(BASE, LIGHTHOUSE_PAGES);
  const api = await apiLoads();
  const renders = serverOnly ? [] : await renderTimes();
  const html = serverOnly ? null : await htmlThroughput();
  const isin = await isinSearchLoads(BASE, API_SECONDS);
  const schedule = await scheduleFilterLoads(BASE, API_SECONDS);
  const underLoad = await serverUnderLoad(BASE, API_SECONDS);
  const searchLimits = await searchAtLimits(BASE, server.pid ?? 0, API_SECONDS);
  // The same on PostgreSQL when BENCH_DATABASE_URL names a database of the bench's own (it is seeded).
  const searchOnPostgres = process.env.BENCH_DATABASE_URL
    ? await startSearchServer(PORT + 7, { DATABASE_URL: process.env.BENCH_DATABASE_URL }).then(async (pg) => {
        try {
          return await searchAtLimits(pg.base, pg.pid, API_SECONDS);
        } finally {
          await pg.stop();
        }
      })
    : null;
  const fuzz = fuzzRun();
  const edgeFuzz = await requestLineFuzz(BASE);
  const slow = await slowConnections(BASE);
  const imports = balanceposImportTimes();
  const outbox = await outboxRecovery();
  const forms = await formsUnderLoad(BASE, `http://localhost:${PORT}`, server.pid ?? 0, API_SECONDS);
  const staff = await authUnderLoad(PORT + 2, API_SECONDS);
  const floods = await floodNumbers();
  const editor = await editorListLoad(PORT + 9, API_SECONDS);
  const publishing = await publishingBench(PORT + 10, API_SECONDS);
  const cluster = serverOnly ? null : await clusterBench(API_SECONDS);
  console.log('\n== KSEI bench ==');
  if (buildSeconds !== null) console.log(`Full build: ${buildSeconds.toFixed(1)} s (${os.cpus().length} cores)`);
  console.log('\nGzipped JS per bundle (all chunks):');
  for (const b of bundles) console.log(`  ${b.bundle.padEnd(20)} ${kb(b.gzipJs).padStart(10)}  (${b.files} files)`);
  console.log('\nJS fetched on first view (gzipped, cold cache):');
  for (const v of views)
    console.log(
      `  ${v.label.padEnd(20)} ${kb(v.gzipJs).padStart(10)}  ${String(v.requests).padStart(3)} requests  ${v.url}`,
    );
  printLighthouse(lh);
  console.log(`\nAPI on the embedded database (50 connections, ${API_SECONDS} s each, after one warm-up request):`);
  if (!api) console.log('  (no content API yet)');
  for (const a of api ?? []) {
    console.log(
      `  ${a.label.padEnd(8)} ${String(a.rps).padStart(6)} req/s  p99 ${a.p99} ms  errors ${a.errors}  ${a.path}`,
    );
  }
  if (renders.length > 0) {
    console.log(`\nServer render time (Server-Timing, ${RENDER_SAMPLES} requests each; API cache warm):`);
    const ms = (/** @type {number} */ value) => `${value.toFixed(1)} ms`;
    for (const r of renders) {
      console.log(
        `  ${r.label.padEnd(14)} first ${ms(r.first).padStart(9)}  uncached p50 ${ms(quantile(r.cold, 0.5)).padStart(8)} p99 ${ms(quantile(r.cold, 0.99)).padStart(8)}  cached p50 ${ms(quantile(r.warm, 0.5)).padStart(7)} p99 ${ms(quantile(r.warm, 0.99)).padStart(7)}  ${r.url}`,
      );
    }
  }
  if (html) {
    console.log(`\nHTML, 50 connections, ${API_SECONDS} s each:`);
    const row = (/** @type {string} */ label, /** @type {{ rps: number, p99: number, errors: number }} */ r) =>
      console.log(`  ${label.padEnd(34)} ${String(r.rps).padStart(6)} req/s  p99 ${r.p99} ms  errors ${r.errors}`);
    row('list, render cache', html.cached);
    row('list, unique junk parameter', html.junk);
    row('content, render cache', html.contentCached);
    row('content, unique junk parameter', html.contentJunk);
    row('list, rendered every time', html.uncached);
    const ratio = (/** @type {number} */ a, /** @type {number} */ b) => (b > 0 ? (a / b).toFixed(2) : 'n/a');
    console.log(
      `  with/without junk: list ${ratio(html.cached.rps, html.junk.rps)}x, content ${ratio(html.contentCached.rps, html.contentJunk.rps)}x`,
    );
  }
  printIsinSearchLoads(isin, API_SECONDS);
  printBalanceposImportTimes(imports);
  printScheduleFilterLoads(schedule, API_SECONDS);
  printServerUnderLoad(underLoad, API_SECONDS);
  printSearchAtLimits('embedded database (PGlite)', searchLimits, API_SECONDS);
  if (searchOnPostgres) printSearchAtLimits('PostgreSQL', searchOnPostgres, API_SECONDS);
  console.log(`\nFuzz test (server/test/entry/fuzz.test.ts): ${fuzz}`);
  printRequestLineFuzz(edgeFuzz);
  printSlowConnections(slow);
  printOutboxRecovery(outbox);
  printFormsUnderLoad(forms, API_SECONDS);
  printAuthUnderLoad(staff, API_SECONDS);
  printIntakeFloods(floods);
  printEditorListLoad(editor, API_SECONDS);
  printPublishingBench(publishing, API_SECONDS);
  if (cluster) printClusterBench(cluster, API_SECONDS);
} finally {
  server.kill('SIGTERM');
  uncachedServer?.kill('SIGTERM');
}
