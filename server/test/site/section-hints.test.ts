import fs from 'node:fs';
import path from 'node:path';
import { createSectionHints } from '../../src/site/releases/section-hints.js';
import { createFixtureDirs, FIXTURE_REGISTRY, REMOTE_VERSION, useTestServer } from '../support/fixtures.js';

describe('page hints for the section that renders a page', () => {
  const server = useTestServer();

  it('preloads the section manifest, entry and first chunks, links its stylesheet, and inlines the registry', async () => {
    const html = (await server().app.inject('/id/tentang-ksei/sekilas')).body;
    const base = `/remotes/mf-about/${REMOTE_VERSION}/`;
    expect(html).toContain(
      `<link rel="preload" href="${base}mf-manifest.json" as="fetch" crossorigin="anonymous" fetchpriority="low">`,
    );
    expect(html).toContain(`<link rel="preload" href="${base}remoteEntry.js" as="script" fetchpriority="low">`);
    expect(html).toContain(`<link rel="preload" href="${base}123.a1b2c3d4e5.js" as="script" fetchpriority="low">`);
    // Linked, not preloaded: the server-rendered page is styled at first paint.
    expect(html).toContain(`<link rel="stylesheet" href="${base}123.f0e1d2c3b4.css">`);
    const registry = /<script type="application\/json" id="ksei-remotes">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(registry ?? 'null')).toEqual(FIXTURE_REGISTRY);
  });

  it('preloads nothing for a page the shell renders itself, but still inlines the registry', async () => {
    const html = (await server().app.inject('/id')).body;
    expect(html).not.toContain('rel="preload"');
    expect(html).not.toContain('rel="stylesheet" href="/remotes/');
    expect(html).toContain('id="ksei-remotes"');
  });
});

describe('a manifest that could not be read', () => {
  it('is read again after a short time, not remembered as missing for good', async () => {
    const dirs = createFixtureDirs();
    let now = 0;
    try {
      const hints = createSectionHints(dirs.releasesDir, { retryFailedMs: 1000, now: () => now });
      const manifest = path.join(dirs.releasesDir, 'mf-about', REMOTE_VERSION, 'mf-manifest.json');
      const good = fs.readFileSync(manifest, 'utf8');
      const entryPreloaded = async () =>
        (await hints.forPage('mf-about')).preloads.some((preload) => preload.href.endsWith('remoteEntry.js'));
      fs.writeFileSync(manifest, '{ half written');
      expect(await entryPreloaded()).toBe(false);
      fs.writeFileSync(manifest, good);
      now = 500;
      expect(await entryPreloaded()).toBe(false);
      now = 1500;
      expect(await entryPreloaded()).toBe(true);
    } finally {
      fs.rmSync(dirs.root, { recursive: true, force: true });
    }
  });
});
