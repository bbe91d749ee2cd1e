// @ts-check
/**
 * The announcement editor's list over 20,000 items (part of `npm run bench`; `--editor` alone): a server
 * on a database of its own (the seed's announcements plus 20,000 items written by SQL, each with one
 * revision), a publisher signed in, then GET /api/publishing/announcement at 1 and at 10 connections
 * for `seconds` each, each request a different page, filter or search (the list is never cached). Numbers only,
 * never pass/fail (target: p99 ≤ 50 ms).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { ROOT } from '../build-tools/paths.js';

export const EDITOR_ITEMS = 20_000;
const EMAIL = 'penerbit.bench@ksei.example';

/** A server on `dataDir` (started, ready): how to stop it, with its process id. */
export async function start(/** @type {number} */ port, /** @type {NodeJS.ProcessEnv} */ env) {
  const server = spawn(process.execPath, [path.join(ROOT, 'server', 'dist', 'index.js')], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => String(chunk).includes('ready at') && resolve(undefined));
    server.on('exit', (code) => reject(new Error(`the editor bench server exited ${code}`)));
  });
  const stop = async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
  // The server's own process id (it is spawned directly), for a bench that reads its memory.
  return Object.assign(stop, { pid: server.pid ?? 0 });
}

/** 20,000 items, each one revision, states and times spread, written by SQL with the server's own database code. */
export async function addItems(/** @type {string} */ dataDir) {
  const load = (/** @type {string} */ file) => import(pathToFileURL(path.join(ROOT, 'server', 'dist', file)).href);
  const { createDatabase } = await load('db/create-database.js');
  const db = await createDatabase({ databaseUrl: '', dataDir });
  try {
    await db.query(
      `insert into content_items (type, key, version, working, latest_revision, last_changed_by, created_at, updated_at)
       select 'announcement', 'bench-' || n, 1, (array['draft', 'in_review', 'settled'])[1 + n % 3], 1,
              'bench@ksei.example', now() - n * interval '1 minute', now() - n * interval '1 minute'
       from generate_series(1, ${EDITOR_ITEMS}) as n`,
    );
    await db.query(
      `insert into content_revisions (item_id, revision, author, author_name, created_at, data, parts_changed_at)
       select i.id, 1, 'bench@ksei.example', 'Bench', i.created_at,
              jsonb_build_object(
                'shared', jsonb_build_object('type', 'corporate-action', 'date', '2026-11-27',
                  'referenceNumber', 'KSEI-' || i.id || '/JKU/1126', 'notice', 'new'),
                'parts', jsonb_build_object(
                  'id', jsonb_build_object('title', 'Pengumuman uji beban nomor ' || i.id),
                  'en', jsonb_build_object('title', 'Load test announcement number ' || i.id))),
              jsonb_build_object('id', i.created_at, 'en', i.created_at)
       from content_items i where i.key like 'bench-%'`,
    );
  } finally {
    await db.close();
  }
}

/** Every request different: pages 1–40, each working state or none, a search or none. */
function listPaths() {
  const paths = [];
  const workings = ['', 'draft', 'in_review', 'settled'];
  const searches = ['', '', 'nomor 1234', 'bench-77', 'load test', 'dividen'];
  for (let page = 1; page <= 40; page += 1)
    for (const working of workings)
      for (const q of searches) {
        const params = new URLSearchParams({ locale: page % 2 ? 'id' : 'en', page: String(page), pageSize: '25' });
        if (working) params.set('working', working);
        if (q) params.set('q', q);
        paths.push(`/api/publishing/announcement?${params}`);
      }
  return paths;
}

export async function editorListLoad(/** @type {number} */ port, /** @type {number} */ seconds) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-bench-editor-'));
  const password = randomBytes(18).toString('base64url');
  const env = {
    DATA_DIR: dataDir,
    STAFF_FIRST_EMAIL: EMAIL,
    STAFF_FIRST_NAME: 'Penerbit Bench',
    STAFF_FIRST_PASSWORD: password,
  };
  try {
    // First start: migrations, seed, the account; then the items, written while no server runs.
    await (
      await start(port, env)
    )();
    const written = performance.now();
    await addItems(dataDir);
    const writeSeconds = (performance.now() - written) / 1000;
    const stop = await start(port, env);
    try {
      const base = `http://127.0.0.1:${port}`;
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: EMAIL, password }),
      });
      const { token } = /** @type {{ token: string }} */ (await login.json());
      const headers = { authorization: `Bearer ${token}` };
      const first = await fetch(`${base}/api/publishing/announcement?pageSize=1`, { headers });
      const total = /** @type {{ meta: { total: number } }} */ (await first.json()).meta.total;
      const paths = listPaths();
      let next = 0;
      /** One load at `connections` (one: an editor alone; ten: the whole team at once). */
      const load = async (/** @type {number} */ connections) => {
        const result = await autocannon({
          url: base,
          connections,
          duration: seconds,
          headers,
          requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] ?? '/' }) }],
        });
        return {
          connections,
          rps: Math.round(result.requests.average),
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.non2xx,
        };
      };
      return { items: total, writeSeconds, distinct: paths.length, loads: [await load(1), await load(10)] };
    } finally {
      await stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printEditorListLoad(
  /** @type {Awaited<ReturnType<typeof editorListLoad>>} */ r,
  /** @type {number} */ seconds,
) {
  console.log(
    `\nAnnouncement editor list, ${r.items} items (embedded database), ${seconds} s per load, ${r.distinct} different pages, filters and searches:`,
  );
  for (const l of r.loads) {
    console.log(
      `  ${String(l.connections).padStart(2)} connection(s)  ${String(l.rps).padStart(5)} req/s  p50 ${l.p50} ms  p99 ${l.p99} ms  errors ${l.errors}`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const seconds = Number(process.env.BENCH_API_SECONDS ?? 10);
  printEditorListLoad(await editorListLoad(Number(process.env.BENCH_PORT ?? 4297), seconds), seconds);
}
