import { expect, test } from '../support/fixtures';

/** A printed page: its content on paper, without what only works on screen. */
test.describe('printing', () => {
  test('leaves out search, menus, language switch, filters and the help button; keeps the content', async ({
    page,
  }) => {
    await page.goto('/id/faq');
    await page.emulateMedia({ media: 'print' });
    const hidden = [
      page.getByRole('combobox', { name: 'Cari di situs' }),
      page.getByRole('navigation', { name: 'Navigasi utama' }),
      page.getByRole('button', { name: 'Bantuan' }),
      page.locator('[data-language-switch="en"]'),
      page.getByRole('link', { name: 'Langsung ke konten utama' }),
      page.locator('main form[role="search"]'),
      page.locator('footer nav'),
    ];
    for (const element of hidden) await expect(element).toBeHidden();
    await expect(page.locator('header a').first()).toBeVisible();
    await expect(page.locator('main h1')).toHaveText('Tanya Jawab (FAQ)');
    await expect(page.locator('footer address')).toBeVisible();
    // The same page on screen shows them all.
    await page.emulateMedia({ media: 'screen' });
    for (const element of hidden.slice(0, 4)) await expect(element).toBeVisible();
  });

  test('opens every question before printing and closes them after', async ({ page }) => {
    await page.goto('/en/faq');
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    const questions = page.locator('main details');
    const count = await questions.count();
    expect(count).toBeGreaterThan(5);
    await questions.first().locator('summary').click(); // one the visitor opened stays open
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await expect(page.locator('main details[open]')).toHaveCount(count);
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await expect(page.locator('main details[open]')).toHaveCount(1);
    await expect(questions.first()).toHaveAttribute('open', '');
  });

  test('prints a wide table whole and the address of an outside link after it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/regulations/ksei-regulations');
    const wrap = page.locator('main table').first().locator('xpath=..');
    expect(await wrap.evaluate((element) => getComputedStyle(element).overflowX)).toBe('auto');
    await page.emulateMedia({ media: 'print' });
    expect(await wrap.evaluate((element) => getComputedStyle(element).overflowX)).toBe('visible');

    await page.goto('/en/publikasi/data-dan-statistik/grafik/sid');
    const source = page.locator('figcaption a[href^="https://"]').first();
    const href = await source.getAttribute('href');
    expect(href).toMatch(/^https:\/\//);
    expect(await source.evaluate((link) => getComputedStyle(link, '::after').content)).toBe(`" (${href})"`);
  });
});
