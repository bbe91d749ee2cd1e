import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_RELEASES } from '../support/env';
import { expect, test } from '../support/fixtures';
import { serveFolder } from '../support/serve-folder';

/**
 * A build of mf-careers whose `./spa` mounts forever: the released manifest, with a remote entry whose
 * container hands out lifecycles that never settle. Served from another origin and switched in with
 * the tester override, as a broken local build would be.
 */
function hungBuild(version: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ksei-hung-'));
  fs.copyFileSync(
    path.join(E2E_RELEASES, 'mf-careers', version, 'mf-manifest.json'),
    path.join(folder, 'mf-manifest.json'),
  );
  fs.writeFileSync(
    path.join(folder, 'remoteEntry.js'),
    `var mf_careers = {
       init: function () {},
       get: function () {
         return Promise.resolve(function () {
           return {
             bootstrap: function () { return Promise.resolve(); },
             mount: function () { return new Promise(function () {}); },
             unmount: function () { return new Promise(function () {}); }
           };
         });
       }
     };`,
  );
  return folder;
}

test('a section that never finishes mounting is shown as unavailable in place; other sections keep working', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const registry = (await (await request.get('/remotes.json')).json()) as {
    remotes: { name: string; version: string }[];
  };
  const version = registry.remotes.find((r) => r.name === 'mf-careers')?.version ?? '';
  const folder = hungBuild(version);
  const { server, origin } = await serveFolder(folder);
  try {
    await page.goto('/id');
    await page.evaluate(
      (entry) => window.localStorage.setItem('ksei-remote-override:mf-careers', entry),
      `${origin}/mf-manifest.json`,
    );
    await page.goto('/id/karir');
    // The shell's mount limit, then the section's own localized error, in place.
    await expect(page.locator('[data-section-host="mf-careers"] [data-section-error]')).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.locator('header')).toBeVisible();

    // An in-page navigation to another section is not held up by the hung one (single-spa unmounts
    // it first; its unmount never settles either).
    await page.evaluate(() => window.history.pushState(null, '', '/id/tentang-ksei/sekilas'));
    await expect(page.locator('[data-section="mf-about"] h1')).toHaveText('Sekilas KSEI', { timeout: 15_000 });
    await expect(page.locator('[data-section-host="mf-careers"]')).toHaveCount(0);
  } finally {
    server.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
