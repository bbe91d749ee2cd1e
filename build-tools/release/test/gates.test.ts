import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { release } from '@ksei/build-tools/release';
import { satisfies, sharedProblem } from '@ksei/build-tools/release-gates';
import { loadProblem } from '@ksei/build-tools/release-load';
import { candidateManifest, routesProblem } from '@ksei/build-tools/release-routes';
import { declarationOf } from '../../../shared/test/site-routes';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const CLI = path.join(ROOT, 'build-tools', 'release', 'cli.js');
const WEBPACK_CLI = createRequire(path.join(ROOT, 'build-tools', 'webpack.js')).resolve('webpack-cli/bin/cli.js');

/** What a child process answered, as the tests read it from spawnSync or from `run` below. */
type Ran = { status: number | null; stdout: string; stderr: string };

/** `spawnSync`'s answer without blocking, so independent builds and releases can run side by side. */
function run(args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, options);
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** A real build of a package, written outside the repository (unit tests run before `npm run build`). */
async function buildInto(pkg: string, mode: 'production' | 'development'): Promise<string> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), `ksei-${mode}-${pkg}-`));
  const build = await run([WEBPACK_CLI, '--mode', mode, '--output-path', out], { cwd: path.join(ROOT, pkg) });
  expect({ pkg, mode, status: build.status }).toEqual({ pkg, mode, status: 0 });
  return out;
}

/**
 * Real production builds of mf-about and the shell, and a development build of mf-about for the
 * development build gate: built at once (each build is mostly one thread, and they take most of the suite).
 */
let ABOUT_DIST = '';
let SHELL_DIST = '';
let DEV_DIST = '';
beforeAll(async () => {
  [ABOUT_DIST, SHELL_DIST, DEV_DIST] = await Promise.all([
    buildInto('mf-about', 'production'),
    buildInto('shell', 'production'),
    buildInto('mf-about', 'development'),
  ]);
  // The budgets the builds had one after another (300 s for the two production ones, 180 s).
}, 480_000);
afterAll(() => {
  for (const dir of [ABOUT_DIST, SHELL_DIST, DEV_DIST]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * A section folder named mf-about and a releases folder that already has a live mf-about, so a
 * refusal can be seen to leave registry.json and history.json byte for byte as they were.
 */
function scratch() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-release-gates-'));
  const sectionDir = path.join(root, 'mf-about');
  const releasesDir = path.join(root, 'releases');
  fs.mkdirSync(sectionDir);
  fs.writeFileSync(path.join(sectionDir, 'package.json'), JSON.stringify({ name: 'mf-about' }));
  const earlier = path.join(root, 'earlier');
  fs.mkdirSync(earlier);
  fs.writeFileSync(path.join(earlier, 'mf-manifest.json'), JSON.stringify({ name: 'mf_about', label: 'earlier' }));
  fs.copyFileSync(path.join(ABOUT_DIST, 'routes.json'), path.join(earlier, 'routes.json'));
  release({ remote: 'mf-about', distDir: earlier, releasesDir });
  const live = () => ({
    registry: fs.readFileSync(path.join(releasesDir, 'registry.json'), 'utf8'),
    history: fs.readFileSync(path.join(releasesDir, 'mf-about', 'history.json'), 'utf8'),
  });
  const cliOptions = (env: Record<string, string>) => ({
    cwd: sectionDir,
    env: { ...process.env, RELEASES_DIR: releasesDir, SHELL_DIST, ...env },
  });
  const cli = (env: Record<string, string> = {}): Ran =>
    spawnSync(process.execPath, [CLI, '--no-build'], { ...cliOptions(env), encoding: 'utf8' });
  /** The same release, not waited for: slow ones (type check, tests) run side by side. */
  const cliStarted = (env: Record<string, string> = {}): Promise<Ran> => run([CLI, '--no-build'], cliOptions(env));
  const useDist = (from: string) => fs.cpSync(from, path.join(sectionDir, 'dist'), { recursive: true });
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(sectionDir, file)), { recursive: true });
    fs.writeFileSync(path.join(sectionDir, file), text);
  };
  return { root, sectionDir, live, cli, cliStarted, useDist, write };
}

