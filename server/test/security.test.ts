import { startTestServer, useTestServer } from './support/fixtures.js';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('security headers', () => {
  const server = useTestServer();

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
    });
  });

  it('sends the headers on 404s and redirects too', async () => {
    for (const url of ['/api/nope', '/', '/en/nope', '/shell/index.html']) {
      const response = await server().app.inject({ url, headers: { host: 'www.ksei.co.id' } });
      expect(response.headers['content-security-policy']).toBeDefined();
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it.each(['localhost:8080', '127.0.0.1:8080'])('lets a local dev server in when the host is %s', async (host) => {
    const response = await server().app.inject({ url: '/id', headers: { host } });
    const csp = directives(String(response.headers['content-security-policy']));
    for (const name of ['script-src', 'style-src', 'connect-src']) {
      expect(csp.get(name)).toEqual(["'self'", 'http://localhost:*', 'http://127.0.0.1:*']);
    }
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
  });
});

describe('security headers with ALLOW_REMOTE_OVERRIDES=1', () => {
  it('lets local dev servers in whatever the host', async () => {
    const server = await startTestServer({ env: { ALLOW_REMOTE_OVERRIDES: '1' } });
    try {
      const response = await server.app.inject({ url: '/id', headers: { host: 'staging.ksei.co.id' } });
      expect(String(response.headers['content-security-policy'])).toContain("script-src 'self' http://localhost:*");
    } finally {
      await server.close();
    }
  });
});
