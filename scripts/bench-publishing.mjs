// @ts-check
/**
 * Staff publishing on one server with the embedded database (part of `npm run bench`; `--publishing`
 * alone): a day's batch of 80 PDFs (40 MB) dropped as the editor drops them (three uploads at a time),
 * made into drafts, submitted and approved as one; the server's peak memory meanwhile; the public
 * announcements' throughput idle and while a publisher publishes once a second. Numbers only, never
 * pass/fail (targets: intake ≤ 30 s; throughput during publishing ≥ 0.9× idle).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { ROOT } from '../build-tools/paths.js';
import { start } from './bench-editor.mjs';
import { postJson as post, signIn } from './staff-calls.mjs';

const AUTHOR = { email: 'penulis.bench@ksei.example', name: 'Penulis Bench' };
const APPROVER = { email: 'penerbit.bench@ksei.example', name: 'Penerbit Bench' };

/**
 * A one-page PDF with text and a picture of incompressible bytes making it `bytes` long: a scanned
 * letter's size, a typed letter's text.
 * @param {string[]} lines @param {number} bytes
 */
export function benchPdf(lines, bytes) {
  const text = ['BT /F1 12 Tf 56 780 Td 16 TL', ...lines.map((line, i) => `${i ? 'T* ' : ''}(${line}) Tj`), 'ET'].join(
    '\n',
  );
  const side = Math.max(1, Math.floor(Math.sqrt(Math.max(1, bytes - 1200))));
  const picture = randomBytes(side * side);
  const objects = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> /XObject << /Im1 6 0 R >> >> /Contents 5 0 R >>',
    ),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
    Buffer.from(`<< /Length ${text.length} >>\nstream\n${text}\nendstream`),
    Buffer.concat([
      Buffer.from(
        `<< /Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Length ${picture.length} >>\nstream\n`,
      ),
      picture,
      Buffer.from('\nendstream'),
    ]),
  ];
  const parts = [Buffer.from('%PDF-1.7\n')];
  let length = parts[0]?.length ?? 0;
  const offsets = objects.map((body, index) => {
    const at = length;
    const chunk = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(chunk);
    length += chunk.length;
    return at;
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  parts.push(
    Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`),
  );
  return Buffer.concat(parts);
}

/** The server's peak resident memory so far (VmHWM), in MB. @param {number} pid */
function peakMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** Throughput of the public announcements list for `seconds`. @param {string} base @param {number} seconds */
async function publicThroughput(base, seconds) {
  const result = await autocannon({
    url: `${base}/api/announcements?locale=id&pageSize=25`,
    connections: 10,
    duration: seconds,
  });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx };
}

export async function publishingBench(
  /** @type {number} */ port,
  /** @type {number} */ seconds,
  files = 80,
  megabytes = 40,
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-bench-publishing-'));
  const password = randomBytes(18).toString('base64url');
  const env = {
    DATA_DIR: dataDir,
    STAFF_FIRST_EMAIL: AUTHOR.email,
    STAFF_FIRST_NAME: AUTHOR.name,
    STAFF_FIRST_PASSWORD: password,
  };
  try {
    await (
      await start(port, env)
    )();
    // The second person, written while no server runs, with the server's own account code.
    const load = (/** @type {string} */ file) => import(pathToFileURL(path.join(ROOT, 'server', 'dist', file)).href);
    const { createDatabase } = await load('db/create-database.js');
    const { createStaffAccount } = await load('domains/auth/index.js');
    const db = await createDatabase({ databaseUrl: '', dataDir });
    await createStaffAccount(db, { ...APPROVER, password, scope: ['publication:edit', 'publication:publish'] });
    await db.close();

    const stop = await start(port, env);
    try {
      const base = `http://127.0.0.1:${port}`;
      const author = await signIn(base, AUTHOR.email, password);
      const approver = await signIn(base, APPROVER.email, password);
      const serverPid = stop.pid;
      const before = serverPid ? peakMb(serverPid) : 0;

      // The day's files: pairs of one announcement each, about megabytes/files MB apiece.
      const size = Math.floor((megabytes * 1024 * 1024) / files);
      const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
      const pdfs = Array.from({ length: files }, (_, i) => {
        const code = `BN${String(Math.floor(i / 2)).padStart(3, '0')}`;
        return {
          name: `${code}_DIV_${day}_${i % 2 ? 'ENG' : 'ID'}.pdf`,
          bytes: benchPdf([`KSEI-${1000 + i}/DIR/1126`, `Pengumuman ${code} halaman ${i}`], size),
        };
      });
      const total = pdfs.reduce((sum, pdf) => sum + pdf.bytes.length, 0);
      const started = performance.now();
      /** @type {{ id: number, name: string }[]} */
      const uploaded = [];
      const queue = [...pdfs];
      await Promise.all(
        Array.from({ length: 3 }, async () => {
          for (let next = queue.shift(); next; next = queue.shift()) {
            const form = new FormData();
            form.append('file', new Blob([next.bytes], { type: 'application/pdf' }), next.name);
            const answer = await fetch(`${base}/api/publishing/announcement/attachments`, {
              method: 'POST',
              headers: author,
              body: form,
            });
            const json = /** @type {{ data: { id: number } }} */ (await answer.json());
            if (answer.ok) uploaded.push({ id: json.data.id, name: next.name });
          }
        }),
      );
      const uploadSeconds = (performance.now() - started) / 1000;
      const batch = await post(`${base}/api/publishing/announcement/batches`, author, { files: uploaded });
      const intakeSeconds = (performance.now() - started) / 1000;
      const peak = serverPid ? peakMb(serverPid) : 0;

      const versions = (/** @type {{ items: { id: number, version: number }[] }} */ b) =>
        Object.fromEntries(b.items.map((item) => [String(item.id), item.version]));
      const submitted = await post(`${base}/api/publishing/announcement/batches/${batch.id}/submit`, author, {
        versions: versions(batch),
      });
      const approveStarted = performance.now();
      await post(`${base}/api/publishing/announcement/batches/${batch.id}/approve`, approver, {
        versions: versions(submitted),
      });
      const approveSeconds = (performance.now() - approveStarted) / 1000;

      // Throughput of a public list idle, then while the author publishes one item a second (emergency scope not
      // held: create, submit, and a second person approves, three writes a second).
      const idle = await publicThroughput(base, seconds);
      let publishing = true;
      let published = 0;
      const publisher = (async () => {
        for (let n = 0; publishing; n += 1) {
          const tick = performance.now();
          const item = await post(`${base}/api/publishing/announcement`, author, {
            key: `bench-live-${n}-${Date.now()}`,
            data: {
              shared: { type: 'operational', date: '2001-01-01', referenceNumber: `KSEI-${n}/DIR/0101`, notice: 'new' },
              parts: { id: { title: `Uji terbit ${n}` }, en: { title: `Publish test ${n}` } },
            },
          });
          const inReview = await post(`${base}/api/publishing/announcement/${item.id}/submit`, author, {
            version: item.version,
          });
          await post(`${base}/api/publishing/announcement/${item.id}/approve`, approver, { version: inReview.version });
          published += 1;
          await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - (performance.now() - tick))));
        }
      })();
      const during = await publicThroughput(base, seconds);
      publishing = false;
      await publisher;
      return {
        files: uploaded.length,
        megabytes: total / 1024 / 1024,
        items: batch.items.length,
        problems: batch.problems.length,
        uploadSeconds,
        intakeSeconds,
        approveSeconds,
        peakMb: peak,
        startMb: before,
        idle,
        during,
        published,
      };
    } finally {
      await stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printPublishingBench(
  /** @type {Awaited<ReturnType<typeof publishingBench>>} */ r,
  /** @type {number} */ seconds,
) {
  console.log(`\nStaff publishing (embedded database):`);
  console.log(
    `  batch intake: ${r.files} PDFs, ${r.megabytes.toFixed(1)} MB: uploads ${r.uploadSeconds.toFixed(1)} s, drafts made ${r.intakeSeconds.toFixed(1)} s in all (${r.items} items, ${r.problems} problems)`,
  );
  console.log(`  server peak memory: ${r.peakMb.toFixed(0)} MB (after start ${r.startMb.toFixed(0)} MB)`);
  console.log(`  batch approved as one (${r.items} items): ${r.approveSeconds.toFixed(2)} s`);
  const ratio = r.idle.rps > 0 ? (r.during.rps / r.idle.rps).toFixed(2) : 'n/a';
  console.log(
    `  public list, 10 connections, ${seconds} s: idle ${r.idle.rps} req/s (p99 ${r.idle.p99} ms); while publishing once a second ${r.during.rps} req/s (p99 ${r.during.p99} ms, ${r.published} published): ${ratio}x`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const seconds = Number(process.env.BENCH_API_SECONDS ?? 10);
  printPublishingBench(await publishingBench(Number(process.env.BENCH_PORT ?? 4298), seconds), seconds);
}
