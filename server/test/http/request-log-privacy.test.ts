/**
 * The log never holds a client's address or user agent, and nothing at all of the form pages, their
 * section's assets, the forms' API and the preview links' API (a token is a secret): the real server process at LOG_LEVEL=trace behind one trusted
 * proxy hop, visited with a distinctive X-Forwarded-For and user agent. Ordinary requests are still
 * logged (with their path), which shows the capture works at that level.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createFixtureDirs, REMOTE_VERSION } from '../support/fixtures.js';
import { compileServer, runServer, type CompiledServer, type ServerProcess } from '../support/forms-server-process.js';
import { freePort } from '../support/forms-server.js';

const PAGE_ORIGIN = 'http://localhost:8080';
const FORWARDED = '198.51.100.231';
const USER_AGENT = 'KseiLogProbe/4.2 (distinctive-ua-5521)';

/** Every spelling of the whistleblowing pages a visitor may open, in both locales. */
const FORM_PAGES = [
  '/id/tentang-ksei/whistleblowing/form',
  '/en/about-ksei/whistleblowing/form',
  // The English page's alias under the Indonesian path.
  '/en/tentang-ksei/whistleblowing/form',
  '/id/tentang-ksei/whistleblowing/form/',
  '/id/tentang-ksei/whistleblowing/tindak-lanjut',
  '/en/about-ksei/whistleblowing/follow-up?utm=leak',
];
const FORMS_ASSET = `/remotes/mf-forms/${REMOTE_VERSION}/wb-chunk.4d5e6f7a8b.js`;
const FORMS_API = [
  '/api/forms/whistleblowing',
  '/api/forms/whistleblowing/status',
  '/api/forms/whistleblowing/follow-up',
];
const CONTROL_ASSET = `/remotes/mf-about/${REMOTE_VERSION}/remoteEntry.js`;
/** A preview link's token is a secret: its addresses are never written down. */
const PREVIEW_TOKEN = 'SecretPreviewTokenAbcdefghijklmnopqrstuvwxy';
const PREVIEW_API = [`/api/previews/${PREVIEW_TOKEN}?locale=en`, `/api/previews/${PREVIEW_TOKEN}/files/id`];

let compiled: CompiledServer;
let dirs: ReturnType<typeof createFixtureDirs>;
let server: ServerProcess;
let port: number;

beforeAll(async () => {
  compiled = compileServer();
  dirs = createFixtureDirs();
  fs.writeFileSync(path.join(dirs.releasesDir, FORMS_ASSET.replace('/remotes/', '')), 'export {};');
  server = runServer(compiled.entry, {
    ...process.env,
    NODE_ENV: '',
    PORT: '0',
    PUBLIC_ORIGIN: PAGE_ORIGIN,
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dirs.root, 'data'),
    SHELL_DIST: dirs.shellDist,
    RELEASES_DIR: dirs.releasesDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'trace',
    TRUST_PROXY: '1',
    CAPTCHA_LOCAL_PORT: String(await freePort()),
  });
  port = await server.ready;
}, 120_000);

afterAll(async () => {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  compiled.remove();
  fs.rmSync(dirs.root, { recursive: true, force: true });
});

/** One request as the proxy passes it on: the visitor's address in X-Forwarded-For, its user agent. */
function send(method: 'GET' | 'POST', target: string, body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: target,
        agent: false,
        headers: {
          'x-forwarded-for': FORWARDED,
          'user-agent': USER_AGENT,
          origin: PAGE_ORIGIN,
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) }),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Resolves once `condition` holds (looked at every 20 ms), or fails after 10 s. */
async function waitFor(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('the condition did not hold within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

it('at trace: ordinary requests without address or user agent; form pages, their assets and API not at all', async () => {
  expect(await send('GET', '/api/health')).toBe(200);
  expect(await send('GET', CONTROL_ASSET)).toBe(200);
  for (const page of FORM_PAGES) expect([200, 301, 308]).toContain(await send('GET', page));
  expect(await send('GET', FORMS_ASSET)).toBe(200);
  for (const api of FORMS_API) expect(await send('POST', api, 'locale=id')).toBeGreaterThanOrEqual(400);
  for (const api of PREVIEW_API) expect(await send('GET', api)).toBe(404);
  // A page post is answered by the page route; a malformed path is refused before any route.
  await send('POST', FORM_PAGES[0] as string, 'locale=id');
  await send('GET', '/id/tentang-ksei/whistleblowing/form%ZZ');
  // The server writes each line as it happens; a last ordinary request marks the end of the visit.
  expect(await send('GET', '/api/health?end=1')).toBe(200);
  await waitFor(() => server.output().includes('/api/health?end=1'));

  const log = server.output();
  expect(log).toContain(CONTROL_ASSET);
  for (const trace of [FORWARDED, USER_AGENT, 'remoteAddress', 'remotePort', 'user-agent']) {
    expect(log).not.toContain(trace);
  }
  // The request as logged: its method and target, nothing of the client.
  expect(log).toContain('"req":{"method":"GET","url":"/api/health"}');
  for (const trace of ['whistleblowing', 'tindak-lanjut', 'follow-up', 'mf-forms', 'utm=leak', PREVIEW_TOKEN]) {
    expect(log).not.toContain(trace);
  }
});