/** The refusal is the last stderr line, one line, no stack trace. */
function expectRefused(result: Ran, message: RegExp) {
  expect(result.status).toBe(1);
  const last = result.stderr.trim().split('\n').at(-1);
  expect(last).toMatch(/^ksei-release: mf-about: release refused by the /);
  expect(last).toMatch(message);
  // The tools may print their own traces (a failing test does); the CLI itself prints none.
  expect(result.stderr).not.toMatch(/release-(cli|gates)\.js:\d+/);
}

let dirs: ReturnType<typeof scratch>;
beforeEach(() => {
  dirs = scratch();
});
afterEach(() => {
  fs.rmSync(dirs.root, { recursive: true, force: true });
});

describe('development build gate', () => {
  it('refuses a development build released with --no-build, leaving the registry and history as they were', () => {
    dirs.useDist(DEV_DIST);
    const before = dirs.live();
    expectRefused(dirs.cli(), /development build gate: .* is a development build/);
    expect(dirs.live()).toEqual(before);
  });

  it('refuses a build with no build-info.json: nothing says it is production', () => {
    dirs.useDist(ABOUT_DIST);
    fs.rmSync(path.join(dirs.sectionDir, 'dist', 'build-info.json'));
    const before = dirs.live();
    expectRefused(dirs.cli(), /development build gate: .* no readable build-info\.json/);
    expect(dirs.live()).toEqual(before);
  });
});

