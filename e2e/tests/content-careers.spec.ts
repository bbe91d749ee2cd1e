import AxeBuilder from '@axe-core/playwright';
import { buildPath, type Locale } from '@ksei/shared/node';
import { expect, test, watchProblems } from '../support/fixtures';
import { WCAG_TAGS } from '../support/env';

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

for (const locale of LOCALES) {
  test.describe(`careers (${locale})`, () => {
    test('lists vacancies, open ones first, with closing dates, and filters by division', async ({ page, request }) => {
      const problems = await watchProblems(page);
      const { data } = (await (await request.get(`/api/vacancies?locale=${locale}&pageSize=100`)).json()) as {
        data: Summary[];
      };
      expect(data.length).toBeGreaterThan(0);
      await page.goto(buildPath('careers', locale));
      const cards = page.locator(`${section} article[data-status]`);
      await expect(cards).toHaveCount(data.length);
      const statuses = await cards.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-status')));
      expect(statuses).toEqual([...statuses].sort((a, b) => (a === b ? 0 : a === 'open' ? -1 : 1)));
      const first = data.find((v) => v.status === 'open') ?? data[0]!;
      await expect(cards.filter({ hasText: first.position }).first()).toContainText(
        longDate(first.closingDate, locale),
      );

      const divisions = [...new Set(data.map((v) => v.division))];
      const select = page.locator(section).getByLabel(locale === 'id' ? 'Divisi' : 'Division', { exact: true });
      const division = divisions[divisions.length - 1]!;
      await select.selectOption(division);
      const inDivision = data.filter((v) => v.division === division);
      await expect(cards).toHaveCount(inDivision.length);
      const label = inDivision[0]!.divisionLabel ?? division;
      await expect(select.locator('option:checked')).toHaveText(label);
      for (const text of await cards.locator('p:nth-of-type(1)').allTextContents()) expect(text).toBe(label);
      await select.selectOption('');
      await expect(cards).toHaveCount(data.length);

      const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(axe.violations.map((v) => v.id)).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    });

    test('a vacancy opens from the list and shows every field', async ({ page, request }) => {
      const { data } = (await (await request.get(`/api/vacancies?locale=${locale}&pageSize=100`)).json()) as {
        data: Summary[];
      };
      const chosen = data[0]!;
      await page.goto(buildPath('careers', locale));
      await page.locator(section).getByRole('link', { name: chosen.position }).first().click();
      await expect(page).toHaveURL(new RegExp(`${buildPath('vacancy', locale, { slug: chosen.slug })}$`));
      await expect(page.locator(`${section} h1`)).toHaveText(chosen.position);
      const detail = (
        (await (await request.get(`/api/vacancies/${chosen.slug}?locale=${locale}`)).json()) as {
          data: Summary & { description: string; specifications: string[]; qualificationRequirements: string[] };
        }
      ).data;
      const root = page.locator(section);
      const headings =
        locale === 'id'
          ? ['Deskripsi pekerjaan', 'Spesifikasi', 'Persyaratan kualifikasi', 'Informasi tambahan']
          : ['Job description', 'Specifications', 'Qualification requirements', 'Additional information'];
      for (const heading of headings)
        await expect(root.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      await expect(root).toContainText(detail.divisionLabel ?? detail.division);
      await expect(root).toContainText(longDate(detail.closingDate, locale));
      if (detail.specifications[0]) await expect(root).toContainText(detail.specifications[0]);
      if (detail.qualificationRequirements[0]) await expect(root).toContainText(detail.qualificationRequirements[0]);
    });

    test('an unknown vacancy answers 404 with the data-unavailable message', async ({ page }) => {
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
