import path from 'node:path';
import { E2E_RELEASES } from '../support/env';
import { expect, test } from '../support/fixtures';
import { serveFolder } from '../support/serve-folder';
import { axeScan } from '../support/axe';

test('an integration tester points one section at another build without rebuilding anything, with a banner and a way back', async ({
  page,
  request,
}) => {
  const registry = (await (await request.get('/remotes.json')).json()) as {
    remotes: { name: string; version: string }[];
  };
  const version = registry.remotes.find((r) => r.name === 'mf-careers')?.version ?? '';
  const { server, origin } = await serveFolder(path.join(E2E_RELEASES, 'mf-careers', version));
  try {
    const fromOverride: string[] = [];
    page.on('request', (req) => {
      if (req.url().startsWith(origin)) fromOverride.push(req.url());
    });
    await page.goto('/id');
    await page.evaluate(
      (entry) => window.localStorage.setItem('ksei-remote-override:mf-careers', entry),
      `${origin}/mf-manifest.json`,
    );
    await page.goto('/id/karir');
    await expect(page.locator('[data-section="mf-careers"] h1')).toHaveText('Karir');
    expect(fromOverride.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
    expect(fromOverride.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);

    // A banner says so, on every page, in the page's language; the axe rules still hold.
    const banner = page.locator('[data-override-banner]');
    await expect(banner).toContainText(
      `Uji integrasi: mf-careers dimuat dari build lain (${origin}/mf-manifest.json).`,
    );
    expect((await axeScan(page).analyze()).violations).toEqual([]);
    // The server no longer preloads the released files of the overridden section.
    const html = await (await page.request.get('/id/karir')).text();
    expect(html).not.toContain(`rel="preload" href="/remotes/mf-careers/`);

    // One click goes back to the released version.
    fromOverride.length = 0;
    await banner.getByRole('button', { name: 'Gunakan versi rilis' }).click();
    await expect(page.locator('[data-section="mf-careers"] h1')).toHaveText('Karir');
    await expect(banner).toHaveCount(0);
    expect(fromOverride).toEqual([]);
    expect(await (await page.request.get('/id/karir')).text()).toContain(`rel="preload" href="/remotes/mf-careers/`);
  } finally {
    server.close();
  }
});
