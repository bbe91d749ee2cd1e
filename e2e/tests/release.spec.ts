import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { E2E_RELEASES } from '../support/env';
import { expect, test } from '../support/fixtures';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

// Both tests switch mf-about's live version: one after the other, never at once.
test.describe.configure({ mode: 'serial' });

const sha256 = (data: Buffer | string) => crypto.createHash('sha256').update(data).digest('hex');

/** When each file of a section's `dist/` in the working tree was written: the tests must never touch them. */
function distTimes(section: string): Record<string, number> {
  const dist = path.join(ROOT, section, 'dist');
  const times: Record<string, number> = {};
  if (!fs.existsSync(dist)) return times;
  for (const file of fs.readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
    times[file] = fs.statSync(path.join(dist, file)).mtimeMs;
  }
  return times;
}

/**
 * The shell as built (every file of shell/dist) and as served (every /shell/ asset the home page
 * references, and the home page itself less the registry the server inlines into it), as sha256s.
 */
async function shellFingerprint(request: APIRequestContext): Promise<Record<string, string>> {
  const prints: Record<string, string> = {};
  const dist = path.join(ROOT, 'shell', 'dist');
  for (const file of fs.readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
    const full = path.join(dist, file);
    if (fs.statSync(full).isFile()) prints[`dist/${file}`] = sha256(fs.readFileSync(full));
  }
  const html = await (await request.get('/id')).text();
  prints['/id without the inlined registry'] = sha256(
    html.replace(/<script type="application\/json" id="ksei-remotes">[^<]*<\/script>/, ''),
  );
  for (const [, url] of html.matchAll(/(?:src|href)="(\/shell\/[^"]+)"/g)) {
    prints[url as string] = sha256(await (await request.get(url as string)).body());
  }
  return prints;
}

async function aboutRelease(request: APIRequestContext) {
  const registry = (await (await request.get('/remotes.json')).json()) as {
    remotes: { name: string; entry: string; version: string }[];
  };
  const about = registry.remotes.find((r) => r.name === 'mf-about');
  if (!about) throw new Error('mf-about is not released');
  return about;
}

test('releasing a changed section serves the new version while the shell stays byte-identical', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const before = await aboutRelease(request);
  const shellBefore = await shellFingerprint(request);
  expect(Object.keys(shellBefore).length).toBeGreaterThan(2);

  const label = `e2e-${Date.now()}`;
  // The real command, building into a scratch folder: the working tree's mf-about/dist stays as it was.
  const distBefore = distTimes('mf-about');
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-e2e-mf-about-dist-'));
  try {
    execFileSync('npm', ['run', 'release', '-w', 'mf-about'], {
      cwd: ROOT,
      env: { ...process.env, RELEASES_DIR: E2E_RELEASES, KSEI_BUILD_LABEL: label, KSEI_DIST_DIR: distDir },
      stdio: 'pipe',
    });
    expect(fs.existsSync(path.join(distDir, 'mf-manifest.json'))).toBe(true);
  } finally {
    fs.rmSync(distDir, { recursive: true, force: true });
  }
  expect(distTimes('mf-about')).toEqual(distBefore);

  const after = await aboutRelease(request);
  expect(after.version).not.toBe(before.version);
  expect((await request.get(after.entry)).status()).toBe(200);
  // Old versions stay, so a tab opened before the release can still load its chunks.
  expect((await request.get(before.entry)).status()).toBe(200);

  // The server renders with the new version at once: its label is in the first response.
  const served = await (await request.get('/id/tentang-ksei/sekilas')).text();
  expect(served).toContain(`data-section="mf-about" data-build="${label}"`);
  await page.goto('/id/tentang-ksei/sekilas');
  await expect(page.locator('[data-section="mf-about"]')).toHaveAttribute('data-build', label);
  await expect(page.locator('[data-section="mf-about"] h1')).toHaveText('Sekilas KSEI');

  expect(await shellFingerprint(request)).toEqual(shellBefore);
});

/** `npm run release -w mf-about -- …` against the e2e server's releases, as an operator runs it. */
function releaseCommand(...args: string[]): { stdout: string; ms: number } {
  const started = performance.now();
  const stdout = execFileSync('npm', ['run', 'release', '-w', 'mf-about', '--', ...args], {
    cwd: ROOT,
    env: { ...process.env, RELEASES_DIR: E2E_RELEASES },
    encoding: 'utf8',
    stdio: 'pipe',
  });
  return { stdout, ms: performance.now() - started };
}

