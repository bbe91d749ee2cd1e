import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { buildPath, type Locale } from '@ksei/shared/node';
import type { APIRequestContext, Page } from '@playwright/test';
import { cspViolations, expect, test, watchProblems } from '../support/fixtures';
import { E2E_RELEASES } from '../support/env';
import { axeScan } from '../support/axe';
import { walk } from '../support/walking-page';

/**
 * The data and statistics section, checked against the seed's own files (server/seed), not against the
 * API that serves them: eight charts rendered as SVG by the server, their tables, periods and
 * downloads; the domestic map by keyboard; ownership, securities counts and investor totals.
 */
const SEED = path.resolve(import.meta.dirname, '../../server/seed');

/** A small CSV reader for the seed files (quoted fields with commas, `""` escapes). */
function csv(name: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(path.join(SEED, name), 'utf8').trim().split(/\r?\n/);
  const split = (line: string) =>
    [...line.matchAll(/("([^"]|"")*"|[^,]*)(,|$)/g)].map((m) => (m[1] ?? '').replace(/^"|"$/g, '').replace(/""/g, '"'));
  const names = split(header ?? '');
  return lines.map((line) => {
    const cells = split(line);
    return Object.fromEntries(names.map((name, index) => [name, cells[index] ?? '']));
  });
}
const DEMOGRAPHICS = csv('investor_demographics.csv');
const SID = csv('investor_sid_totals.csv');
const LAMPUNG = csv('province_example_lampung.csv');
const COUNTS = csv('ksei_balancepos_security_type_counts_2023-08_2024-03.csv');
const OWNERSHIP = csv('ksei_equity_ownership_summary_monthly_2023-08_2024-03.csv');
const TICKERS = csv('ksei_holding_selected_tickers_monthly_2023-08_2024-03.csv');
const HOLDINGS = csv('ksei_holding_composition_2024-03-28.csv');

/** Numbers as the site writes them: `1.156,57` in Indonesian, `1,156.57` in English. */
function number(value: number, locale: Locale, digits = 0): string {
  const [whole = '', fraction] = Math.abs(value).toFixed(digits).split('.');
  const [group, decimal] = locale === 'id' ? ['.', ','] : [',', '.'];
  return `${value < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, group)}${fraction ? decimal + fraction : ''}`;
}

const dated = (period: string | undefined) => /^\d{4}-\d{2}$/.test(period ?? '');
const latestOf = (dimension: string) =>
  DEMOGRAPHICS.filter((row) => row['dimension'] === dimension && dated(row['period']))
    .map((row) => row['period'] ?? '')
    .sort()
    .at(-1) ?? '';
const demographic = (dimension: string, period: string, category: string) => {
  const row = DEMOGRAPHICS.find(
    (r) => r['dimension'] === dimension && r['period'] === period && r['category'] === category,
  );
  if (!row) throw new Error(`no ${dimension} ${period} ${category}`);
  return row;
};
const exactTotals = SID.filter(
  (row) => row['metric'] === 'total_capital_market_SID' && /^\d{4}-/.test(row['period'] ?? ''),
);
const latestLampung = LAMPUNG.at(-1);

/** Per chart: a figure of its default (latest) period that the table must show, read from the seed files. */
const FIGURES: Readonly<Record<string, (locale: Locale) => string>> = {
  gender: (locale) =>
    number(Number(demographic('gender', latestOf('gender'), 'male')['share_of_investors_pct']), locale, 2),
  assets: (locale) => number(Number(demographic('age', latestOf('age'), '>60')['asset_value_rp_trillion']), locale, 2),
  income: (locale) =>
    number(
      Number(demographic('income (annual)', latestOf('income (annual)'), '<Rp10 juta')['share_of_investors_pct']),
      locale,
      2,
    ),
  job: (locale) =>
    number(Number(demographic('occupation', latestOf('occupation'), 'student')['share_of_investors_pct']), locale, 2),
  sid: (locale) => number(Number(exactTotals.at(-1)?.['value']), locale),
  'domestic-map': (locale) => number(Number(latestLampung?.['value']), locale),
};
const SAMPLE_CHARTS = ['product', 'transfer', 'domestic-map'];
const SLUGS = ['assets', 'gender', 'income', 'job', 'product', 'sid', 'transfer', 'domestic-map'] as const;

const LABELS = {
  id: {
    period: 'Periode',
    show: 'Tampilkan',
    csv: 'Unduh data grafik (CSV)',
    png: 'Unduh gambar grafik (PNG)',
    sample: 'Contoh konten',
    unavailable: 'Data yang Anda cari tidak tersedia atau telah dihapus.',
    lampung: (value: string) => `Lampung: ${value} investor`,
    selected: 'Dipilih: ',
    code: 'Kode efek',
    search: 'Cari',
    month: 'Bulan',
    individual: 'Perorangan',
    corporateBond: 'Obligasi Korporasi',
    csvHeader: 'Periode,Kode,Kategori,Nilai',
    male: 'Laki-laki',
  },
  en: {
    period: 'Period',
    show: 'Show',
    csv: 'Download the chart data (CSV)',
    png: 'Download the chart image (PNG)',
    sample: 'Sample content',
    unavailable: 'The data you are looking for is not available or has been deleted.',
    lampung: (value: string) => `Lampung: ${value} investors`,
    selected: 'Selected: ',
    code: 'Security code',
    search: 'Search',
    month: 'Month',
    individual: 'Individual',
    corporateBond: 'Corporate Bond',
    csvHeader: 'Period,Key,Category,Value',
    male: 'Male',
  },
} as const;

const section = (page: Page) => page.locator('[data-section="mf-statistics"]');
const chartPath = (locale: Locale, slug: string) => buildPath('statistics.chart', locale, { slug });

/** The released mf-statistics chunks that carry recharts (read from the build the server serves). */
function rechartsChunks(): string[] {
  const root = path.join(E2E_RELEASES, 'mf-statistics');
  const registry = JSON.parse(readFileSync(path.join(E2E_RELEASES, 'registry.json'), 'utf8')) as {
    remotes: { name: string; version: string }[];
  };
  const version = registry.remotes.find((remote) => remote.name === 'mf-statistics')?.version ?? '';
  const dir = path.join(root, version);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .filter((name) => readFileSync(path.join(dir, name), 'utf8').includes('recharts-surface'));
}

async function axeClean(page: Page): Promise<void> {
  const axe = await axeScan(page).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function html(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  return response.text();
}

for (const locale of ['id', 'en'] as const satisfies readonly Locale[]) {
  const labels = LABELS[locale];

  test.describe(`statistics charts (${locale})`, () => {
    for (const slug of SLUGS) {
      test(`${slug}: the server sends the chart as SVG with its table, source and downloads`, async ({ request }) => {
        const body = await html(request, chartPath(locale, slug));
        expect(body).toContain('<svg');
        expect(body).toMatch(
          slug === 'domestic-map' ? /<path[^>]*role="img"[^>]*aria-label="Lampung/ : /class="recharts-surface"/,
        );
        // A caption on screen (no visually-hidden class); its id names the scrollable region.
        expect(body).toMatch(/<caption(?: id="[^"]+")?>[^<]+<\/caption>/);
        expect(body).toContain('scope="row"');
        expect(body).toContain(`>${labels.csv}</a>`);
        // The PNG button needs JavaScript: it is not in the server's HTML.
        expect(body).not.toContain(labels.png);
        const figure = FIGURES[slug];
        if (figure) expect(body).toContain(`>${figure(locale)}</td>`);
        expect(body.includes(labels.sample)).toBe(SAMPLE_CHARTS.includes(slug));
      });
    }

    test('a period is chosen with the selector; the table, address and CSV follow', async ({ page }) => {
      const problems = await watchProblems(page);
      await page.goto(chartPath(locale, 'gender'));
      await expect(section(page).getByRole('button', { name: labels.png })).toBeVisible();
      await section(page).getByRole('combobox', { name: labels.period }).selectOption('2023-08');
      await expect(page).toHaveURL(/[?&]period=2023-08/);
      const male = demographic('gender', '2023-08', 'male');
      const row = section(page).getByRole('row', { name: new RegExp(`^${labels.male}`) });
      await expect(row).toContainText(number(Number(male['share_of_investors_pct']), locale, 2));
      await expect(row).toContainText(number(Number(male['asset_value_rp_trillion']), locale, 2));
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        section(page).getByRole('link', { name: labels.csv }).click(),
      ]);
      const text = readFileSync((await download.path()) ?? '', 'utf8').replace(/^\uFEFF/, '');
      expect(text.startsWith(labels.csvHeader)).toBe(true);
      expect(text).toContain(
        `2023-08,male,${labels.male},${male['share_of_investors_pct']},${male['asset_value_rp_trillion']},`,
      );
      // The PNG is made from the chart's SVG in the browser.
      const [png] = await Promise.all([
        page.waitForEvent('download'),
        section(page).getByRole('button', { name: labels.png }).click(),
      ]);
      expect(png.suggestedFilename()).toBe('gender-2023-08.png');
      expect(
        readFileSync((await png.path()) ?? '')
          .subarray(1, 4)
          .toString(),
      ).toBe('PNG');
      await axeClean(page);
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
      expect(await cspViolations(page)).toEqual([]);
    });

    walk('every statistics page passes axe, without console errors', async ({ walking: { page, problems } }) => {
      // Twelve pages, each loaded and scanned by axe: more than one page's default 30 s on two cores.
      walk.setTimeout(90_000);
      const pages = [
        buildPath('statistics.charts', locale),
        ...SLUGS.map((slug) => chartPath(locale, slug)),
        buildPath('statistics.securitiesOwnership', locale) + '?code=BBCA',
        buildPath('statistics.securitiesStatic', locale),
        buildPath('statistics.kseiStatistics', locale),
      ];
      for (const url of pages) {
        await page.goto(url);
        await expect(section(page).locator('h1')).toBeVisible();
        await page.locator('html[data-ready]').waitFor({ state: 'attached' });
        await axeClean(page);
      }
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
      expect(await cspViolations(page)).toEqual([]);
    });

    walk(
      'on a phone a chart is drawn for its width: labels at least 11 pixels high, nothing cut',
      async ({ walking: { page, problems } }) => {
        /** The rendered height of the drawing's smallest label, and how many labels it shows. */
        const labels = (frame: string) =>
          section(page)
            .locator(`[data-chart-frame="${frame}"] svg text`)
            .evaluateAll((texts) => {
              const heights = texts.map((text) => text.getBoundingClientRect().height).filter((height) => height > 0);
              return { count: heights.length, smallest: Math.min(...heights) };
            });
        for (const slug of ['sid', 'job', 'gender']) {
          await page.setViewportSize({ width: 390, height: 844 });
          await page.goto(chartPath(locale, slug));
          await expect(section(page).locator('[data-chart-frame="narrow"] svg')).toBeVisible();
          await expect(section(page).locator('[data-chart-frame="wide"] svg')).toBeHidden();
          const narrow = await labels('narrow');
          if (slug === 'gender') {
            // The pie's names are a legend of text beside colours, not labels drawn in the picture.
            await expect(section(page).locator('[data-chart-frame="narrow"] li')).toHaveCount(2);
          } else {
            expect(narrow.count, slug).toBeGreaterThan(3);
            expect(narrow.smallest, slug).toBeGreaterThanOrEqual(11);
          }
          await axeClean(page);
          // On a desktop the wide drawing, with every label.
          await page.setViewportSize({ width: 1280, height: 800 });
          await expect(section(page).locator('[data-chart-frame="wide"] svg')).toBeVisible();
          await expect(section(page).locator('[data-chart-frame="narrow"] svg')).toBeHidden();
        }
        // Both drawings are server-rendered and hydrated: any difference would be a hydration error here.
        expect(problems.consoleErrors).toEqual([]);
      },
    );

    walk(
      'the map: every province is reached with Tab and named with its figure',
      async ({ walking: { page, problems } }) => {
        // Entered from the chart list in the browser: the map's own chunk loads with the page's data.
        await page.goto(buildPath('statistics.charts', locale));
        await page.locator('html[data-ready]').waitFor({ state: 'attached' });
        await section(page)
          .locator(`a[href="${chartPath(locale, 'domestic-map')}"]`)
          .click();
        await expect(page).toHaveURL(chartPath(locale, 'domestic-map'));
        const provinces = section(page).locator('svg path[role="img"]');
        await expect(provinces).toHaveCount(33);
        const lampung = number(Number(latestLampung?.['value']), locale);
        await expect(section(page).getByRole('img', { name: labels.lampung(lampung), exact: true })).toBeVisible();
        // From the period form's button, Tab walks into the map, province by province.
        await section(page).getByRole('button', { name: labels.show }).focus();
        await page.keyboard.press('Tab');
        const first = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
        expect(first).toMatch(/^[^:]+: [\d.,]+ investor/);
        await expect(section(page).getByText(`${labels.selected}${first ?? ''}`)).toBeVisible();
        await page.keyboard.press('Tab');
        const second = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
        expect(second).not.toBe(first);
        expect(second).toMatch(/^[^:]+: [\d.,]+ investor/);
        // The same figures are in the table.
        await expect(section(page).getByRole('row', { name: /^Lampung/ })).toContainText(lampung);
        expect(problems.consoleErrors).toEqual([]);
      },
    );

    walk('an unknown chart answers 404 with the data-unavailable message', async ({ walking: { page } }) => {
      const response = await page.goto(chartPath(locale, 'no-such-chart'));
      expect(response?.status()).toBe(404);
      await expect(section(page).getByText(labels.unavailable)).toBeVisible();
    });

    test('kepemilikan-efek: holdings by investor type, a security found by code, the monthly files', async ({
      page,
    }) => {
      const problems = await watchProblems(page);
      await page.goto(buildPath('statistics.securitiesOwnership', locale));
      const latest = OWNERSHIP.at(-1) ?? {};
      await expect(
        section(page)
          .getByRole('row', { name: new RegExp(`^${labels.individual}`) })
          .first(),
      ).toContainText(number(Number(latest['local_id_value_idr']), locale));
      await section(page).getByRole('searchbox', { name: labels.code }).fill('bbca');
      await section(page).getByRole('button', { name: labels.search }).click();
      await expect(page).toHaveURL(/[?&]code=BBCA/);
      const holding = HOLDINGS.find((row) => row['code'] === 'BBCA') ?? {};
      const tables = section(page).locator('table');
      await expect(tables.nth(1)).toContainText(number(Number(holding['local_id']), locale));
      const bbca = TICKERS.filter((row) => row['code'] === 'BBCA');
      await expect(tables.nth(2).locator('tbody tr')).toHaveCount(bbca.length);
      await expect(tables.nth(2)).toContainText(number(Number(bbca[0]?.['foreign_value_idr']), locale));
      // Each month's file, as CSV from the API.
      const first = OWNERSHIP[0] ?? {};
      const link = section(page).locator(`a[href*="ownership.csv"][href*="month=${first['date']}"]`);
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      const text = readFileSync((await download.path()) ?? '', 'utf8');
      expect(text).toContain(
        `${first['date']},${labels.individual},${first['local_id_value_idr']},${first['foreign_id_value_idr']}`,
      );
      expect(problems.consoleErrors).toEqual([]);
    });

    walk('statik-efek: securities by type for the chosen month', async ({ walking: { page } }) => {
      await page.goto(buildPath('statistics.securitiesStatic', locale));
      await expect(section(page).locator('[data-chart-frame="wide"] svg.recharts-surface')).toBeVisible();
      const months = [...new Set(COUNTS.map((row) => row['date']))];
      const latestRows = COUNTS.filter((row) => row['date'] === months.at(-1));
      await expect(section(page).locator('tbody tr')).toHaveCount(latestRows.length + 1);
      await section(page).getByRole('combobox', { name: labels.month }).selectOption('2023-08-31');
      await expect(page).toHaveURL(/[?&]month=2023-08-31/);
      const bonds = COUNTS.find((row) => row['date'] === '2023-08-31' && row['security_type'] === 'CORPORATE BOND');
      await expect(section(page).getByRole('row', { name: new RegExp(`^${labels.corporateBond}`) })).toContainText(
        number(Number(bonds?.['count']), locale),
      );
    });

    walk(
      'statistik-ksei: the latest exact investor total and every dated figure with its source',
      async ({ walking: { page } }) => {
        await page.goto(buildPath('statistics.kseiStatistics', locale));
        const exact = SID.filter(
          (row) => row['metric'] === 'total_capital_market_SID' && row['precision_note']?.startsWith('exact'),
        );
        await expect(section(page).locator('strong')).toHaveText(number(Number(exact.at(-1)?.['value']), locale));
        const datedRows = SID.filter((row) => /^\d{4}-\d{2}/.test(row['period'] ?? ''));
        await expect(section(page).locator('tbody tr')).toHaveCount(datedRows.length);
        await expect(section(page).locator('tbody a[href*="kontan.co.id"]')).toHaveCount(
          datedRows.filter((row) => row['source_url']?.includes('kontan.co.id')).length,
        );
      },
    );
  });

  test.describe(`statistics without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });

    test('the period form, the code search and the figures work as plain pages', async ({ page }) => {
      await page.goto(chartPath(locale, 'assets'));
      await expect(section(page).locator('svg.recharts-surface .recharts-bar-rectangle path').first()).toBeVisible();
      await section(page).getByRole('combobox', { name: labels.period }).selectOption('2021-11');
      await section(page).getByRole('button', { name: labels.show }).click();
      await expect(page).toHaveURL(/[?&]period=2021-11/);
      await expect(section(page).locator('tbody')).toContainText(
        number(Number(demographic('age', '2021-11', '>60')['asset_value_rp_trillion']), locale, 2),
      );
      await page.goto(buildPath('statistics.securitiesOwnership', locale));
      await section(page).getByRole('searchbox', { name: labels.code }).fill('TLKM');
      await section(page).getByRole('button', { name: labels.search }).click();
      await expect(page).toHaveURL(/[?&]code=TLKM/);
      const tlkm = TICKERS.filter((row) => row['code'] === 'TLKM');
      await expect(section(page).locator('table').nth(2)).toContainText(
        number(Number(tlkm.at(-1)?.['local_value_idr']), locale),
      );
      await page.goto(buildPath('statistics.securitiesStatic', locale));
      await expect(section(page).locator('tfoot, tbody').last()).toContainText(
        number(
          COUNTS.filter((row) => row['date'] === COUNTS.at(-1)?.['date']).reduce(
            (sum, row) => sum + Number(row['count']),
            0,
          ),
          locale,
        ),
      );
      await page.goto(buildPath('statistics.kseiStatistics', locale));
      await expect(section(page).locator('strong')).toBeVisible();
      await page.goto(chartPath(locale, 'domestic-map'));
      await expect(section(page).locator('svg path[role="img"]')).toHaveCount(33);
    });
  });
}

walk(
  'recharts loads on a chart page only: not on another section, nor on the chart list',
  async ({ walking: { page } }) => {
    const chunks = rechartsChunks();
    expect(chunks.length).toBeGreaterThan(0);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const usesRecharts = () => requested.some((url) => chunks.some((chunk) => url.endsWith(`/${chunk}`)));
    await page.goto('/id/tentang-ksei/sekilas');
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(usesRecharts()).toBe(false);
    await page.goto(buildPath('statistics.charts', 'id'));
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(usesRecharts()).toBe(false);
    // The control: a chart page does load it, so the check above can see it.
    await page.goto(chartPath('id', 'gender'));
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(usesRecharts()).toBe(true);
  },
);
