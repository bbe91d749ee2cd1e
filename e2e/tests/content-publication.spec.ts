import AxeBuilder from '@axe-core/playwright';
import {
  buildPath,
  type Announcement,
  type AnnouncementType,
  type Bulletin,
  type EventItem,
  type ListResponse,
  type Locale,
  type OtherPublication,
  type PressRelease,
  type PressReleaseSummary,
} from '@ksei/shared/node';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, watchProblems } from '../support/fixtures';
import { WCAG_TAGS } from '../support/env';

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

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const section = (page: Page) => page.locator('[data-section="mf-publication"]');

async function expectAccessible(page: Page): Promise<void> {
  // Contrast is measured on the settled page: a page transition still fading in reads as low contrast.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
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
    test('announcements: list, type and month filters in the address, paging, back button, downloads', async ({
      page,
      request,
    }) => {
      const problems = await watchProblems(page);
      const all = await api<ListResponse<Announcement>>(request, `/api/announcements?locale=${locale}`);
      const types = await api<ListResponse<AnnouncementType>>(request, `/api/announcement-types?locale=${locale}`);
      const path = buildPath('publication.announcement', locale);
      await page.goto(path);
      // The list is server-rendered: wait until the section has hydrated (its chunks loaded) before the
      // client-side behaviour below (a click earlier is a plain page load, which moves no focus).
      await page.waitForLoadState('networkidle');
      const first = all.data[0];
      expect(first).toBeDefined();
      await expect(section(page).getByRole('heading', { level: 2, name: first?.title })).toBeVisible();
      await expect(
        section(page)
          .getByText(first?.referenceNumber ?? '')
          .first(),
      ).toBeVisible();

      const attachment = section(page).locator('a[download]').first();
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
      const type = types.data[0];
      expect(type).toBeDefined();
      await section(page)
        .getByLabel(labels.type)
        .selectOption(type?.code ?? '');
      await expect(page).toHaveURL(new RegExp(`[?&]type=${encodeURIComponent(type?.code ?? '')}`));
      const filtered = await api<ListResponse<Announcement>>(
        request,
        `/api/announcements?locale=${locale}&type=${encodeURIComponent(type?.code ?? '')}`,
      );
      await expect(section(page).getByRole('heading', { level: 2, name: filtered.data[0]?.title })).toBeVisible();
      // The seed's first type (corporate actions) is every sixth announcement: 0 (today), 6, 12, …
      expect(type?.code).toBe('corporate-action');
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
      await expect(section(page).getByLabel(labels.type)).toHaveValue(type?.code ?? '');

      // A shared link opens the same filtered list.
      await page.goto(`${path}?type=${encodeURIComponent(type?.code ?? '')}`);
      await expect(section(page).getByLabel(labels.type)).toHaveValue(type?.code ?? '');
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    });

    test("today's announcements: the seed's four of today, grouped by type, newest first", async ({ page }) => {
      const problems = await watchProblems(page);
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
    });

    test('press releases: search in the address, detail opens from the list, images lazy with size, downloads', async ({
      page,
      request,
    }) => {
      const problems = await watchProblems(page);
      const all = await api<ListResponse<PressReleaseSummary>>(request, `/api/press-releases?locale=${locale}`);
      const first = all.data[0];
      expect(first).toBeDefined();
      await page.goto(buildPath('publication.pressReleases', locale));
      await expect(section(page).getByRole('link', { name: first?.title })).toBeVisible();

      // Search: typed text is kept, applied on Enter, and lands in the address.
      const word = (first?.title ?? '').split(/\s+/).find((w) => w.length > 3) ?? first?.title ?? '';
      const search = section(page).getByLabel(labels.search);
      await search.fill(word);
      await search.press('Enter');
      await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(word).replace(/%20/g, '\\+')}`));
      await expect(search).toHaveValue(word);
      await expect(section(page).getByRole('link', { name: first?.title })).toBeVisible();
      await expectAccessible(page);

      // Detail from the list.
      await section(page).getByRole('link', { name: first?.title }).click();
      await expect(page).toHaveURL(buildPath('publication.pressRelease', locale, { slug: first?.slug ?? '' }));
      await expect(section(page).locator('h1')).toHaveText(first?.title ?? '');
      const detail = await api<{ data: PressRelease }>(
        request,
        `/api/press-releases/${first?.slug ?? ''}?locale=${locale}`,
      );
      for (const image of detail.data.images) {
        const img = section(page).locator(`img[src="${image.url}"]`);
        await expect(img).toHaveAttribute('loading', 'lazy');
        await expect(img).toHaveAttribute('width', String(image.width));
        await expect(img).toHaveAttribute('height', String(image.height));
        await expectDownload(request, image.url);
      }
      await expectAccessible(page);
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    });

    test('an unknown press release answers 404 with the data-unavailable message', async ({ page }) => {
      const response = await page.goto(buildPath('publication.pressRelease', locale, { slug: 'tidak-ada-rilis-ini' }));
      await expect(section(page).locator('[data-unavailable]')).toHaveText(LABELS[locale].unavailable);
      expect(response?.status()).toBe(404);
    });

    test('events, bulletins and other publications show their items and downloads', async ({ page, request }) => {
      const problems = await watchProblems(page);
      const events = await api<ListResponse<EventItem>>(request, `/api/events?locale=${locale}`);
      await page.goto(buildPath('publication.events', locale));
      // The seed has at least ten events.
      expect(events.meta.total).toBeGreaterThanOrEqual(10);
      await expect(section(page).getByRole('heading', { level: 2, name: events.data[0]?.title })).toBeVisible();

      const bulletins = await api<ListResponse<Bulletin>>(request, `/api/bulletins?locale=${locale}`);
      await page.goto(buildPath('publication.bulletins', locale));
      const bulletin = bulletins.data[0];
      expect(bulletin).toBeDefined();
      const row = section(page).getByRole('row', { name: new RegExp(escapeRegExp(bulletin?.circularNumber ?? '')) });
      await expect(row).toBeVisible();
      await expect(row.getByRole('rowheader')).toHaveText(bulletin?.edition ?? '');
      await expectDownload(request, await row.locator('a[download]').getAttribute('href'));

      const others = await api<ListResponse<OtherPublication>>(request, `/api/other-publications?locale=${locale}`);
      await page.goto(buildPath('publication.other', locale));
      const other = others.data[0];
      expect(other).toBeDefined();
      await expect(section(page).getByRole('rowheader', { name: other?.title })).toBeVisible();
      await expectDownload(request, await section(page).locator('a[download]').first().getAttribute('href'));
      expect(problems.consoleErrors).toEqual([]);
    });
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
