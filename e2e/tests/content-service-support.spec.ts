import {
  CONTENT_PAGE_KEYS,
  buildPath,
  type InvestmentProduct,
  type ListResponse,
  type Locale,
} from '@ksei/shared/node';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../support/fixtures';
import { walk } from '../support/walking-page';
import { axeScan } from '../support/axe';

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

type Texts = { readonly id: string; readonly en: string };
type TextLists = { readonly id: readonly string[]; readonly en: readonly string[] };
const NONE: TextLists = { id: [], en: [] };

/** How the seed writes most service pages: one opening paragraph, a "Steps" heading, no table. */
const SERVICE_PAGE: {
  paragraph: Texts;
  headings: TextLists;
  tables: TextLists;
  columns: TextLists;
} = {
  paragraph: {
    id: 'Layanan ini diberikan sesuai regulasi pasar modal dan Peraturan KSEI yang berlaku.',
    en: 'The service is provided under the applicable capital market regulations and KSEI Regulations.',
  },
  headings: { id: ['Langkah'], en: ['Steps'] },
  tables: NONE,
  columns: NONE,
};
/** The seed's two service pages with tables: their opening paragraph, headings, table captions and columns. */
const SEED_PAGES: Readonly<Record<string, typeof SERVICE_PAGE>> = {
  'service-fee': {
    paragraph: { id: 'Tabel di bawah ini adalah contoh.', en: 'The tables below are examples.' },
    headings: { id: ['Keputusan terkait biaya'], en: ['Fee decrees'] },
    tables: { id: ['Biaya penyimpanan', 'Biaya transaksi'], en: ['Depository fees', 'Transaction fees'] },
    columns: {
      id: ['Layanan', 'Dasar pengenaan', 'Biaya', 'Instruksi', 'Satuan', 'Biaya'],
      en: ['Service', 'Basis', 'Fee', 'Instruction', 'Unit', 'Fee'],
    },
  },
  'operational-schedule': {
    paragraph: {
      id: 'KSEI beroperasi pada hari bursa mengikuti kalender Bursa Efek Indonesia. Hari libur dan cuti bersama diumumkan setiap tahun.',
      en: 'KSEI operates on exchange days following the Indonesia Stock Exchange calendar. Holidays and collective leave days are announced every year.',
    },
    headings: NONE,
    tables: { id: ['Jam layanan'], en: ['Service hours'] },
    columns: { id: ['Layanan', 'Hari', 'Jam'], en: ['Service', 'Days', 'Hours'] },
  },
};

/** The seed's instruction schedule, in its order: start, end, process, activity. */
const SEED_SCHEDULE: readonly (readonly [string, string, Texts, Texts])[] = [
  [
    '07:00',
    '08:30',
    { id: 'Persiapan', en: 'Preparation' },
    { id: 'Pembukaan sistem C-BEST dan S-INVEST', en: 'C-BEST and S-INVEST start of day' },
  ],
  [
    '08:30',
    '12:00',
    { id: 'Penyelesaian', en: 'Settlement' },
    { id: 'Instruksi DVP/RVP transaksi di luar bursa', en: 'OTC DVP/RVP instructions' },
  ],
  [
    '08:30',
    '16:00',
    { id: 'Pemindahbukuan', en: 'Book entry' },
    { id: 'Instruksi DFOP/RFOP', en: 'DFOP/RFOP instructions' },
  ],
  [
    '09:00',
    '11:00',
    { id: 'Penyelesaian bursa', en: 'Exchange settlement' },
    { id: 'Penyelesaian transaksi bursa atas instruksi KPEI', en: 'Settlement of exchange trades on KPEI instruction' },
  ],
  [
    '09:00',
    '15:00',
    { id: 'Penyimpanan', en: 'Depository' },
    { id: 'Konfirmasi penyetoran efek (DCONF)', en: 'Deposit confirmation (DCONF)' },
  ],
  [
    '09:00',
    '15:30',
    { id: 'Dana', en: 'Funds' },
    { id: 'Transfer dana (WT) dan pemindahbukuan dana (BTS)', en: 'Wire transfer (WT) and book transfer (BTS)' },
  ],
  [
    '10:00',
    '14:00',
    { id: 'Tindakan korporasi', en: 'Corporate actions' },
    { id: 'Pendistribusian hak tindakan korporasi', en: 'Distribution of corporate-action entitlements' },
  ],
  [
    '09:00',
    '13:00',
    { id: 'Reksa dana', en: 'Mutual funds' },
    { id: 'Instruksi subscription dan redemption S-INVEST', en: 'S-INVEST subscription and redemption instructions' },
  ],
  [
    '13:00',
    '16:00',
    { id: 'Reksa dana', en: 'Mutual funds' },
    { id: 'Konfirmasi NAB dan unit penyertaan', en: 'NAV and unit confirmation' },
  ],
  [
    '16:00',
    '17:30',
    { id: 'Akhir hari', en: 'End of day' },
    { id: 'Rekonsiliasi dan laporan akhir hari', en: 'Reconciliation and end-of-day reports' },
  ],
];

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const section = (page: Page) => page.locator('[data-section="mf-service-support"]');

