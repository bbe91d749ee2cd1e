// @ts-check
/**
 * Staff sign-in and the inbox under load (part of `npm run bench`), on the built server with its own
 * embedded database, the first staff account from the configuration (`STAFF_FIRST_*`, a password drawn
 * for the run) and 10,000 whistleblowing reports inserted before it starts:
 * 1. sign-in p50/p99, one at a time (Argon2id's cost included);
 * 2. page HTML p50/p99 idle, and while bursts of 50 concurrent sign-ins run back to back; the ratio
 *    (each of the 50 signs in to an account of its own: at most five sign-ins of one account may be
 *    under way at once, so 50 to one account would measure the lockout, not the hashing);
 * 3. `GET /api/auth/user` at 50 connections;
 * 4. the reports list at 50 connections: newest first, a status filter, the overdue filter, a deep page.
 * The reports are rows as the schema keeps them (sealed with the server's own code and development key,
 * deadlines from the contract's `reportDeadlines`), written while no server holds the database. Every
 * request comes from its own client address (X-Forwarded-For, trusted from loopback only here) so the
 * per-client limits do not answer them. Numbers only, never pass/fail.
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { ROOT } from '../build-tools/paths.js';
import { ensureSharedNode } from '../build-tools/shared-node.js';

const PAGE = '/id/tentang-ksei/sekilas';
const REPORTS = 10_000;
const SIGN_INS = 100;
const BURST = 50;

const server = (/** @type {string} */ file) => import(pathToFileURL(path.join(ROOT, 'server', 'dist', file)).href);

/** @param {number[]} values @param {number} q */
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};
const ms = (/** @type {number} */ value) => Number(value.toFixed(1));

let client = 0;
const nextClient = () => {
  client += 1;
  return `10.88.${(client >> 8) & 255}.${client & 255}`;
};

/** @param {Record<string, string>} env @param {number} port */
async function start(env, port) {
  const child = spawn(process.execPath, [path.join(ROOT, 'server', 'dist', 'index.js')], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('ready at') && resolve(undefined));
    child.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  return child;
}

/** @param {import('node:child_process').ChildProcess} child */
async function stop(child) {
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Letters and digits of the server's references, so every inserted reference is one it could draw. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const reference = (/** @type {number} */ n) => {
  let code = '';
  for (let i = 0, rest = n; i < 8; i += 1, rest = Math.floor(rest / ALPHABET.length)) {
    code = ALPHABET[rest % ALPHABET.length] + code;
  }
  return `WB-${code}`;
};

/** 10,000 reports over the last year, statuses by age, with the database closed to any server. */
async function insertReports(/** @type {string} */ dataDir) {
  // Loaded only now: @ksei/shared's Node build is current (authUnderLoad).
  const { REPORT_STATUSES, VIOLATION_TYPES, reportDeadlines } = await import('@ksei/shared/node');
  const { createDatabase } = await server('db/create-database.js');
  const { sealJson } = await server('domains/forms/sealing.js');
  const { sealContext } = await server('domains/forms/intake.js');
  const { loadFormsSettings } = await server('domains/forms/settings.js');
  const { keys } = loadFormsSettings({}, 'development');
  const db = await createDatabase({ databaseUrl: undefined, dataDir });
  const now = Date.now();
  const started = performance.now();
  try {
    for (let first = 0; first < REPORTS; first += 500) {
      /** @type {unknown[]} */
      const values = [];
      const rows = [];
      for (let n = first; n < Math.min(REPORTS, first + 500); n += 1) {
        const id = randomUUID();
        // Within the last year: closed reports stay inside the retention period (365 days by default).
        const submitted = new Date(now - Math.floor((n / REPORTS) * 360 * 86_400_000) - 3_600_000);
        const age = (now - submitted.getTime()) / 86_400_000;
        const status = age > 120 ? 'closed' : REPORT_STATUSES[n % 3];
        const acknowledged = status === 'received' ? null : new Date(submitted.getTime() + 2 * 86_400_000);
        const replied =
          status === 'closed' || status === 'in_review' ? new Date(submitted.getTime() + 20 * 86_400_000) : null;
        const closed = status === 'closed' ? new Date(submitted.getTime() + 90 * 86_400_000) : null;
        const due = reportDeadlines(submitted.toISOString(), acknowledged?.toISOString() ?? null);
        const type = VIOLATION_TYPES[n % VIOLATION_TYPES.length];
        const fields = {
          reportedName: `Terlapor ${n}`,
          violationType: type,
          location: 'Jakarta',
          occurredOn: submitted.toISOString().slice(0, 10),
          chronology: `Laporan uji beban nomor ${n}: uraian kejadian yang cukup panjang untuk sebuah laporan.`,
        };
        const sealed = sealJson(keys, fields, sealContext.report(id));
        const updated = closed ?? replied ?? acknowledged ?? submitted;
        const p = values.length;
        rows.push(`(${Array.from({ length: 15 }, (_, i) => `$${p + i + 1}`).join(', ')})`);
        values.push(
          id,
          randomBytes(32),
          reference(n),
          status,
          submitted,
          updated,
          n % 5 === 0 ? 'en' : 'id',
          sealed.keyId,
          sealed.sealed,
          acknowledged,
          replied,
          closed,
          type,
          new Date(due.acknowledgeBy),
          new Date(due.feedbackBy),
        );
      }
      await db.query(
        `insert into whistleblowing_reports (id, receipt_hash, reference, status, submitted_at, updated_at, locale,
           key_id, sealed, acknowledged_at, first_reply_at, closed_at, violation_type, acknowledge_by, feedback_by)
         values ${rows.join(', ')}`,
        values,
      );
    }
  } finally {
    await db.close();
  }
  return (performance.now() - started) / 1000;
}