describe('shared singleton gate', () => {
  /** A copy of the real shell build whose build-info.json provides `overrides` instead. */
  function shellProviding(overrides: Record<string, string>) {
    const shellDir = path.join(dirs.root, 'shell-dist');
    fs.cpSync(SHELL_DIST, shellDir, { recursive: true });
    const file = path.join(shellDir, 'build-info.json');
    const info = JSON.parse(fs.readFileSync(file, 'utf8')) as { shared: Record<string, string> };
    fs.writeFileSync(file, JSON.stringify({ ...info, shared: { ...info.shared, ...overrides } }));
    return shellDir;
  }

  it('refuses a section whose singleton range the live shell does not satisfy', () => {
    dirs.useDist(ABOUT_DIST);
    const before = dirs.live();
    const result = dirs.cli({ SHELL_DIST: shellProviding({ react: '18.3.1' }) });
    expectRefused(result, /shared singleton gate: react requires \^19\.\d+\.\d+ but the shell provides 18\.3\.1/);
    expect(dirs.live()).toEqual(before);
  });

  it('refuses, as the release command runs it, singleton ranges its check cannot read, though the shell meets them', () => {
    dirs.useDist(ABOUT_DIST);
    // The real build's manifest, with ranges that semver would accept for the versions provided below.
    const file = path.join(dirs.sectionDir, 'dist', 'mf-manifest.json');
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      shared: { name: string; requiredVersion: string }[];
    };
    const ranges: Record<string, string> = { react: '>=19.0.0', 'react-dom': '19.x', i18next: '^27.0.0 || ^28.0.0' };
    for (const shared of manifest.shared) shared.requiredVersion = ranges[shared.name] ?? shared.requiredVersion;
    fs.writeFileSync(file, JSON.stringify(manifest));
    const before = dirs.live();
    const result = dirs.cli({
      SHELL_DIST: shellProviding({ react: '19.1.0', 'react-dom': '19.1.0', i18next: '27.1.2' }),
    });
    expectRefused(result, /shared singleton gate: /);
    const refusal = result.stderr.trim().split('\n').at(-1);
    expect(refusal).toContain(
      'i18next requires ^27.0.0 || ^28.0.0 but the shell provides 27.1.2 (range form not supported by the check)',
    );
    expect(refusal).toContain(
      'react-dom requires 19.x but the shell provides 19.1.0 (range form not supported by the check)',
    );
    expect(refusal).toContain(
      'react requires >=19.0.0 but the shell provides 19.1.0 (range form not supported by the check)',
    );
    expect(dirs.live()).toEqual(before);
  });

  it('passes the real builds and a newer minor in the shell', () => {
    expect(sharedProblem(ABOUT_DIST, SHELL_DIST)).toBeNull();
    expect(sharedProblem(ABOUT_DIST, shellProviding({ react: '19.99.0' }))).toBeNull();
  });

  it.each([
    ['19.3.1', '^19.3.1', true],
    ['19.9.0', '^19.3.1', true],
    ['20.0.0', '^19.3.1', false],
    ['19.3.0', '^19.3.1', false],
    ['0.3.9', '^0.3.1', true],
    ['0.4.0', '^0.3.1', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['1.2.3', '1.2.3', true],
    ['1.2.4', '1.2.3', false],
    ['19.3.1-rc.1', '^19.3.0', false],
    ['1.2.3', '>=1.0.0', 'unsupported'],
  ])('%s against %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });
});

describe('type check and test gate', () => {
  const goodSource = 'export const answer: number = 42;\n';
  const passingTest = "test('adds', () => { expect(1 + 1).toBe(2); });\n";

  /** A tiny section: a source file, a jest config needing no transform, one plain JS test. */
  function tinySection(section: ReturnType<typeof scratch>, source: string, testFile: string) {
    section.useDist(ABOUT_DIST);
    section.write('src/index.ts', source);
    section.write('jest.config.cjs', "module.exports = { transform: {}, testMatch: ['<rootDir>/test/*.test.js'] };\n");
    section.write('test/index.test.js', testFile);
  }

  /**
   * Each case's release, started at once in a scratch of its own (each spends seconds in tsc and jest);
   * the live version before it, to compare with after.
   */
  const cases = {
    typeError: ["export const answer: number = 'forty-two';\n", passingTest],
    failingTest: [goodSource, "test('adds', () => { expect(1 + 1).toBe(3); });\n"],
    passing: [goodSource, passingTest],
  } as const;
  type Release = { section: ReturnType<typeof scratch>; before: ReturnType<ReturnType<typeof scratch>['live']> };
  /** The three releases share the machine: the budget one of them had alone, three times. */
  const TOGETHER_TIMEOUT = 3 * 60_000;
  const releases = new Map<keyof typeof cases, Release & { result: Promise<Ran> }>();
  beforeAll(() => {
    for (const [name, [source, testFile]] of Object.entries(cases) as [keyof typeof cases, readonly string[]][]) {
      const section = scratch();
      tinySection(section, source ?? '', testFile ?? '');
      releases.set(name, { section, before: section.live(), result: section.cliStarted() });
    }
  });
  afterAll(async () => {
    for (const { section, result } of releases.values()) {
      await result.catch(() => undefined);
      fs.rmSync(section.root, { recursive: true, force: true });
    }
  });
  async function released(name: keyof typeof cases): Promise<Release & { result: Ran }> {
    const started = releases.get(name);
    if (!started) throw new Error(`no release started for ${name}`);
    return { ...started, result: await started.result };
  }

  it(
    'refuses sources with a type error, naming the gate',
    async () => {
      const { section, before, result } = await released('typeError');
      expectRefused(result, /type check gate: tsc --noEmit over mf-about\/src and mf-about\/test failed/);
      expect(result.stdout).toMatch(/TS2322/);
      expect(section.live()).toEqual(before);
    },
    TOGETHER_TIMEOUT,
  );

  it(
    'refuses a failing test, naming the gate',
    async () => {
      const { section, before, result } = await released('failingTest');
      expectRefused(result, /test gate: mf-about's jest tests failed/);
      expect(section.live()).toEqual(before);
    },
    TOGETHER_TIMEOUT,
  );

  it(
    'releases when every gate passes',
    async () => {
      const { section, before, result } = await released('passing');
      expect(result.stderr).not.toMatch(/refused/);
      expect(result.status).toBe(0);
      expect(result.stdout).toMatch(/type check and tests passed in [\d.]+ s[\s\S]*released version/);
      expect(section.live().registry).not.toBe(before.registry);
    },
    TOGETHER_TIMEOUT,
  );
});

describe('route gate', () => {
  type Declaration = { owner: string; pages: Record<string, unknown>[]; links?: string[] };
  const aboutRoutes = (): Declaration => JSON.parse(fs.readFileSync(path.join(ABOUT_DIST, 'routes.json'), 'utf8'));

  /** Live releases of mf-careers and mf-forms beside the scratch's mf-about, from their source declarations. */
  function releaseNeighbours() {
    for (const [remote, routes] of [
      ['mf-careers', declarationOf('mf-careers')],
      ['mf-forms', declarationOf('mf-forms')],
    ] as const) {
      const dist = path.join(dirs.root, `${remote}-dist`);
      fs.mkdirSync(dist, { recursive: true });
      fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name: remote }));
      fs.writeFileSync(path.join(dist, 'routes.json'), JSON.stringify(routes));
      release({ remote, distDir: dist, releasesDir: path.join(dirs.root, 'releases') });
    }
  }

  /** mf-about's real build with its routes.json changed by `edit`; the gate's verdict on it. */
  async function verdict(edit: (routes: Declaration) => Declaration) {
    releaseNeighbours();
    fs.rmSync(path.join(dirs.sectionDir, 'dist'), { recursive: true, force: true });
    dirs.useDist(ABOUT_DIST);
    const file = path.join(dirs.sectionDir, 'dist', 'routes.json');
    fs.writeFileSync(file, JSON.stringify(edit(aboutRoutes())));
    return routesProblem({
      remote: 'mf-about',
      distDir: path.join(dirs.sectionDir, 'dist'),
      releasesDir: path.join(dirs.root, 'releases'),
      shellDir: SHELL_DIST,
    });
  }

  const page = (id: string, idPath: string, enPath: string) => ({
    id,
    paths: { id: idPath, en: enPath },
    titles: { id: `${id} id`, en: `${id} en` },
  });

  it('passes the real build, and one that adds a page', async () => {
    expect(await verdict((routes) => routes)).toBeNull();
    expect(
      await verdict((routes) => ({
        ...routes,
        pages: [...routes.pages, page('about.awards', '/id/penghargaan', '/en/awards')],
      })),
    ).toBeNull();
  });

  it("refuses a page at another section's address", async () => {
    const problem = await verdict((routes) => ({
      ...routes,
      pages: [...routes.pages, page('about.jobs', '/id/karir', '/en/jobs')],
    }));
    expect(problem).toMatch(
      /^route gate: .*page careers claims \/id\/karir, the address of mf-about's page about\.jobs/,
    );
  });

  it("refuses a page with another section's id", async () => {
    const problem = await verdict((routes) => ({
      ...routes,
      pages: [...routes.pages, page('careers', '/id/k', '/en/k')],
    }));
    expect(problem).toMatch(/mf-careers declares page careers, which mf-about owns/);
  });

  it('refuses a page without a path or title in a locale', async () => {
    const noEn = { ...page('about.awards', '/id/penghargaan', '/en/awards'), paths: { id: '/id/penghargaan' } };
    expect(await verdict((routes) => ({ ...routes, pages: [...routes.pages, noEn] }))).toMatch(
      /mf-about: page about\.awards has no en path/,
    );
    const noIdTitle = { ...page('about.awards', '/id/penghargaan', '/en/awards'), titles: { en: 'Awards' } };
    expect(await verdict((routes) => ({ ...routes, pages: [...routes.pages, noIdTitle] }))).toMatch(
      /mf-about: page about\.awards has no id title/,
    );
  });

  it('refuses a link to a page id no live bundle has', async () => {
    expect(await verdict((routes) => ({ ...routes, links: [...(routes.links ?? []), 'publication.nope'] }))).toMatch(
      /mf-about links to page publication\.nope, which no live bundle declares/,
    );
  });

  it('refuses removing a page another live bundle links to or sits under', async () => {
    const without = (id: string) => (routes: Declaration) => ({
      ...routes,
      pages: routes.pages.filter((p) => p.id !== id),
    });
    expect(await verdict(without('about.whistleblowing'))).toMatch(
      /mf-forms: the breadcrumb parent about\.whistleblowing of page whistleblowingForm does not exist/,
    );
    expect(await verdict(without('about.overview'))).toMatch(/shell links to page about\.overview/);
  });

  it('refuses a declaration of another section, and is run by the release command', async () => {
    expect(await verdict((routes) => ({ ...routes, owner: 'mf-forms' }))).toMatch(
      /declares the pages of mf-forms, not mf-about/,
    );
    const before = dirs.live();
    expectRefused(dirs.cli(), /route gate: .*declares the pages of mf-forms, not mf-about/);
    expect(dirs.live()).toEqual(before);
  });
});

