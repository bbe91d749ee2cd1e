import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { GOOGLE_TEST_KEYS } from '@ksei/shared/node';
import {
  captchaEndpoints,
  createCaptchaVerifier,
  loadCaptchaSettings,
  type CaptchaSettings,
  type CaptchaVerifier,
} from '../../../src/domains/captcha/index.js';
import { startLocalCaptchaProvider, type LocalCaptchaProvider } from '../../../src/dev/captcha-provider/index.js';

const SITE = 'https://www.ksei.co.id';
const HOST = 'www.ksei.co.id';
const TWO_MINUTES = 2 * 60 * 1000;

/** One clock for the provider and the verifier, moved by the tests. */
let clock = Date.parse('2026-11-26T10:00:00Z');
const now = (): number => clock;

function settingsFor(mode: 'base' | 'enterprise', production = false): CaptchaSettings {
  const local = loadCaptchaSettings({ CAPTCHA_MODE: mode }, { production: false, formsOn: true });
  return { ...local, development: !production };
}

async function withProvider(
  mode: 'base' | 'enterprise',
  run: (provider: LocalCaptchaProvider, verify: CaptchaVerifier, settings: CaptchaSettings) => Promise<void>,
  options: { production?: boolean; publicOrigin?: string; log?: { error: jest.Mock } } = {},
): Promise<void> {
  const settings = settingsFor(mode, options.production);
  const provider = await startLocalCaptchaProvider({
    siteKey: settings.siteKey,
    secret: settings.secret,
    enterprise: settings.enterprise,
    now,
  });
  try {
    const verify = createCaptchaVerifier({
      settings,
      endpoints: captchaEndpoints(settings, provider.origin),
      publicOrigin: options.publicOrigin ?? SITE,
      now,
      log: options.log,
    });
    await run(provider, verify, settings);
  } finally {
    await provider.close();
  }
}

describe.each(['base', 'enterprise'] as const)('captcha verification (%s mode) against the local provider', (mode) => {
  it('passes a fresh token solved on the site, once; the second use is a duplicate', async () => {
    await withProvider(mode, async (provider, verify, settings) => {
      const token = provider.issueToken(settings.siteKey, HOST);
      expect(await verify(token)).toEqual({ ok: true });
      expect(await verify(token)).toEqual({ ok: false, reason: 'duplicate' });
    });
  });

  it('refuses a token older than two minutes as expired', async () => {
    await withProvider(mode, async (provider, verify, settings) => {
      const token = provider.issueToken(settings.siteKey, HOST);
      clock += TWO_MINUTES + 1000;
      expect(await verify(token)).toEqual({ ok: false, reason: 'expired' });
    });
  });

  it('refuses a token solved on another host', async () => {
    await withProvider(mode, async (provider, verify, settings) => {
      expect(await verify(provider.issueToken(settings.siteKey, 'phishing.example'))).toEqual({
        ok: false,
        reason: 'hostname',
      });
    });
  });

  it('refuses a missing token without asking, and one the provider never issued', async () => {
    await withProvider(mode, async (provider, verify) => {
      expect(await verify(undefined)).toEqual({ ok: false, reason: 'missing' });
      expect(await verify('  ')).toEqual({ ok: false, reason: 'missing' });
      expect(provider.requests).toHaveLength(0);
      expect(await verify('local.never-issued')).toEqual({ ok: false, reason: 'invalid' });
      expect(await verify('<script>')).toEqual({ ok: false, reason: 'invalid' });
      expect(await verify(provider.issueToken('another-site-key', HOST))).toEqual({ ok: false, reason: 'invalid' });
    });
  });

  it('never puts the secret or the API key in an address, and sends no visitor address', async () => {
    await withProvider(mode, async (provider, verify, settings) => {
      await verify(provider.issueToken(settings.siteKey, HOST));
      expect(provider.requests.length).toBeGreaterThan(0);
      for (const request of provider.requests) {
        expect(request.method).toBe('POST');
        expect(request.url).not.toContain(settings.secret);
        expect(request.url).not.toContain(settings.enterprise?.apiKey ?? settings.secret);
        expect(request.url).not.toMatch(/remoteip|secret=|key=/);
      }
      expect(provider.requests[0]?.url).toBe(
        mode === 'base' ? '/recaptcha/api/siteverify' : `/v1/projects/${settings.enterprise?.project}/assessments`,
      );
    });
  });

  it('accepts Google test key host and loopback aliases outside production only', async () => {
    await withProvider(mode, async (provider, verify, settings) => {
      expect(await verify(provider.issueToken(settings.siteKey, GOOGLE_TEST_KEYS.hostname))).toEqual({ ok: true });
    });
    await withProvider(
      mode,
      async (provider, verify, settings) => {
        expect(await verify(provider.issueToken(settings.siteKey, GOOGLE_TEST_KEYS.hostname))).toEqual({
          ok: false,
          reason: 'hostname',
        });
      },
      { production: true },
    );
    await withProvider(
      mode,
      async (provider, verify, settings) => {
        expect(await verify(provider.issueToken(settings.siteKey, '127.0.0.1'))).toEqual({ ok: true });
      },
      { publicOrigin: 'http://localhost:8080' },
    );
  });
});

