import { Writable } from 'node:stream';
import { FORM_MESSAGES } from '@ksei/shared/node';
import type { TestServer } from '../support/fixtures.js';
import { CAPTCHA, multipart, tinyJpeg, VALID_CONTACT, VALID_REPORT } from '../support/forms-requests.js';
import { captchaToken, startFormsServer } from '../support/forms-server.js';
import { installServerBundles } from '../support/real-server-bundles.js';
import { buildServerBundlesAtOnce } from '../support/server-bundles-at-once.js';

/**
 * A form posted without JavaScript, answered by the server with the real shell and mf-forms server
 * bundles: the page's react-router action runs on the server (it posts to the API in process, for the
 * visitor), and the page comes back with its answer — the confirmation, or the errors in place with
 * every value kept — never kept for anyone else and never logged.
 */

const CONTACT = { id: '/id/hubungi-kami', en: '/en/contact-us' } as const;
const REPORT = { id: '/id/tentang-ksei/whistleblowing/form', en: '/en/about-ksei/whistleblowing/form' } as const;
const FOLLOW_UP = {
  id: '/id/tentang-ksei/whistleblowing/tindak-lanjut',
  en: '/en/about-ksei/whistleblowing/follow-up',
} as const;
const ORIGIN = 'http://localhost:3000';

const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});

let bundles: Awaited<ReturnType<typeof buildServerBundlesAtOnce>> | undefined;
let server: TestServer;
/** A server whose write limit allows one post per visitor (the rate-limit test's). */
let limited: TestServer;

// Both servers start while the bundles build (they wait for them only to install them, just before
// their apps are built): one after the other, the builds and the starts were most of the suite.
beforeAll(async () => {
  const building = buildServerBundlesAtOnce(['shell', 'mf-forms']);
  const install = async (config: TestServer['config']) => installServerBundles((await building).files, config);
  const started = await Promise.allSettled([
    startFormsServer({
      env: { PORT: '3000', LOG_LEVEL: 'trace', TRUST_PROXY: 'false' },
      build: { logger: true, logStream },
      beforeBuild: async (_db, config) => install(config),
    }).then((one) => (server = one)),
    startFormsServer({
      env: { PORT: '3000' },
      build: { rateLimits: { holdMs: 0, policies: { write: { perSecond: 0.001, burst: 1 } } } },
      beforeBuild: async (_db, config) => install(config),
    }).then((one) => (limited = one)),
    building.then((built) => (bundles = built)),
  ]);
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}, 120_000);
afterAll(async () => {
  await Promise.all([server?.close(), limited?.close()]);
  bundles?.remove();
});

/** A captcha token from the local provider, as a ticked box gets it on this site's page. */
const token = () => captchaToken(server);

/** A browser's plain form post from the site's own page, from `address`. */
function submit(url: string, body: { payload: string | Buffer; headers: Record<string, string> }, address: string) {
  return server.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    remoteAddress: address,
    headers: { origin: ORIGIN, 'sec-fetch-site': 'same-origin', 'user-agent': 'NoScriptProbe/1.0', ...body.headers },
  });
}
const urlencoded = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

/** The section's hydration data the page carries. */
function sectionData(page: string): { actionData?: Record<string, unknown> | null } {
  const block = /<script type="application\/json" id="ksei-section-data">(.*?)<\/script>/s.exec(page)?.[1];
  return JSON.parse(block ?? 'null') as { actionData?: Record<string, unknown> | null };
}
/** The page's HTML without its data blocks: what a visitor without JavaScript sees. */
const visible = (page: string) => page.replace(/<script[^>]*>.*?<\/script>/gs, '');

async function count(table: string): Promise<number> {
  const [row] = await server.db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return row?.n ?? 0;
}

/** Text as React writes it into HTML (attributes and text alike). */
const html = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

