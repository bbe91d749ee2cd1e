/**
 * A form posted from another site is refused (403, localized) before its body is read: by
 * `Sec-Fetch-Site`, or by an `Origin` that is not the site's.
 */
import Fastify from 'fastify';
import { apiErrorHandler } from '../../../src/http/error-format.js';
import { registerSameOriginGuard } from '../../../src/http/same-origin.js';
import { CAPTCHA, multipart, tinyJpeg, VALID_REPORT } from '../../support/forms-requests.js';
import { captchaToken, countRows, useFormsServer } from '../../support/forms-server.js';

const server = useFormsServer();

/** A POST with exactly these headers (no defaults added). */
const send = (url: string, headers: Record<string, string>, payload: string | Buffer = '{}') =>
  server().app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', ...headers },
    remoteAddress: '198.51.100.20',
  });

const SITE = 'http://localhost:8080';

describe('cross-site posts', () => {
  it.each([
    ['another site’s Origin', { origin: 'https://evil.example' }],
    [
      'another site’s Origin, even with Sec-Fetch-Site same-origin',
      { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' },
    ],
    ['Origin: null (a sandboxed frame)', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site', origin: SITE }],
    ['the site’s origin over the other scheme', { origin: 'https://localhost:8080' }],
    [
      'a rebound name: its own Host and Origin, not a loopback name',
      { host: 'rebind.evil.example:8080', origin: 'http://rebind.evil.example:8080' },
    ],
  ])('refuses %s with 403 on every form endpoint', async (_name, headers) => {
    for (const url of ['/api/forms/contact', '/api/forms/whistleblowing', '/api/forms/whistleblowing/status']) {
      const response = await send(url, headers);
      expect([url, response.statusCode]).toEqual([url, 403]);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(JSON.parse(response.body)).toEqual({
        error: {
          code: 'forbidden',
          message: 'Permintaan ini ditolak: formulir hanya dapat dikirim dari situs KSEI sendiri.',
        },
      });
    }
  });

  it('says so in English when the address asks for it', async () => {
    const response = await send('/api/forms/contact?locale=en', { origin: 'https://evil.example' });
    expect(JSON.parse(response.body).error.message).toBe(
      'This request was refused: the form can only be sent from the KSEI website itself.',
    );
  });

  it.each([
    ['the configured public origin', { origin: SITE, 'sec-fetch-site': 'same-origin' }],
    ['Sec-Fetch-Site: none (typed by the user)', { 'sec-fetch-site': 'none' }],
    ['neither header (no browser: curl, the server’s own calls)', {}],
    ['in development, the request’s own loopback origin', { host: '127.0.0.1:5173', origin: 'http://127.0.0.1:5173' }],
  ])('lets %s through to the form’s own checks', async (_name, headers) => {
    const response = await send('/api/forms/contact', headers);
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body).error.code).toBe('bad_request');
  });

  it('refuses before reading the body: a cross-site upload over the limit gets 403, not 413, and nothing is stored', async () => {
    const body = multipart({ ...VALID_REPORT, [CAPTCHA]: await captchaToken(server()) }, [
      { name: 'b.jpg', type: 'image/jpeg', bytes: Buffer.concat([tinyJpeg(), Buffer.alloc(3 * 1024 * 1024)]) },
    ]);
    const response = await send(
      '/api/forms/whistleblowing',
      { ...body.headers, origin: 'https://evil.example' },
      body.payload,
    );
    expect(response.statusCode).toBe(403);
    expect(await countRows(server(), 'whistleblowing_reports')).toBe(0);
  });
});

describe('the guard outside development', () => {
  it('accepts only the public origin: a loopback origin is another site there', async () => {
    const app = Fastify({ logger: false });
    app.setErrorHandler(apiErrorHandler);
    registerSameOriginGuard(app, { publicOrigin: 'https://www.ksei.co.id', allowLoopback: false });
    app.post('/api/write', { config: { sameOrigin: true } }, async () => ({ ok: true }));
    app.post('/api/open', async () => ({ ok: true }));
    const post = (url: string, headers: Record<string, string>) => app.inject({ method: 'POST', url, headers });
    expect((await post('/api/write', { origin: 'https://www.ksei.co.id' })).statusCode).toBe(200);
    expect((await post('/api/write', { host: 'localhost:8080', origin: 'http://localhost:8080' })).statusCode).toBe(
      403,
    );
    expect((await post('/api/write', { origin: 'https://www.ksei.co.id.evil.example' })).statusCode).toBe(403);
    // A route that does not ask for the guard is not guarded.
    expect((await post('/api/open', { origin: 'https://evil.example' })).statusCode).toBe(200);
    await app.close();
  });
});
