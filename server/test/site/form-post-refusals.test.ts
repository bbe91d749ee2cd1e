import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { startTestServer, type TestServer } from '../support/fixtures.js';
import { buildServerBundles, installServerBundles } from '../support/real-server-bundles.js';
import { ABOUT } from '../support/server-builds.js';

/**
 * What the page route does with a POST before any form is answered, with the real shell and mf-forms
 * server bundles: only pages declared with `form: true` take one, only an HTML form's body, only from
 * this site, never larger than the forms' bound; and a form page, whoever asks, is never kept.
 */

const CONTACT_EN = '/en/contact-us';
const CONTACT_ID = '/id/hubungi-kami';
const ORIGIN = 'http://localhost:3000'; // the test configuration's public origin (PUBLIC_ORIGIN's default)
const FORM = 'application/x-www-form-urlencoded';

let bundles: ReturnType<typeof buildServerBundles>;
let server: TestServer;

beforeAll(async () => {
  bundles = buildServerBundles(['shell', 'mf-forms']);
  server = await startTestServer({
    env: { PORT: '3000' },
    // Every post here comes from one address: the form pages' rate limit is not what this suite checks.
    build: { logger: false, rateLimits: { holdMs: 0, policies: { pagepost: { perSecond: 100, burst: 1000 } } } },
    beforeBuild: async (_db, config) => installServerBundles(bundles.files, config),
  });
}, 120_000);
afterAll(async () => {
  await server?.close();
  bundles?.remove();
});

const post = (url: string, headers: Record<string, string>, payload: string | Buffer = 'fullName=Ana') =>
  server.app.inject({ method: 'POST', url, headers, payload });

describe('a POST to a page', () => {
  it('is 405 with Allow on a page without a form, as before, whatever the body', async () => {
    for (const type of [FORM, 'application/json']) {
      const response = await post(ABOUT, { 'content-type': type, origin: ORIGIN });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('is 404 on an unknown path and keeps the API its own answers', async () => {
    expect((await post('/id/tidak-ada', { 'content-type': FORM })).statusCode).toBe(404);
    const api = await post('/api/press-releases', { 'content-type': FORM });
    expect(api.statusCode).toBe(405);
    expect(api.json()).toMatchObject({ error: { code: 'method_not_allowed' } });
  });

  it('refuses a body that is no HTML form (415), in the page language, without rendering the form', async () => {
    for (const type of ['application/json', 'text/plain', 'application/xml']) {
      const response = await post(CONTACT_EN, { 'content-type': type, origin: ORIGIN }, '{"fullName":"Ana"}');
      expect(response.statusCode).toBe(415);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('What was sent is not a form this site can process.');
      expect(response.body).not.toContain('data-section-host="mf-forms"');
    }
    const none = await server.app.inject({ method: 'POST', url: CONTACT_ID, headers: { origin: ORIGIN } });
    expect(none.statusCode).toBe(415);
    expect(none.body).toContain('Kiriman ini bukan formulir yang dapat diproses.');
  });

  it.each([
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['another Origin', { origin: 'https://evil.example' }],
    ['Origin null', { origin: 'null' }],
    ['this site in plain http as another port', { origin: 'http://localhost:3001' }],
    [
      'Sec-Fetch-Site same-origin with a foreign Origin',
      { 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' },
    ],
  ])('refuses a post from another site: %s (403, localized, the form not rendered)', async (_name, headers) => {
    for (const [url, text] of [
      [CONTACT_EN, 'This form can only be sent from its page on the KSEI website.'],
      [CONTACT_ID, 'Formulir ini hanya dapat dikirim dari halamannya di situs KSEI.'],
    ] as const) {
      const response = await post(url, { 'content-type': FORM, ...headers });
      expect(response.statusCode).toBe(403);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain(text);
      expect(response.body).not.toContain('data-section-host="mf-forms"');
    }
  });

  it('refuses a body over the forms’ bound (413), localized, announced or counted while it arrives', async () => {
    const limit = 2 * 1024 * 1024 + 256 * 1024; // the evidence's 2 MB and 256 KB for the text and framing
    const over = Buffer.alloc(limit + 1, 'a');
    const declared = await post(CONTACT_EN, { 'content-type': FORM, origin: ORIGIN }, over);
    expect(declared.statusCode).toBe(413);
    expect(declared.headers['cache-control']).toBe('no-store');
    expect(declared.body).toContain('What was sent is too large and was not processed.');
    expect(declared.body).toContain('The evidence file can be at most 2 MB.');
    // Sent in chunks, its length unannounced: counted as it comes.
    const chunked = await server.app.inject({
      method: 'POST',
      url: CONTACT_ID,
      headers: { 'content-type': 'multipart/form-data; boundary=x', origin: ORIGIN },
      payload: Readable.from([over.subarray(0, limit), over.subarray(limit)]),
    });
    expect(chunked.statusCode).toBe(413);
    expect(chunked.body).toContain('Kiriman terlalu besar dan tidak diproses.');
  });
});

describe('a form page', () => {
  it('is kept by no browser or proxy (no-store, no ETag), while the server renders its empty form once for everyone and a post afresh', async () => {
    // Counted where every server render ends: the server's own react-dom/server, which the bundles use.
    const reactDomServer = createRequire(require.resolve('../../src/site/render/server-build.ts'))(
      'react-dom/server',
    ) as {
      renderToString: (...args: unknown[]) => string;
    };
    const renders = jest.spyOn(reactDomServer, 'renderToString');
    const name = 'Zubaidah Kusumawardani';
    try {
      const first = await server.app.inject({ url: CONTACT_EN, remoteAddress: '198.51.100.31' });
      expect(first.statusCode).toBe(200);
      expect(first.body).toContain('data-section-host="mf-forms"');
      expect(first.headers['cache-control']).toBe('no-store');
      expect(first.headers.etag).toBeUndefined();
      renders.mockClear();
      const second = await server.app.inject({ url: CONTACT_EN, remoteAddress: '198.51.100.32' });
      expect(second.headers['cache-control']).toBe('no-store');
      expect(second.body).toContain('data-section-host="mf-forms"');
      expect(renders).not.toHaveBeenCalled();
      // What one visitor posts is rendered for them alone, and never reaches the next visitor's form.
      const posted = await post(CONTACT_EN, { 'content-type': FORM, origin: ORIGIN }, `fullName=${name}`);
      expect(renders.mock.calls.length).toBeGreaterThan(0);
      expect(posted.body).toContain(name);
      renders.mockClear();
      const after = await server.app.inject({ url: CONTACT_EN, remoteAddress: '198.51.100.33' });
      expect(renders).not.toHaveBeenCalled();
      expect(after.body).not.toContain(name);
    } finally {
      renders.mockRestore();
    }
  });
});

describe('a form post the section cannot answer', () => {
  it('is a 503 page saying so (not the empty form again), when the section has no server build', async () => {
    const bare = await startTestServer({
      env: { PORT: '3000' },
      beforeBuild: async (_db, config) => installServerBundles({ shell: bundles.files.shell ?? '' }, config),
    });
    try {
      const response = await bare.app.inject({
        method: 'POST',
        url: CONTACT_EN,
        headers: { 'content-type': FORM, origin: ORIGIN },
        payload: 'fullName=Ana',
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('Your form could not be answered just now.');
    } finally {
      await bare.close();
    }
  });
});
