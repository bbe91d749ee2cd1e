import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { walk } from '../support/walking-page';

/** The seed's holding composition: every security's code and type (server/seed). */
const HOLDINGS = path.resolve(import.meta.dirname, '../../server/seed/ksei_holding_composition_2024-03-28.csv');

test.describe('server answers', () => {
  test('the bare root redirects to /id with 302', async ({ request }) => {
    const response = await request.get('/', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe('/id');
  });

  for (const [alias, canonical] of [
    ['/en/service-support/schedule/shcedule-instructions', '/en/service-support/schedule/schedule-instructions'],
    [
      '/en/service-support/schedule/shcedule-of-corporate-actions',
      '/en/service-support/schedule/schedule-of-corporate-actions',
    ],
    ['/en%20/service-support/service-type/other-services', '/en/service-support/service-type/other-services'],
    ['/en/tentang-ksei/whistleblowing/form', '/en/about-ksei/whistleblowing/form'],
    ['/tentang-ksei/sekilas', '/id/tentang-ksei/sekilas'],
  ] as const) {
    test(`${alias} answers 301 to ${canonical}`, async ({ request }) => {
      const response = await request.get(alias, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers()['location']).toBe(canonical);
    });
  }

  for (const [path, text, lang] of [
    ['/id/halaman-tidak-ada', 'Halaman ini tidak dapat ditemukan', 'id'],
    ['/en/no-such-page', 'This page could not be found', 'en'],
  ] as const) {
    walk(`${path} answers 404 with the 404 page in its language`, async ({ walking: { page } }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('main h1')).toHaveText(text);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveTitle(`${text} | KSEI`);
    });
  }

  test('security headers come with every page', async ({ request }) => {
    const response = await request.get('/id');
    const csp = response.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  });
});

