import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { E2E_RELEASES } from '../support/env';
import { expect, test, watchProblems } from '../support/fixtures';
import { walk } from '../support/walking-page';

/**
 * Server rendering of the composed site: what arrives before any script runs, what a reader without
 * JavaScript can do, and what happens when a section's server build fails or is slow.
 */

const PRESS = { id: '/id/publikasi/siaran-pers', en: '/en/publication/press-releases' } as const;
const ANNOUNCEMENTS = '/id/publikasi/pengumuman';
const CONTACT = '/id/hubungi-kami';

/** The first `<h1>`'s text in an HTML string, tags stripped. */
function firstHeading(html: string): string | null {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return match ? (match[1] ?? '').replace(/<[^>]+>/g, '').trim() : null;
}

test.describe('the first response', () => {
  walk(
    'holds the chrome and the page with its data; the browser hydrates it without asking the API again',
    async ({ walking: { page, problems }, request }) => {
      const html = await (await request.get(PRESS.id)).text();
      expect(firstHeading(html)).toBe('Siaran Pers');
      // The list itself, from the database, not a loading placeholder.
      const list = (await (await request.get('/api/press-releases?locale=id&pageSize=10&sort=-date')).json()) as {
        data: { title: string }[];
      };
      expect(list.data.length).toBeGreaterThan(1);
      for (const item of list.data) expect(html).toContain(item.title.replace(/&/g, '&amp;'));
      expect(html).toContain('<nav aria-label="Navigasi utama"');
      expect(html).toContain('<footer');
      // The CSP stays strict: data blocks only, no inline script.
      const csp = (await request.get(PRESS.id)).headers()['content-security-policy'] ?? '';
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(html).not.toMatch(/<script(?![^>]*\b(?:src=|type="application\/(?:json|ld\+json)"))[^>]*>/);

      const apiCalls: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r.url());
      });
      await page.goto(PRESS.id);
      await expect(page.locator('[data-section="mf-publication"] h1')).toHaveText('Siaran Pers');
      await page.waitForLoadState('networkidle');
      expect(apiCalls).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
      // One section root: hydrated in place, not rendered a second time beside the server's.
      await expect(page.locator('[data-section="mf-publication"]')).toHaveCount(1);

      // After hydration the section is live: paging is a client navigation that reads the next page.
      const second = page.waitForRequest((r) => r.url().includes('/api/press-releases') && r.url().includes('page=2'));
      await page
        .getByRole('link', { name: /^(2|Halaman 2)$/ })
        .first()
        .click();
      await second;
      await expect(page).toHaveURL(/page=2/);
    },
  );

  test('the page is painted before the shell starts: the entry and the scripts split from it are added after the first contentful paint', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen: { src: string; at: number }[] = [];
      (window as unknown as { __paintFirst: typeof seen }).__paintFirst = seen;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLScriptElement && /\/shell\/(?!start\.)[^/]+\.js$/.test(node.src))
              seen.push({ src: new URL(node.src).pathname, at: performance.now() });
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(PRESS.id);
    const { added, paintedAt } = await page.evaluate(() => ({
      added: (window as unknown as { __paintFirst: { src: string; at: number }[] }).__paintFirst,
      paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
    }));
    expect(paintedAt).toBeGreaterThan(0);
    // The entry, React DOM and i18next: three scripts, each compiled in a task of its own.
    const html = await page.request.get(PRESS.id).then((r) => r.text());
    const preloaded = [
      ...html.matchAll(/<link rel="preload" as="script" href="(\/shell\/[^"]+\.js)" fetchpriority="low">/g),
    ].map((match) => match[1]);
    expect(preloaded).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/shell\/main\./),
        expect.stringMatching(/^\/shell\/react-dom\./),
      ]),
    );
    expect(preloaded.length).toBeGreaterThanOrEqual(3);
    // Each is fetched from the start (a low-priority preload), only run once the page is painted.
    for (const src of preloaded) {
      const script = added.find((entry) => entry.src === src);
      expect(script, `${src} added by the start script`).toBeDefined();
      expect(script?.at).toBeGreaterThan(paintedAt);
    }
    // No shell script but the small start script is in the HTML itself.
    expect([...html.matchAll(/<script[^>]*src="(\/shell\/[^"]+)"/g)].map((match) => match[1])).toEqual([
      expect.stringMatching(/^\/shell\/start\.[^/]+\.js$/),
    ]);
  });

  test('text typed before the page hydrates is kept and applied (FAQ filter, header search)', async ({ page }) => {
    // Hold the shell's entry: the server's page is on screen and can be typed into, but not yet live.
    let release = (): void => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/shell\/main\.[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const loading = page.goto('/id/faq');
    const faq = page.locator('[data-section="mf-about"]');
    const filter = faq.getByRole('searchbox', { name: 'Cari pertanyaan' });
    const header = page.getByRole('combobox', { name: 'Cari di situs' });
    await expect(filter).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-ready', 'true');
    await filter.pressSequentially('zzqxjv');
    await header.pressSequentially('obligasi');
    release();
    await loading;
    await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
    // The filter applies what was typed: no question matches, and the address carries it.
    await expect(filter).toHaveValue('zzqxjv');
    await expect(faq.locator('details')).toHaveCount(0);
    await expect(page).toHaveURL(/[?&]q=zzqxjv/);
    // The header search submits what was typed.
    await expect(header).toHaveValue('obligasi');
    await header.press('Enter');
    await expect(page).toHaveURL(/\/id\/search\?q=obligasi/);
  });

  walk(
    'sections entered in-page work with the router copy another section loaded first',
    async ({ walking: { page, problems } }) => {
      // react-router-dom is shared trimmed to the exports the sections use; the contact page (no data,
      // no loader) loads its copy first, and the sections entered afterwards must find what they use in it.
      await page.goto(CONTACT);
      await expect(page.locator('[data-section="mf-forms"] h1')).toHaveText('Hubungi Kami');
      for (const [path, owner, heading] of [
        ['/id/faq', 'mf-about', 'Tanya Jawab (FAQ)'],
        [PRESS.id, 'mf-publication', 'Siaran Pers'],
        ['/id/karir', 'mf-careers', 'Karir'],
        ['/id/peraturan/peraturan-ksei', 'mf-regulations', 'Peraturan KSEI'],
      ] as const) {
        await page.evaluate((target) => window.history.pushState(null, '', target), path);
        await expect(page.locator(`[data-section="${owner}"] h1`)).toHaveText(heading);
      }
      expect(problems.pageErrors).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    },
  );

  test('concurrent renders in two languages never mix (each request renders with its own language)', async ({
    request,
  }) => {
    const pages = Array.from({ length: 24 }, (_, index) => (index % 2 === 0 ? 'id' : 'en') as 'id' | 'en');
    const answers = await Promise.all(
      pages.map(async (locale) => ({ locale, html: await (await request.get(PRESS[locale])).text() })),
    );
    for (const { locale, html } of answers) {
      expect(firstHeading(html)).toBe(locale === 'id' ? 'Siaran Pers' : 'Press Releases');
      expect(html).toContain(locale === 'id' ? 'Navigasi utama' : 'Main navigation');
      expect(html).toMatch(new RegExp(`<html lang="${locale}"`));
    }
  });

  test('the loading bar shows while a client navigation waits 1.5 s for its data', async ({ page }) => {
    await page.goto('/id');
    await page.route('**/api/press-releases?*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
    await nav.getByRole('button', { name: 'Publikasi' }).click();
    await nav.getByRole('link', { name: 'Siaran Pers', exact: true }).click();
    await expect(page.locator('[data-progress="visible"]')).toBeAttached({ timeout: 1400 });
    await expect(page.locator('[data-section="mf-publication"] h1')).toHaveText('Siaran Pers');
    await expect(page.locator('[data-progress="hidden"]')).toBeAttached();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a list page reads completely and pages with plain links', async ({ page }) => {
    await page.goto(PRESS.en);
    await expect(page.locator('h1')).toHaveText('Press Releases');
    const firstPage = await page.locator('article h2').allTextContents();
    expect(firstPage.length).toBeGreaterThan(1);
    await page
      .getByRole('link', { name: /^(2|Page 2)$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/page=2/);
    const secondPage = await page.locator('article h2').allTextContents();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage).not.toEqual(firstPage);
  });

  test('a filter is a GET form: choosing a type and Apply narrows the list, keeping the other filter', async ({
    page,
  }) => {
    // The month is the page's other declared parameter (the type's form carries it as a hidden field).
    await page.goto(`${ANNOUNCEMENTS}?month=2025-03`);
    const type = page.getByLabel('Jenis pengumuman');
    const options = await type
      .locator('option')
      .evaluateAll((elements) =>
        elements.map((option) => (option as HTMLOptionElement).value).filter((value) => value !== ''),
      );
    expect(options.length).toBeGreaterThan(0);
    await type.selectOption(options[0] ?? '');
    await page.getByRole('button', { name: 'Terapkan' }).first().click();
    await expect(page).toHaveURL(new RegExp(`type=${options[0]}`));
    await expect(page).toHaveURL(/month=2025-03/);
    await expect(page.locator('h1')).toHaveText('Pengumuman');
  });

  test('the mobile menu opens without script and its links work', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/id');
    const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
    const menuLink = nav.getByRole('link', { name: 'Siaran Pers', exact: true });
    await expect(menuLink).toBeHidden();
    await nav.getByRole('button', { name: 'Buka menu' }).click();
    await nav.getByRole('button', { name: 'Publikasi' }).click();
    await expect(menuLink).toBeVisible();
    await menuLink.click();
    await expect(page).toHaveURL(PRESS.id);
    await expect(page.locator('h1')).toHaveText('Siaran Pers');
  });
});