/**
 * One staff account per concurrent sign-in of a burst, made as the staff command makes them (hashed
 * on this process's own pool), while no server holds the database.
 */
async function addBurstAccounts(/** @type {string} */ dataDir) {
  const { createDatabase } = await server('db/create-database.js');
  const { createStaffAccount } = await server('domains/auth/index.js');
  const { hashPool } = await server('domains/hashing/pool.js');
  const db = await createDatabase({ databaseUrl: undefined, dataDir });
  const accounts = Array.from({ length: BURST }, (_, i) => ({
    email: `burst-${i}@ksei.example`,
    password: randomBytes(18).toString('base64url'),
  }));
  try {
    for (const account of accounts) {
      await createStaffAccount(db, { ...account, name: 'Bench burst', scope: ['reports:read'] });
    }
  } finally {
    await db.close();
    await hashPool().close();
  }
  return accounts;
}

/** @param {string} base @param {{ email: string, password: string }} account */
async function signIn(base, account) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient() },
    body: JSON.stringify(account),
  });
  const body = await response.json();
  return { status: response.status, token: /** @type {{ token?: string }} */ (body).token };
}

/** Page latencies from `loops` requests in flight until `until()` is true. */
async function samplePages(/** @type {string} */ base, /** @type {() => boolean} */ until, loops = 4) {
  /** @type {number[]} */
  const times = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: loops }, async () => {
      while (!until()) {
        const started = performance.now();
        const response = await fetch(base + PAGE, { headers: { 'x-forwarded-for': nextClient() } });
        await response.arrayBuffer();
        if (response.status !== 200) errors += 1;
        times.push(performance.now() - started);
      }
    }),
  );
  return { p50: ms(quantile(times, 0.5)), p99: ms(quantile(times, 0.99)), samples: times.length, errors };
}

/** @param {string} url @param {string} token @param {number} seconds */
async function load(url, token, seconds) {
  const result = await autocannon({
    url,
    connections: 50,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': nextClient() },
        }),
      },
    ],
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

/**
 * @param {number} port a port of its own (the bench's other servers hold theirs)
 * @param {number} seconds how long each load runs
 */
