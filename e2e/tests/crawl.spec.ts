import { LOCALES, buildPath, documentTitle, pageTitle } from '@ksei/shared/node';
import { detailParams } from '../support/detail-params';
import { loadedKeys, rawKeysInDom, rawKeysInHtml } from '../support/raw-keys';
import { cspViolations, expect, loadedVersions } from '../support/fixtures';
import { walk } from '../support/walking-page';
import { SITE_ROUTES } from '../support/site-routes';
import { axeScan } from '../support/axe';

/**
 * Every page of every bundle's declaration, in both locales; detail pages open a real item. A
 * protected page is opened as a guest, who gets the login page (the staff specs open them signed in).
 * Each worker walks its share of the pages in one browser page, as a visitor would.
 */
const ROUTES = SITE_ROUTES.pages.flatMap((page) => LOCALES.map((locale) => ({ page, locale })));

for (const { page: definition, locale } of ROUTES) {
  const template = definition.paths[locale];
  const guarded = definition.auth === true;
  walk(
    `${template} renders ${guarded ? 'the login page for a guest' : definition.id} (${definition.owner})`,
    async ({ walking: { page, problems }, request }) => {
      const path = buildPath(definition.id, locale, await detailParams(request, definition));
      // A guest on a protected page is on the login page, in the page's language, with its path remembered.
      const shown = guarded
        ? (SITE_ROUTES.pages.find((candidate) => candidate.id === 'login') ?? definition)
        : definition;
      const apiCalls: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(new URL(r.url()).pathname);
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      if (guarded) {
        await expect(page).toHaveURL(buildPath('login', locale));
        expect(response?.headers()['cache-control']).toBe('no-store');
        const remembered = await page.evaluate(() => {
          const cookie = document.cookie.split('; ').find((part) => part.startsWith('auth.redirect='));
          return cookie ? decodeURIComponent(cookie.slice(14)) : window.localStorage.getItem('auth.redirect');
        });
        expect(remembered).toBe(path);
      }
      const serverHtml = (await response?.text()) ?? '';
      const title = pageTitle(shown.id, locale);
      const heading =
        shown.owner === 'shell' ? page.locator('main h1') : page.locator(`[data-section="${shown.owner}"] h1`);
      // Detail pages (and home) show their own title as the heading; every other page the manifest's.
      const isDetail = shown.paths[locale].includes(':') || shown.id === 'home';
      await expect(heading).toHaveText(isDetail ? /\S/ : title);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      // Pages of one database item are titled with the item's own name, the words of their heading.
      const itemTitled = [
        'publication.pressRelease',
        'vacancy',
        'service.investmentProduct',
        'statistics.chart',
        'isin.security',
      ].includes(shown.id);
      // The heading shows the page's generic name until the item has loaded.
      if (itemTitled) await expect(heading).not.toHaveText(title);
      const expectedTitle = itemTitled ? ((await heading.textContent()) ?? '').trim() : title;
      expect(expectedTitle).not.toBe('');
      await expect(page).toHaveTitle(documentTitle(expectedTitle, locale));
      if (shown.layout === 'default') {
        await expect(page.locator('header nav[aria-label]').first()).toBeVisible();
        await expect(page.locator('footer')).toBeVisible();
      } else {
        // Blank layout: no site navigation, no footer.
        await expect(page.getByRole('navigation', { name: 'Navigasi utama' })).toHaveCount(0);
        await expect(page.locator('footer')).toHaveCount(0);
      }
      // Server-rendered: the heading was in the first response, and the page hydrated from the data the
      // server embedded, without reading the API again.
      const shownHeading = ((await heading.textContent()) ?? '').trim();
      const escaped = shownHeading
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/'/g, '&#x27;')
        .replace(/"/g, '&quot;');
      expect(serverHtml).toContain(`>${escaped}</h1>`);
      // No translation key shown as text, in what the server sent nor in the hydrated page (a key that
      // i18next could not resolve comes out as itself, which axe takes for text).
      const keys = await loadedKeys(page);
      expect(keys).toContain('chrome.skipToContent');
      expect(rawKeysInHtml(serverHtml, keys), 'raw keys in the server HTML').toEqual([]);
      expect(await rawKeysInDom(page, keys), 'raw keys in the hydrated page').toEqual([]);
      const axe = await axeScan(page).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      // After axe, whose second of work is usually quiet network already: no half-second idle wait of its own.
      await page.waitForLoadState('networkidle');
      expect(apiCalls).toEqual([]);
      expect(await loadedVersions(page, 'react')).toHaveLength(1);
      expect(await loadedVersions(page, 'react-dom')).toHaveLength(1);
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
      expect(await cspViolations(page)).toEqual([]);
      // No link opens a new window unannounced (WCAG G201): every link, outside ones too, opens in place.
      await expect(page.locator('a[target="_blank"]')).toHaveCount(0);
      // Reflow at 320 CSS pixels (a phone, or 1280 zoomed to 400 %): the page itself never scrolls sideways;
      // a wide table scrolls inside its own box.
      await page.setViewportSize({ width: 320, height: 640 });
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        viewport: document.documentElement.clientWidth,
      }));
      expect(widths.page, 'the page is no wider than a 320-pixel viewport').toBe(widths.viewport);
    },
  );
}
