/**
 * DEVELOPMENT AND TESTS ONLY. A captcha provider on loopback with reCAPTCHA v2's browser API and
 * verification contract, so development and every test work without reaching Google:
 *
 *   GET  /recaptcha/api.js, /recaptcha/enterprise.js   the widget script (hl, onload, render=explicit)
 *   POST /recaptcha/api2/userverify                    a ticked box gets a one-time token (k=site key)
 *   GET  /recaptcha/api/fallback?k&hl, POST            the no-JavaScript frame: tick, submit, copy the code
 *   POST /recaptcha/api/siteverify                     secret, response[, remoteip] → Google's answer
 *   POST /v1/projects/<project>/assessments            reCAPTCHA Enterprise's createAssessment
 *
 * Tokens are kept in this process's memory (a restart forgets them) and are valid once, for two
 * minutes, for the host of the page they were solved on. The production server refuses to start
 * with this provider.
 */
import { randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CAPTCHA_PATHS, CAPTCHA_TOKEN_LIFETIME_MS } from '@ksei/shared/node';
import { fallbackPage } from './fallback-page.js';
import { widgetScript } from './widget-script.js';

export interface LocalCaptchaOptions {
  readonly siteKey: string;
  readonly secret: string;
  /** The enterprise assessment's project and API key. */
  readonly enterprise?: { readonly project: string; readonly apiKey: string };
  /** Loopback by default; 0 picks a free port. */
  readonly host?: string;
  readonly port?: number;
  /** The provider's clock (tests move it past a token's lifetime). */
  readonly now?: () => number;
}

export interface LocalCaptchaProvider {
  /** `http://127.0.0.1:<port>`: the script, frame and verification origin. */
  readonly origin: string;
  /** Every request's method and address (tests check that no secret travels in one). */
  readonly requests: readonly { readonly method: string; readonly url: string }[];
  /** A token as a ticked box gets it, solved on a page of `hostname` (tests). */
  issueToken(siteKey: string, hostname: string): string;
  close(): Promise<void>;
}

interface Solved {
  readonly siteKey: string;
  readonly hostname: string;
  readonly solvedAt: number;
  used: boolean;
}

/** More than any development session solves; the oldest go first. */
const MAX_TOKENS = 10_000;
const MAX_BODY_BYTES = 16 * 1024;

/** Google's format: `2026-01-31T12:34:56Z`. */
const timestamp = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

function hostOf(value: string | undefined): string {
  if (!value) return '';
  try {
    return new URL(value).hostname;
  } catch {
    return '';
  }
}

async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function send(
  response: ServerResponse,
  status: number,
  type: string,
  body: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
  response.end(body);
}
const json = (response: ServerResponse, status: number, value: unknown, headers?: Record<string, string>): void =>
  send(response, status, 'application/json; charset=utf-8', JSON.stringify(value), headers);

