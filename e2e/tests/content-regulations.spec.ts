import { buildPath, type ListResponse, type Locale, type Regulation } from '@ksei/shared/node';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../support/fixtures';
import { walk } from '../support/walking-page';
import { axeScan } from '../support/axe';

const LOCALES: readonly Locale[] = ['id', 'en'];
const LABELS = {
  id: {
    search: /Kata kunci/,
    number: 'Nomor peraturan',
    // KSEI's English list words its regulations' numbers "Regulation of KSEI Number I-B"; Indonesian
    // documents "Peraturan KSEI Nomor I-B".
    kseiNumber: 'Peraturan KSEI Nomor',
    date: 'Tanggal',
    pagination: 'Halaman daftar',
    next: 'Berikutnya',
  },
  en: {
    search: /Keywords/,
    number: 'Regulation number',
    kseiNumber: 'Regulation of KSEI Number',
    date: 'Date',
    pagination: 'List pages',
    next: 'Next',
  },
} as const;
const PAGES = {
  'regulations.capitalMarketLaw': 'capital-market-law',
  'regulations.fsaRegulations': 'fsa-regulations',
  'regulations.kseiRegulations': 'ksei-regulations',
  'regulations.kseiRegulationDraft': 'ksei-regulation-draft',
  'regulations.operatingProcedure': 'operating-procedure',
} as const;

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const section = (page: Page) => page.locator('[data-section="mf-regulations"]');

for (const locale of LOCALES) {
  const labels = LABELS[locale];

  for (const [pageId, category] of Object.entries(PAGES)) {
    walk(
      `${pageId} (${locale}) lists its category with downloads`,
      async ({ walking: { page, problems }, request }) => {
        const list = await api<ListResponse<Regulation>>(
          request,
          `/api/regulations?locale=${locale}&category=${category}&sort=-date`,
        );
        await page.goto(buildPath(pageId, locale));
        // The seed gives every category at least eight rows, most with a file.
        expect(list.meta.total).toBeGreaterThanOrEqual(8);
        await expect(section(page).getByRole('rowheader').first()).toHaveText(list.data[0]?.title ?? '');
        const fileUrl = list.data.find((item) => item.file)?.file?.url ?? '';
        expect(fileUrl).not.toBe('');
        const response = await request.get(fileUrl);
        expect(response.status(), fileUrl).toBe(200);
        await expect(section(page).locator(`a[download][href="${fileUrl}"]`)).toBeVisible();
        expect(problems.consoleErrors).toEqual([]);
        expect(problems.pageErrors).toEqual([]);
      },
    );
  }

  walk(
    `regulations (${locale}): sort by column headers, search and paging live in the address`,
    async ({ walking: { page, problems } }) => {
      const pageId = 'regulations.kseiRegulations';
      const path = buildPath(pageId, locale);
      await page.goto(path);
      const numberHeader = section(page).getByRole('columnheader', { name: new RegExp(labels.number) });
      const dateHeader = section(page).getByRole('columnheader', { name: new RegExp(`^${labels.date}`) });
      await expect(dateHeader).toHaveAttribute('aria-sort', 'descending');
      await expect(numberHeader).not.toHaveAttribute('aria-sort', /./);

      // Number, ascending then descending. The seed's 12 real KSEI regulations (server/seed/ksei_regulations.csv)
      // are numbered `-` (a decree without a regulation number) or `<kseiNumber> I-B, I-C, I-D, VI-D, XII-A`:
      // `-` sorts first, XII-A last.
      const numbers = () => section(page).locator('tbody tr td:nth-child(2)').allTextContents();
      await numberHeader.getByRole('link').click();
      await expect(page).toHaveURL(/[?&]sort=number/);
      await expect(numberHeader).toHaveAttribute('aria-sort', 'ascending');
      await expect.poll(async () => (await numbers())[0]).toBe('-');
      expect(await numbers()).not.toContain(`${labels.kseiNumber} XII-A`);
      await expect(numberHeader.getByRole('link')).toBeFocused();
      await numberHeader.getByRole('link').press('Enter');
      await expect(page).toHaveURL(/[?&]sort=-number/);
      await expect(numberHeader).toHaveAttribute('aria-sort', 'descending');
      await expect
        .poll(async () => (await numbers()).slice(0, 5))
        .toEqual(['XII-A', 'VI-D', 'I-D', 'I-C', 'I-B'].map((code) => `${labels.kseiNumber} ${code}`));
      const axe = await axeScan(page).analyze();
      expect(axe.violations.map((v) => v.id)).toEqual([]);

      // Back restores the previous sort.
      await page.goBack();
      await expect(page).toHaveURL(/[?&]sort=number(&|$)/);
      await expect(numberHeader).toHaveAttribute('aria-sort', 'ascending');

      // Search: applied with the button, kept in the box and the address; the sort stays. `I-D` is in the
      // numbers of two of the seed's regulations (I-D and VI-D).
      const term = 'I-D';
      const box = section(page).getByRole('searchbox', { name: labels.search });
      await box.fill(term);
      await section(page)
        .getByRole('button', { name: locale === 'id' ? 'Cari' : 'Search' })
        .click();
      await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(term)}`));
      await expect(page).toHaveURL(/sort=number/);
      await expect(box).toHaveValue(term);
      await expect.poll(numbers).toEqual([`${labels.kseiNumber} I-D`, `${labels.kseiNumber} VI-D`]);

      // Paging (without the search): the seed's 12 real KSEI regulations (server/seed/ksei_regulations.csv),
      // newest decree first, 10 a page: page 2 holds the two oldest decrees, and page 1 neither of them.
      await page.goto(path);
      const decrees = () => section(page).locator('tbody tr td:nth-child(3)').allTextContents();
      await expect(section(page).locator('tbody tr')).toHaveCount(10);
      const firstPage = await decrees();
      expect(firstPage).toHaveLength(10);
      expect(firstPage[0]).toBe('KEP-0028/DIR/KSEI/0624');
      const pagination = section(page).getByRole('navigation', { name: labels.pagination });
      await pagination.getByRole('link', { name: labels.next }).click();
      await expect(page).toHaveURL(/[?&]page=2/);
      await expect(pagination.locator('[aria-current="page"]')).toHaveText('2');
      await expect.poll(decrees).toEqual(['KEP-0010/DIR/KSEI/0223', 'KEP-0034/DIR/KSEI/1122']);
      expect(firstPage).not.toContain('KEP-0010/DIR/KSEI/0223');
      expect(firstPage).not.toContain('KEP-0034/DIR/KSEI/1122');
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    },
  );
}
