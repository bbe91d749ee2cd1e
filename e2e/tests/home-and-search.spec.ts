import type { Page } from '@playwright/test';
import { buildPath, type Locale } from '@ksei/shared/node';
import { expect, test, watchProblems } from '../support/fixtures';
import { walk } from '../support/walking-page';
import { axeScan } from '../support/axe';

const LOCALES: readonly Locale[] = ['id', 'en'];
const TAGS: Readonly<Record<Locale, string>> = { id: 'id-ID', en: 'en-US' };

interface Hit {
  type: string;
  title: string;
  snippet: string;
  pageId: string;
  params: Record<string, string>;
}

async function axeViolations(page: Page): Promise<string[]> {
  const axe = await axeScan(page).analyze();
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const locale of LOCALES) {
  test.describe(`home (${locale})`, () => {
    test('shows the key figure, latest press releases and today’s announcements without layout shift', async ({
      page,
      request,
    }) => {
      const problems = await watchProblems(page);
      await page.addInitScript(() => {
        (window as unknown as { __cls: number }).__cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const figures = (await (await request.get(`/api/key-figures?locale=${locale}`)).json()) as {
        data: { key: string; value: number; asOf: string }[] | { key: string; value: number; asOf: string };
      };
      const list = Array.isArray(figures.data) ? figures.data : [figures.data];
      const investors = list.filter((f) => f.key === 'investors').sort((a, b) => b.asOf.localeCompare(a.asOf))[0]!;
      await page.goto(buildPath('home', locale));
      await expect(page.locator('[data-key-figure]')).toHaveText(
        new Intl.NumberFormat(TAGS[locale]).format(investors.value),
      );
      const figure = page.locator('[data-home-block="figure"]');
      await expect(figure).toContainText(locale === 'id' ? 'Per ' : 'As of ');
      await expect(figure.getByRole('link')).toHaveCount(1);

      // The home page shows the newest three press releases; the seed has 44, the newest is its example
      // release (slug `contoh-siaran-pers`, dated the day before the seed day).
      const press = page.locator('[data-home-block="press"]');
      await expect(press.locator('li')).toHaveCount(3);
      await expect(press.getByRole('link').first()).toHaveAttribute(
        'href',
        buildPath('publication.pressRelease', locale, { slug: 'contoh-siaran-pers' }),
      );
      const today = page.locator('[data-home-block="today"]');
      await expect(
        today.getByRole('link', {
          name: locale === 'id' ? 'Semua pengumuman hari ini' : "All of today's announcements",
        }),
      ).toHaveAttribute('href', buildPath('todaysAnnouncements', locale));
      await expect(today.locator('[role="status"]')).toHaveCount(0); // loaded

      for (const id of ['isin', 'service.scheduleOfCorporateActions', 'whistleblowingForm'])
        await expect(page.locator(`main a[href="${buildPath(id, locale)}"]`).first()).toBeVisible();

      // Shifts would come from hydration, web fonts or images: read the total once all three are done
      // and two frames have been laid out since.
      await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
      await page.evaluate(async () => {
        await document.fonts.ready;
        // Lazy images below the fold are not fetched yet: waiting for them would wait for nothing.
        const eager = [...document.images].filter((image) => image.loading !== 'lazy');
        await Promise.all(eager.map((image) => image.decode().catch(() => undefined)));
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      });
      expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    });

    walk(
      "today's announcements show each type and reference number whole, also with wider text spacing",
      async ({ walking: { page } }) => {
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(buildPath('home', locale));
        const lines = page.locator('[data-home-block="today"] li > p');
        expect(await lines.count()).toBeGreaterThan(0);
        // WCAG 1.4.12's spacing (line 1.5, letters 0.12em, words 0.16em), added to the page's own styles.
        const cut = await lines.evaluateAll((elements) => {
          const sheet = new CSSStyleSheet();
          sheet.replaceSync(
            '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }',
          );
          document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
          return elements
            .filter((element) => element.scrollWidth > element.clientWidth + 1)
            .map((element) => element.textContent);
        });
        expect(cut).toEqual([]);
        await expect(lines.first()).toContainText(/KSEI-\d+\/JKU\/\d{4}/);
      },
    );

    walk('a press release opens from the home page', async ({ walking: { page }, request }) => {
      const releases = (
        (await (await request.get(`/api/press-releases?locale=${locale}&pageSize=3`)).json()) as {
          data: { slug: string; title: string }[];
        }
      ).data;
      // The seed has 44 press releases: the home page shows the newest three.
      expect(releases).toHaveLength(3);
      await page.goto(buildPath('home', locale));
      await page.locator('[data-home-block="press"]').getByRole('link', { name: releases[0]!.title }).click();
      await expect(page).toHaveURL(
        new RegExp(`${buildPath('publication.pressRelease', locale, { slug: releases[0]!.slug })}$`),
      );
    });
  });

  test.describe(`search (${locale})`, () => {
    walk('asks for a keyword, then explains when nothing matches', async ({ walking: { page } }) => {
      await page.goto(buildPath('search', locale));
      await expect(page.locator('main')).toContainText(
        locale === 'id' ? 'Masukkan kata kunci untuk mulai mencari.' : 'Enter a keyword to start searching.',
      );
      await page.goto(`${buildPath('search', locale)}?q=zzqxjvw`);
      await expect(page.locator('main [role="status"]')).toContainText(
        locale === 'id' ? 'Tidak ada hasil untuk “zzqxjvw”' : 'No results for “zzqxjvw”',
      );
    });

    walk(
      'pages through every result: page 2 holds other hits, and a page past the end says so',
      async ({ walking: { page } }) => {
        // "dividend"/"dividen" is in more than a page of the seed's corporate actions and pages.
        const query = locale === 'id' ? 'dividen' : 'dividend';
        const search = buildPath('search', locale);
        await page.goto(`${search}?q=${query}`);
        const main = page.locator('main');
        const titles = () => main.locator('[data-search-group] li > :first-child').allTextContents();
        const first = await titles();
        expect(first).toHaveLength(20);
        const total = Number(((await main.locator('[role="status"]').first().textContent()) ?? '').replace(/\D/g, ''));
        expect(total).toBeGreaterThan(40);
        const pages = Math.ceil(total / 20);
        const pager = main.getByRole('navigation', { name: locale === 'id' ? 'Halaman daftar' : 'List pages' });
        const pageLink = (n: number) =>
          pager.getByRole('link', { name: `${locale === 'id' ? 'Halaman' : 'Page'} ${n}` });
        await pager.getByRole('link', { name: locale === 'id' ? 'Berikutnya' : 'Next' }).click();
        await expect(page).toHaveURL(new RegExp(`[?&]page=2`));
        await expect(pager.locator('[aria-current="page"]')).toHaveText('2');
        const second = await titles();
        expect(second).toHaveLength(20);
        expect(second.filter((title) => first.includes(title))).toEqual([]);
        await pageLink(pages).click();
        await expect(page).toHaveURL(new RegExp(`[?&]page=${pages}$`));
        await expect.poll(async () => (await titles()).length).toBe(total - (pages - 1) * 20);
        await expect(pager.getByRole('link', { name: locale === 'id' ? 'Berikutnya' : 'Next' })).toHaveCount(0);

        await page.goto(`${search}?q=${query}&page=${pages + 5}`);
        await expect(main.locator('[role="status"]').first()).toHaveText(
          locale === 'id'
            ? `Tidak ada halaman ${pages + 5}: hasil pencarian ini hanya ${pages} halaman.`
            : `There is no page ${pages + 5}: these results have only ${pages} pages.`,
        );
        await expect(pageLink(1)).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      },
    );

    walk('narrows the results to one type, each type offered with its count', async ({ walking: { page } }) => {
      const query = locale === 'id' ? 'dividen' : 'dividend';
      await page.goto(`${buildPath('search', locale)}?q=${query}`);
      const main = page.locator('main');
      const types = main.getByRole('navigation', { name: locale === 'id' ? 'Jenis hasil' : 'Result types' });
      const links = types.getByRole('link');
      expect(await links.count()).toBeGreaterThan(2);
      const number = (text: string | null) => Number((/\(([\d.,]+)\)/.exec(text ?? '')?.[1] ?? '').replace(/\D/g, ''));
      const status = main.locator('[role="status"]').first();
      const figure = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
      const all = figure(await status.textContent());
      await expect(links.first()).toHaveAttribute('aria-current', 'true');
      expect(number(await links.first().textContent())).toBe(all);
      const counts = await Promise.all(
        (await links.all()).slice(1).map(async (link) => number(await link.textContent())),
      );
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(all);

      // The type with the fewest hits: only its hits are listed, as many as its link said.
      const last = links.last();
      const lastCount = number(await last.textContent());
      const lastType = new URL((await last.getAttribute('href')) ?? '', 'http://x').searchParams.get('type');
      expect(lastCount).toBeGreaterThan(0);
      expect(lastType).toMatch(/^[a-zA-Z]+$/);
      await last.click();
      await expect(page).toHaveURL(new RegExp(`[?&]type=${lastType}`));
      await expect(last).toHaveAttribute('aria-current', 'true');
      await expect(main.locator('[data-search-group]')).toHaveCount(1);
      await expect(main.locator(`[data-search-group="${lastType}"] li`)).toHaveCount(Math.min(lastCount, 20));
      expect(figure(await status.textContent())).toBe(lastCount);
      await links.first().click();
      await expect(page).not.toHaveURL(/type=/);
      expect(await axeViolations(page)).toEqual([]);
    });

    walk('a misspelt query that finds nothing offers the corrected one', async ({ walking: { page } }) => {
      // Misspellings of words in the seed's titles.
      const [typed, corrected] = locale === 'id' ? ['peraturam', 'peraturan'] : ['dividn', 'dividend'];
      await page.goto(`${buildPath('search', locale)}?q=${typed}`);
      const main = page.locator('main');
      await expect(main.locator('[role="status"]')).toContainText(typed);
      await expect(main).toContainText(locale === 'id' ? 'Mungkin maksud Anda:' : 'Did you mean:');
      await main.getByRole('link', { name: corrected, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]q=${corrected}$`));
      await expect(main.locator('[data-search-group]').first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    walk(
      'shows grouped, highlighted results that link through the manifest',
      async ({ walking: { page, problems }, request }) => {
        const query = 'ksei';
        const response = (await (await request.get(`/api/search?q=${query}&locale=${locale}`)).json()) as {
          total: number;
          groups: { type: string; hits: Hit[] }[];
        };
        const groups = response.groups.filter((g) => g.hits.length > 0);
        expect(groups.length).toBeGreaterThan(0);
        await page.goto(`${buildPath('search', locale)}?q=${query}`);
        const main = page.locator('main');
        await expect(main.locator('[data-search-group]')).toHaveCount(groups.length);
        await expect(main.locator('[data-search-group] h3')).toHaveCount(groups.length);
        await expect(main.locator('mark').first()).toBeVisible();
        expect((await main.locator('mark').first().textContent())!.toLowerCase()).toContain(query);
        // No markup other than <mark> comes from the snippet.
        expect(
          await main
            .locator('[data-search-group] p b, [data-search-group] p script, [data-search-group] p img')
            .count(),
        ).toBe(0);

        const hit = groups[0]!.hits[0]!;
        const href = buildPath(hit.pageId, locale, hit.params);
        const link = main.locator(`[data-search-group="${groups[0]!.type}"] a`).first();
        await expect(link).toHaveAttribute('href', href);
        expect(await axeViolations(page)).toEqual([]);
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
        expect(problems.consoleErrors).toEqual([]);
      },
    );

    test('the header search suggests as you type and goes to the chosen suggestion', async ({ page, request }) => {
      const query = 'kse';
      const answer = (await (await request.get(`/api/search/suggest?q=${query}&locale=${locale}`)).json()) as
        { data: Hit[] } | Hit[];
      const suggestions = Array.isArray(answer) ? answer : answer.data;
      expect(suggestions.length).toBeGreaterThan(0);
      // Every suggestion request the page makes, and the page's timers on the test's clock.
      const asked: string[] = [];
      page.on('request', (req) => {
        const url = new URL(req.url());
        if (url.pathname === '/api/search/suggest') asked.push(url.searchParams.get('q') ?? '');
      });
      await page.clock.install();
      await page.goto(buildPath('home', locale));
      // The clock stands still from here unless the test moves it: the pauses are the test's, not a
      // busy machine's (keys typed together once arrived 200 ms apart on CI and "ks" went out).
      await page.clock.pauseAt(new Date(Date.now() + 60_000));
      const box = page.locator('header input[role="combobox"]');
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await box.click();
      await box.pressSequentially(query.slice(0, 1));
      await page.clock.runFor(400); // well past the 200 ms debounce
      await expect(box).toHaveAttribute('aria-expanded', 'false'); // one character asks nothing
      await box.pressSequentially(query.slice(1));
      await page.clock.runFor(200);
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      // One request, for the whole term: none for one character, none for each keystroke.
      expect(asked).toEqual([query]);
      // Time flows again for the rest (axe itself waits on timers).
      await page.clock.resume();
      const listbox = page.locator(`#${(await box.getAttribute('aria-controls'))!.replace(/([^\w-])/g, '\\$1')}`);
      await expect(listbox.getByRole('option').first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await box.press('ArrowDown');
      const active = await box.getAttribute('aria-activedescendant');
      expect(active).toBeTruthy();
      await expect(listbox.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
      await box.press('Escape');
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await expect(box).toHaveValue(query); // the first Escape only closes the list
      await box.press('ArrowDown');
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      const first = suggestions[0]!;
      await box.press('Enter');
      const href = buildPath(first.pageId, locale, first.params);
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    });

    walk('Enter without a highlighted suggestion opens the search page', async ({ walking: { page } }) => {
      await page.goto(buildPath('home', locale));
      const box = page.locator('header input[role="combobox"]');
      await box.fill('obligasi');
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${buildPath('search', locale)}\\?q=obligasi$`));
      await expect(page.locator('main h2').first()).toContainText('obligasi');
    });
  });
}
