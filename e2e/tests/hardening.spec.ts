import { expect, test, watchProblems } from '../support/fixtures';
import { axeScan } from '../support/axe';

/** What the server refuses is shown to people as the site's error page, in the page's language. */
for (const [path, lang, status] of [
  ['/id/karir/a%00b', 'id', 'Kode status 400'],
  ['/en/careers/a%00b', 'en', 'Status code 400'],
] as const) {
  test(`${path} answers 400 with the error page in its language, and no section`, async ({ page }) => {
    const problems = await watchProblems(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(400);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('main [data-status="400"]')).toBeVisible();
    await expect(page.locator('main [data-status="400"]')).toContainText(status);
    await expect(page.locator('[data-section]')).toHaveCount(0);
    const axe = await axeScan(page).analyze();
    expect(axe.violations).toEqual([]);
    expect(problems.pageErrors).toEqual([]);

    // The error belongs to that address only: the next page works as usual.
    await page
      .getByRole('link', { name: lang === 'id' ? 'Kembali ke beranda' : 'Go back to home' })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/${lang}$`));
    await expect(page.locator('main [data-status="400"]')).toHaveCount(0);
  });
}
