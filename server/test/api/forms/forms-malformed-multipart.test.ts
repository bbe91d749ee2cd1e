/**
 * Multipart bodies that are no form, sent to every form API and to every form page posted without
 * JavaScript, with the real shell and mf-forms server bundles: each is the client's mistake (400 with
 * the localized message, in both languages), never a 500, and no stack trace reaches the log.
 */
import { Writable } from 'node:stream';
import type { TestServer } from '../../support/fixtures.js';
import { startFormsServer } from '../../support/forms-server.js';
import { buildServerBundles, installServerBundles } from '../../support/real-server-bundles.js';

const ORIGIN = 'http://localhost:3000'; // the test configuration's public origin
const PART = 'Content-Disposition: form-data; name="fullName"\r\n\r\nAna\r\n';
const LONG = 'b'.repeat(2000);

/** Each kind of malformed body: its name, its Content-Type and its bytes. */
const MALFORMED = [
  ['no closing boundary', 'multipart/form-data; boundary=ksei', `--ksei\r\n${PART}`],
  ['no boundary', 'multipart/form-data', `--ksei\r\n${PART}--ksei--\r\n`],
  ['a boundary the body does not use', 'multipart/form-data; boundary=ksei', `--other\r\n${PART}--other--\r\n`],
  ['a 2,000-character boundary', `multipart/form-data; boundary=${LONG}`, `--${LONG}\r\n${PART}--${LONG}--\r\n`],
] as const;

const MESSAGE = {
  id: 'Kiriman ini bukan formulir yang utuh dan tidak diproses.',
  en: 'What was sent is not a complete form and was not processed.',
} as const;

const APIS = [
  '/api/forms/contact',
  '/api/forms/whistleblowing',
  '/api/forms/whistleblowing/status',
  '/api/forms/whistleblowing/follow-up',
];
const PAGES = [
  ['id', '/id/hubungi-kami'],
  ['en', '/en/contact-us'],
  ['id', '/id/tentang-ksei/whistleblowing/form'],
  ['en', '/en/about-ksei/whistleblowing/form'],
  ['id', '/id/tentang-ksei/whistleblowing/tindak-lanjut'],
  ['en', '/en/about-ksei/whistleblowing/follow-up'],
] as const;

let bundles: ReturnType<typeof buildServerBundles>;
let server: TestServer;
const logged: string[] = [];

beforeAll(async () => {
  bundles = buildServerBundles(['shell', 'mf-forms']);
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(chunk.toString('utf8'));
      done();
    },
  });
  server = await startFormsServer({
    env: { PORT: '3000' },
    build: { logger: true, logStream },
    beforeBuild: async (_db, config) => installServerBundles(bundles.files, config),
  });
}, 120_000);
afterAll(async () => {
  await server?.close();
  bundles?.remove();
});

let address = 0;
const send = (url: string, contentType: string, payload: string) =>
  server.app.inject({
    method: 'POST',
    url,
    payload,
    // An address per request: the page route's rate limit is not what this suite is about.
    remoteAddress: `198.51.100.${(address = (address % 250) + 1)}`,
    headers: { origin: ORIGIN, 'sec-fetch-site': 'same-origin', 'content-type': contentType },
  });

/** Log lines written while `run` ran, and what the sections printed to the console. */
async function watched(run: () => Promise<void>): Promise<{ log: string; console: string }> {
  const before = logged.length;
  const printed: string[] = [];
  const spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    printed.push(args.map(String).join(' '));
  });
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return { log: logged.slice(before).join(''), console: printed.join('\n') };
}

describe.each(MALFORMED)('a multipart body with %s', (_kind, contentType, body) => {
  it.each(APIS)('%s answers 400 with the message in Indonesian and English, and logs no stack', async (url) => {
    const seen = await watched(async () => {
      for (const [locale, query] of [
        ['id', ''],
        ['en', '?locale=en'],
      ] as const) {
        const response = await send(url + query, contentType, body);
        expect(response.statusCode).toBe(400);
        expect(response.headers['cache-control']).toBe('no-store');
        const error = (response.json() as { error: { code: string; message: string } }).error;
        expect(error.code).toBe('bad_request');
        expect(error.message).toContain(MESSAGE[locale]);
      }
    });
    expect(seen.log).not.toContain('"stack"');
    expect(seen.log).not.toContain('"level":50');
  });

  it.each(PAGES)('the %s form page %s answers 400 with its message and logs nothing', async (locale, url) => {
    const seen = await watched(async () => {
      const response = await send(url, contentType, body);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain(`<html lang="${locale}"`);
      expect(response.body).toContain(MESSAGE[locale]);
    });
    expect(seen.log).toBe('');
    expect(seen.console).toBe('');
  });
});

describe('the form pages’ posts', () => {
  it('are rate-limited per address: a flood of posts from one address gets 429 after 20', async () => {
    const statuses: number[] = [];
    for (let sent = 0; sent < 25; sent += 1) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/en/contact-us',
        payload: MALFORMED[0][2],
        remoteAddress: '203.0.113.99',
        headers: { origin: ORIGIN, 'sec-fetch-site': 'same-origin', 'content-type': MALFORMED[0][1] },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20)).toEqual(Array.from({ length: 20 }, () => 400));
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
  });
});
