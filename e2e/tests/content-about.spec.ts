import type { Page } from '@playwright/test';
import { buildPath, type ContentBlock, type Locale } from '@ksei/shared/node';
import { expect, test } from '../support/fixtures';
import { walk } from '../support/walking-page';
import { axeScan } from '../support/axe';

const LOCALES: readonly Locale[] = ['id', 'en'];
const TAGS: Readonly<Record<Locale, string>> = { id: 'id-ID', en: 'en-US' };
const section = '[data-section="mf-about"]';

/** The first plain text a page's blocks show, to look for on the rendered page. */
function firstText(blocks: readonly ContentBlock[]): string | undefined {
  for (const block of blocks) {
    if (block.type === 'paragraph' || block.type === 'heading') return block.text;
    if (block.type === 'list' && block.items[0]) return block.items[0];
    if (block.type === 'timeline' && block.items[0]) return block.items[0].title;
  }
  return undefined;
}

async function axeViolations(page: Page): Promise<string[]> {
  const axe = await axeScan(page).analyze();
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const CONTENT_PAGES = [
  ['overview', 'about.overview'],
  ['journey', 'about.journey'],
  ['governance', 'about.governance'],
  ['stakeholders', 'about.stakeholders'],
  ['anti-bribery', 'about.antiBribery'],
  ['whistleblowing', 'about.whistleblowing'],
  ['disclaimer', 'disclaimer'],
  ['terms', 'terms'],
] as const;

for (const locale of LOCALES) {
  test.describe(`about pages (${locale})`, () => {
    for (const [key, pageId] of CONTENT_PAGES) {
      walk(`${pageId} shows its content from /api/pages/${key}`, async ({ walking: { page, problems }, request }) => {
        const api = await request.get(`/api/pages/${key}?locale=${locale}`);
        expect(api.status()).toBe(200);
        const { data } = (await api.json()) as { data: { blocks: ContentBlock[]; sample: boolean; summary?: string } };
        await page.goto(buildPath(pageId, locale));
        const text = data.summary ?? firstText(data.blocks);
        expect(text).toBeTruthy();
        await expect(page.locator(section).getByText(text!, { exact: true }).first()).toBeVisible();
        if (data.sample)
          await expect(
            page
              .locator(section)
              .getByText(/Contoh konten|Sample content/)
              .first(),
          ).toBeVisible();
        expect(problems.consoleErrors).toEqual([]);
      });
    }

    walk(
      'the accessibility statement is linked from the footer: the standard, the checks, the limits, how to report a barrier, the review date',
      async ({ walking: { page, problems } }) => {
        const title = locale === 'id' ? 'Pernyataan Aksesibilitas' : 'Accessibility Statement';
        await page.goto(buildPath('home', locale));
        await page.locator('footer').getByRole('link', { name: title }).click();
        await expect(page).toHaveURL(new RegExp(`${buildPath('accessibility', locale)}$`));
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        const statement = page.locator(section);
        await expect(statement).toContainText('(WCAG) 2.2');
        await expect(statement).toContainText('axe-core');
        await expect(statement).toContainText('320');
        await expect(statement).toContainText('reCAPTCHA');
        await expect(statement).toContainText(locale === 'id' ? '26 November 2026' : 'November 26, 2026');
        const report = statement.getByRole('link', {
          name:
            locale === 'id' ? 'Laporkan hambatan melalui formulir kontak' : 'Report a barrier through the contact form',
        });
        await expect(report).toHaveAttribute('href', buildPath('contact', locale));
        expect(await axeViolations(page)).toEqual([]);
        expect(problems.consoleErrors).toEqual([]);
      },
    );

    walk('journey shows a timeline', async ({ walking: { page } }) => {
      await page.goto(buildPath('about.journey', locale));
      await expect(page.locator(`${section} ol li time`).first()).toBeVisible();
    });

    walk('whistleblowing links to the report form', async ({ walking: { page } }) => {
      await page.goto(buildPath('about.whistleblowing', locale));
      const link = page.locator(section).getByRole('link', {
        name: locale === 'id' ? 'Buka formulir laporan whistleblowing' : 'Open the whistleblowing report form',
      });
      await expect(link).toHaveAttribute('href', buildPath('whistleblowingForm', locale));
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${buildPath('whistleblowingForm', locale)}$`));
    });

    walk('stakeholders show the shareholder table with formatted numbers', async ({ walking: { page }, request }) => {
      const { data } = (await (await request.get(`/api/shareholders?locale=${locale}&pageSize=100`)).json()) as {
        data: { name: string; units: number; value: number }[];
      };
      expect(data.length).toBeGreaterThan(0);
      await page.goto(buildPath('about.stakeholders', locale));
      const table = page.locator(`${section} table`).last();
      await expect(table.getByRole('columnheader')).toHaveCount(4);
      const first = data[0]!;
      const row = table.getByRole('row').filter({ hasText: first.name });
      await expect(row).toContainText(new Intl.NumberFormat(TAGS[locale]).format(first.units));
      await expect(row).toContainText(new Intl.NumberFormat(TAGS[locale]).format(first.value));
    });

    walk('management shows both boards with every profile field', async ({ walking: { page }, request }) => {
      const { data } = (await (await request.get(`/api/management?locale=${locale}&pageSize=100`)).json()) as {
        data: { name: string; board: string; citizenship: string; lastEducation: string; appointedSince: string }[];
      };
      expect(data.length).toBeGreaterThan(0);
      await page.goto(buildPath('about.management', locale));
      const boards =
        locale === 'id' ? ['Dewan Komisaris', 'Direksi'] : ['Board of Commissioners', 'Board of Directors'];
      for (const [index, board] of ['commissioners', 'directors'].entries()) {
        if (data.some((m) => m.board === board))
          await expect(page.locator(section).getByRole('heading', { level: 2, name: boards[index] })).toBeVisible();
      }
      const member = data[0]!;
      const card = page
        .locator(`${section} article`)
        .filter({ has: page.getByRole('heading', { level: 3, name: member.name }) });
      await expect(card).toContainText(member.citizenship);
      await expect(card).toContainText(member.lastEducation);
      await expect(card).toContainText(member.appointedSince);
      const labels =
        locale === 'id'
          ? [
              'Kewarganegaraan',
              'Tempat dan tanggal lahir',
              'Pendidikan terakhir',
              'Menjabat sejak',
              'Pengalaman manajemen',
            ]
          : ['Citizenship', 'Place and date of birth', 'Last education', 'Appointed since', 'Management experience'];
      for (const label of labels) await expect(card.getByText(label, { exact: true })).toBeVisible();
    });

    walk('FAQ filters can be preset from the address', async ({ walking: { page } }) => {
      await page.goto(`${buildPath('faq', locale)}?q=zzqxjv`);
      const search = page.locator(section).getByRole('searchbox', {
        name: locale === 'id' ? 'Cari pertanyaan' : 'Search questions',
      });
      await expect(search).toHaveValue('zzqxjv');
      await expect(page.locator(`${section} details`)).toHaveCount(0);
    });

    walk(
      'FAQ is grouped by category and filters by category and by text',
      async ({ walking: { page, problems }, request }) => {
        const categories = (
          (await (await request.get(`/api/faq-categories?locale=${locale}&pageSize=100`)).json()) as {
            data: { code: string; label: string }[];
          }
        ).data;
        // The seed's questions: the FAQ editor's spec publishes one (key `uji-…`) for a few seconds.
        const items = (
          (await (await request.get(`/api/faq?locale=${locale}&pageSize=100`)).json()) as {
            data: { id: string; category: string; question: string; answer: string }[];
          }
        ).data.filter((item) => !item.id.startsWith('uji-'));
        expect(items.length).toBeGreaterThan(0);
        await page.goto(buildPath('faq', locale));
        const root = page.locator(section);
        const questions = root.locator('details:not([data-faq^="uji-"])');
        await expect(questions).toHaveCount(items.length);
        const used = categories.filter((c) => items.some((i) => i.category === c.code));
        for (const category of used)
          await expect(root.getByRole('heading', { level: 2, name: category.label })).toBeVisible();

        // A question opens to its answer.
        const first = items[0]!;
        await root.locator('summary', { hasText: first.question }).first().click();
        await expect(root.getByText(first.answer.split('\n')[0]!.trim()).first()).toBeVisible();

        // Category filter.
        const chosen = used[used.length - 1]!;
        await root.getByLabel(locale === 'id' ? 'Kategori' : 'Category', { exact: true }).selectOption(chosen.code);
        await expect(questions).toHaveCount(items.filter((i) => i.category === chosen.code).length);
        await expect(root.getByRole('heading', { level: 2 })).toHaveText([chosen.label]);

        // Text filter, across categories after clearing.
        await root.getByRole('button', { name: locale === 'id' ? 'Hapus saringan' : 'Clear filters' }).click();
        await expect(questions).toHaveCount(items.length);
        const word = first.question
          .split(/\s+/)
          .find((w) => w.replace(/\W/g, '').length >= 4)!
          .replace(/[^\p{L}\p{N}-]/gu, '');
        const search = root.getByRole('searchbox', { name: locale === 'id' ? 'Cari pertanyaan' : 'Search questions' });
        await search.fill(word);
        const matching = items.filter((i) => `${i.question} ${i.answer}`.toLowerCase().includes(word.toLowerCase()));
        await expect(questions).toHaveCount(matching.length);
        await search.fill('zzqxjv');
        await expect(root.locator('details')).toHaveCount(0);
        await expect(
          root
            .getByRole('status')
            .filter({ hasText: locale === 'id' ? 'Tidak ada pertanyaan' : 'No question matches' }),
        ).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        expect(problems.consoleErrors).toEqual([]);
      },
    );
  });
}
