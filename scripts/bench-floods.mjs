// @ts-check
/**
 * Floods against the public intake and staff sign-in (part of `npm run bench`; `--floods` alone):
 * for each flood, page HTML and one static file p99 while it runs ÷ the same p99 idle, measured in the
 * same run. Each flood is 200 requests from 50 client addresses (four each, within every per-client
 * limit), 50 at once:
 * 1. malformed receipts on the follow-up lookup, no captcha (before: each bought a 32 MiB scrypt);
 * 2. whistleblowing reports with a 2 MB JPEG (ExifTool and a sealed report each);
 * 3. contact messages;
 * 4. sign-ins for unknown addresses (each an Argon2id verify against the dummy hash), and a real staff
 *    member's sign-in timed while that flood runs: with the device cookie an earlier sign-in set (what
 *    the staff member's browser holds; it takes the reserved lane), and without one (the public lane).
 * Numbers only, never pass/fail.
 */
import { captchaOf, reportBody, tokens, twoMegabyteJpeg } from './bench-forms.mjs';

const PAGE = '/id/tentang-ksei/sekilas';
const FLOOD = 200;
const ADDRESSES = 50;
const AT_ONCE = 50;

/** p-quantile of samples (ms). */
const quantile = (/** @type {number[]} */ values, /** @type {number} */ q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};
const ms = (/** @type {number} */ value) => Math.round(value * 10) / 10;

/** A script of the shell the page links: the static file to time. */
async function staticFileOf(/** @type {string} */ base) {
  const html = await (await fetch(base + PAGE)).text();
  const src = /(\/shell\/[^"']+\.js)/.exec(html)?.[1];
  if (!src) throw new Error('the page links no shell script');
  return src;
}

/** Times `url` one request after another until `done()`; at least `min` samples. */
async function sample(/** @type {string} */ url, /** @type {() => boolean} */ done, min = 20) {
  /** @type {number[]} */
  const times = [];
  while (times.length < min || !done()) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (times.length > 5000) break;
  }
  return times;
}

/**
 * Sends `count` requests made by `make(index)`, `AT_ONCE` at a time, each from one of `ADDRESSES`
 * addresses; resolves with the statuses seen and how many of each.
 */
async function flood(
  /** @type {number} */ count,
  /** @type {(index: number, client: string) => Promise<Response>} */ make,
  /** @type {string} */ tag,
) {
  /** @type {Record<string, number>} */
  const statuses = {};
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const index = next++;
      const client = `10.${tag}.${Math.floor(index / (count / ADDRESSES))}.9`;
      const response = await make(index, client).catch(() => undefined);
      const status = String(response?.status ?? 'error');
      await response?.arrayBuffer().catch(() => undefined);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: AT_ONCE }, lane));
  return { statuses, seconds: ms((performance.now() - started) / 1000) };
}

/** Page and static-file p99 during `run()` ÷ idle, with what the flood answered. */
async function during(
  /** @type {string} */ base,
  /** @type {string} */ file,
  /** @type {{ page: number[], file: number[] }} */ idle,
  /** @type {() => Promise<{ statuses: Record<string, number>, seconds: number }>} */ run,
) {
  let finished = false;
  const pages = sample(base + PAGE, () => finished);
  const files = sample(base + file, () => finished);
  const result = await run();
  finished = true;
  const [page, fileTimes] = await Promise.all([pages, files]);
  return {
    ...result,
    pageP99: ms(quantile(page, 0.99)),
    fileP99: ms(quantile(fileTimes, 0.99)),
    pageRatio: ms(quantile(page, 0.99) / quantile(idle.page, 0.99)),
    fileRatio: ms(quantile(fileTimes, 0.99) / quantile(idle.file, 0.99)),
  };
}

/** The device cookie (`name=value`) a sign-in's answer sets, or undefined. */
function deviceCookieOf(/** @type {Response} */ response) {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('ksei_device='));
}

/**
 * One staff sign-in from `client`, with `cookie` when given, timed until an answer other than 503
 * (up to 3 tries, waiting each Retry-After).
 * @param {string} base @param {Record<string, string>} headers @param {{ email: string, password: string }} staff
 * @param {string} client @param {string | undefined} cookie
 */
async function timedStaffSignIn(base, headers, staff, client, cookie) {
  const started = performance.now();
  for (let attempt = 0; attempt < 3; attempt++) {
    const response = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { ...headers, 'x-forwarded-for': client, ...(cookie === undefined ? {} : { cookie }) },
      body: JSON.stringify(staff),
    });
    await response.arrayBuffer();
    if (response.status !== 503)
      return { ms: ms(performance.now() - started), status: response.status, tries: attempt + 1 };
    await new Promise((resolve) => setTimeout(resolve, 1000 * Number(response.headers.get('retry-after') ?? 1)));
  }
  return { ms: ms(performance.now() - started), status: 503, tries: 3 };
}

/**
 * @param {string} base the server's address
 * @param {string} publicOrigin the site's origin (the forms refuse posts from any other)
 * @param {{ email: string, password: string }} staff a staff account of the server's
 */
