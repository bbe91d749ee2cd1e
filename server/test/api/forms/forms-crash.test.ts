/**
 * A report is one transaction: the server process killed with SIGKILL while reports arrive leaves
 * each whole (the report, its evidence, its notice in the outbox) or not at all, and every receipt it
 * answered before dying still finds its report after a restart on the same data folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createPgliteDatabase } from '../../../src/db/pglite.js';
import { LOCAL_CAPTCHA_KEYS } from '../../../src/domains/captcha/index.js';
import { createFixtureDirs } from '../../support/fixtures.js';
import { CAPTCHA, jpegOfSize, multipart, VALID_REPORT } from '../../support/forms-requests.js';
import {
  compileServer,
  runServer,
  type CompiledServer,
  type ServerProcess,
} from '../../support/forms-server-process.js';
import { freePort, solveCaptcha } from '../../support/forms-server.js';

let compiled: CompiledServer;
let dirs: ReturnType<typeof createFixtureDirs>;
const running: ServerProcess[] = [];

beforeAll(() => {
  compiled = compileServer();
  dirs = createFixtureDirs();
});
afterAll(async () => {
  for (const server of running) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }
  compiled.remove();
  fs.rmSync(dirs.root, { recursive: true, force: true });
});

async function start(): Promise<{ server: ServerProcess; port: number; captchaPort: number }> {
  const captchaPort = await freePort();
  const server = runServer(compiled.entry, {
    ...process.env,
    NODE_ENV: '',
    PORT: '0',
    PUBLIC_ORIGIN: PAGE_ORIGIN,
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dirs.root, 'data'),
    SHELL_DIST: dirs.shellDist,
    RELEASES_DIR: dirs.releasesDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    // Each request names its own client (one hop: the loopback peer stands for the proxy), so the
    // per-client write limit does not refuse the burst.
    TRUST_PROXY: '1',
    CAPTCHA_LOCAL_PORT: String(captchaPort),
  });
  running.push(server);
  return { server, port: await server.ready, captchaPort };
}

const PAGE_ORIGIN = 'http://localhost:8080';
const REPORTS = 16;

it('a kill -9 among concurrent reports leaves each whole or absent, and every answered receipt finds its report', async () => {
  const first = await start();
  const evidence = jpegOfSize(1_500_000);
  const bodies = await Promise.all(
    Array.from({ length: REPORTS }, async (_, index) =>
      multipart(
        {
          ...VALID_REPORT,
          chronology: `${VALID_REPORT.chronology} Laporan nomor ${index}.`,
          [CAPTCHA]: await solveCaptcha(first.captchaPort, LOCAL_CAPTCHA_KEYS.siteKey, PAGE_ORIGIN),
        },
        [{ name: `bukti-${index}.jpg`, type: 'image/jpeg', bytes: evidence }],
      ),
    ),
  );

  const receipts: string[] = [];
  let killed = false;
  const kill = (): void => {
    if (killed) return;
    killed = true;
    first.server.child.kill('SIGKILL');
  };
  const outcomes = await Promise.allSettled(
    bodies.map(async (body, index) => {
      const response = await fetch(`http://127.0.0.1:${first.port}/api/forms/whistleblowing`, {
        method: 'POST',
        headers: { ...body.headers, origin: PAGE_ORIGIN, 'x-forwarded-for': `192.0.2.${index + 1}` },
        body: new Uint8Array(body.payload),
      });
      const answer = (await response.json()) as { receipt?: string };
      if (response.status === 200 && answer.receipt) {
        receipts.push(answer.receipt);
        // The first answered report: the others are still being read, checked, cleaned or stored.
        kill();
      }
      return response.status;
    }),
  );
  kill();
  expect(await first.server.exited).toEqual({ code: null, signal: 'SIGKILL' });
  const cutOff = outcomes.filter((outcome) => outcome.status === 'rejected').length;
  // The kill came mid-flight: some reports were answered, some never were.
  expect(receipts.length).toBeGreaterThan(0);
  expect(cutOff).toBeGreaterThan(0);

  // A restart on the same data folder serves, and every answered receipt finds its report.
  const second = await start();
  for (const [index, receipt] of receipts.entries()) {
    const token = await solveCaptcha(second.captchaPort, LOCAL_CAPTCHA_KEYS.siteKey, PAGE_ORIGIN);
    const response = await fetch(`http://127.0.0.1:${second.port}/api/forms/whistleblowing/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: PAGE_ORIGIN, 'x-forwarded-for': `192.0.2.${100 + index}` },
      body: JSON.stringify({ receipt, [CAPTCHA]: token }),
    });
    expect([receipt, response.status]).toEqual([receipt, 200]);
  }
  second.server.child.kill('SIGTERM');
  expect((await second.server.exited).code).toBe(0);

  // Every stored report is whole: its evidence and its notice are there with it.
  const db = await createPgliteDatabase(path.join(dirs.root, 'data', 'pglite'));
  try {
    const [counts] = await db.query<{ reports: number; evidence: number; notices: number; bare: number }>(
      `select (select count(*)::int from whistleblowing_reports) as reports,
              (select count(*)::int from whistleblowing_evidence) as evidence,
              (select count(*)::int from mail_outbox where topic = 'whistleblowing') as notices,
              (select count(*)::int from whistleblowing_reports r
                where not exists (select 1 from whistleblowing_evidence e where e.report_id = r.id)) as bare`,
    );
    expect(counts?.reports).toBeGreaterThanOrEqual(receipts.length);
    expect(counts?.reports).toBeLessThanOrEqual(REPORTS);
    expect(counts).toEqual({ reports: counts?.reports, evidence: counts?.reports, notices: counts?.reports, bare: 0 });
  } finally {
    await db.close();
  }
}, 240_000);
