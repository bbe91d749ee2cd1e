import type { Locator, Page } from '@playwright/test';
import { buildPath, pageTitle, type Locale } from '@ksei/shared/node';
import { PART_LEGENDS, partField, staffPage } from '../support/editor';
import { expect, test } from '../support/fixtures';
import { staffAccounts } from '../support/staff';
import { expectAxeClean, gotoReady, tabTo } from '../support/staff-flow';

/**
 * The FAQ editor (mf-about, on the editor kit) in real Chromium on the real server, in both languages:
 * the staff menu leads an author there; the author writes a question by keyboard alone (its category
 * chosen from the site's, the answer in two lines), creates and submits it; a second person (a
 * publisher of the about section) approves it; the FAQ page shows it last in its category, its answer a
 * paragraph per line. Every editor page passes axe. The question is taken off the site at the end, so
 * the FAQ stays as the seed made it (content-about leaves out questions keyed `uji-…`).
 */

const TEXT = {
  id: {
    newItem: 'Tulis pertanyaan baru',
    key: 'Alamat (huruf kecil, angka dan tanda hubung)',
    category: 'Kategori',
    question: 'Pertanyaan',
    answer: 'Jawaban',
    create: 'Buat draf',
    submit: 'Ajukan untuk persetujuan',
    waiting: 'Menunggu persetujuan',
    approve: 'Setujui dan terbitkan',
    live: 'Tayang',
    unpublish: 'Hapus dari situs',
    unpublished: 'Dihapus dari situs',
  },
  en: {
    newItem: 'Write a new question',
    key: 'Address (lower-case letters, digits and dashes)',
    category: 'Category',
    question: 'Question',
    answer: 'Answer',
    create: 'Create draft',
    submit: 'Submit for approval',
    waiting: 'Waiting for approval',
    approve: 'Approve and publish',
    live: 'Live',
    unpublish: 'Take off the site',
    unpublished: 'Taken off the site',
  },
} as const;

/** The FAQ editor's and page's content (mf-about's section). */
const section = (page: Page): Locator => page.locator('[data-section="mf-about"]');

async function typeInto(page: Page, field: Locator, value: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(value);
}

for (const locale of ['id', 'en'] as const) {
  const text = TEXT[locale];

  test(`FAQ editor (${locale}): reached from the staff menu, written by keyboard, approved by a second person, shown on the FAQ page`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const { author, publisher } = staffAccounts();
    const marker = `${locale}${Date.now().toString(36)}`;
    const key = `uji-faq-${marker}`;
    const written: Record<Locale, { question: string; answer: readonly string[] }> = {
      id: { question: `Bagaimana menguji penyunting ${marker}?`, answer: ['Tulis pertanyaan.', 'Ajukan.'] },
      en: { question: `How is the editor tested ${marker}?`, answer: ['Write a question.', 'Submit it.'] },
    };
    const part = (page: Page, language: Locale, label: string) =>
      partField(page, PART_LEGENDS[locale][language], label, section(page));

    const { context: authorContext, page } = await staffPage(browser, request, author);
    await gotoReady(page, buildPath('editor.announcements', locale));
    const menuLink = page.locator('header').getByRole('link', { name: pageTitle('editor.faqs', locale) });
    await tabTo(page, menuLink);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(buildPath('editor.faqs', locale));
    await expectAxeClean(page);

    await tabTo(page, section(page).getByRole('link', { name: text.newItem }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(buildPath('editor.faqNew', locale));
    const category = section(page).getByLabel(text.category, { exact: true });
    // The categories are the site's, read when the page opens.
    await expect(category.locator('option')).not.toHaveCount(1);
    await expectAxeClean(page);
    await typeInto(page, section(page).getByLabel(text.key), key);
    await tabTo(page, category);
    await category.selectOption({ index: 1 });
    const chosen = await category.inputValue();
    for (const language of ['id', 'en'] as const) {
      await typeInto(page, part(page, language, text.question), written[language].question);
      await tabTo(page, part(page, language, text.answer));
      await page.keyboard.type(written[language].answer[0]!);
      await page.keyboard.press('Enter');
      await page.keyboard.type(written[language].answer[1]!);
    }
    await tabTo(page, section(page).getByRole('button', { name: text.create }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${buildPath('editor.faqs', locale)}/\\d+$`));
    const itemPath = new URL(page.url()).pathname;
    await expectAxeClean(page);
    await tabTo(page, section(page).getByRole('button', { name: text.submit }));
    await page.keyboard.press('Enter');
    await expect(section(page).getByText(text.waiting).first()).toBeVisible();
    await expect(section(page).getByRole('button', { name: text.approve })).toHaveCount(0);
    await authorContext.close();

    const { context: publisherContext, page: second } = await staffPage(browser, request, publisher);
    await gotoReady(second, itemPath);
    await expectAxeClean(second);
    await section(second).getByRole('button', { name: text.approve }).click();
    await expect(section(second).getByText(text.live, { exact: true }).first()).toBeVisible();

    // On the FAQ page: last of its category, the answer a paragraph per line.
    await second.goto(`${buildPath('faq', locale)}?category=${chosen}`);
    const ours = section(second).locator(`details[data-faq="${key}"]`);
    await expect(ours.locator('summary')).toHaveText(written[locale].question);
    // No seed question comes after it (the other language's run may add its own, keyed uji- too).
    await expect(section(second).locator(`details[data-faq="${key}"] ~ details:not([data-faq^="uji-"])`)).toHaveCount(
      0,
    );
    await ours.locator('summary').click();
    await expect(ours.locator('p')).toHaveText([...written[locale].answer]);

    await gotoReady(second, itemPath);
    await section(second).getByRole('button', { name: text.unpublish }).click();
    await expect(section(second).getByText(text.unpublished, { exact: true }).first()).toBeVisible();
    const left = (await (await request.get(`/api/faq?locale=${locale}&pageSize=100`)).json()) as {
      data: { id: string }[];
    };
    expect(left.data.map((one) => one.id)).not.toContain(key);
    await publisherContext.close();
  });
}