test('rolling back switches /remotes.json to the previous version in well under a second, without a build', async ({
  page,
  request,
}) => {
  const live = await aboutRelease(request);
  const distBefore = distTimes('mf-about');
  // Another version to switch away to: a copy of the live folder, so no build is needed here.
  const other = `e2e${Date.now()}`;
  fs.cpSync(path.join(E2E_RELEASES, 'mf-about', live.version), path.join(E2E_RELEASES, 'mf-about', other), {
    recursive: true,
  });
  releaseCommand('--rollback', other);
  expect((await aboutRelease(request)).version).toBe(other);

  // The default: back to the version live before.
  const rolledBack = releaseCommand('--rollback');
  const switchMs = Number(/switched in ([\d.]+) ms/.exec(rolledBack.stdout)?.[1]);
  expect((await aboutRelease(request)).version).toBe(live.version);
  console.log(`rollback: switch ${switchMs} ms, whole npm command ${rolledBack.ms.toFixed(0)} ms`);
  expect(switchMs).toBeLessThan(1000);

  expect(releaseCommand('--list').stdout).toMatch(
    new RegExp(`^\\* ${live.version} .* rollback .* previous ${other}`, 'm'),
  );
  expect(distTimes('mf-about')).toEqual(distBefore);
  await page.goto('/id/tentang-ksei/sekilas');
  await expect(page.locator('[data-section="mf-about"] h1')).toHaveText('Sekilas KSEI');
});

/**
 * A section team's loop on a working copy of mf-careers in a scratch folder outside the working tree
 * (beside links to the repository's `node_modules` and `shared`, so it resolves the workspace packages
 * and the test preset like any section): declare a page in src/routes.ts, give it a
 * component, release with the real command against the e2e server's releases, and later release
 * again without it. No shell build, no server restart.
 */
test('a section release adds a page (200, title, menu, sitemaps) and the next one removes it (404)', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-e2e-section-'));
  for (const link of ['node_modules', 'shared']) fs.symlinkSync(path.join(ROOT, link), path.join(scratch, link));
  const copy = path.join(scratch, 'mf-careers');
  const careersDist = distTimes('mf-careers');
  fs.cpSync(path.join(ROOT, 'mf-careers'), copy, {
    recursive: true,
    filter: (source) => !/[/\\](dist|node_modules)$/.test(source),
  });
  const release = () =>
    execFileSync(process.execPath, [path.join(ROOT, 'build-tools', 'release', 'cli.js')], {
      cwd: copy,
      env: { ...process.env, RELEASES_DIR: E2E_RELEASES },
      encoding: 'utf8',
      stdio: 'pipe',
    });
  const routesFile = path.join(copy, 'src', 'routes.ts');
  const pagesFile = path.join(copy, 'src', 'app', 'pages.ts');
  const original = { routes: fs.readFileSync(routesFile, 'utf8'), pages: fs.readFileSync(pagesFile, 'utf8') };
  try {
    expect((await request.get('/en/internship')).status()).toBe(404);

    // 1. Declare the page (both locales, menu group) and map it to a component.
    const declaration = `    {
      id: 'careers.internship',
      paths: { id: '/id/magang', en: '/en/internship' },
      titles: { id: 'Program Magang', en: 'Internship Programme' },
      nav: 'information',
    },
  ],
  links:`;
    fs.writeFileSync(routesFile, original.routes.replace(/\n {2}\],\n {2}links:/, `\n${declaration}`));
    fs.writeFileSync(
      pagesFile,
      original.pages.replace('  careers: list,', "  careers: list,\n  'careers.internship': list,"),
    );
    expect(release()).toMatch(/mf-careers: released version/);

    const response = await page.goto('/en/internship');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Internship Programme | KSEI');
    await expect(page.locator('[data-section="mf-careers"] h1')).toHaveText('Internship Programme');
    await page.getByRole('button', { name: /^Information/ }).click();
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Internship Programme' }),
    ).toBeVisible();
    await page.goto('/id/peta-situs');
    await expect(page.locator('main').getByRole('link', { name: 'Program Magang' })).toHaveAttribute(
      'href',
      '/id/magang',
    );
    expect(await (await request.get('/sitemap.xml')).text()).toContain('/en/internship</loc>');

    // 2. Take it out again: the next release removes the page.
    fs.writeFileSync(routesFile, original.routes);
    fs.writeFileSync(pagesFile, original.pages);
    release();
    expect((await request.get('/en/internship')).status()).toBe(404);
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/en/internship');
    await page.goto('/id/karir');
    await expect(page.locator('[data-section="mf-careers"] h1')).toHaveText('Karir');
  } finally {
    // The links first, so nothing could follow them into the repository.
    for (const link of ['node_modules', 'shared']) fs.unlinkSync(path.join(scratch, link));
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  expect(distTimes('mf-careers')).toEqual(careersDist);
});
