import AxeBuilder from '@axe-core/playwright';
import {
  CONTENT_PAGE_KEYS,
  buildPath,
  type ContentPage,
  type InstructionScheduleEntry,
  type InvestmentProduct,
  type ListResponse,
  type Locale,
} from '@ksei/shared/node';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, watchProblems } from '../support/fixtures';
import { WCAG_TAGS } from '../support/env';

const LOCALES: readonly Locale[] = ['id', 'en'];
const LABELS = {
  id: {
    search: 'Kode, nama atau penerbit',
    pagination: 'Halaman daftar',
    next: 'Berikutnya',
    unavailable: 'Data yang Anda cari tidak tersedia atau telah dihapus.',
    startTime: 'Waktu mulai',
  },
  en: {
    search: 'Code, name or issuer',
    pagination: 'List pages',
    next: 'Next',
    unavailable: 'The data you are looking for is not available or has been deleted.',
    startTime: 'Start time',
  },
} as const;
/** Each product page, its API type, and the seeded master's count and first code (by code) of that type. */
const PRODUCT_PAGES = {
  'service.equitySecurities': ['equity-securities', 1189, 'AALI'],
  'service.debtSecurities': ['debt-securities', 1355, 'ABLS01XXMF'],
  'service.mutualFund': ['mutual-fund', 46, 'R-ABFII'],
  'service.securitiesCrowdfunding': ['securities-crowdfunding', 358, 'ABAS01XXSCFS'],
} as const;
/** The first two pages of equities (by code, 20 a page) in the seeded securities master. */
const EQUITIES_PAGE_1 = (
  'AALI ABBA ABDA ABMM ACES ACESDRCN4A ACESZPCN4A ACESZPCN4B ACRO ACRO-W ' +
  'ACST ADCP ADES ADHI ADMF ADMG ADMR ADRO ADRODRCJ4A ADRODRCM4A'
).split(' ');
const EQUITIES_PAGE_2 = (
  'ADRODRCN4A ADROZPCH4A ADROZPCK4A ADROZPCM4A AEGS AEGS-W AGAR AGII AGRO AGRS ' +
  'AHAP AIMS AISA AKKU AKPI AKRA AKRADRCK4B AKRAZPCJ4A AKRAZPCK4A AKSI'
).split(' ');
/** The content pages this section shows (the others belong to mf-about). */
const CONTENT_PAGES = Object.entries(CONTENT_PAGE_KEYS).filter(([, pageId]) => pageId.startsWith('service.'));

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const section = (page: Page) => page.locator('[data-section="mf-service-support"]');

for (const locale of LOCALES) {
  const labels = LABELS[locale];

  test(`service content pages (${locale}) render their blocks; fee and schedule tables; downloads`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const problems = await watchProblems(page);
    expect(CONTENT_PAGES.length).toBe(16);
    for (const [key, pageId] of CONTENT_PAGES) {
      const content = await api<{ data: ContentPage }>(request, `/api/pages/${key}?locale=${locale}`);
      await page.goto(buildPath(pageId, locale));
      const firstText = content.data.blocks.find((block) => block.type === 'paragraph' || block.type === 'heading');
      if (firstText && 'text' in firstText) {
        await expect(section(page).getByText(firstText.text, { exact: true }).first()).toBeVisible();
      }
      const tables = content.data.blocks.filter((block) => block.type === 'table');
      await expect(section(page).locator('table')).toHaveCount(tables.length);
      if (key === 'service-fee' || key === 'operational-schedule') {
        expect(tables.length, `${key} has a table`).toBeGreaterThan(0);
        await expect(section(page).locator('table th[scope="col"]').first()).toBeVisible();
      }
      for (const block of content.data.blocks) {
        if (block.type !== 'files') continue;
        for (const file of block.files) {
          const response = await request.get(file.url);
          expect(response.status(), file.url).toBe(200);
        }
      }
    }
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  test(`investment product lists (${locale}): each type, search and paging in the address, detail from the list`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const problems = await watchProblems(page);
    for (const [pageId, [type, total, firstCode]] of Object.entries(PRODUCT_PAGES)) {
      const list = await api<ListResponse<InvestmentProduct>>(
        request,
        `/api/investment-products?locale=${locale}&type=${type}&pageSize=20`,
      );
      expect(list.meta.total, type).toBe(total);
      await page.goto(buildPath(pageId, locale));
      await expect(section(page).getByRole('rowheader').first()).toHaveText(firstCode);
    }

    const pageId = 'service.equitySecurities';
    const path = buildPath(pageId, locale);
    const all = await api<ListResponse<InvestmentProduct>>(
      request,
      `/api/investment-products?locale=${locale}&type=equity-securities&pageSize=20`,
    );
    const target = all.data[0];
    expect(target).toBeDefined();
    await page.goto(path);

    // Paging: the seeded master's equities by code, 20 a page (server/seed/holding_codes_2024-03-28.csv).
    const codes = () => section(page).getByRole('rowheader').allTextContents();
    await expect(section(page).getByRole('rowheader')).toHaveCount(20);
    expect(await codes()).toEqual(EQUITIES_PAGE_1);
    const pagination = section(page).getByRole('navigation', { name: labels.pagination });
    await pagination.getByRole('link', { name: labels.next }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(pagination.locator('[aria-current="page"]')).toHaveText('2');
    await expect.poll(codes).toEqual(EQUITIES_PAGE_2);
    await page.goBack();
    await expect(page).not.toHaveURL(/page=/);
    await expect.poll(codes).toEqual(EQUITIES_PAGE_1);

    const box = section(page).getByRole('searchbox', { name: labels.search });
    await box.fill(target?.code ?? '');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(target?.code ?? '')}`));
    await expect(box).toHaveValue(target?.code ?? '');
    const link = section(page).getByRole('link', { name: target?.code, exact: true });
    await expect(link).toBeVisible();
    const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    await link.click();
    await expect(page).toHaveURL(buildPath('service.investmentProduct', locale, { slug: target?.code ?? '' }));
    await expect(section(page).locator('h1')).toContainText(target?.name ?? '');
    await expect(section(page).locator('dd').first()).toHaveText(target?.code ?? '');
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  test(`an unknown investment product (${locale}) answers 404 with the data-unavailable message`, async ({ page }) => {
    const response = await page.goto(buildPath('service.investmentProduct', locale, { slug: 'no-such-product-x9' }));
    await expect(section(page).locator('[data-unavailable]')).toHaveText(labels.unavailable);
    expect(response?.status()).toBe(404);
  });

  test(`instruction schedule (${locale}) is a table of times, processes and activities`, async ({ page, request }) => {
    const problems = await watchProblems(page);
    const schedule = await api<ListResponse<InstructionScheduleEntry>>(
      request,
      `/api/instruction-schedule?locale=${locale}&pageSize=100`,
    );
    await page.goto(buildPath('service.scheduleInstructions', locale));
    await expect(section(page).getByRole('columnheader', { name: labels.startTime })).toBeVisible();
    await expect(section(page).locator('tbody tr')).toHaveCount(schedule.data.length);
    const first = schedule.data[0];
    if (first) await expect(section(page).getByRole('rowheader').first()).toHaveText(first.process);
    expect(problems.consoleErrors).toEqual([]);
  });
}
