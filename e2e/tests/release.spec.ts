import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { E2E_RELEASES } from '../support/env';
import { expect, test } from '../support/fixtures';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** The shell's page and every asset it references, as URL → sha256. */
async function shellFingerprint(request: APIRequestContext): Promise<Record<string, string>> {
  const html = await (await request.get('/id')).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/shell\/[^"]+)"/g)].map((m) => m[1] as string);
  const prints: Record<string, string> = {};
  for (const url of ['/id', ...assets]) {
    const body = await (await request.get(url)).body();
    prints[url] = crypto.createHash('sha256').update(body).digest('hex');
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
  execFileSync('npm', ['run', 'release', '-w', 'mf-about'], {
    cwd: ROOT,
    env: { ...process.env, RELEASES_DIR: E2E_RELEASES, KSEI_BUILD_LABEL: label },
    stdio: 'pipe',
  });

  const after = await aboutRelease(request);
  expect(after.version).not.toBe(before.version);
  expect((await request.get(after.entry)).status()).toBe(200);
  // Old versions stay, so a tab opened before the release can still load its chunks.
  expect((await request.get(before.entry)).status()).toBe(200);

  await page.goto('/id/tentang-ksei/sekilas');
  await expect(page.locator('[data-section="mf-about"]')).toHaveAttribute('data-build', label);
  await expect(page.locator('[data-section="mf-about"] h1')).toHaveText('Sekilas KSEI');

  expect(await shellFingerprint(request)).toEqual(shellBefore);
});
