import { startTestServer, useTestServer } from '../support/fixtures.js';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

// The forms are off: their production settings (keys, mail server, captcha) are not what these tests are about.
const PRODUCTION = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://www.ksei.co.id', FORMS: 'off' };
const DEV_SOURCES = ["'self'", 'http://localhost:*', 'http://127.0.0.1:*'];

describe('security headers in production', () => {
  const server = useTestServer({ env: { ...PRODUCTION, TRUST_PROXY: '127.0.0.1' } });

  it('sends a strict CSP and the fixed headers on a public page', async () => {
    const response = await server().app.inject({
      url: '/id/tentang-ksei/sekilas',
      headers: { host: 'www.ksei.co.id' },
    });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    const csp = directives(policy);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'permissions-policy': 'camera=(), microphone=(), geolocation=()',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(response.body).not.toContain('ksei-remote-overrides');
  });

  it.each(['localhost:8080', '127.0.0.1:8080'])('stays strict when a proxy forwards Host %s', async (host) => {
    const response = await server().app.inject({ url: '/id', headers: { host } });
    expect(directives(String(response.headers['content-security-policy'])).get('script-src')).toEqual(["'self'"]);
    expect(response.body).not.toContain('ksei-remote-overrides');
  });

  it('sends the headers on 404s, redirects and errors too', async () => {
    for (const url of ['/api/nope', '/', '/en/nope', '/shell/index.html', '/api/press-releases?page=0', '/id/%00']) {
      const response = await server().app.inject({ url, headers: { host: 'www.ksei.co.id' } });
      expect(response.headers['content-security-policy']).toBe(
        String((await server().app.inject({ url: '/id' })).headers['content-security-policy']),
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it('sends HSTS on HTTPS behind the trusted proxy, not on plain HTTP', async () => {
    const https = await server().app.inject({ url: '/id', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await server().app.inject({ url: '/id' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets released section files be fetched from another origin', async () => {
    const registry = (await server().app.inject('/remotes.json')).json<{ remotes: { entry: string }[] }>();
    const entry = registry.remotes[0]?.entry ?? '';
    expect(entry).not.toBe('');
    const response = await server().app.inject(entry);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});

describe('security headers from an untrusted client', () => {
  const server = useTestServer({ env: PRODUCTION });

  it('ignores X-Forwarded-Proto when no proxy is trusted', async () => {
    const response = await server().app.inject({ url: '/id', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('remote overrides for integration testers', () => {
  it('are on in development: dev servers in the CSP and the page tells the shell', async () => {
    const server = await startTestServer();
    try {
      const response = await server.app.inject({ url: '/id', headers: { host: 'www.ksei.co.id' } });
      const csp = directives(String(response.headers['content-security-policy']));
      for (const name of ['script-src', 'style-src', 'connect-src']) expect(csp.get(name)).toEqual(DEV_SOURCES);
      expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
      expect(response.body).toContain('<meta name="ksei-remote-overrides" content="on">');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await server.close();
    }
  });

  it('are switched off by ALLOW_REMOTE_OVERRIDES=0 in development, even for a localhost Host', async () => {
    const off = await startTestServer({ env: { ALLOW_REMOTE_OVERRIDES: '0' } });
    try {
      const page = await off.app.inject({ url: '/id', headers: { host: 'localhost:8080' } });
      expect(directives(String(page.headers['content-security-policy'])).get('script-src')).toEqual(["'self'"]);
      expect(page.body).not.toContain('ksei-remote-overrides');
    } finally {
      await off.close();
    }
  });

  it('are switched on by ALLOW_REMOTE_OVERRIDES=1 in production, whatever the Host', async () => {
    const on = await startTestServer({ env: { ...PRODUCTION, ALLOW_REMOTE_OVERRIDES: '1' } });
    try {
      const page = await on.app.inject({ url: '/id', headers: { host: 'staging.ksei.co.id' } });
      expect(directives(String(page.headers['content-security-policy'])).get('script-src')).toEqual(DEV_SOURCES);
      expect(page.body).toContain('<meta name="ksei-remote-overrides" content="on">');
    } finally {
      await on.close();
    }
  });
});
