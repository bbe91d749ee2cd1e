// @ts-check
/**
 * `staleParts` on a real miniature checkout in a temporary folder: real files, real mtimes, builds
 * stamped by the real `recordBuild` and sections released by the real `release`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { REMOTES } from '@ksei/shared/node';
import { readRegistry, release } from '../../build-tools/release/index.js';
import { recordBuild, staleParts } from '../build-lib.mjs';

const ALL_BUNDLES = ['shell', ...REMOTES];
const ALL_PARTS = ['node', ...ALL_BUNDLES];

/** @type {string} */
let root;
/** @type {string} */
let releases;

/** @param {string} file @param {string} content */
function write(file, content) {
  const full = path.join(root, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
}

/** A real edit: the file gets the file system's current time as its mtime. @param {string} file */
function edit(file) {
  fs.appendFileSync(path.join(root, file), '\n// edited\n');
}

/** Sets the mtime of a file, or of everything under a folder, to `secondsAgo` before now. */
function age(/** @type {string} */ target, /** @type {number} */ secondsAgo) {
  const time = Date.now() / 1000 - secondsAgo;
  const visit = (/** @type {string} */ full) => {
    if (fs.statSync(full).isDirectory()) for (const name of fs.readdirSync(full)) visit(path.join(full, name));
    fs.utimesSync(full, time, time);
  };
  visit(target);
}

/** The sources of every part, as a checkout has them. */
function checkout() {
  write('package-lock.json', '{}\n');
  write('tsconfig.base.json', '{}\n');
  write('build-tools/webpack.js', 'export {};\n');
  write('build-tools/paths.js', 'export {};\n');
  write('shared/package.json', '{}\n');
  write('shared/tsconfig.build.json', '{}\n');
  write('shared/src/index.ts', 'export * from "./ui/Link.js";\n');
  write('shared/src/ui/Link.tsx', 'export const Link = 1;\n');
  write('shared/src/node.ts', 'export const node = 1;\n');
  write('server/package.json', '{}\n');
  write('server/tsconfig.build.json', '{}\n');
  write('server/src/index.ts', 'export const server = 1;\n');
  write('server/migrations/001_init.sql', 'select 1;\n');
  for (const bundle of ALL_BUNDLES) {
    write(`${bundle}/package.json`, '{}\n');
    write(`${bundle}/webpack.config.js`, 'export default {};\n');
    write(`${bundle}/src/index.ts`, `export const name = '${bundle}';\n`);
    write(`${bundle}/src/app/App.tsx`, 'export const App = 1;\n');
    write(`${bundle}/src/app/App.test.tsx`, 'test("app", () => {});\n');
    write(`${bundle}/test/app.test.tsx`, 'test("app", () => {});\n');
  }
}

/** What each part's build writes; `label` makes a section's build differ from the previous one. */
function writeOutputs(/** @type {string} */ part, label = '') {
  if (part === 'node') {
    write('shared/dist/node.js', 'export const node = 1;\n');
    write('server/dist/index.js', 'export const server = 1;\n');
  } else if (part === 'shell') {
    write('shell/dist/index.html', '<!doctype html>\n');
  } else {
    write(`${part}/dist/remoteEntry.js`, `var ${part.replace(/-/g, '_')} = '${label}';\n`);
    write(`${part}/dist/mf-manifest.json`, `{ "name": "${part}" }\n`);
    write(`${part}/dist/routes.json`, `{ "owner": "${part}", "pages": [] }\n`);
  }
}

/** Builds every part through `recordBuild`, as `npm run build` does, and releases every section. */
async function buildAndReleaseAll() {
  for (const part of ALL_PARTS) await recordBuild(part, async () => writeOutputs(part), { root });
  for (const remote of REMOTES) release({ remote, distDir: path.join(root, remote, 'dist'), releasesDir: releases });
}

/**
 * Moves the past into the past: sources written three minutes ago, built two minutes ago, released one
 * minute ago, so every edit a test makes is clearly later whatever the file system's clock resolution.
 */
function settle() {
  for (const entry of fs.readdirSync(root)) if (entry !== '.build-stamps') age(path.join(root, entry), 180);
  for (const part of ALL_PARTS) {
    age(path.join(root, '.build-stamps', `${part}.json`), 120);
    for (const dir of part === 'node' ? ['shared/dist', 'server/dist'] : [`${part}/dist`])
      age(path.join(root, dir), 120);
  }
  const registry = readRegistry(releases);
  const releasedAt = new Date(Date.now() - 60_000).toISOString();
  for (const entry of registry.remotes) entry.releasedAt = releasedAt;
  fs.writeFileSync(path.join(releases, 'registry.json'), `${JSON.stringify(registry, null, 2)}\n`);
}

const stale = () => staleParts({ root, releasesDir: releases });
const parts = () => stale().build.map((p) => p.part);

beforeEach(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-stale-'));
  releases = path.join(root, 'releases');
  checkout();
  await buildAndReleaseAll();
  settle();
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('staleParts: what to rebuild', () => {
  test('a fresh checkout (no build output) builds everything', () => {
    fs.rmSync(root, { recursive: true, force: true });
    fs.mkdirSync(root);
    checkout();
    expect(stale()).toEqual({
      build: [
        { part: 'node', reason: 'shared/dist/node.js missing' },
        { part: 'shell', reason: 'shell/dist/index.html missing' },
        ...REMOTES.map((part) => ({ part, reason: `${part}/dist/mf-manifest.json missing` })),
      ],
      release: [],
    });
  });

  test('output built by something that left no stamp is rebuilt', () => {
    fs.rmSync(path.join(root, '.build-stamps'), { recursive: true });
    expect(stale().build).toEqual(ALL_PARTS.map((part) => ({ part, reason: 'no record of a finished build' })));
  });

  test('nothing changed since the last build and release: nothing to do', () => {
    expect(stale()).toEqual({ build: [], release: [] });
  });

  test('a section source edited: only that section, naming the file', () => {
    edit('mf-about/src/app/App.tsx');
    expect(stale()).toEqual({ build: [{ part: 'mf-about', reason: 'mf-about/src/app/App.tsx changed' }], release: [] });
  });

  test('shared/src edited: the Node packages, the shell and every section', () => {
    edit('shared/src/ui/Link.tsx');
    expect(parts()).toEqual(ALL_PARTS);
    expect(stale().build[0]?.reason).toBe('shared/src/ui/Link.tsx changed');
  });

  test('server source edited: the Node packages only', () => {
    edit('server/src/index.ts');
    expect(parts()).toEqual(['node']);
  });

  test('the shared webpack configuration edited: every bundle, not the Node packages', () => {
    edit('build-tools/webpack.js');
    expect(parts()).toEqual(ALL_BUNDLES);
  });

  test('package-lock.json edited: everything', () => {
    edit('package-lock.json');
    expect(parts()).toEqual(ALL_PARTS);
  });

  test('several files edited: the newest is named, the rest counted', () => {
    edit('mf-forms/src/index.ts');
    edit('mf-forms/package.json');
    const [only] = stale().build;
    expect(only?.part).toBe('mf-forms');
    expect(only?.reason).toMatch(/^mf-forms\/(src\/index\.ts|package\.json) and 1 more changed$/);
  });

  test('a source file removed, or one added with an old mtime (moved in), rebuilds its part', () => {
    fs.rmSync(path.join(root, 'mf-careers/src/app/App.tsx'));
    write('mf-statistics/src/app/Chart.tsx', 'export const Chart = 1;\n');
    age(path.join(root, 'mf-statistics/src/app/Chart.tsx'), 600);
    expect(stale().build).toEqual([
      { part: 'mf-statistics', reason: 'mf-statistics/src/app/Chart.tsx added' },
      { part: 'mf-careers', reason: 'mf-careers/src/app/App.tsx removed' },
    ]);
  });

  test('tests, dotfiles and files outside the inputs change nothing', () => {
    edit('mf-about/src/app/App.test.tsx');
    edit('mf-about/test/app.test.tsx');
    edit('server/migrations/001_init.sql');
    write('shared/src/ui/.Link.tsx.swp', 'swap');
    age(path.join(root, 'shared/src/ui/.Link.tsx.swp'), 600);
    expect(stale()).toEqual({ build: [], release: [] });
  });

  test('a deleted build output is rebuilt', () => {
    fs.rmSync(path.join(root, 'shell/dist'), { recursive: true });
    expect(stale().build).toEqual([{ part: 'shell', reason: 'shell/dist/index.html missing' }]);
  });
});

describe('recordBuild: the stamp', () => {
  test('a failed build leaves its part stale, even with no further edit', async () => {
    const failing = recordBuild(
      'mf-about',
      async () => {
        writeOutputs('mf-about', 'half-written');
        throw new Error('webpack exited 1');
      },
      { root },
    );
    await expect(failing).rejects.toThrow('webpack exited 1');
    expect(stale().build).toEqual([{ part: 'mf-about', reason: 'no record of a finished build' }]);
  });

  test('an edit made while the build runs keeps the part stale', async () => {
    await recordBuild(
      'mf-about',
      async () => {
        edit('mf-about/src/app/App.tsx');
        // The build goes on after the edit, past any clock tick, before it writes its output.
        await new Promise((resolve) => setTimeout(resolve, 50));
        writeOutputs('mf-about');
      },
      { root },
    );
    expect(stale().build).toEqual([{ part: 'mf-about', reason: 'mf-about/src/app/App.tsx changed' }]);
  });
});

describe('staleParts: what to release', () => {
  test('a section rebuilt but not released: released, not rebuilt', async () => {
    await recordBuild('mf-about', async () => writeOutputs('mf-about', 'second build'), { root });
    const result = stale();
    expect(result.build).toEqual([]);
    expect(result.release).toEqual([
      { part: 'mf-about', reason: expect.stringMatching(/^build \w+ is newer than released \w+$/) },
    ]);
  });

  test('a later release of another build (e.g. going back to an older version) is kept', () => {
    const other = path.join(root, 'other-build');
    fs.mkdirSync(other);
    fs.writeFileSync(path.join(other, 'mf-manifest.json'), '{ "name": "mf-about", "older": true }\n');
    fs.writeFileSync(path.join(other, 'routes.json'), '{ "owner": "mf-about", "pages": [] }\n');
    release({ remote: 'mf-about', distDir: other, releasesDir: releases });
    expect(stale()).toEqual({ build: [], release: [] });
  });

  test('a section never released, or whose released folder is gone, is released', () => {
    const registry = readRegistry(releases);
    const about = registry.remotes.find((r) => r.name === 'mf-about');
    fs.rmSync(path.join(releases, 'mf-about', about?.version ?? 'none'), { recursive: true });
    registry.remotes = registry.remotes.filter((r) => r.name !== 'mf-forms');
    fs.writeFileSync(path.join(releases, 'registry.json'), JSON.stringify(registry));
    expect(stale()).toEqual({
      build: [],
      release: [
        { part: 'mf-about', reason: `released version ${about?.version} missing` },
        { part: 'mf-forms', reason: 'not released' },
      ],
    });
  });

  test('a section that is rebuilt is not listed for release on its own (start.mjs releases what it rebuilds)', () => {
    edit('mf-forms/src/index.ts');
    fs.rmSync(releases, { recursive: true });
    const result = stale();
    expect(result.build.map((p) => p.part)).toEqual(['mf-forms']);
    expect(result.release.map((p) => p.part)).toEqual(REMOTES.filter((r) => r !== 'mf-forms'));
  });
});