export async function intakeFloods(base, publicOrigin, staff) {
  const file = await staticFileOf(base);
  const same = { origin: publicOrigin, 'sec-fetch-site': 'same-origin' };
  const json = { ...same, 'content-type': 'application/json' };
  // Idle, twice: the first warms the caches.
  await sample(base + PAGE, () => true, 50);
  const idlePage = await sample(base + PAGE, () => true, 200);
  const idleFile = await sample(base + file, () => true, 200);
  const idle = { page: idlePage, file: idleFile };
  const captcha = await captchaOf(base);

  const receipts = await during(base, file, idle, () =>
    flood(
      FLOOD,
      (index, client) =>
        fetch(`${base}/api/forms/whistleblowing/status`, {
          method: 'POST',
          headers: { ...json, 'x-forwarded-for': client },
          body: JSON.stringify({ locale: 'id', receipt: `12-${index}` }),
        }),
      '71',
    ),
  );

  const report = reportBody(twoMegabyteJpeg());
  const reportTokens = await tokens(captcha, publicOrigin, FLOOD);
  const reports = await during(base, file, idle, () =>
    flood(
      FLOOD,
      (index, client) =>
        fetch(`${base}/api/forms/whistleblowing?locale=id`, {
          method: 'POST',
          headers: { ...same, 'content-type': report.contentType, 'x-forwarded-for': client },
          body: report.body(reportTokens[index] ?? 'spent'),
        }),
      '72',
    ),
  );

  const contactTokens = await tokens(captcha, publicOrigin, FLOOD);
  const contacts = await during(base, file, idle, () =>
    flood(
      FLOOD,
      (index, client) =>
        fetch(`${base}/api/forms/contact`, {
          method: 'POST',
          headers: { ...json, 'x-forwarded-for': client },
          body: JSON.stringify({
            locale: 'id',
            fullName: 'Budi Santoso',
            subject: `Pertanyaan nomor ${index}`,
            email: 'budi.santoso@example.com',
            message: 'Bagaimana cara membuka rekening efek dan mendapatkan nomor SID?',
            'g-recaptcha-response': contactTokens[index] ?? 'spent',
          }),
        }),
      '73',
    ),
  );

  // An earlier sign-in, before the flood: the device cookie the staff member's browser then holds.
  const earlier = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { ...json, 'x-forwarded-for': '10.75.0.1' },
    body: JSON.stringify(staff),
  });
  await earlier.arrayBuffer();
  const device = deviceCookieOf(earlier);
  if (earlier.status !== 200 || device === undefined) throw new Error(`the earlier sign-in answered ${earlier.status}`);
  /** @type {Awaited<ReturnType<typeof timedStaffSignIn>>[]} */
  const staffSignIns = [];
  const signIns = await during(base, file, idle, async () => {
    const flooding = flood(
      FLOOD,
      (index, client) =>
        fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { ...json, 'x-forwarded-for': client },
          body: JSON.stringify({ email: `guess-${index}@example.com`, password: `guess number ${index}` }),
        }),
      '74',
    );
    // The real staff member while the flood runs: from their browser (the cookie), and from another without it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    staffSignIns.push(
      ...(await Promise.all([
        timedStaffSignIn(base, json, staff, '10.75.0.1', device),
        timedStaffSignIn(base, json, staff, '10.75.0.2', undefined),
      ])),
    );
    return flooding;
  });
  return {
    file,
    idle: { pageP99: ms(quantile(idlePage, 0.99)), fileP99: ms(quantile(idleFile, 0.99)) },
    receipts,
    reports,
    contacts,
    signIns,
    staffSignIn: staffSignIns[0],
    staffSignInWithoutCookie: staffSignIns[1],
  };
}

/** @param {Awaited<ReturnType<typeof intakeFloods>>} r */
export function printIntakeFloods(r) {
  console.log(
    `\nFloods of ${FLOOD} requests from ${ADDRESSES} addresses, ${AT_ONCE} at once (idle p99: page ${r.idle.pageP99} ms, static file ${r.idle.fileP99} ms, ${r.file}):`,
  );
  for (const [label, f] of /** @type {const} */ ([
    ['malformed receipts, no captcha', r.receipts],
    ['whistleblowing reports + 2 MB JPEG', r.reports],
    ['contact messages', r.contacts],
    ['sign-ins, unknown addresses', r.signIns],
  ])) {
    const answered = Object.entries(f.statuses)
      .map(([status, count]) => `${count}×${status}`)
      .join(' ');
    console.log(
      `  ${label.padEnd(36)} page p99 ${f.pageP99} ms (${f.pageRatio}x idle)  static p99 ${f.fileP99} ms (${f.fileRatio}x)  [${answered} in ${f.seconds} s] (target ≤ 2x)`,
    );
  }
  const s = r.staffSignIn;
  const n = r.staffSignInWithoutCookie;
  console.log(
    `  a real staff sign-in during the sign-in flood, with its device cookie: ${s?.ms} ms, status ${s?.status}, ${s?.tries} tries (target ≤ 1 s)`,
  );
  console.log(
    `  the same sign-in from a browser without the cookie: ${n?.ms} ms, status ${n?.status}, ${n?.tries} tries`,
  );
}
