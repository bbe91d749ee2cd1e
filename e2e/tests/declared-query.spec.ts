import { expect, test, watchProblems } from '../support/fixtures';

const PRESS = '/en/publication/press-releases';

/** The server-rendered body of a page (`#ksei-root`), without the per-response head. */
function rootOf(html: string): string {
  return html.slice(html.indexOf('<div id="ksei-root">'));
}

test('a parameter the page does not declare changes nothing the server renders', async ({ request }) => {
  const plain = rootOf(await (await request.get(`${PRESS}?page=2`)).text());
  expect(plain).toContain('href="/en/publication/press-releases?page=3"');
  for (const junk of ['u=1a2b3c', 'utm_source=newsletter&utm_campaign=x', `zz=${'x'.repeat(3000)}`]) {
    const html = rootOf(await (await request.get(`${PRESS}?${junk}&page=2`)).text());
    expect(html).toBe(plain);
  }
});

test('the browser settles the address on the declared parameters and hydrates the server page without reading again', async ({
  page,
}) => {
  const problems = await watchProblems(page);
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r.url());
  });
  await page.goto(`${PRESS}?utm_source=newsletter&page=2#top`);
  await expect(page).toHaveURL(`${PRESS}?page=2#top`);
  await expect(page.locator('[data-section="mf-publication"] h1')).toHaveText('Press Releases');
  await page.waitForLoadState('networkidle');
  expect(apiCalls).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
  // The pager's links carry the page's own parameters only.
  await expect(page.getByRole('link', { name: /^(3|Page 3)$/ }).first()).toHaveAttribute('href', `${PRESS}?page=3`);
});

for (const [path, lang, text] of [
  [`/en/search?q=${'a'.repeat(201)}`, 'en', 'Status code 400'],
  [`/id/faq?q=${'a'.repeat(201)}`, 'id', 'Kode status 400'],
] as const) {
  test(`search text past 200 characters is refused with the error page in its language (${lang})`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(400);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('main [data-status="400"]')).toContainText(text);
    // The server's answer does not carry the text back (the visitor's own address bar still holds it).
    expect(await response?.text()).not.toContain('a'.repeat(201));
  });
}
