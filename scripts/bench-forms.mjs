// @ts-check
/**
 * Form intake under load (part of `npm run bench`), on the built server in development mode (the local
 * captcha provider, the embedded database, the development mail sink):
 * 1. whistleblowing reports with a 2 MB JPEG (cleaned by ExifTool) at 10 connections: accepted per
 *    second, p50/p99;
 * 2. page HTML p50/p99 while that flood runs, beside the same page idle;
 * 3. the server's peak resident memory while 50 reports with a 2 MB JPEG arrive at once.
 * Every report comes from its own client address (X-Forwarded-For, trusted from loopback only for the
 * bench) so the per-client write limit does not answer them. Numbers only, never pass/fail.
 */
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import jpeg from 'jpeg-js';

const FORM_PAGE = '/id/hubungi-kami';
const PAGE = '/id/tentang-ksei/sekilas';
const REPORT = '/api/forms/whistleblowing?locale=id';
const TWO_MB = 2 * 1024 * 1024;

/** A real JPEG (noise, so it does not compress away) padded with comment segments to just under 2 MB. */
export function twoMegabyteJpeg() {
  const width = 640;
  const height = 480;
  const image = jpeg.encode({ data: randomBytes(width * height * 4), width, height }, 90).data;
  const room = TWO_MB - 2048 - image.length;
  const comments = [];
  for (let left = room; left > 4;) {
    const size = Math.min(left - 4, 65533);
    comments.push(Buffer.from([0xff, 0xfe, (size + 2) >> 8, (size + 2) & 255]), Buffer.alloc(size, 0x20));
    left -= size + 4;
  }
  // SOI, the comments, then the encoder's segments after its own SOI.
  return Buffer.concat([image.subarray(0, 2), ...comments, image.subarray(2)]);
}

/** The report's text fields (the sample of the forms' tests) and its evidence, one token apart. */
export function reportBody(/** @type {Buffer} */ evidence) {
  const boundary = `----ksei-bench-${randomBytes(6).toString('hex')}`;
  const fields = {
    locale: 'id',
    reportedName: 'Budi Santoso',
    reportedPosition: 'Kepala Bagian Pengadaan',
    violationType: 'bribery',
    location: 'Gedung Bursa Efek Indonesia, Jakarta',
    occurredOn: '2025-03-14',
    chronology: 'Pada rapat pengadaan bulan Maret, pemasok menyerahkan amplop berisi uang kepada yang dilaporkan.',
  };
  const head = Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  const tail = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="evidence"; filename="bukti.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    evidence,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    /** @param {string} token */
    body: (token) =>
      Buffer.concat([
        Buffer.from(
          `${head}--${boundary}\r\nContent-Disposition: form-data; name="g-recaptcha-response"\r\n\r\n${token}\r\n`,
        ),
        tail,
      ]),
  };
}

/** The captcha's site key and provider origin, as the form page tells its browser. */
export async function captchaOf(/** @type {string} */ base) {
  const html = await (await fetch(base + FORM_PAGE)).text();
  const meta = /<meta name="ksei-captcha"[^>]*>/.exec(html)?.[0] ?? '';
  const siteKey = /content="([^"]*)"/.exec(meta)?.[1];
  const origin = /data-origin="([^"]*)"/.exec(meta)?.[1];
  if (!siteKey || !origin) throw new Error('the form page carries no captcha configuration');
  return { siteKey, origin };
}