export async function authUnderLoad(port, seconds) {
  // The server and the reports' deadlines read @ksei/shared's Node build: current before either runs.
  ensureSharedNode();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-bench-auth-'));
  const account = { email: 'bench@ksei.example', password: randomBytes(18).toString('base64url') };
  const env = {
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '127.0.0.1',
    STAFF_FIRST_EMAIL: account.email,
    STAFF_FIRST_NAME: 'Bench',
    STAFF_FIRST_PASSWORD: account.password,
  };
  // First start: migrations, seed and the account; then the reports go in while no server runs.
  await stop(await start(env, port));
  const insertSeconds = await insertReports(dataDir);
  const burstAccounts = await addBurstAccounts(dataDir);
  const child = await start(env, port);
  try {
    // 1. Sign-in, one at a time, after one warm-up.
    await signIn(base, account);
    /** @type {number[]} */
    const signIns = [];
    let token = '';
    for (let i = 0; i < SIGN_INS; i += 1) {
      const started = performance.now();
      const answer = await signIn(base, account);
      signIns.push(performance.now() - started);
      if (answer.status !== 200 || !answer.token) throw new Error(`sign-in answered ${answer.status}`);
      token = answer.token;
    }

    // 2. Page HTML idle, then during back-to-back bursts of 50 concurrent sign-ins.
    await fetch(base + PAGE);
    let end = performance.now() + seconds * 1000;
    const idle = await samplePages(base, () => performance.now() > end);
    end = performance.now() + seconds * 1000;
    /** @type {number[]} */
    const bursts = [];
    /** @type {Map<number, number>} */
    const statuses = new Map();
    const during = samplePages(base, () => performance.now() > end);
    while (performance.now() < end) {
      const started = performance.now();
      const answers = await Promise.all(burstAccounts.map((burstAccount) => signIn(base, burstAccount)));
      for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      bursts.push(performance.now() - started);
    }
    const busy = await during;

    // 3. Who is signed in.
    const user = await load(`${base}/api/auth/user`, token, seconds);

    // 4. The reports list over 10,000 reports.
    const first = await fetch(`${base}/api/inbox/reports`, { headers: { authorization: `Bearer ${token}` } });
    const total = first.ok
      ? /** @type {{ meta: { total?: number } }} */ (await first.json()).meta.total
      : `status ${first.status}`;
    const lists = [];
    for (const query of ['', '?status=received', '?overdue=true', '?page=300']) {
      lists.push({
        query: query || '(newest first)',
        ...(await load(`${base}/api/inbox/reports${query}`, token, seconds)),
      });
    }
    return {
      insertSeconds: ms(insertSeconds),
      signIn: { p50: ms(quantile(signIns, 0.5)), p99: ms(quantile(signIns, 0.99)), count: signIns.length },
      idle,
      busy,
      bursts: {
        count: bursts.length,
        p50: ms(quantile(bursts, 0.5)),
        statuses: [...statuses]
          .sort(([a], [b]) => a - b)
          .map(([status, count]) => `${status}×${count}`)
          .join(', '),
      },
      user,
      total,
      lists,
    };
  } finally {
    await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** @param {Awaited<ReturnType<typeof authUnderLoad>>} r @param {number} seconds */
export function printAuthUnderLoad(r, seconds) {
  console.log('\nStaff sign-in and the inbox (own server, embedded database):');
  console.log(
    `  sign-in, one at a time (${r.signIn.count}): p50 ${r.signIn.p50} ms  p99 ${r.signIn.p99} ms (Argon2id included)`,
  );
  const ratio = r.idle.p99 > 0 ? (r.busy.p99 / r.idle.p99).toFixed(2) : 'n/a';
  console.log(
    `  page HTML ${PAGE}: idle p50 ${r.idle.p50} ms p99 ${r.idle.p99} ms (${r.idle.samples} requests); during bursts of ${BURST} concurrent sign-ins p50 ${r.busy.p50} ms p99 ${r.busy.p99} ms (${r.busy.samples} requests, errors ${r.idle.errors + r.busy.errors}); p99 ratio ${ratio}x (target ≤ 2x)`,
  );
  console.log(
    `  bursts: ${r.bursts.count} in ${seconds} s, each ${r.bursts.p50} ms (p50), statuses ${r.bursts.statuses}`,
  );
  console.log(
    `  GET /api/auth/user, 50 connections, ${seconds} s: ${r.user.rps} req/s  p50 ${r.user.p50} ms  p99 ${r.user.p99} ms  errors ${r.user.errors}`,
  );
  console.log(
    `  reports list, ${REPORTS} reports inserted in ${r.insertSeconds} s (the list's total: ${r.total}), 50 connections, ${seconds} s each:`,
  );
  for (const l of r.lists) {
    console.log(
      `    ${l.query.padEnd(18)} ${String(l.rps).padStart(6)} req/s  p50 ${l.p50} ms  p99 ${l.p99} ms  errors ${l.errors}`,
    );
  }
}

// Run alone: `node scripts/bench-auth.mjs` (on the existing build).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const seconds = Number(process.env.BENCH_API_SECONDS ?? 10);
  printAuthUnderLoad(await authUnderLoad(Number(process.env.BENCH_AUTH_PORT ?? 4197), seconds), seconds);
}
