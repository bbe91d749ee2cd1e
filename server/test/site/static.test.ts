import fs from 'node:fs';
import path from 'node:path';
import { FIXTURE_REGISTRY, REMOTE_VERSION, useTestServer } from '../support/fixtures.js';

describe('registry and static files', () => {
  const server = useTestServer();

  const versionUrl = (file: string) => `/remotes/mf-about/${REMOTE_VERSION}/${file}`;

  // The server-only files a real build holds beside the browser's (absent from the shared fixture).
  beforeAll(() => {
    const { shellDist, releasesDir } = server().config;
    const version = path.join(releasesDir, 'mf-about', REMOTE_VERSION);
    for (const file of [
      path.join(shellDist, 'server', 'shell.cjs'),
      path.join(shellDist, 'build-info.json'),
      path.join(version, 'server', 'section.cjs'),
      path.join(version, 'build-info.json'),
    ]) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, '{"secret":"server only"}');
    }
  });

  it('serves /remotes.json from registry.json, uncached, with the public fields only', async () => {
    const response = await server().app.inject('/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual(FIXTURE_REGISTRY);
    expect(FIXTURE_REGISTRY.remotes).toContainEqual({
      name: 'mf-about',
      entry: versionUrl('mf-manifest.json'),
      version: REMOTE_VERSION,
    });
  });

  it('sees a release immediately (the registry is read per request)', async () => {
    const file = path.join(server().config.releasesDir, 'registry.json');
    const original = fs.readFileSync(file, 'utf8');
    try {
      fs.writeFileSync(file, JSON.stringify({ remotes: [] }));
      expect((await server().app.inject('/remotes.json')).json()).toEqual({ remotes: [] });
      fs.rmSync(file);
      expect((await server().app.inject('/remotes.json')).json()).toEqual({ remotes: [] });
    } finally {
      fs.writeFileSync(file, original);
    }
  });

  it('serves a released chunk as immutable, with CORS', async () => {
    const response = await server().app.inject(versionUrl('123.a1b2c3d4e5.js'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it('serves a released mf-manifest.json as no-cache', async () => {
    const response = await server().app.inject(versionUrl('mf-manifest.json'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.json()).toMatchObject({ name: 'mf_about' });
  });

  it.each([
    ['a missing file in a version', versionUrl('missing.js')],
    ['the registry through /remotes/', '/remotes/registry.json'],
    ['a half-copied staging folder', `/remotes/mf-about/${REMOTE_VERSION}.4242.staging/remoteEntry.js`],
    ['an unknown remote', `/remotes/mf-nope/${REMOTE_VERSION}/remoteEntry.js`],
    ['a path escaping the releases folder', '/remotes/mf-about/..%2F..%2Fshell/dist/index.html'],
    ['the shell template', '/shell/index.html'],
    ['a missing shell file', '/shell/missing.0123456789.js'],
    ["the shell's server bundle", '/shell/server/shell.cjs'],
    ["the shell's build metadata", '/shell/build-info.json'],
    ["a section's server bundle", versionUrl('server/section.cjs')],
    ["a section's server bundle through an encoded slash", versionUrl('server%2Fsection.cjs')],
    ["a section's build metadata", versionUrl('build-info.json')],
  ])('%s is a plain 404, not the HTML page', async (_label, url) => {
    const response = await server().app.inject(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type'] ?? '').not.toMatch(/html/);
    expect(response.body).not.toContain('<html');
  });

  it('serves hashed shell assets as immutable and the others as no-cache', async () => {
    const hashed = await server().app.inject('/shell/main.0a1b2c3d4e.js');
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await server().app.inject('/shell/favicon.svg');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it("answers /favicon.ico with a redirect to the shell build's favicon, which is served as SVG", async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await server().app.inject({ method, url: '/favicon.ico' });
      expect(response.statusCode).toBe(301);
      expect(response.headers['location']).toBe('/shell/favicon.svg');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
    }
    const icon = await server().app.inject('/shell/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(icon.body).toContain('<svg');
  });

  it('compresses large responses when the client accepts gzip', async () => {
    const response = await server().app.inject({
      url: '/shell/main.0a1b2c3d4e.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.length).toBeLessThan(
      fs.statSync(path.join(server().config.shellDist, 'main.0a1b2c3d4e.js')).size,
    );
  });

  it('prefers br when offered', async () => {
    const response = await server().app.inject({
      url: '/shell/main.0a1b2c3d4e.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('leaves responses under 1 KiB uncompressed', async () => {
    const response = await server().app.inject({ url: '/remotes.json', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toHaveProperty('remotes');
  });
});
