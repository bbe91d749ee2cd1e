import { expect, test } from '../support/fixtures';

test('a section whose remote is unreachable shows a localized error with retry; the rest keeps working', async ({
  page,
}) => {
  await page.route('**/remotes/mf-about/**', (route) => route.abort());
  const response = await page.goto('/id/tentang-ksei/sekilas');
  expect(response?.status()).toBe(200);

  const error = page.locator('[data-section-error]');
  await expect(error).toBeVisible();
  await expect(error.getByRole('heading')).toHaveText('Bagian ini sedang tidak dapat dimuat');
  await expect(page.getByRole('navigation', { name: 'Navigasi utama' })).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();

  // Other sections still work.
  await page.getByRole('button', { name: 'Peraturan' }).click();
  await page
    .getByRole('navigation', { name: 'Navigasi utama' })
    .getByRole('link', { name: 'Peraturan KSEI', exact: true })
    .click();
  await expect(page.locator('[data-section="mf-regulations"] h1')).toHaveText('Peraturan KSEI');

  // Back to the broken section in English: the error is localized; retry works once the remote is back.
  await page.locator('[data-language-switch="en"]').click();
  await page.getByRole('button', { name: 'About KSEI' }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Overview' }).click();
  await expect(error.getByRole('heading')).toHaveText('This section cannot be loaded right now');
  await page.unroute('**/remotes/mf-about/**');
  await error.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('[data-section="mf-about"] h1')).toHaveText('Overview');
  await expect(error).toHaveCount(0);
});

test('a failed chunk reloads the page once, not again within 60 s, and again after', async ({ page, request }) => {
  const registry = (await (await request.get('/remotes.json')).json()) as {
    remotes: { name: string; entry: string }[];
  };
  const entry = registry.remotes.find((r) => r.name === 'mf-publication')?.entry ?? '';
  const manifest = (await (await request.get(entry)).json()) as { exposes: { assets: { js: { sync: string[] } } }[] };
  const base = entry.slice(0, entry.lastIndexOf('/') + 1);
  const chunks = manifest.exposes.flatMap((expose) => expose.assets.js.sync).map((file) => base + file);
  expect(chunks.length).toBeGreaterThan(0);

  for (const chunk of chunks) await page.route(`**${chunk}`, (route) => route.abort());
  let documentLoads = 0;
  page.on('request', (req) => {
    if (req.resourceType() === 'document') documentLoads += 1;
  });
  // The page's clock is the test's: the guard's 60 s (the original's window) are crossed without waiting for them.
  await page.clock.install({ time: new Date('2026-01-05T03:00:00Z') });

  // The first load fails and reloads; the reloaded page fails too and shows the error instead of reloading.
  // The error is shown only once the guard has said no, so no wait is needed to know there is no third load.
  const error = page.locator('[data-section-error]');
  await page.goto('/id/publikasi/siaran-pers');
  await expect(error).toBeVisible();
  expect(documentLoads).toBe(2);
  const stamp = Number(await page.evaluate(() => window.sessionStorage.getItem('ksei-reload')));
  expect(stamp).toBeGreaterThan(0);

  // 59 999 ms after that reload (the clock stopped there) a retry fails again: the error comes back (the
  // retry removed the old one), no reload.
  await page.clock.pauseAt(stamp + 59_999);
  expect(await page.evaluate(() => Date.now())).toBe(stamp + 59_999);
  await error.getByRole('button', { name: 'Coba lagi' }).click();
  await expect(error).toBeVisible();
  expect(documentLoads).toBe(2);

  // At 60 000 ms it reloads again; the page after that shows the error, its guard fresh (time runs again,
  // forward only, so the guard's decision on the old page is the same either way).
  await page.clock.fastForward(1);
  await error.getByRole('button', { name: 'Coba lagi' }).click();
  await page.clock.resume();
  await expect.poll(() => documentLoads).toBe(3);
  await expect(error).toBeVisible();
  expect(documentLoads).toBe(3);
});