describe('load gate', () => {
  /** mf-about's real build, changed by `edit`, in the scratch section's dist/. */
  function aboutBuild(edit: (dist: string) => void = () => {}): string {
    fs.rmSync(path.join(dirs.sectionDir, 'dist'), { recursive: true, force: true });
    dirs.useDist(ABOUT_DIST);
    const dist = path.join(dirs.sectionDir, 'dist');
    edit(dist);
    return dist;
  }

  /** The chunks the exposed module `./spa` needs first, as its manifest lists them. */
  function exposedChunks(dist: string): string[] {
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
      exposes: { assets: { js: { sync: string[] } } }[];
    };
    const chunks = manifest.exposes.flatMap((expose) => expose.assets.js.sync);
    expect(chunks.length).toBeGreaterThan(0);
    return chunks.map((chunk) => path.join(dist, chunk));
  }

  async function verdict(dist: string) {
    const site = {
      remote: 'mf-about',
      distDir: dist,
      releasesDir: path.join(dirs.root, 'releases'),
      shellDir: SHELL_DIST,
    };
    return loadProblem({ ...site, ...(await candidateManifest(site)) });
  }

  it('passes the real build: the live shell mounts its first page in Node', async () => {
    expect(await verdict(aboutBuild())).toBeNull();
  });

  it('refuses a bundle whose exposed module throws when it loads', async () => {
    const dist = aboutBuild((folder) => {
      for (const chunk of exposedChunks(folder))
        fs.writeFileSync(chunk, `throw new Error('broken expose');\n${fs.readFileSync(chunk, 'utf8')}`);
    });
    expect(await verdict(dist)).toMatch(/^load gate: mf-about's \.\/spa failed to load or mount with the live shell/);
  }, 60_000);

  it('refuses a bundle whose remote entry is missing', async () => {
    const dist = aboutBuild((folder) => {
      for (const file of fs.readdirSync(folder)) if (file.startsWith('remoteEntry')) fs.rmSync(path.join(folder, file));
    });
    expect(await verdict(dist)).toMatch(/^load gate: /);
  }, 60_000);

  /** The release command's run, started at once in a scratch of its own: it overlaps the checks above. */
  let cliRun: { section: ReturnType<typeof scratch>; before: ReturnType<ReturnType<typeof scratch>['live']> };
  let cliResult: Promise<Ran>;
  beforeAll(() => {
    const section = scratch();
    section.useDist(ABOUT_DIST);
    for (const chunk of exposedChunks(path.join(section.sectionDir, 'dist')))
      fs.writeFileSync(chunk, `throw new Error('broken expose');\n`);
    cliRun = { section, before: section.live() };
    cliResult = section.cliStarted();
  });
  afterAll(async () => {
    await cliResult?.catch(() => undefined);
    if (cliRun) fs.rmSync(cliRun.section.root, { recursive: true, force: true });
  });

  it('is run by the release command, which then leaves the live version as it was', async () => {
    expectRefused(await cliResult, /load gate: mf-about's \.\/spa failed/);
    expect(cliRun.section.live()).toEqual(cliRun.before);
  }, 60_000);
});