/**
 * Replaces the live mf-forms version with a copy whose server build is `code` (written beside the
 * e2e server's releases, switched with a rename as the release command does), and restores it after.
 */
async function withFormsServerBuild(request: APIRequestContext, code: string, run: () => Promise<void>) {
  const registryFile = path.join(E2E_RELEASES, 'registry.json');
  const original = fs.readFileSync(registryFile, 'utf8');
  const registry = JSON.parse(original) as { remotes: { name: string; entry: string; version: string }[] };
  const forms = registry.remotes.find((entry) => entry.name === 'mf-forms');
  if (!forms) throw new Error('mf-forms is not released');
  const version = `${forms.version.slice(0, 8)}e2e${Date.now()}`;
  const folder = path.join(E2E_RELEASES, 'mf-forms', version);
  fs.cpSync(path.join(E2E_RELEASES, 'mf-forms', forms.version), folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'server', 'section.cjs'), code);
  const switchTo = (text: string): void => {
    fs.writeFileSync(`${registryFile}.e2e`, text);
    fs.renameSync(`${registryFile}.e2e`, registryFile);
  };
  const entry = { ...forms, version, entry: `/remotes/mf-forms/${version}/mf-manifest.json` };
  switchTo(JSON.stringify({ remotes: registry.remotes.map((r) => (r.name === 'mf-forms' ? entry : r)) }));
  try {
    const live = (await (await request.get('/remotes.json')).json()) as { remotes: unknown[] };
    expect(live.remotes).toContainEqual({ name: entry.name, entry: entry.entry, version });
    await run();
  } finally {
    switchTo(original);
  }
}

test.describe('a failing section server build', () => {
  test.describe.configure({ mode: 'serial' });

  for (const [kind, code] of [
    ['throws', `exports.remote = 'mf-forms'; exports.render = async () => { throw new Error('e2e: broken'); };`],
    ['never answers', `exports.remote = 'mf-forms'; exports.render = () => new Promise(() => {});`],
  ] as const) {
    test(`that ${kind} leaves that section to the browser; the chrome and other sections render on the server`, async ({
      page,
      request,
    }) => {
      await withFormsServerBuild(request, code, async () => {
        const started = Date.now();
        const html = await (await request.get(CONTACT)).text();
        // At most the time budget (1.5 s) and some, never hanging.
        expect(Date.now() - started).toBeLessThan(5000);
        expect(html).toContain('<nav aria-label="Navigasi utama"');
        expect(html).not.toContain('data-section-container="mf-forms"');
        expect(firstHeading(await (await request.get(PRESS.id)).text())).toBe('Siaran Pers');

        const problems = await watchProblems(page);
        await page.goto(CONTACT);
        await expect(page.locator('[data-section="mf-forms"] h1')).toHaveText('Hubungi Kami');
        expect(problems.pageErrors).toEqual([]);
      });
    });
  }
});
