import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildPath, type Locale } from '@ksei/shared/node';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { walk } from '../support/walking-page';
import { axeScan } from '../support/axe';

/**
 * The schedule of corporate actions, checked against the seed's own file of real actions
 * (corporate_action_examples.csv, with their published sources), not against the API that serves them.
 */
const SEED = path.resolve(import.meta.dirname, '../../server/seed/corporate_action_examples.csv');

/** One CSV line's fields (quoted fields may hold commas). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted && char === '"' && line[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}
/** The ISO date a seed cell starts with (`2023-12-12 (as reported)`), or null. */
const isoOf = (cell: string | undefined) => /^\d{4}-\d{2}-\d{2}/.exec(cell ?? '')?.[0] ?? null;
const seed = readFileSync(SEED, 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map(csvFields)
  .map((cells) => ({
    code: cells[0] ?? '',
    action: cells[1] ?? '',
    cum: isoOf(cells[3]),
    ex: isoOf(cells[4]),
    recording: isoOf(cells[7]),
    distribution: isoOf(cells[8]),
  }));
const SMAR = seed.find((row) => row.code === 'SMAR' && row.action.startsWith('Cash dividend'));

/** A week of November 2024 with three real cash dividends (SMAR, AVIA, TBLA) by their cum date. */
const RANGE = { from: '2024-11-11', to: '2024-11-12' };

const LABELS = {
  id: {
    code: 'Kode efek',
    type: 'Jenis aksi korporasi',
    dateField: 'Tanggal yang disaring dan diurutkan',
    from: 'Dari tanggal',
    to: 'Sampai tanggal',
    apply: 'Terapkan',
    found: (n: string) => `${n} aksi korporasi ditemukan`,
    cashDividend: 'Dividen Tunai',
    rightsIssue: 'Penawaran Umum Terbatas (HMETD)',
    merger: 'Penggabungan Usaha',
    recording: 'Tanggal pencatatan',
    cumDescending: 'Cum date (urutkan turun)',
    tabs: { mandatory: 'Wajib', voluntary: 'Sukarela', 'on-exchange': 'Di bursa', 'off-exchange': 'Di luar bursa' },
    allKinds: 'Semua',
    source: 'Sumber',
    backwards: 'Tanggal awal (2024-12-01) tidak boleh setelah tanggal akhir (2024-11-01).',
    notADate: '"2026-02-30" bukan tanggal. Ketik sebagai TTTT-BB-HH, misalnya 2024-11-11, atau pilih dari kalender.',
    notAType: '"dividen" tidak ada dalam pilihan. Pilih salah satu dari daftar.',
    download: 'Unduh iCalendar (.ics)',
    subscribe: 'Langganan',
    feed: 'Alamat kalender untuk berlangganan',
    smarDates: ['11 November 2024', '12 November 2024', '13 November 2024', '20 November 2024'],
  },
  en: {
    code: 'Security code',
    type: 'Corporate action type',
    dateField: 'Date to filter and sort by',
    from: 'From date',
    to: 'To date',
    apply: 'Apply',
    found: (n: string) => `${n} corporate ${n === '1' ? 'action' : 'actions'} found`,
    cashDividend: 'Cash Dividend',
    rightsIssue: 'Rights Issue',
    merger: 'Merger',
    recording: 'Recording date',
    cumDescending: 'Cum date (sort descending)',
    tabs: {
      mandatory: 'Mandatory',
      voluntary: 'Voluntary',
      'on-exchange': 'On exchange',
      'off-exchange': 'Off exchange',
    },
    allKinds: 'All',
    source: 'Source',
    backwards: 'The start date (2024-12-01) must not be after the end date (2024-11-01).',
    notADate:
      '"2026-02-30" is not a date. Type it as YYYY-MM-DD, for example 2024-11-11, or pick it from the calendar.',
    notAType: '"dividen" is not one of the choices. Pick one from the list.',
    download: 'Download iCalendar (.ics)',
    subscribe: 'Subscribe',
    feed: 'Calendar address to subscribe to',
    smarDates: ['November 11, 2024', 'November 12, 2024', 'November 13, 2024', 'November 20, 2024'],
  },
} as const;

const section = (page: Page) => page.locator('[data-section="mf-service-support"]');
const status = (page: Page) => section(page).getByRole('status');

interface Row {
  readonly code: string;
  readonly type: string;
  readonly cum: string | null;
  readonly ex: string | null;
  readonly recording: string | null;
  readonly distribution: string | null;
  readonly real: boolean;
}

/** The table's rows as shown: code, type and each date's `dateTime`; real rows have a source link. */
async function rowsOf(page: Page, sourceLabel: string): Promise<Row[]> {
  return section(page)
    .locator('tbody tr')
    .evaluateAll(
      (rows, label) =>
        rows.map((row) => {
          const cells = row.querySelectorAll('td');
          const date = (index: number) => cells[index]?.querySelector('time')?.getAttribute('datetime') ?? null;
          const links = [...row.querySelectorAll('a')].map((link) => link.textContent ?? '');
          return {
            code: row.querySelector('th')?.textContent?.trim() ?? '',
            type: cells[1]?.textContent?.trim() ?? '',
            cum: date(3),
            ex: date(4),
            recording: date(5),
            distribution: date(6),
            real: links.some((text) => text.startsWith(label)),
          };
        }),
      sourceLabel,
    );
}

/** Types a date as a keyboard user does, segment by segment (month, day, year in the en-US browser). */
async function typeDate(input: Locator, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-');
  // Entering the field anew starts at its first segment (a field still focused stays on the last one).
  await input.blur();
  await input.focus();
  await input.page().keyboard.type(`${month}${day}${year}`, { delay: 20 });
  await expect(input).toHaveValue(iso);
}

async function expectAccessible(page: Page): Promise<void> {
  const axe = await axeScan(page).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([]);
}

// The browser's own language decides how a date field shows its segments: fixed, so typing is predictable.
test.use({ locale: 'en-US' });

for (const locale of ['id', 'en'] as const satisfies readonly Locale[]) {
  const labels = LABELS[locale];
  const schedule = buildPath('service.scheduleOfCorporateActions', locale);

  test.describe(`Corporate action schedule (${locale})`, () => {
    walk(
      "SMAR's real cash dividend is found by its code, with its dates and source",
      async ({ walking: { page, problems } }) => {
        expect(SMAR).toBeDefined();
        await page.goto(schedule);
        const code = section(page).getByRole('textbox', { name: labels.code });
        await code.fill('SMAR');
        await code.press('Enter');
        await expect(page).toHaveURL(/[?&]code=SMAR(&|$)/);
        await expect(code).toHaveValue('SMAR');
        const row = section(page)
          .locator('tbody tr')
          .filter({ has: page.locator('th', { hasText: /^SMAR$/ }) })
          .filter({ hasText: labels.cashDividend });
        await expect(row).toHaveCount(1);
        const dates = [SMAR?.cum, SMAR?.ex, SMAR?.recording, SMAR?.distribution];
        expect(dates).toEqual(['2024-11-11', '2024-11-12', '2024-11-13', '2024-11-20']);
        await expect(row.locator('time')).toHaveText(labels.smarDates);
        expect(
          await row.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime'))),
        ).toEqual(dates);
        await expect(row.getByRole('link', { name: new RegExp(`^${labels.source}`) })).toHaveAttribute(
          'href',
          /^https:\/\//,
        );
        // Every row found starts with the code typed.
        for (const { code: rowCode } of await rowsOf(page, labels.source))
          expect(rowCode.startsWith('SMAR')).toBe(true);
        // The code opens the security's page.
        await expect(row.getByRole('link', { name: 'SMAR', exact: true })).toHaveAttribute(
          'href',
          buildPath('isin.security', locale, { slug: 'SMAR' }),
        );
        await expectAccessible(page);
        expect(problems.consoleErrors).toEqual([]);
        expect(problems.pageErrors).toEqual([]);
      },
    );

    walk('a type filter shows only that type', async ({ walking: { page } }) => {
      // FREN has a real rights issue and a real merger in the seed.
      expect(seed.filter((row) => row.code === 'FREN').map((row) => row.action.split(' ')[0])).toEqual([
        'Rights',
        'Merger',
      ]);
      await page.goto(`${schedule}?code=FREN`);
      await expect(section(page).locator('tbody tr').filter({ hasText: labels.merger })).toHaveCount(1);
      await section(page).getByRole('combobox', { name: labels.type }).selectOption({ label: labels.rightsIssue });
      await expect(page).toHaveURL(/[?&]type=rights-issue/);
      await expect(page).toHaveURL(/[?&]code=FREN/);
      await expect(section(page).locator('tbody tr').filter({ hasText: labels.merger })).toHaveCount(0);
      const fren = await rowsOf(page, labels.source);
      expect(fren.length).toBeGreaterThan(0);
      expect(fren.every((row) => row.type === labels.rightsIssue && row.code === 'FREN')).toBe(true);
      // Without the code: a page of rights issues only, and none of SMAR's cash dividend.
      await section(page).getByRole('textbox', { name: labels.code }).fill('');
      await section(page).getByRole('button', { name: labels.apply }).click();
      await expect(page).not.toHaveURL(/code=/);
      await expect(page).toHaveURL(/[?&]type=rights-issue/);
      await expect.poll(async () => (await rowsOf(page, labels.source)).length).toBeGreaterThan(fren.length);
      const all = await rowsOf(page, labels.source);
      expect(all.map((row) => row.type)).toEqual(all.map(() => labels.rightsIssue));
      expect(all.some((row) => row.code === 'SMAR')).toBe(false);
    });

    walk('each tab shows its count, and choosing it shows that many', async ({ walking: { page } }) => {
      await page.goto(schedule);
      const total = await status(page).textContent();
      const allTab = section(page).getByRole('link', { name: new RegExp(`^${labels.allKinds} \\(`) });
      await expect(allTab).toHaveAttribute('aria-current', 'true');
      const allCount = /\((.+)\)$/.exec((await allTab.textContent()) ?? '')?.[1] ?? '';
      expect(total).toBe(labels.found(allCount));
      for (const [name, value] of [
        ['kind', 'mandatory'],
        ['kind', 'voluntary'],
        ['market', 'on-exchange'],
        ['market', 'off-exchange'],
      ] as const) {
        await page.goto(schedule);
        const tab = section(page).getByRole('link', { name: new RegExp(`^${labels.tabs[value]} \\(`) });
        const count = /\((.+)\)$/.exec((await tab.textContent()) ?? '')?.[1] ?? '';
        expect(count).toMatch(/^[1-9][\d.,]*$/);
        await expect(tab).not.toHaveAttribute('aria-current', 'true');
        await tab.click();
        await expect(page).toHaveURL(new RegExp(`[?&]${name}=${value}`));
        await expect(status(page)).toHaveText(labels.found(count));
        await expect(tab).toHaveAttribute('aria-current', 'true');
        await expect(tab).toHaveText(`${labels.tabs[value]} (${count})`);
      }
    });

    test('a date range typed by keyboard narrows the list to the actions of those dates', async ({ page }) => {
      const real = seed.filter((row) => row.cum !== null && row.cum >= RANGE.from && row.cum <= RANGE.to);
      expect(real.map((row) => row.code).sort()).toEqual(['AVIA', 'SMAR', 'TBLA']);
      await page.goto(schedule);
      const before = await status(page).textContent();
      await typeDate(section(page).getByLabel(labels.from, { exact: true }), RANGE.from);
      const to = section(page).getByLabel(labels.to, { exact: true });
      await typeDate(to, RANGE.to);
      await to.press('Enter');
      await expect(page).toHaveURL(new RegExp(`[?&]from=${RANGE.from}&to=${RANGE.to}`));
      await expect(status(page)).not.toHaveText(before ?? '');
      const rows = await rowsOf(page, labels.source);
      expect(rows.length).toBeLessThan(20);
      await expect(status(page)).toHaveText(labels.found(String(rows.length)));
      for (const row of rows) expect(row.cum !== null && row.cum >= RANGE.from && row.cum <= RANGE.to).toBe(true);
      const shownReal = rows.filter((row) => row.real).map((row) => `${row.code} ${row.cum}`);
      expect(shownReal.sort()).toEqual(real.map((row) => `${row.code} ${row.cum}`).sort());
      // On the recording date instead, the same range holds SMAR (recorded 13 November) no more.
      await section(page).getByRole('combobox', { name: labels.dateField }).selectOption({ label: labels.recording });
      await expect(page).toHaveURL(/[?&]dateField=recording/);
      await expect(section(page).getByLabel(labels.from, { exact: true })).toHaveValue(RANGE.from);
      await expect.poll(async () => (await rowsOf(page, labels.source)).some((row) => row.code === 'SMAR')).toBe(false);
      for (const row of await rowsOf(page, labels.source)) {
        expect(row.recording !== null && row.recording >= RANGE.from && row.recording <= RANGE.to).toBe(true);
      }
    });

    test('a start date after the end date is explained beside it, every value kept', async ({ page }) => {
      await page.goto(schedule);
      await section(page).getByRole('combobox', { name: labels.type }).selectOption({ label: labels.cashDividend });
      await expect(page).toHaveURL(/type=cash-dividend/);
      await section(page).getByRole('textbox', { name: labels.code }).fill('SMAR');
      const from = section(page).getByLabel(labels.from, { exact: true });
      const to = section(page).getByLabel(labels.to, { exact: true });
      await typeDate(from, '2024-12-01');
      await typeDate(to, '2024-11-01');
      await to.press('Enter');
      await expect(section(page).getByText(labels.backwards)).toBeVisible();
      await expect(page).toHaveURL(/from=2024-12-01/);
      await expect(from).toHaveAttribute('aria-invalid', 'true');
      await expect(from).toHaveAccessibleDescription(new RegExp(labels.backwards.replace(/[.()]/g, '.')));
      await expect(from).toHaveValue('2024-12-01');
      await expect(to).toHaveValue('2024-11-01');
      await expect(section(page).getByRole('textbox', { name: labels.code })).toHaveValue('SMAR');
      await expect(section(page).getByRole('combobox', { name: labels.type })).toHaveValue('cash-dividend');
      await expect(section(page).locator('table')).toHaveCount(0);
      await expectAccessible(page);
      // The range the right way round finds SMAR's November dividend.
      await typeDate(from, '2024-11-01');
      await typeDate(to, '2024-12-01');
      await to.press('Enter');
      await expect(section(page).getByText(labels.backwards)).toHaveCount(0);
      await expect(from).not.toHaveAttribute('aria-invalid', 'true');
      await expect(section(page).locator('tbody th')).toHaveText(['SMAR']);
    });

    walk(
      "a date that does not exist or an unknown type, from the address, is explained in the visitor's words",
      async ({ walking: { page } }) => {
        await page.goto(`${schedule}?from=2026-02-30&type=dividen&code=SMAR`);
        await expect(section(page).getByText(labels.notADate)).toBeVisible();
        await expect(section(page).getByText(labels.notAType)).toBeVisible();
        await expect(section(page).getByText(/Parameter/)).toHaveCount(0);
        const from = section(page).getByLabel(labels.from, { exact: true });
        await expect(from).toHaveAttribute('aria-invalid', 'true');
        await expect(section(page).getByRole('textbox', { name: labels.code })).toHaveValue('SMAR');
        await expectAccessible(page);
      },
    );

    walk(
      'page 2 follows page 1 in date order, and the date header sorts the other way',
      async ({ walking: { page } }) => {
        await page.goto(schedule);
        const first = await rowsOf(page, labels.source);
        expect(first).toHaveLength(20);
        await section(page)
          .getByRole('link', { name: /^(2|Halaman 2|Page 2)$/ })
          .first()
          .click();
        await expect(page).toHaveURL(/[?&]page=2/);
        await expect.poll(async () => (await rowsOf(page, labels.source))[0]).not.toEqual(first[0]);
        const second = await rowsOf(page, labels.source);
        expect(second).toHaveLength(20);
        expect(second).not.toEqual(first);
        expect((second[0]?.cum ?? '') >= (first.at(-1)?.cum ?? '')).toBe(true);
        // The date's header sorts the other way, from page 1 again.
        await section(page).getByRole('link', { name: labels.cumDescending, exact: true }).click();
        await expect(page).toHaveURL(/[?&]sort=-date/);
        await expect(page).not.toHaveURL(/page=2/);
        await expect(section(page).locator('th[aria-sort]')).toHaveAttribute('aria-sort', 'descending');
        const after = second[0]?.cum ?? '';
        await expect.poll(async () => ((await rowsOf(page, labels.source))[0]?.cum ?? '') > after).toBe(true);
        const latest = (await rowsOf(page, labels.source)).map((row) => row.cum ?? '');
        expect(latest).toEqual([...latest].sort().reverse());
      },
    );

    test('the iCalendar file holds an event for exactly the actions listed', async ({ page }) => {
      await page.goto(`${schedule}?type=cash-dividend&from=2024-11-01&to=2024-11-30`);
      const rows = await rowsOf(page, labels.source);
      expect(rows.length).toBeGreaterThan(0);
      await expect(status(page)).toHaveText(labels.found(String(rows.length)));
      const link = section(page).getByRole('link', { name: labels.download });
      const href = (await link.getAttribute('href')) ?? '';
      expect(href).toContain(`locale=${locale}`);
      // The subscription address is the same feed, absolute.
      const feed = section(page).getByRole('textbox', { name: labels.feed });
      await expect(feed).toHaveValue(new URL(href, page.url()).href);
      await expect(section(page).getByRole('link', { name: labels.subscribe, exact: true })).toHaveAttribute(
        'href',
        new URL(href, page.url()).href.replace(/^https?:/, 'webcal:'),
      );
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      const ics = readFileSync((await download.path()) ?? '', 'utf8').replace(/\r\n[ \t]/g, '');
      const events = ics.split('BEGIN:VEVENT').slice(1);
      const fromIcs = events.map((event) => {
        const code = /\nSUMMARY:([^\s]+) /.exec(event)?.[1];
        const date = /\nDTSTART;VALUE=DATE:(\d{4})(\d{2})(\d{2})/.exec(event);
        return `${code} ${date?.slice(1).join('-')}`;
      });
      expect(fromIcs.sort()).toEqual(rows.map((row) => `${row.code} ${row.cum}`).sort());
      expect(new Set(events.map((event) => /\nUID:(.+)/.exec(event)?.[1])).size).toBe(events.length);
    });
  });

  test.describe(`Corporate action schedule without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });

    test('the list reads, and the filters and tabs work as a plain GET form and links', async ({ page }) => {
      await page.goto(schedule);
      expect((await rowsOf(page, labels.source)).length).toBe(20);
      await page.getByRole('combobox', { name: labels.type }).selectOption({ label: labels.cashDividend });
      await page.getByRole('textbox', { name: labels.code }).fill('SMAR');
      await page.getByLabel(labels.from, { exact: true }).fill('2024-11-01');
      await page.getByLabel(labels.to, { exact: true }).fill('2024-11-30');
      await page.getByRole('button', { name: labels.apply }).click();
      await expect(page).toHaveURL(/[?&]type=cash-dividend/);
      await expect(page).toHaveURL(/[?&]code=SMAR/);
      await expect(page).toHaveURL(/[?&]from=2024-11-01&to=2024-11-30/);
      expect((await rowsOf(page, labels.source)).map((row) => `${row.code} ${row.cum} ${row.real}`)).toEqual([
        `SMAR ${SMAR?.cum} true`,
      ]);
      // A tab keeps the filters.
      const tab = page.getByRole('link', { name: new RegExp(`^${labels.tabs.mandatory} \\(1\\)$`) });
      await tab.click();
      await expect(page).toHaveURL(/[?&]kind=mandatory/);
      await expect(page).toHaveURL(/[?&]code=SMAR/);
      await expect(page.getByRole('link', { name: /\(1\)$/ }).first()).toBeVisible();
      await expect(tab).toHaveAttribute('aria-current', 'true');
      // A backwards range is explained, the values kept, and the tab too.
      await page.getByLabel(labels.from, { exact: true }).fill('2024-12-01');
      await page.getByLabel(labels.to, { exact: true }).fill('2024-11-01');
      await page.getByRole('button', { name: labels.apply }).click();
      await expect(page.getByText(labels.backwards)).toBeVisible();
      await expect(page).toHaveURL(/[?&]kind=mandatory/);
      await expect(page.getByLabel(labels.from, { exact: true })).toHaveValue('2024-12-01');
      await expect(page.getByRole('textbox', { name: labels.code })).toHaveValue('SMAR');
    });
  });
}
