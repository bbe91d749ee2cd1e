import { buildPath, formatDateDayFirst, type Locale } from '@ksei/shared/node';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { walk } from '../support/walking-page';
import { seedDay } from '../support/seed-day';
import { axeScan } from '../support/axe';

const LOCALES: readonly Locale[] = ['id', 'en'];
const LABELS = {
  id: {
    type: 'Jenis pengumuman',
    month: 'Bulan',
    search: 'Kata kunci',
    pagination: 'Halaman daftar',
    next: 'Berikutnya',
    unavailable: 'Data yang Anda cari tidak tersedia atau telah dihapus.',
  },
  en: {
    type: 'Announcement type',
    month: 'Month',
    search: 'Keywords',
    pagination: 'List pages',
    next: 'Next',
    unavailable: 'The data you are looking for is not available or has been deleted.',
  },
} as const;

/**
 * The seed's announcements (server/src/seed/content/announcements.ts): 120, numbered `KSEI-<20000 + 37 i>/…`
 * for the i-th, types taken in turn, the first four dated today and listed newest first (so 3, 2, 1, 0,
 * then 4, 5, …). The references of the `n`-th page of 10 without a filter, to the first slash.
 */
const seedReference = (index: number) => `KSEI-${20000 + 37 * index}`;
const SEED_ORDER = [3, 2, 1, 0, ...Array.from({ length: 116 }, (_, n) => n + 4)];
const seedPage = (n: number) => SEED_ORDER.slice((n - 1) * 10, n * 10).map(seedReference);

/** `2024-03-05` → `0324`: the MMYY suffix of the seed's reference and circular numbers. */
/** `2024-03-05` → `0324`: the MMYY suffix the seed gives KSEI letter numbers. */
const mmyy = (iso: string) => iso.slice(5, 7) + iso.slice(2, 4);

/**
 * Titles of the seed's announcements dated the seed day: the 4th (operational, listed first) and the
 * 1st (corporate action, first of its type; its code is the first of the seed's holding codes, AALI).
 */
const SEED_ANNOUNCEMENT_TITLES = {
  operational: {
    id: `Pengingat Pendistribusian Hak melalui C-BEST per ${formatDateDayFirst(seedDay(), 'id')}`,
    en: `Reminder: Distribution of Entitlements through C-BEST as of ${formatDateDayFirst(seedDay(), 'en')}`,
  },
  corporateAction: {
    id: `Jadwal Pembagian Dividen Tunai AALI per ${formatDateDayFirst(seedDay(), 'id')}`,
    en: `Cash Dividend Distribution Schedule of AALI as of ${formatDateDayFirst(seedDay(), 'en')}`,
  },
} as const;

/**
 * The seed's newest press release (the day before the seed day), on investor numbers in that day's
 * quarter, with one 640 × 400 image; `word` is the first word of its title longer than three letters.
 */
const SEED_PRESS_RELEASE = (() => {
  const day = seedDay(-1);
  const year = day.slice(0, 4);
  const quarter = Math.floor((Number(day.slice(5, 7)) - 1) / 3);
  return {
    slug: 'contoh-siaran-pers',
    title: {
      id: `Jumlah Investor Pasar Modal Terus Bertumbuh pada Triwulan ${['I', 'II', 'III', 'IV'][quarter]} ${year}`,
      en: `Capital Market Investor Numbers Keep Growing in the ${['First', 'Second', 'Third', 'Fourth'][quarter]} Quarter of ${year}`,
    },
    word: { id: 'Jumlah', en: 'Capital' },
    image: '/files/press-releases/contoh-siaran-pers-1.jpg',
  };
})();

/** The seed's first two events, both upcoming (newest first). */
const SEED_EVENTS = [
  { id: 'Sekolah Pasar Modal KSEI Angkatan 1', en: 'KSEI Capital Market School, Batch 1' },
  {
    id: 'Sosialisasi Peraturan KSEI bagi Pengguna Jasa Sesi 1',
    en: 'KSEI Regulation Briefing for Service Users, Session 1',
  },
] as const;

const section = (page: Page) => page.locator('[data-section="mf-publication"]');

async function expectAccessible(page: Page): Promise<void> {
  // Contrast is measured on the settled page: a page transition still fading in reads as low contrast.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const axe = await axeScan(page).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function expectDownload(request: APIRequestContext, href: string | null): Promise<void> {
  expect(href).toBeTruthy();
  const response = await request.get(href ?? '');
  expect(response.status(), href ?? '').toBe(200);
}

