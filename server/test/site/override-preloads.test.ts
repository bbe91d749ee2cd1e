import { useTestServer } from '../support/fixtures.js';

const PAGE = '/id/tentang-ksei/sekilas';
const COOKIE = { cookie: 'theme=dark; ksei-remote-overrides=mf-about' };

describe('preloads of a section a tester has overridden', () => {
  const server = useTestServer();

  it('are left out while overrides are on, and the registry is still inlined', async () => {
    const plain = await server().app.inject({ url: PAGE });
    expect(plain.body).toContain('rel="preload" href="/remotes/mf-about/');
    const overridden = await server().app.inject({ url: PAGE, headers: COOKIE });
    expect(overridden.statusCode).toBe(200);
    expect(overridden.body).not.toContain('rel="preload" href="/remotes/');
    expect(overridden.body).toContain('id="ksei-remotes"');
  });
});

describe('preloads when overrides are off', () => {
  const server = useTestServer({ env: { ALLOW_REMOTE_OVERRIDES: '0' } });

  it('ignore the cookie', async () => {
    const response = await server().app.inject({ url: PAGE, headers: COOKIE });
    expect(response.body).toContain('rel="preload" href="/remotes/mf-about/');
  });
});
