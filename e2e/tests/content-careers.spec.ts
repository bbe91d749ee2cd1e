import { buildPath, type Locale } from '@ksei/shared/node';
import { expect, test } from '../support/fixtures';
import { walk } from '../support/walking-page';
import { seedDay } from '../support/seed-day';
import { axeScan } from '../support/axe';

const LOCALES: readonly Locale[] = ['id', 'en'];
const TAGS: Readonly<Record<Locale, string>> = { id: 'id-ID', en: 'en-US' };
const section = '[data-section="mf-careers"]';

interface Summary {
  slug: string;
  division: string;
  divisionLabel?: string;
  position: string;
  status: 'open' | 'filled';
  closingDate: string;
}

function longDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(TAGS[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}

/**
 * The seed's nine vacancies, in the seed's order (the i-th from 0): every third one (2, 5, 8) is filled,
 * the others open, an open one closing 14 + 5 i days after the seed day. The list shows the open ones
 * soonest closing first, then the filled ones most recently closed first.
 */
const SEED_VACANCIES = [
  { division: 'information-technology', id: 'Pengembang Perangkat Lunak', en: 'Software Developer' },
  { division: 'information-technology', id: 'Analis Keamanan Informasi', en: 'Information Security Analyst' },
  { division: 'information-technology', id: 'Administrator Basis Data', en: 'Database Administrator' },
  { division: 'operations', id: 'Staf Penyelesaian Transaksi', en: 'Settlement Officer' },
  { division: 'operations', id: 'Staf Tindakan Korporasi', en: 'Corporate Action Officer' },
  { division: 'legal-compliance', id: 'Staf Hukum', en: 'Legal Officer' },
  { division: 'legal-compliance', id: 'Analis Kepatuhan', en: 'Compliance Analyst' },
  { division: 'human-capital', id: 'Staf Pengembangan Talenta', en: 'Talent Development Officer' },
  { division: 'operations', id: 'Staf Layanan Pengguna Jasa', en: 'Service User Support Officer' },
] as const;
const LIST_ORDER = [0, 1, 3, 4, 6, 7, 2, 5, 8];
const DIVISION_LABELS = {
  'information-technology': { id: 'Teknologi Informasi', en: 'Information Technology' },
  operations: { id: 'Operasional Kustodian', en: 'Custody Operations' },
} as const;

/** The seed's first vacancy (its sample slug) as its page shows it: the first line of each part. */
const FIRST_VACANCY_TEXTS = {
  id: [
    'Bergabunglah dengan Divisi Teknologi Informasi KSEI sebagai Pengembang Perangkat Lunak, mengembangkan dan memelihara aplikasi layanan KSEI.',
    'Bertanggung jawab mengembangkan dan memelihara aplikasi layanan KSEI.',
    'Pendidikan minimal S1 dari jurusan yang relevan.',
    'Pengalaman 2 tahun di bidang terkait.',
    'Hanya kandidat terpilih yang akan dihubungi. KSEI tidak memungut biaya apa pun dalam proses rekrutmen.',
  ],
  en: [
    "Join KSEI's Information Technology Division as Software Developer, building and maintaining KSEI's service applications.",
    "Responsible for building and maintaining KSEI's service applications.",
    'Bachelor degree in a relevant field.',
    '2 years of relevant experience.',
    'Only shortlisted candidates will be contacted. KSEI charges no fee at any stage of recruitment.',
  ],
} as const;

for (const locale of LOCALES) {
  test.describe(`careers (${locale})`, () => {
    walk(
      "lists the seed's vacancies, open ones first, with closing dates, and filters by division",
      async ({ walking: { page, problems } }) => {
        await page.goto(buildPath('careers', locale));
        // The seed's vacancies only: the editor's spec publishes one (key `uji-…`) for a few seconds.
        const cards = page
          .locator(`${section} article[data-status]`)
          .filter({ hasNot: page.locator('a[href*="/uji-"]') });
        const positions = () => cards.locator('h3').allTextContents();
        await expect.poll(positions).toEqual(LIST_ORDER.map((i) => SEED_VACANCIES[i]?.[locale]));
        const statuses = await cards.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-status')));
        expect(statuses).toEqual([...Array(6).fill('open'), ...Array(3).fill('filled')]);
        // The first open one closes 14 days after the seed day, the second 19.
        await expect(cards.nth(0)).toContainText(longDate(seedDay(14), locale));
        await expect(cards.nth(1)).toContainText(longDate(seedDay(19), locale));

        const select = page.locator(section).getByLabel(locale === 'id' ? 'Divisi' : 'Division', { exact: true });
        await select.selectOption('operations');
        const label = DIVISION_LABELS.operations[locale];
        await expect.poll(positions).toEqual([3, 4, 8].map((i) => SEED_VACANCIES[i]?.[locale]));
        await expect(select.locator('option:checked')).toHaveText(label);
        expect(await cards.locator('p:nth-of-type(1)').allTextContents()).toEqual([label, label, label]);
        await select.selectOption('');
        await expect.poll(positions).toEqual(LIST_ORDER.map((i) => SEED_VACANCIES[i]?.[locale]));

        const axe = await axeScan(page).analyze();
        expect(axe.violations.map((v) => v.id)).toEqual([]);
        expect(problems.consoleErrors).toEqual([]);
      },
    );

    walk("the seed's first vacancy opens from the list and shows every field", async ({ walking: { page } }) => {
      const position = SEED_VACANCIES[0][locale];
      await page.goto(buildPath('careers', locale));
      await page.locator(section).getByRole('link', { name: position, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${buildPath('vacancy', locale, { slug: 'contoh-lowongan' })}$`));
      await expect(page.locator(`${section} h1`)).toHaveText(position);
      const root = page.locator(section);
      const headings =
        locale === 'id'
          ? ['Deskripsi pekerjaan', 'Spesifikasi', 'Persyaratan kualifikasi', 'Informasi tambahan']
          : ['Job description', 'Specifications', 'Qualification requirements', 'Additional information'];
      for (const heading of headings)
        await expect(root.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      await expect(root).toContainText(DIVISION_LABELS['information-technology'][locale]);
      await expect(root).toContainText(longDate(seedDay(14), locale));
      for (const text of FIRST_VACANCY_TEXTS[locale]) await expect(root).toContainText(text);
    });

    walk('an unknown vacancy answers 404 with the data-unavailable message', async ({ walking: { page } }) => {
      const response = await page.goto(buildPath('vacancy', locale, { slug: 'no-such-vacancy-xyz' }));
      expect(response?.status()).toBe(404);
      await expect(page.locator(`${section} [data-unavailable]`)).toContainText(
        locale === 'id' ? 'tidak tersedia atau telah dihapus' : 'not available or has been deleted',
      );
    });

    test('says all vacancies are filled when none is open', async ({ page, request }) => {
      const { data } = (await (await request.get(`/api/vacancies?locale=${locale}&pageSize=100`)).json()) as {
        data: Summary[];
        meta: unknown;
      };
      // The first page's data comes from the server: the list is entered by a client navigation, whose
      // read the browser makes (and this test answers).
      await page.goto(buildPath('home', locale));
      await page.route('**/api/vacancies?*', async (route) => {
        const filled = data.map((v) => ({ ...v, status: 'filled' }));
        await route.fulfill({
          json: { data: filled, meta: { page: 1, pageSize: 100, total: filled.length, totalPages: 1 } },
        });
      });
      await page.evaluate((path) => window.history.pushState(null, '', path), buildPath('careers', locale));
      await expect(page.locator(`${section} [data-all-filled]`)).toHaveText(
        locale === 'id'
          ? 'Semua lowongan saat ini sudah terisi. Silakan kunjungi halaman ini kembali di lain waktu.'
          : 'All vacancies are currently filled. Please check this page again later.',
      );
      await expect(page.locator(`${section} article[data-status="open"]`)).toHaveCount(0);
    });
  });
}