describe('a form posted without JavaScript', () => {
  it.each(['id', 'en'] as const)(
    'contact (%s, urlencoded): the server renders the confirmation with its reference, no-store',
    async (locale) => {
      const response = await submit(
        CONTACT[locale],
        urlencoded({ ...VALID_CONTACT, [CAPTCHA]: await token() }),
        '198.51.100.1',
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const reference = /KSEI-[A-Z0-9]{8}/.exec(visible(response.body))?.[0];
      expect(reference).toBeDefined();
      // Rendered by the section (not left to the browser), and handed to its hydration with the answer.
      expect(response.body).toContain('data-section-host="mf-forms"');
      expect(sectionData(response.body)).toMatchObject({
        actionData: { [`contact@${locale}`]: { ok: true, reference } },
      });
      expect(await count('contact_messages')).toBeGreaterThan(0);
    },
  );

  it.each(['id', 'en'] as const)(
    'contact (%s) with errors: each message in place and every value kept in its field',
    async (locale) => {
      const sent = { ...VALID_CONTACT, email: 'siti@', message: 'Hai <b>!', [CAPTCHA]: await token() };
      const response = await submit(CONTACT[locale], urlencoded(sent), '198.51.100.2');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain(html(FORM_MESSAGES[locale].email));
      expect(response.body).toContain(html(FORM_MESSAGES[locale].tooShort.replace('{limit}', '10')));
      for (const name of ['fullName', 'subject', 'email', 'phone'] as const) {
        expect(response.body).toMatch(new RegExp(`<input[^>]*name="${name}"[^>]*value="${html(sent[name])}"`));
      }
      expect(response.body).toMatch(/<textarea[^>]*name="message"[^>]*>Hai &lt;b&gt;!<\/textarea>/);
      expect(response.body).not.toMatch(/KSEI-[A-Z0-9]{8}/);
    },
  );

  it.each(['id', 'en'] as const)(
    'whistleblowing (%s, multipart with a .jpg): the receipt, then the follow-up page shows its status',
    async (locale) => {
      const before = await count('whistleblowing_evidence');
      const report = multipart({ ...VALID_REPORT, [CAPTCHA]: await token() }, [
        { name: 'bukti.jpg', type: 'image/jpeg', bytes: tinyJpeg() },
      ]);
      const response = await submit(REPORT[locale], report, '198.51.100.3');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const answer = sectionData(response.body).actionData?.[`whistleblowingForm@${locale}`] as { receipt?: string };
      const receipt = answer.receipt ?? 'none';
      expect(receipt).toMatch(/^\d{4}-\d{4}-\d{4}-\d{4}$/);
      expect(visible(response.body)).toContain(receipt);
      // The evidence reached the API as a file, in its multipart body: the report was stored with it.
      expect(await count('whistleblowing_evidence')).toBe(before + 1);

      const status = await submit(FOLLOW_UP[locale], urlencoded({ receipt, [CAPTCHA]: await token() }), '198.51.100.3');
      expect(status.statusCode).toBe(200);
      expect(status.headers['cache-control']).toBe('no-store');
      expect(sectionData(status.body).actionData?.[`whistleblowingFollowUp@${locale}`]).toMatchObject({
        ok: true,
        status: 'received',
      });
      expect(visible(status.body)).toContain(locale === 'id' ? '>Diterima<' : '>Received<');
    },
  );

  it('leaves nothing of a whistleblower in the log, at level trace', async () => {
    // The capture works: a GET of a page that is no form page is logged with its request line.
    lines.length = 0;
    await server.app.inject({ url: '/en/sitemap-probe', remoteAddress: '203.0.113.50' });
    expect(lines.join('')).toContain('/en/sitemap-probe');
    lines.length = 0;
    const report = multipart({ ...VALID_REPORT, [CAPTCHA]: await token() }, [
      { name: 'bukti.jpg', type: 'image/jpeg', bytes: tinyJpeg() },
    ]);
    expect((await submit(REPORT.en, report, '203.0.113.77')).statusCode).toBe(200);
    const refused = await submit(REPORT.id, multipart({ chronology: 'x', [CAPTCHA]: await token() }), '203.0.113.77');
    expect(refused.statusCode).toBe(200);
    const logged = lines.join('');
    for (const trace of ['203.0.113.77', 'NoScriptProbe', REPORT.en, REPORT.id, 'whistleblowing']) {
      expect(logged).not.toContain(trace);
    }
  });

  it("is its visitor's alone: B, after A, sees neither A's confirmation nor A's values (render cache on)", async () => {
    const a = { ...VALID_CONTACT, fullName: 'Andini Visitor-A', [CAPTCHA]: await token() };
    const answered = await submit(CONTACT.en, urlencoded(a), '198.51.100.10');
    const reference = /KSEI-[A-Z0-9]{8}/.exec(answered.body)?.[0] ?? 'none';
    const refusedA = await submit(CONTACT.en, urlencoded({ ...a, email: 'andini@' }), '198.51.100.10');
    expect(refusedA.body).toContain('Andini Visitor-A');
    // B opens the page, then sends it with mistakes of its own.
    const page = await server.app.inject({ url: CONTACT.en, remoteAddress: '198.51.100.20' });
    const refusedB = await submit(
      CONTACT.en,
      urlencoded({ ...VALID_CONTACT, fullName: 'Bayu Visitor-B', email: 'bayu@', [CAPTCHA]: await token() }),
      '198.51.100.20',
    );
    for (const seen of [page.body, refusedB.body]) {
      expect(seen).not.toContain(reference);
      expect(seen).not.toContain('Andini Visitor-A');
      expect(seen).not.toContain('andini@');
    }
    expect(refusedB.body).toContain('Bayu Visitor-B');
  });
});

describe("the action's API call for a post without JavaScript", () => {
  it("counts against its visitor's rate limit, not the server's: A's second post is refused, B's first is not", async () => {
    const send = async (address: string) =>
      limited.app.inject({
        method: 'POST',
        url: CONTACT.en,
        remoteAddress: address,
        headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ ...VALID_CONTACT, [CAPTCHA]: await captchaToken(limited) }).toString(),
      });
    expect(visible((await send('198.51.100.31')).body)).toMatch(/KSEI-[A-Z0-9]{8}/);
    const again = visible((await send('198.51.100.31')).body);
    expect(again).not.toMatch(/KSEI-[A-Z0-9]{8}/);
    expect(again).toContain('Too many attempts');
    expect(visible((await send('198.51.100.32')).body)).toMatch(/KSEI-[A-Z0-9]{8}/);
  });
});