export async function startLocalCaptchaProvider(options: LocalCaptchaOptions): Promise<LocalCaptchaProvider> {
  const now = options.now ?? Date.now;
  const tokens = new Map<string, Solved>();
  const requests: { method: string; url: string }[] = [];
  let origin = '';

  const issue = (siteKey: string, hostname: string): string => {
    const cutoff = now() - CAPTCHA_TOKEN_LIFETIME_MS;
    for (const [token, solved] of tokens) {
      if (solved.solvedAt >= cutoff && tokens.size < MAX_TOKENS) break;
      tokens.delete(token);
    }
    const token = `local.${randomBytes(32).toString('base64url')}`;
    tokens.set(token, { siteKey, hostname, solvedAt: now(), used: false });
    return token;
  };

  /** A token's fate, checked once: the second look at it, or a look after two minutes, finds it spent. */
  const redeem = (token: string): { solved: Solved; problem?: 'expired' | 'duplicate' } | undefined => {
    const solved = tokens.get(token);
    if (!solved) return undefined;
    if (solved.used) return { solved, problem: 'duplicate' };
    solved.used = true;
    if (now() - solved.solvedAt > CAPTCHA_TOKEN_LIFETIME_MS) return { solved, problem: 'expired' };
    return { solved };
  };

  const siteverify = (url: URL, body: string, response: ServerResponse): void => {
    // Google also reads a query string; this provider refuses one, so a secret sent there fails here.
    if (url.search !== '') return json(response, 200, { success: false, 'error-codes': ['bad-request'] });
    const form = new URLSearchParams(body);
    const secret = form.get('secret') ?? '';
    const token = form.get('response') ?? '';
    const codes: string[] = [];
    if (!secret) codes.push('missing-input-secret');
    else if (secret !== options.secret) codes.push('invalid-input-secret');
    if (!token) codes.push('missing-input-response');
    if (codes.length > 0) return json(response, 200, { success: false, 'error-codes': codes });
    const result = redeem(token);
    if (!result || result.solved.siteKey !== options.siteKey) {
      return json(response, 200, { success: false, 'error-codes': ['invalid-input-response'] });
    }
    if (result.problem) return json(response, 200, { success: false, 'error-codes': ['timeout-or-duplicate'] });
    json(response, 200, {
      success: true,
      challenge_ts: timestamp(result.solved.solvedAt),
      hostname: result.solved.hostname,
    });
  };

  const assessment = (project: string, url: URL, body: string, request: IncomingMessage, response: ServerResponse) => {
    const enterprise = options.enterprise;
    const key = request.headers['x-goog-api-key'] ?? url.searchParams.get('key');
    if (!enterprise || key !== enterprise.apiKey) {
      return json(response, 403, {
        error: { code: 403, message: 'The caller does not have permission', status: 'PERMISSION_DENIED' },
      });
    }
    if (project !== enterprise.project) {
      return json(response, 404, { error: { code: 404, message: 'Project not found', status: 'NOT_FOUND' } });
    }
    let event: { token?: unknown; siteKey?: unknown };
    try {
      event = (JSON.parse(body) as { event?: typeof event }).event ?? {};
    } catch {
      return json(response, 400, {
        error: { code: 400, message: 'Invalid JSON payload received.', status: 'INVALID_ARGUMENT' },
      });
    }
    const token = typeof event.token === 'string' ? event.token : '';
    const result = token ? redeem(token) : undefined;
    const invalidReason = !token
      ? 'MISSING'
      : !result || result.solved.siteKey !== event.siteKey
        ? 'MALFORMED'
        : result.problem === 'duplicate'
          ? 'DUPE'
          : result.problem === 'expired'
            ? 'EXPIRED'
            : 'INVALID_REASON_UNSPECIFIED';
    json(response, 200, {
      name: `projects/${project}/assessments/${randomBytes(8).toString('hex')}`,
      event: { token, siteKey: event.siteKey ?? '' },
      riskAnalysis: { score: invalidReason === 'INVALID_REASON_UNSPECIFIED' ? 0.9 : 0, reasons: [] },
      tokenProperties: {
        valid: invalidReason === 'INVALID_REASON_UNSPECIFIED',
        invalidReason,
        hostname: result?.solved.hostname ?? '',
        action: '',
        createTime: result ? new Date(result.solved.solvedAt).toISOString() : timestamp(0),
      },
    });
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', origin);
    requests.push({ method: request.method ?? '', url: request.url ?? '' });
    const method = request.method ?? 'GET';
    const path = url.pathname;
    const script = path === CAPTCHA_PATHS.script.base || path === CAPTCHA_PATHS.script.enterprise;
    if (method === 'GET' && script) {
      const body = widgetScript({
        origin,
        locale: url.searchParams.get('hl') ?? '',
        onload: url.searchParams.get('onload'),
        explicit: url.searchParams.get('render') === 'explicit',
        enterprise: path === CAPTCHA_PATHS.script.enterprise,
        lifetimeMs: CAPTCHA_TOKEN_LIFETIME_MS,
      });
      return send(response, 200, 'text/javascript; charset=utf-8', body, {
        'cross-origin-resource-policy': 'cross-origin',
      });
    }
    if (method === 'GET' && path === CAPTCHA_PATHS.fallback) {
      const host = hostOf(request.headers.referer);
      return send(response, 200, 'text/html; charset=utf-8', fallbackPage(url, { host }), {
        'content-security-policy': "default-src 'none'; form-action 'self'; style-src 'unsafe-inline'",
      });
    }
    if (method !== 'POST') return send(response, 404, 'text/plain; charset=utf-8', 'Not found');
    const body = await readBody(request);
    if (body === undefined) return send(response, 413, 'text/plain; charset=utf-8', 'Too large');
    if (path === '/recaptcha/api2/userverify') {
      // The widget asks from the page: its Origin is the page's, and the token is for that host.
      const pageOrigin = request.headers.origin ?? '';
      const cors = { 'access-control-allow-origin': pageOrigin || '*', vary: 'Origin' };
      const siteKey = new URLSearchParams(body).get('k') ?? '';
      if (siteKey !== options.siteKey) return json(response, 400, { error: 'invalid site key' }, cors);
      return json(response, 200, { token: issue(siteKey, hostOf(pageOrigin)) }, cors);
    }
    if (path === CAPTCHA_PATHS.fallback) {
      const form = new URLSearchParams(body);
      const ticked = form.get('robot') === 'no';
      const known = url.searchParams.get('k') === options.siteKey;
      const token = ticked && known ? issue(options.siteKey, form.get('host') ?? '') : undefined;
      return send(
        response,
        200,
        'text/html; charset=utf-8',
        fallbackPage(url, { host: form.get('host') ?? '', token, ticked, known }),
        {
          'content-security-policy': "default-src 'none'; form-action 'self'; style-src 'unsafe-inline'",
        },
      );
    }
    if (path === CAPTCHA_PATHS.siteverify) return siteverify(url, body, response);
    const project = /^\/v1\/projects\/([^/]+)\/assessments$/.exec(path)?.[1];
    if (project !== undefined) return assessment(decodeURIComponent(project), url, body, request, response);
    send(response, 404, 'text/plain; charset=utf-8', 'Not found');
  };

  const server = http.createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) send(response, 500, 'text/plain; charset=utf-8', 'Internal error');
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  origin = `http://${host}:${address.port}`;
  return {
    origin,
    requests,
    issueToken: issue,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