/** One-time tokens from the local provider, solved on a page of `pageOrigin`. */
export async function tokens(
  /** @type {{ siteKey: string, origin: string }} */ captcha,
  /** @type {string} */ pageOrigin,
  /** @type {number} */ count,
) {
  const solved = [];
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${captcha.origin}/recaptcha/api2/userverify`, {
      method: 'POST',
      headers: { origin: pageOrigin, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ k: captcha.siteKey }).toString(),
    });
    const { token } = /** @type {{ token: string }} */ (await response.json());
    solved.push(token);
  }
  return solved;
}

let client = 0;
const nextClient = () => {
  client += 1;
  return `10.77.${(client >> 8) & 255}.${client & 255}`;
};

/** @param {autocannon.Result} result */
function summary(result) {
  return {
    accepted: result['2xx'],
    refused: result.non2xx,
    errors: result.errors + result.timeouts,
    perSecond: Number((result['2xx'] / result.duration).toFixed(1)),
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/** Resident memory of a process now (kB), from /proc; 0 where there is none. */
function rssKb(/** @type {number} */ pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/**
 * @param {string} base the server's address
 * @param {string} publicOrigin the site's origin (the forms refuse posts from any other)
 * @param {number} pid the server process (for its memory)
 * @param {number} seconds how long each flood runs
 */
export async function formsUnderLoad(base, publicOrigin, pid, seconds) {
  const captcha = await captchaOf(base);
  const evidence = twoMegabyteJpeg();
  const report = reportBody(evidence);
  // Tokens live two minutes: solved just before each phase, more than it can use.
  const pool = await tokens(captcha, publicOrigin, 400);
  const headers = { origin: publicOrigin, 'sec-fetch-site': 'same-origin', 'content-type': report.contentType };
  const idle = await autocannon({ url: base + PAGE, connections: 4, duration: seconds });

  const flood = autocannon({
    url: base + REPORT,
    method: 'POST',
    connections: 10,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, ...headers, 'x-forwarded-for': nextClient() },
          body: report.body(pool.pop() ?? 'spent'),
        }),
      },
    ],
  });
  const during = autocannon({ url: base + PAGE, connections: 4, duration: seconds });
  const [reports, pages] = await Promise.all([flood, during]);

  // 50 at once: the server's resident memory sampled every 20 ms from before the first to after the last.
  const burstTokens = await tokens(captcha, publicOrigin, 50);
  const before = rssKb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssKb(pid))), 20);
  const started = performance.now();
  const answers = await Promise.all(
    burstTokens.map((token) =>
      fetch(base + REPORT, {
        method: 'POST',
        headers: { ...headers, 'x-forwarded-for': nextClient() },
        body: report.body(token),
      }).then((response) => response.status),
    ),
  );
  const burstMs = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, rssKb(pid));
  return {
    evidenceBytes: evidence.length,
    reports: summary(reports),
    idlePages: { p50: idle.latency.p50, p99: idle.latency.p99 },
    pagesDuring: { p50: pages.latency.p50, p99: pages.latency.p99 },
    burst: {
      accepted: answers.filter((status) => status === 200 || status === 201).length,
      statuses: [...new Set(answers)].join(','),
      seconds: Number((burstMs / 1000).toFixed(1)),
      rssBeforeMb: Math.round(before / 1024),
      rssPeakMb: Math.round(peak / 1024),
    },
  };
}

/** @param {Awaited<ReturnType<typeof formsUnderLoad>>} result @param {number} seconds */
export function printFormsUnderLoad(result, seconds) {
  const mb = (result.evidenceBytes / 1024 / 1024).toFixed(2);
  console.log(`\nForm intake (whistleblowing reports with a ${mb} MB JPEG, each from its own client):`);
  const r = result.reports;
  console.log(
    `  10 connections, ${seconds} s: ${r.perSecond} accepted/s (${r.accepted} accepted, ${r.refused} refused, ${r.errors} errors)  p50 ${r.p50} ms  p99 ${r.p99} ms`,
  );
  console.log(
    `  page HTML idle p50 ${result.idlePages.p50} ms p99 ${result.idlePages.p99} ms; during the flood p50 ${result.pagesDuring.p50} ms p99 ${result.pagesDuring.p99} ms`,
  );
  const b = result.burst;
  console.log(
    `  50 at once: ${b.accepted} accepted (statuses ${b.statuses}) in ${b.seconds} s; server memory ${b.rssBeforeMb} MB before, peak ${b.rssPeakMb} MB`,
  );
}
