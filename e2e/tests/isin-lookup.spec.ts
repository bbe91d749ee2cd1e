import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildPath, type Locale } from '@ksei/shared/node';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { walk } from '../support/walking-page';
import { axeScan } from '../support/axe';

/**
 * The ISIN lookup and a security's page, checked against the seed's own files (KSEI's holding
 * composition of 28 March 2024 and the verified ISINs), not against the API that serves them.
 */
const SEED = path.resolve(import.meta.dirname, '../../server/seed/ksei_holding_composition_2024-03-28.csv');
const rows = readFileSync(SEED, 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split(','));
const codesOfType = (type: string) => rows.filter((row) => row[2] === type).map((row) => row[1] ?? '');
const holdingOf = (code: string) => rows.find((row) => row[1] === code);

/** From isin_samples_checked.csv: BBCA's real ISIN, and BBRI's documented example whose check digit fails. */
const BBCA_ISIN = 'ID1000109507';
const WRONG_ISIN = 'ID1000103801';

const LABELS = {
  id: {
    box: 'Kode ISIN, kode efek atau penerbit',
    found: (n: string) => `${n} efek ditemukan`,
    wrongDigit: `"${WRONG_ISIN}" bukan kode ISIN yang sah: digit pemeriksa (karakter terakhir) seharusnya 7, bukan 1.`,
    type: 'Jenis',
    warrant: 'Waran',
    codeColumn: 'Kode',
    codeDescending: 'Kode (urutkan turun)',
    structuredWarrant: 'Waran Terstruktur',
    csv: 'Unduh hasil ini (CSV)',
    csvHeader: 'Kode',
    apply: 'Terapkan',
    search: 'Cari',
    total: 'Jumlah',
    actionsHeading: 'Aksi korporasi',
    interimDividend: 'Dividen tunai (interim 2024)',
    inSchedule: 'Aksi korporasi SMAR di jadwal',
    legend: '— : belum ada dalam data efek yang dimuat di situs ini.',
    noMaster: /^Daftar efek bulanan KSEI \(StatisEfek\), sumber semua kolom di bawah ini, belum dimuat untuk kode ini/,
  },
  en: {
    box: 'ISIN, security code or issuer',
    found: (n: string) => `${n} ${n === '1' ? 'security' : 'securities'} found`,
    wrongDigit: `"${WRONG_ISIN}" is not a valid ISIN: its check digit (the last character) should be 7, not 1.`,
    type: 'Type',
    warrant: 'Warrant',
    codeColumn: 'Code',
    codeDescending: 'Code (sort descending)',
    structuredWarrant: 'Structured Warrant',
    csv: 'Download this result (CSV)',
    csvHeader: 'Code',
    apply: 'Apply',
    search: 'Search',
    total: 'Total',
    actionsHeading: 'Corporate actions',
    interimDividend: 'Cash dividend (interim 2024)',
    inSchedule: 'SMAR corporate actions in the schedule',
    legend: '— : not in the securities data loaded on this site.',
    noMaster: /^KSEI's monthly securities list \(StatisEfek\), the source of every field below, has not been loaded/,
  },
} as const;

const section = (page: Page) => page.locator('[data-section="mf-service-support"]');
const firstCodes = (page: Page) => section(page).locator('tbody th[scope="row"]').allTextContents();