for (const locale of LOCALES) {
  const labels = LABELS[locale];

  walk(
    `service content pages (${locale}) render the seed's blocks: opening paragraph, steps, fee and schedule tables`,
    async ({ walking: { page, problems } }) => {
      walk.setTimeout(90_000);
      expect(CONTENT_PAGES.length).toBe(16);
      for (const [key, pageId] of CONTENT_PAGES) {
        const seeded = SEED_PAGES[key] ?? SERVICE_PAGE;
        await page.goto(buildPath(pageId, locale));
        await expect(section(page).locator('p', { hasText: seeded.paragraph[locale] }), key).toHaveCount(1);
        await expect(section(page).getByRole('heading', { level: 2 }), key).toHaveText([...seeded.headings[locale]]);
        expect(await section(page).locator('table caption').allTextContents(), key).toEqual(seeded.tables[locale]);
        expect(await section(page).locator('table th[scope="col"]').allTextContents(), key).toEqual(
          seeded.columns[locale],
        );
      }
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    },
  );

  walk(
    `investment product lists (${locale}): each type, search and paging in the address, detail from the list`,
    async ({ walking: { page, problems }, request }) => {
      walk.setTimeout(60_000);
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
      // BBCA: an equity of the seeded master, whose issuer comes from the seed's verified ISINs.
      const target = { code: 'BBCA', name: 'PT Bank Central Asia Tbk' };
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
      await box.fill(target.code);
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(target.code)}`));
      await expect(box).toHaveValue(target.code);
      const link = section(page).getByRole('link', { name: target.code, exact: true });
      await expect(link).toBeVisible();
      const axe = await axeScan(page).analyze();
      expect(axe.violations.map((v) => v.id)).toEqual([]);

      await link.click();
      await expect(page).toHaveURL(buildPath('service.investmentProduct', locale, { slug: target.code }));
      await expect(section(page).locator('h1')).toHaveText(`${target.code} — ${target.name}`);
      await expect(section(page).locator('dd').first()).toHaveText(target.code);
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    },
  );

  walk(
    `an unknown investment product (${locale}) answers 404 with the data-unavailable message`,
    async ({ walking: { page } }) => {
      const response = await page.goto(buildPath('service.investmentProduct', locale, { slug: 'no-such-product-x9' }));
      await expect(section(page).locator('[data-unavailable]')).toHaveText(labels.unavailable);
      expect(response?.status()).toBe(404);
    },
  );

  walk(
    `instruction schedule (${locale}) is a table of the seed's times, processes and activities`,
    async ({ walking: { page, problems } }) => {
      await page.goto(buildPath('service.scheduleInstructions', locale));
      await expect(section(page).getByRole('columnheader', { name: labels.startTime })).toBeVisible();
      await expect(section(page).locator('tbody tr')).toHaveCount(SEED_SCHEDULE.length);
      expect(await section(page).getByRole('rowheader').allTextContents()).toEqual(
        SEED_SCHEDULE.map(([, , process]) => process[locale]),
      );
      for (const [index, [start, end, , activity]] of SEED_SCHEDULE.entries()) {
        const row = section(page).locator('tbody tr').nth(index);
        await expect(row).toContainText(start);
        await expect(row).toContainText(end);
        await expect(row).toContainText(activity[locale]);
      }
      expect(problems.consoleErrors).toEqual([]);
    },
  );
}
