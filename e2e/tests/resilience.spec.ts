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

test('a failed chunk reloads the page once, and not again within 60 s', async ({ page, request }) => {
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

  await page.goto('/id/publikasi/siaran-pers');
  await expect(page.locator('[data-section-error]')).toBeVisible();
  await page.waitForTimeout(1000);
  expect(documentLoads).toBe(2);
  const stamp = await page.evaluate(() => window.sessionStorage.getItem('ksei-reload'));
  expect(Number(stamp)).toBeGreaterThan(Date.now() - 60_000);
});
