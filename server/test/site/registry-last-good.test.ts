import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { createLiveRoutes } from '../../src/site/releases/live-routes.js';
import { createSectionHints } from '../../src/site/releases/section-hints.js';
import { registerReleaseJson } from '../../src/site/releases/release-json.js';
import {
  createFixtureDirs,
  FIXTURE_REGISTRY,
  REMOTE_VERSION,
  startTestServer,
  useTestServer,
} from '../support/fixtures.js';

const GOOD = FIXTURE_REGISTRY;

/** The registry a page inlines for the shell. */
function inlinedRegistry(html: string): unknown {
  const json = /<script type="application\/json" id="ksei-remotes">([^<]*)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? 'null');
}

/** Hand edits gone wrong, each applied to the good file's text. */
const BREAKAGES: [string, (text: string) => string][] = [
  ['a typo that breaks the JSON', (text) => text.replace('"remotes"', '"remotes')],
  ['a misspelt key', (text) => text.replace('"remotes"', '"remote"')],
  ['a version without a folder', (text) => text.replaceAll(REMOTE_VERSION, 'ffffffffffffffff')],
  ['an entry without its version', (text) => text.replace('"version"', '"versoin"')],
  ['an empty file', () => ''],
];

describe('an unusable registry.json', () => {
  const server = useTestServer();
  const file = () => path.join(server().config.releasesDir, 'registry.json');
  let original = '';
  beforeAll(() => {
    original = fs.readFileSync(file(), 'utf8');
  });
  afterEach(() => {
    fs.writeFileSync(file(), original);
  });

  it.each(BREAKAGES)('with %s: /remotes.json and pages keep the last good registry', async (_label, edit) => {
    expect((await server().app.inject('/remotes.json')).json()).toEqual(GOOD);
    fs.writeFileSync(file(), edit(original));

    const remotes = await server().app.inject('/remotes.json');
    expect(remotes.statusCode).toBe(200);
    expect(remotes.json()).toEqual(GOOD);
    const page = await server().app.inject('/id/tentang-ksei/sekilas');
    expect(page.statusCode).toBe(200);
    expect(inlinedRegistry(page.body)).toEqual(GOOD);
    const about = GOOD.remotes.find((entry) => entry.name === 'mf-about');
    expect(page.body).toContain(`<link rel="preload" href="${about?.entry}"`);
  });

  it('still shows the next release on the next request', async () => {
    fs.writeFileSync(file(), '{"remotes": [');
    expect((await server().app.inject('/remotes.json')).json()).toEqual(GOOD);
    const version = 'fedcba9876543210';
    const folder = path.join(server().config.releasesDir, 'mf-about', version);
    fs.cpSync(path.join(server().config.releasesDir, 'mf-about', REMOTE_VERSION), folder, { recursive: true });
    const next = { name: 'mf-about', entry: `/remotes/mf-about/${version}/mf-manifest.json`, version };
    fs.writeFileSync(file(), JSON.stringify({ remotes: [{ ...next, releasedAt: '2025-02-01T00:00:00.000Z' }] }));
    expect((await server().app.inject('/remotes.json')).json()).toEqual({ remotes: [next] });
    expect(inlinedRegistry((await server().app.inject('/id')).body)).toEqual({ remotes: [next] });
  });
});

describe('an unusable registry.json before any good one was read', () => {
  it("is served as nothing released: the shell's pages answer, the sections' pages are unknown", async () => {
    const server = await startTestServer({
      beforeBuild: async (_db, config) => {
        fs.writeFileSync(path.join(config.releasesDir, 'registry.json'), '{"remotes": [');
      },
    });
    try {
      const remotes = await server.app.inject('/remotes.json');
      expect(remotes.statusCode).toBe(200);
      expect(remotes.json()).toEqual({ remotes: [] });
      const home = await server.app.inject('/id');
      expect(home.statusCode).toBe(200);
      expect(inlinedRegistry(home.body)).toEqual({ remotes: [] });
      // No registry, no released declarations: the section's pages are not in the manifest.
      expect((await server.app.inject('/id/tentang-ksei/sekilas')).statusCode).toBe(404);
    } finally {
      await server.close();
    }
  });
});

describe('the warning about an unusable registry.json', () => {
  it('is logged once per change of the file, not per request, and says why', async () => {
    // The real route and page hints on a real logger; the test app cannot be given a log stream.
    const dirs = createFixtureDirs();
    const lines: { level: number; msg: string }[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream } });
    registerReleaseJson(
      app,
      dirs.releasesDir,
      createLiveRoutes({ releasesDir: dirs.releasesDir, shellDist: dirs.shellDist, log: { warn: () => {} } }),
    );
    const hints = createSectionHints(dirs.releasesDir);
    const file = path.join(dirs.releasesDir, 'registry.json');
    const good = fs.readFileSync(file, 'utf8');
    const warnings = () => lines.filter((line) => line.level === 40).map((line) => line.msg);
    const readBothWays = async (times: number) => {
      for (let i = 0; i < times; i++) {
        expect((await app.inject('/remotes.json')).statusCode).toBe(200);
        await hints.forPage('mf-about');
      }
    };
    try {
      await readBothWays(1);
      fs.writeFileSync(file, good.replace('"remotes"', '"remotes'));
      await readBothWays(3);
      expect(warnings()).toEqual([expect.stringMatching(/registry\.json is unusable: not valid JSON .*last good/)]);

      fs.writeFileSync(file, good.replace('"remotes"', '"remote"'));
      await readBothWays(3);
      expect(warnings()).toHaveLength(2);
      expect(warnings()[1]).toMatch(/no "remotes" list/);

      fs.writeFileSync(file, good);
      await readBothWays(2);
      expect(lines.filter((line) => /usable again/.test(line.msg))).toHaveLength(1);

      fs.writeFileSync(file, good.replace('"remotes"', '"remotes'));
      await readBothWays(2);
      expect(warnings()).toHaveLength(3);
    } finally {
      await app.close();
      fs.rmSync(dirs.root, { recursive: true, force: true });
    }
  });
});
