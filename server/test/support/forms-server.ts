/**
 * A real app on a real PGlite for the forms' suites, with the forms' real outside boundaries: the
 * local captcha provider on loopback (a token per submission, as a ticked box gets it), the evidence
 * check and the outbox; and a client that posts with the headers a browser on the site sends.
 */
import net from 'node:net';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { BuildOptions } from '../../src/app.js';
import type { CaptchaVerifier } from '../../src/domains/captcha/index.js';
import { startTestServer, type TestServer } from './fixtures.js';

/**
 * A stand-in captcha for suites about something else (it accepts {@link CAPTCHA_TOKEN} only): pass it
 * as `build: { forms: { verifyCaptcha: testCaptcha } }`. The forms' own suites use the real provider.
 */
export const CAPTCHA_TOKEN = 'test-captcha-pass';
export const testCaptcha: CaptchaVerifier = async (token) =>
  token === CAPTCHA_TOKEN ? { ok: true } : { ok: false, reason: token ? 'invalid' : 'missing' };

/** Enough room that only the rate-limit suite meets a limit. */
const ROOMY = { write: { perSecond: 100, burst: 1000 }, receipt: { perSecond: 100, burst: 1000 } };

export function formsBuild(extra: BuildOptions = {}): BuildOptions {
  return { ...extra, rateLimits: { holdMs: 0, policies: ROOMY, ...extra.rateLimits } };
}

/** A port free right now (the local captcha provider's, so the test knows where to solve tokens). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

type StartOptions = NonNullable<Parameters<typeof startTestServer>[0]>;

export async function startFormsServer(options: StartOptions = {}): Promise<TestServer> {
  return startTestServer({
    ...options,
    env: { CAPTCHA_LOCAL_PORT: String(await freePort()), ...options.env },
    build: formsBuild(options.build),
  });
}

/** One forms server per `describe` block. */
export function useFormsServer(options: StartOptions = {}): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startFormsServer(options);
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('The forms test server has not started');
    return server;
  };
}

/**
 * A one-time captcha token from the local provider at `providerPort`, as the widget gets it when the
 * box is ticked on a page of `pageOrigin`.
 */
export async function solveCaptcha(providerPort: number, siteKey: string, pageOrigin: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${providerPort}/recaptcha/api2/userverify`, {
    method: 'POST',
    headers: { origin: pageOrigin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ k: siteKey }).toString(),
  });
  const { token } = (await response.json()) as { token?: string };
  if (!token) throw new Error(`the local captcha provider gave no token (${response.status})`);
  return token;
}

/** A fresh token for a form on this server's site. */
export const captchaToken = (server: TestServer): Promise<string> =>
  solveCaptcha(server.config.captcha.localPort, server.config.captcha.siteKey, server.config.publicOrigin);

/** A POST as the site's own page sends it (same origin). */
export function post(
  server: TestServer,
  url: string,
  body: { payload: string | Buffer | object; headers?: Record<string, string> },
  extra: Partial<InjectOptions> = {},
): Promise<LightMyRequestResponse> {
  return server.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    remoteAddress: '198.51.100.7',
    ...extra,
    headers: {
      origin: server.config.publicOrigin,
      'sec-fetch-site': 'same-origin',
      ...body.headers,
      ...(extra.headers as Record<string, string> | undefined),
    },
  });
}

export const json = (payload: object) => ({ payload, headers: { 'content-type': 'application/json' } });
export const urlencoded = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

export async function countRows(server: TestServer, table: string): Promise<number> {
  const [row] = await server.db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return row?.n ?? 0;
}