test.describe('in the browser', () => {
  walk('the language switch keeps the page, both ways, without a reload', async ({ walking: { page } }) => {
    await page.goto('/id/tentang-ksei/sekilas');
    await expect(page.locator('[data-section="mf-about"] h1')).toHaveText('Sekilas KSEI');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));

    await page.locator('[data-language-switch="en"]').click();
    await expect(page).toHaveURL(/\/en\/about-ksei\/overview$/);
    await expect(page.locator('[data-section="mf-about"] h1')).toHaveText('Overview');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Overview | KSEI');
    await expect(page.locator('link[rel="alternate"][hreflang="id"]')).toHaveAttribute(
      'href',
      /\/id\/tentang-ksei\/sekilas$/,
    );
    await expect(page.getByRole('button', { name: 'About KSEI' })).toBeVisible();

    await page.locator('[data-language-switch="id"]').click();
    await expect(page).toHaveURL(/\/id\/tentang-ksei\/sekilas$/);
    await expect(page.locator('[data-section="mf-about"] h1')).toHaveText('Sekilas KSEI');
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  });

  walk(
    'the language switch keeps the query: page 2 of the warrants in the ISIN lookup, in the other language',
    async ({ walking: { page } }) => {
      // The seed's warrants (its holding composition file), in code order, 20 a page.
      const warrants = readFileSync(HOLDINGS, 'utf8')
        .trim()
        .split('\n')
        .map((line) => line.split(','))
        .filter((row) => row[2] === 'WARRANT')
        .map((row) => row[1] ?? '')
        .sort();
      expect(warrants.length).toBeGreaterThan(40);
      const lookup = page.locator('[data-section="mf-service-support"]');
      const codes = () => lookup.locator('tbody th[scope="row"]').allTextContents();

      await page.goto('/id/isin?type=WARRANT&page=2');
      await expect.poll(codes).toEqual(warrants.slice(20, 40));
      // The address is settled on the page's declared parameters, in name order.
      await expect(page).toHaveURL(/\/id\/isin\?page=2&type=WARRANT$/);
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 5));

      await page.locator('[data-language-switch="en"]').click();
      await expect(page).toHaveURL(/\/en\/isin\?page=2&type=WARRANT$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(lookup.getByRole('combobox', { name: 'Type' })).toHaveValue('WARRANT');
      await expect.poll(codes).toEqual(warrants.slice(20, 40));

      await page.locator('[data-language-switch="id"]').click();
      await expect(page).toHaveURL(/\/id\/isin\?page=2&type=WARRANT$/);
      await expect(lookup.getByRole('combobox', { name: 'Jenis' })).toHaveValue('WARRANT');
      await expect.poll(codes).toEqual(warrants.slice(20, 40));
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(5);
    },
  );

  walk('the header menu moves between sections and back without a reload', async ({ walking: { page } }) => {
    await page.goto('/id');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    await page.getByRole('button', { name: 'Peraturan' }).click();
    await page
      .getByRole('navigation', { name: 'Navigasi utama' })
      .getByRole('link', { name: 'Undang-Undang Pasar Modal' })
      .click();
    await expect(page).toHaveURL(/\/id\/peraturan\/undang-undang$/);
    await expect(page.locator('[data-section="mf-regulations"] h1')).toHaveText('Undang-Undang Pasar Modal');
    await expect(page.locator('[data-section="mf-regulations"] h1')).toBeFocused();
    await page.goBack();
    await expect(page.locator('main h1')).toHaveText('Kustodian Sentral Efek Indonesia');
    await expect(page.locator('[data-section]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
  });

  walk('a header menu closed by Escape gives focus back to its button', async ({ walking: { page } }) => {
    await page.goto('/en');
    const button = page.getByRole('button', { name: 'Regulations' });
    await button.click();
    const link = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'FSA Regulations' });
    await link.focus();
    await page.keyboard.press('Escape');
    await expect(link).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  walk(
    'the help button: its links follow it when tabbing; Escape or a click elsewhere closes it',
    async ({ walking: { page } }) => {
      await page.goto('/id/faq');
      const help = page.getByRole('button', { name: 'Bantuan' });
      await help.click();
      const close = page.getByRole('button', { name: 'Tutup bantuan' });
      await expect(close).toHaveAttribute('aria-expanded', 'true');
      const panel = page.getByRole('region', { name: 'Butuh bantuan?' });
      await expect(panel.getByRole('link')).toHaveText([
        'Hubungi Kami',
        'Tanya Jawab (FAQ)',
        'Formulir Pelaporan Pelanggaran',
      ]);
      // The next Tab from the button is the panel's first link, not whatever follows on the page.
      await page.keyboard.press('Tab');
      await expect(panel.getByRole('link').first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(help).toBeFocused();
      await help.click();
      await expect(panel).toBeVisible();
      await page.locator('main h1').click();
      await expect(panel).toBeHidden();
      await expect(help).toHaveAttribute('aria-expanded', 'false');
    },
  );

  walk(
    'on a phone, Tab never leaves the focused element partly under the help button',
    async ({ walking: { page } }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      // Pages with many controls down the page: the FAQ's questions, a long table of links.
      for (const path of ['/id/faq', '/en/regulations/ksei-regulations']) {
        await page.goto(path);
        const help = page.getByRole('button', { name: /^(Bantuan|Help)$/ });
        const box = await help.boundingBox();
        expect(box).not.toBeNull();
        const under: string[] = [];
        let reached = 0;
        for (let step = 0; step < 60; step++) {
          await page.keyboard.press('Tab');
          const focused = await page.evaluate(() => {
            const element = document.activeElement;
            if (!element || element === document.body) return null;
            const { left, right, top, bottom } = element.getBoundingClientRect();
            return { left, right, top, bottom, text: (element.textContent ?? '').trim().slice(0, 40) };
          });
          if (focused === null || focused.text === (await help.textContent())) continue;
          reached += 1;
          const { x, y, width, height } = box!;
          const overlaps =
            focused.right > x && focused.left < x + width && focused.bottom > y && focused.top < y + height;
          if (overlaps) under.push(focused.text);
        }
        expect(reached, path).toBeGreaterThan(40);
        expect(under, path).toEqual([]);
      }
    },
  );

  test('in a forced-colours theme buttons keep an edge and the current tab and language are marked', async ({
    page,
  }) => {
    await page.goto('/en/service-support/schedule/schedule-of-corporate-actions');
    const apply = page.locator('main').getByRole('button', { name: 'Apply' });
    const tab = page.locator('main [aria-current="true"]').first();
    const language = page.locator('header [aria-current="true"]');
    const edge = () => apply.evaluate((element) => getComputedStyle(element).borderTopStyle);
    const outline = (locator: typeof tab) => locator.evaluate((element) => getComputedStyle(element).outlineStyle);
    // On screen the button is drawn by its background, the tab by its colours.
    expect(await edge()).toBe('none');
    expect(await outline(tab)).toBe('none');
    await page.emulateMedia({ forcedColors: 'active' });
    expect(await edge()).toBe('solid');
    expect(await outline(tab)).toBe('solid');
    expect(await outline(language)).toBe('solid');
  });

  walk('the search bar opens the search page with the query', async ({ walking: { page } }) => {
    await page.goto('/en');
    await page.getByRole('combobox', { name: 'Search the site' }).fill('regulation');
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/search\?q=regulation$/);
    await expect(page.locator('main h1')).toHaveText('Search');
    await expect(page.locator('main mark').first()).toBeVisible();
  });

  test('the progress bar appears on a slow navigation and not on a fast one', async ({ page }) => {
    // The page's timers on the test's clock: the 200 ms throttle is passed without a sleep.
    await page.clock.install();
    await page.goto('/id');
    await page.evaluate(() => {
      const win = window as unknown as { progressSeen: boolean };
      win.progressSeen = false;
      const bar = document.querySelector('[data-progress]');
      new MutationObserver(() => {
        if (bar?.getAttribute('data-progress') === 'visible') win.progressSeen = true;
      }).observe(bar as Element, { attributes: true });
    });
    const seen = () => page.evaluate(() => (window as unknown as { progressSeen: boolean }).progressSeen);

    // Fast: between two shell pages, no network round trip worth showing.
    await page.evaluate(() => window.history.pushState(null, '', '/id/peta-situs'));
    await expect(page.locator('main h1')).toHaveText('Peta Situs');
    await page.clock.runFor(400); // twice the throttle: a bar that was coming would be shown by now
    expect(await seen()).toBe(false);

    // Slow: the section's code takes over a second to arrive.
    await page.route('**/remotes/mf-careers/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await page.evaluate(() => window.history.pushState(null, '', '/id/karir'));
    await expect(page.locator('[data-progress="visible"]')).toBeAttached();
    await expect(page.locator('[data-section="mf-careers"] h1')).toHaveText('Karir');
    await expect(page.locator('[data-progress="hidden"]')).toBeAttached();
    expect(await seen()).toBe(true);
  });

  test('the progress bar: hidden until 200 ms into a navigation, shown at 200 ms, hidden 500 ms after it ends', async ({
    page,
  }) => {
    await page.goto('/id/karir');
    await expect(page.locator('[data-section="mf-careers"] h1')).toHaveText('Karir');
    await page.waitForLoadState('networkidle');
    // The detail's data is held until the test lets it go; the page's clock stands still meanwhile.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (asked = resolve));
    await page.route('**/api/vacancies/contoh-lowongan*', async (route) => {
      asked();
      await held;
      await route.continue();
    });
    await page.clock.install();
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    const bar = page.locator('[data-progress]');
    // When (on the page's clock) the bar first showed and then hid: exact, whenever the DOM catches up.
    const started = await page.evaluate(() => {
      const times = window as unknown as { shownAt?: number; hiddenAt?: number };
      const element = document.querySelector('[data-progress]') as Element;
      new MutationObserver(() => {
        const state = element.getAttribute('data-progress');
        if (state === 'visible') times.shownAt ??= Date.now();
        if (state === 'hidden' && times.shownAt !== undefined) times.hiddenAt ??= Date.now();
      }).observe(element, { attributes: true });
      return Date.now();
    });
    const since = (key: 'shownAt' | 'hiddenAt') =>
      page.evaluate(([name, at]) => ((window as unknown as Record<string, number | undefined>)[name] ?? NaN) - at, [
        key,
        started,
      ] as const);

    await page.evaluate(() => window.history.pushState(null, '', '/id/karir/contoh-lowongan'));
    await arrived; // the navigation has started and waits for its data
    await page.clock.runFor(199);
    await expect(bar).toHaveAttribute('data-progress', 'hidden');
    await page.clock.runFor(1);
    await expect(bar).toHaveAttribute('data-progress', 'visible');
    expect(await since('shownAt')).toBe(200);

    release();
    await expect(page.locator('[data-section="mf-careers"] h1')).not.toHaveText('Karir');
    await page.clock.runFor(499);
    await expect(bar).toHaveAttribute('data-progress', 'visible');
    await page.clock.runFor(1);
    await expect(bar).toHaveAttribute('data-progress', 'hidden');
    // The data arrived while the clock stood at 200 ms: hidden 500 ms later.
    expect(await since('hiddenAt')).toBe(700);
  });

  test('going offline shows a notice, and coming back says so', async ({ page, context }) => {
    await page.goto('/en');
    // The notice is the hydrated shell's: going offline before it is interactive tests nothing.
    await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
    await context.setOffline(true);
    const notice = page.locator('[data-online-status="offline"]');
    await expect(notice).toHaveText('You are offline. Some content may not load.');
    await context.setOffline(false);
    await expect(notice).toHaveCount(0);
    await expect(page.getByText('You are back online.')).toBeVisible();
  });

  walk('pointing at a link warms up the section behind it, before the click', async ({ walking: { page } }) => {
    await page.goto('/id');
    const warmed = page.waitForRequest(/\/remotes\/mf-careers\/[^/]+\/remoteEntry\.js$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Karir' }).hover();
    await warmed;
    expect(page.url()).toMatch(/\/id$/);
  });
});