for (const locale of LOCALES) {
  const labels = LABELS[locale];

  test.describe(`publication (${locale})`, () => {
    walk(
      'announcements: list, type and month filters in the address, paging, back button, downloads',
      async ({ walking: { page, problems }, request }) => {
        const path = buildPath('publication.announcement', locale);
        await page.goto(path);
        // The list is server-rendered: wait until the section has hydrated (its chunks loaded) before the
        // client-side behaviour below (a click earlier is a plain page load, which moves no focus).
        await page.waitForLoadState('networkidle');
        // Newest first: the seed's 4th (an operational reminder dated the seed day), with its attachment.
        await expect(
          section(page).getByRole('heading', {
            level: 2,
            name: SEED_ANNOUNCEMENT_TITLES.operational[locale],
            exact: true,
          }),
        ).toBeVisible();
        await expect(
          section(page).getByText(`${seedReference(3)}/JKU/${mmyy(seedDay())}`, { exact: true }),
        ).toBeVisible();
        const attachment = section(page).locator('a[download]').first();
        expect(await attachment.getAttribute('href')).toBe('/files/announcements/ann-0004.pdf');
        await expectDownload(request, await attachment.getAttribute('href'));

        // Paging over the seed's 120: page 2 shows the seed's 11th to 20th, none of page 1's.
        const references = async () =>
          (
            await section(page)
              .locator('article dd')
              .filter({ hasText: /^KSEI-\d{5}\// })
              .allTextContents()
          ).map((reference) => reference.split('/')[0]);
        expect(await references()).toEqual(seedPage(1));
        const pagination = section(page).getByRole('navigation', { name: labels.pagination });
        await pagination.getByRole('link', { name: labels.next }).click();
        await expect(page).toHaveURL(/[?&]page=2/);
        await expect(pagination.locator('[aria-current="page"]')).toHaveText('2');
        await expect.poll(references).toEqual(seedPage(2));
        // The used link is gone: the list's top (its result count) takes focus.
        await expect(section(page).locator('p[role="status"]')).toBeFocused();
        await page.goBack();
        await expect(page).not.toHaveURL(/page=/);
        await expect(pagination.locator('[aria-current="page"]')).toHaveText('1');
        await expect.poll(references).toEqual(seedPage(1));

        // Type filter: applies on change, lives in the address, every item shown has that type.
        // The seed's first type (corporate actions) is every sixth announcement: 0 (today), 6, 12, …
        await section(page).getByLabel(labels.type).selectOption('corporate-action');
        await expect(page).toHaveURL(/[?&]type=corporate-action/);
        await expect(
          section(page).getByRole('heading', {
            level: 2,
            name: SEED_ANNOUNCEMENT_TITLES.corporateAction[locale],
            exact: true,
          }),
        ).toBeVisible();
        await expect.poll(references).toEqual([0, 6, 12, 18, 24, 30, 36, 42, 48, 54].map(seedReference));
        await expect(section(page).locator('article dd', { hasText: /./ })).not.toHaveCount(0);
        await expectAccessible(page);

        // Month filter, then the back button restores the previous filter.
        const monthSelect = section(page).getByLabel(labels.month);
        const monthValue = await monthSelect.locator('option').nth(1).getAttribute('value');
        await monthSelect.selectOption(monthValue ?? '');
        await expect(page).toHaveURL(new RegExp(`month=${monthValue}`));
        await page.goBack();
        await expect(page).not.toHaveURL(/month=/);
        await expect(section(page).getByLabel(labels.month)).toHaveValue('');
        await expect(section(page).getByLabel(labels.type)).toHaveValue('corporate-action');

        // A shared link opens the same filtered list.
        await page.goto(`${path}?type=corporate-action`);
        await expect(section(page).getByLabel(labels.type)).toHaveValue('corporate-action');
        await expect.poll(references).toEqual([0, 6, 12, 18, 24, 30, 36, 42, 48, 54].map(seedReference));
        expect(problems.consoleErrors).toEqual([]);
        expect(problems.pageErrors).toEqual([]);
      },
    );

    walk(
      "today's announcements: the seed's four of today, grouped by type, newest first",
      async ({ walking: { page, problems } }) => {
        await page.goto(buildPath('todaysAnnouncements', locale));
        // The seed dates its first four announcements (types taken in turn: corporate action, securities
        // registration, account holder, operational) on the seed day, the Jakarta date the test server
        // started; newest first they are 3, 2, 1, 0, so their types come in reverse. (A run that starts
        // before midnight in Jakarta and reaches this test after it finds none: the seed day is yesterday.)
        const typesInOrder = {
          id: ['Operasional', 'Pemegang Rekening', 'Pendaftaran Efek', 'Tindakan Korporasi'],
          en: ['Operational', 'Account Holder', 'Securities Registration', 'Corporate Action'],
        }[locale];
        await expect(section(page).getByRole('heading', { level: 2 })).toHaveText(typesInOrder);
        const titles = section(page).getByRole('heading', { level: 3 });
        await expect(titles).toHaveCount(4);
        // The operational announcement's title is the C-BEST reminder; the corporate action's names the dividend.
        await expect(titles.first()).toContainText('C-BEST');
        await expect(titles.last()).toContainText(locale === 'id' ? 'Dividen Tunai' : 'Cash Dividend');
        await expect(section(page).getByText(new RegExp(`^${seedReference(3)}/`))).toBeVisible();
        expect(problems.consoleErrors).toEqual([]);
      },
    );

    walk(
      'press releases: search in the address, detail opens from the list, images lazy with size, downloads',
      async ({ walking: { page, problems }, request }) => {
        const first = SEED_PRESS_RELEASE;
        const title = first.title[locale];
        await page.goto(buildPath('publication.pressReleases', locale));
        await expect(section(page).getByRole('link', { name: title, exact: true })).toBeVisible();

        // Search: typed text is kept, applied on Enter, and lands in the address.
        const word = first.word[locale];
        const search = section(page).getByLabel(labels.search);
        await search.fill(word);
        await search.press('Enter');
        await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
        await expect(search).toHaveValue(word);
        await expect(section(page).getByRole('link', { name: title, exact: true })).toBeVisible();
        await expectAccessible(page);

        // Detail from the list: its one image, lazy, with its size, and downloadable.
        await section(page).getByRole('link', { name: title, exact: true }).click();
        await expect(page).toHaveURL(buildPath('publication.pressRelease', locale, { slug: first.slug }));
        await expect(section(page).locator('h1')).toHaveText(title);
        const images = section(page).locator('img[src^="/files/press-releases/"]');
        await expect(images).toHaveCount(1);
        await expect(images).toHaveAttribute('src', first.image);
        await expect(images).toHaveAttribute('loading', 'lazy');
        await expect(images).toHaveAttribute('width', '640');
        await expect(images).toHaveAttribute('height', '400');
        await expectDownload(request, first.image);
        await expectAccessible(page);
        expect(problems.consoleErrors).toEqual([]);
        expect(problems.pageErrors).toEqual([]);
      },
    );

    walk('an unknown press release answers 404 with the data-unavailable message', async ({ walking: { page } }) => {
      const response = await page.goto(buildPath('publication.pressRelease', locale, { slug: 'tidak-ada-rilis-ini' }));
      await expect(section(page).locator('[data-unavailable]')).toHaveText(LABELS[locale].unavailable);
      expect(response?.status()).toBe(404);
    });

    walk(
      "events, bulletins and other publications show the seed's newest items and their downloads",
      async ({ walking: { page, problems }, request }) => {
        await page.goto(buildPath('publication.events', locale));
        // The seed's two upcoming events are the newest: 20 and 10 days after the seed day.
        await expect(section(page).getByRole('heading', { level: 2 }).first()).toHaveText(SEED_EVENTS[0][locale]);
        await expect(section(page).getByRole('heading', { level: 2 }).nth(1)).toHaveText(SEED_EVENTS[1][locale]);

        // The seed's newest bulletin: 3 days before the seed day, circular SE-0040, its volume the year less 2008.
        await page.goto(buildPath('publication.bulletins', locale));
        const bulletinDay = seedDay(-3);
        const circular = `SE-0040/DIR/KSEI/${mmyy(bulletinDay)}`;
        const row = section(page).getByRole('row', { name: new RegExp(escapeRegExp(circular)) });
        await expect(row).toBeVisible();
        await expect(row.getByRole('rowheader')).toHaveText(`Vol. ${Number(bulletinDay.slice(0, 4)) - 2008} No. 1`);
        const bulletinFile = await row.locator('a[download]').getAttribute('href');
        expect(bulletinFile).toBe('/files/bulletins/bulletin-001.pdf');
        await expectDownload(request, bulletinFile);

        // The seed's first other publication: last year's annual report.
        await page.goto(buildPath('publication.other', locale));
        const lastYear = Number(seedDay().slice(0, 4)) - 1;
        const report = section(page).getByRole('row', {
          name: new RegExp(`${locale === 'id' ? 'Laporan Tahunan' : 'Annual Report'} ${lastYear}`),
        });
        await expect(report).toBeVisible();
        const reportFile = await report.locator('a[download]').getAttribute('href');
        expect(reportFile).toBe('/files/publications/publication-001.pdf');
        await expectDownload(request, reportFile);
        expect(problems.consoleErrors).toEqual([]);
      },
    );
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