describe('captcha verification when the provider fails', () => {
  const settings = settingsFor('base');

  it('fails closed when the provider is down', async () => {
    const provider = await startLocalCaptchaProvider({ siteKey: settings.siteKey, secret: settings.secret, now });
    const token = provider.issueToken(settings.siteKey, HOST);
    const endpoints = captchaEndpoints(settings, provider.origin);
    await provider.close();
    const verify = createCaptchaVerifier({ settings, endpoints, publicOrigin: SITE, now });
    expect(await verify(token)).toEqual({ ok: false, reason: 'unavailable' });
  });

  it('fails closed when the provider does not answer in time', async () => {
    const sockets = new Set<Socket>();
    const silent = http.createServer(() => undefined); // takes the request, never answers
    silent.on('connection', (socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const endpoints = captchaEndpoints(settings, `http://127.0.0.1:${port}`);
      const verify = createCaptchaVerifier({ settings, endpoints, publicOrigin: SITE, now, timeoutMs: 300 });
      const started = Date.now();
      expect(await verify('local.some-token')).toEqual({ ok: false, reason: 'unavailable' });
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it.each(['base', 'enterprise'] as const)(
    'refuses every token and tells the operator when our credentials are wrong (%s)',
    async (mode) => {
      const log = { error: jest.fn() };
      const right = settingsFor(mode);
      const provider = await startLocalCaptchaProvider({
        siteKey: right.siteKey,
        secret: right.secret,
        enterprise: right.enterprise,
        now,
      });
      try {
        const wrong: CaptchaSettings = {
          ...right,
          secret: 'not-the-secret',
          enterprise: right.enterprise && { ...right.enterprise, apiKey: 'not-the-key' },
        };
        const verify = createCaptchaVerifier({
          settings: wrong,
          endpoints: captchaEndpoints(wrong, provider.origin),
          publicOrigin: SITE,
          now,
          log,
        });
        expect(await verify(provider.issueToken(right.siteKey, HOST))).toEqual({ ok: false, reason: 'unavailable' });
        expect(log.error).toHaveBeenCalledTimes(1);
      } finally {
        await provider.close();
      }
    },
  );
});

describe('the local provider keeps to siteverify contract', () => {
  it("answers Google's fields and error codes, and refuses a secret sent in the address", async () => {
    const settings = settingsFor('base');
    const provider = await startLocalCaptchaProvider({ siteKey: settings.siteKey, secret: settings.secret, now });
    const siteverify = (body: Record<string, string>, query = '') =>
      fetch(`${provider.origin}/recaptcha/api/siteverify${query}`, {
        method: 'POST',
        body: new URLSearchParams(body),
      }).then((response) => response.json());
    try {
      const token = provider.issueToken(settings.siteKey, HOST);
      expect(await siteverify({ secret: settings.secret, response: token })).toEqual({
        success: true,
        challenge_ts: new Date(clock).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        hostname: HOST,
      });
      expect(await siteverify({ secret: settings.secret, response: token })).toEqual({
        success: false,
        'error-codes': ['timeout-or-duplicate'],
      });
      expect(await siteverify({})).toEqual({
        success: false,
        'error-codes': ['missing-input-secret', 'missing-input-response'],
      });
      expect(await siteverify({ secret: 'wrong', response: 'x' })).toEqual({
        success: false,
        'error-codes': ['invalid-input-secret'],
      });
      expect(await siteverify({ secret: settings.secret, response: 'never-issued' })).toEqual({
        success: false,
        'error-codes': ['invalid-input-response'],
      });
      const fresh = provider.issueToken(settings.siteKey, HOST);
      expect(
        await siteverify({ response: fresh }, `?secret=${encodeURIComponent(settings.secret)}&response=${fresh}`),
      ).toEqual({ success: false, 'error-codes': ['bad-request'] });
    } finally {
      await provider.close();
    }
  });
});