for (const locale of ['id', 'en'] as const satisfies readonly Locale[]) {
  const labels = LABELS[locale];
  const lookup = buildPath('isin', locale);

  test.describe(`ISIN lookup (${locale})`, () => {
    walk(
      'results follow what is typed, without Enter, and the box keeps focus and text',
      async ({ walking: { page, problems } }) => {
        await page.goto(lookup);
        const box = section(page).getByRole('searchbox', { name: labels.box });
        await box.pressSequentially(BBCA_ISIN, { delay: 20 });
        await expect(page).toHaveURL(new RegExp(`[?&]q=${BBCA_ISIN}`));
        await expect(section(page).getByRole('status')).toHaveText(labels.found('1'));
        await expect(section(page).locator('tbody tr')).toHaveCount(1);
        await expect(section(page).locator('tbody th[scope="row"]')).toHaveText('BBCA');
        await expect(section(page).locator('tbody tr').first()).toContainText('PT Bank Central Asia Tbk');
        // The seed has no listing date for BBCA (no KSEI master file): the dash in its row is explained.
        await expect(section(page).getByText(labels.legend)).toBeVisible();
        await expect(box).toBeFocused();
        await expect(box).toHaveValue(BBCA_ISIN);
        const axe = await axeScan(page).analyze();
        expect(axe.violations.map((v) => v.id)).toEqual([]);
        expect(problems.consoleErrors).toEqual([]);
        expect(problems.pageErrors).toEqual([]);
      },
    );

    test('typing asks once per pause, and a search overtaken by a newer one is cancelled', async ({ page }) => {
      // The page's timers run on the test's clock, which stands still unless the test moves it: the pauses are
      // the test's, not a busy machine's (keys typed 20 ms apart once arrived 300 ms apart on CI).
      await page.clock.install();
      await page.goto(lookup);
      await page.clock.pauseAt(new Date(Date.now() + 60_000));
      const asked: string[] = [];
      const cancelled: string[] = [];
      const query = (url: string) => new URL(url).searchParams.get('q') ?? '';
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/securities') asked.push(query(request.url()));
      });
      page.on('requestfailed', (request) => {
        if (new URL(request.url()).pathname === '/api/securities') cancelled.push(query(request.url()));
      });
      // The first search answers slowly, so that the second overtakes it.
      await page.route(
        (url) => url.pathname === '/api/securities' && url.searchParams.get('q') === 'BB',
        async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 3000));
          await route.continue().catch(() => undefined);
        },
      );
      const box = section(page).getByRole('searchbox', { name: labels.box });
      // Twelve keys with no pause between them, then a pause well past the type-ahead delay: one request.
      await box.pressSequentially(BBCA_ISIN);
      expect(asked).toEqual([]);
      await page.clock.runFor(1000);
      await expect(section(page).locator('tbody th[scope="row"]')).toHaveText(['BBCA']);
      expect(asked).toEqual([BBCA_ISIN]);
      // "BB", a pause, then "CA": the slow "BB" search is cancelled and the list shows "BBCA"'s results.
      await box.fill('');
      await box.pressSequentially('BB');
      await page.clock.runFor(1000);
      await expect.poll(() => asked.at(-1)).toBe('BB');
      await box.pressSequentially('CA');
      await page.clock.runFor(1000);
      await expect(page).toHaveURL(/[?&]q=BBCA(&|$)/);
      await expect.poll(() => cancelled).toContain('BB');
      const bbca = rows.filter((row) => row[1]?.includes('BBCA')).map((row) => row[1]);
      await expect.poll(() => firstCodes(page)).toEqual(bbca.sort());
    });

    walk(
      'an ISIN whose check digit is wrong is explained beside the box, the text kept',
      async ({ walking: { page } }) => {
        await page.goto(lookup);
        const box = section(page).getByRole('searchbox', { name: labels.box });
        await box.fill(WRONG_ISIN);
        await box.press('Enter');
        await expect(section(page).getByText(labels.wrongDigit)).toBeVisible();
        await expect(box).toHaveAttribute('aria-invalid', 'true');
        await expect(box).toHaveAccessibleDescription(new RegExp(labels.wrongDigit.replace(/[.()"]/g, '.')));
        await expect(box).toHaveValue(WRONG_ISIN);
        await expect(section(page).locator('table')).toHaveCount(0);
        // Fixing the last digit finds the security.
        await box.fill(`${WRONG_ISIN.slice(0, 11)}7`);
        await box.press('Enter');
        await expect(section(page).getByText(labels.wrongDigit)).toHaveCount(0);
        await expect(box).not.toHaveAttribute('aria-invalid', 'true');
        await expect(section(page).getByRole('status')).toHaveText(labels.found('0'));
      },
    );

    walk(
      'a type filter shows exactly that type, pages through it, and sorts by a column',
      async ({ walking: { page } }) => {
        const warrants = codesOfType('WARRANT').sort();
        expect(warrants.length).toBeGreaterThan(20); // more than one page of 20
        await page.goto(lookup);
        await section(page).getByRole('combobox', { name: labels.type }).selectOption({ label: labels.warrant });
        await expect(page).toHaveURL(/[?&]type=WARRANT/);
        await expect(section(page).getByRole('status')).toHaveText(labels.found(String(warrants.length)));
        expect(await firstCodes(page)).toEqual(warrants.slice(0, 20));
        await section(page)
          .getByRole('link', { name: /^(2|Halaman 2|Page 2)$/ })
          .first()
          .click();
        await expect(page).toHaveURL(/[?&]page=2/);
        await expect.poll(() => firstCodes(page)).toEqual(warrants.slice(20, 40));
        // Code descending: the last warrant first.
        await section(page).getByRole('link', { name: labels.codeDescending, exact: true }).click();
        await expect(page).toHaveURL(/[?&]sort=-code/);
        await expect(page).not.toHaveURL(/page=2/);
        await expect.poll(async () => (await firstCodes(page))[0]).toBe(warrants.at(-1));
        await expect(section(page).locator('th[aria-sort]')).toHaveAttribute('aria-sort', 'descending');
        await expect(section(page).locator('th[aria-sort]')).toContainText(labels.codeColumn);
      },
    );

    test('the CSV holds the whole filtered result', async ({ page }) => {
      const warrants = codesOfType('WARRANT').sort();
      await page.goto(`${lookup}?type=WARRANT`);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        section(page).getByRole('link', { name: labels.csv }).click(),
      ]);
      const text = readFileSync((await download.path()) ?? '', 'utf8').replace(/^\uFEFF/, '');
      const lines = text.trim().split(/\r?\n/);
      expect(lines[0]?.startsWith(labels.csvHeader)).toBe(true);
      expect(lines.slice(1).map((line) => line.split(',')[0]?.replace(/"/g, ''))).toEqual(warrants);
    });

    walk("a result opens the security's page with its fields and holders", async ({ walking: { page, problems } }) => {
      await page.goto(`${lookup}?q=BBCA`);
      await section(page).getByRole('link', { name: 'BBCA', exact: true }).click();
      await expect(page).toHaveURL(buildPath('isin.security', locale, { slug: 'BBCA' }));
      await expect(section(page).locator('h1')).toHaveText('BBCA — PT Bank Central Asia Tbk');
      await expect(page).toHaveTitle(/^BBCA — PT Bank Central Asia Tbk/);
      await expect(section(page).locator('dd').nth(1)).toHaveText(BBCA_ISIN);
      await expect(section(page).getByText(labels.noMaster)).toBeVisible();
      const holding = holdingOf('BBCA');
      expect(holding).toBeDefined();
      const totalRow = section(page).getByRole('row', { name: new RegExp(`^${labels.total} `) });
      const localTotal = Number(holding?.[14]);
      const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
      expect(digits(await totalRow.locator('td').first().textContent())).toBe(localTotal);
      const axe = await axeScan(page).analyze();
      expect(axe.violations.map((v) => v.id)).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    });

    walk(
      "a security's page lists its corporate actions and links the schedule filtered by its code",
      async ({ walking: { page } }) => {
        // SMAR's interim dividend of 2024, a real row of the seed's corporate_action_examples.csv.
        await page.goto(buildPath('isin.security', locale, { slug: 'SMAR' }));
        const actions = section(page).getByRole('region', { name: labels.actionsHeading });
        const row = actions.locator('tbody tr').filter({ has: page.locator('time[datetime="2024-11-11"]') });
        await expect(row).toHaveCount(1);
        await expect(row.locator('time[datetime="2024-11-13"]')).toHaveCount(1); // recording
        await expect(row.locator('time[datetime="2024-11-20"]')).toHaveCount(1); // distribution
        await expect(row).toContainText(labels.interimDividend);
        await actions.getByRole('link', { name: labels.inSchedule }).click();
        await expect(page).toHaveURL(`${buildPath('service.scheduleOfCorporateActions', locale)}?code=SMAR`);
      },
    );

    walk('a security can be reached by its ISIN; an unknown one is a 404', async ({ walking: { page } }) => {
      await page.goto(buildPath('isin.security', locale, { slug: BBCA_ISIN }));
      await expect(section(page).locator('h1')).toHaveText('BBCA — PT Bank Central Asia Tbk');
      const response = await page.goto(buildPath('isin.security', locale, { slug: 'NOSUCHCODE9' }));
      expect(response?.status()).toBe(404);
      await expect(section(page).locator('[data-unavailable]')).toBeVisible();
    });
  });

  test.describe(`ISIN lookup without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });

    test('search and type filter work as plain GET forms', async ({ page }) => {
      await page.goto(lookup);
      const box = page.getByRole('searchbox', { name: labels.box });
      await box.fill('BBCA');
      await section(page).getByRole('button', { name: labels.search, exact: true }).click();
      await expect(page).toHaveURL(/[?&]q=BBCA/);
      const bbca = rows.filter((row) => row[1]?.includes('BBCA'));
      expect(await firstCodes(page)).toEqual(bbca.map((row) => row[1]).sort());
      await page.getByRole('combobox', { name: labels.type }).selectOption({ label: labels.structuredWarrant });
      await page.getByRole('button', { name: labels.apply }).click();
      await expect(page).toHaveURL(/q=BBCA/);
      await expect(page).toHaveURL(/type=STRUCTURED\+WARRANT/);
      const structured = bbca.filter((row) => row[2] === 'STRUCTURED WARRANT').map((row) => row[1]);
      expect(structured.length).toBeGreaterThan(0);
      expect(await firstCodes(page)).toEqual(structured.sort());
    });
  });
}
