import type { Locator, Page } from '@playwright/test';
import { buildPath, pageTitle, type Locale } from '@ksei/shared/node';
import { PART_LEGENDS, partField, staffPage } from '../support/editor';
import { expect, test } from '../support/fixtures';
import { staffAccounts } from '../support/staff';
import { expectAxeClean, gotoReady, tabTo } from '../support/staff-flow';

/**
 * The regulation editor (mf-regulations, on the editor kit) in real Chromium on the real server, in both
 * languages: the staff menu leads an author there; the author writes a new regulation by keyboard alone,
 * saves it and submits it; a second person (a publisher of the regulations section) approves it; the
 * public category page lists it. Every editor page passes axe. The regulation is dated 2001 and taken
 * off the site at the end, so the category lists stay as the seed made them for the other specs.
 */

/** The words the spec acts on (the kit's, the section's and the contract's labels, as staff read them). */
const TEXT = {
  id: {
    newItem: 'Tulis peraturan baru',
    key: 'Alamat (huruf kecil, angka dan tanda hubung)',
    category: 'Kategori',
    kseiRegulations: 'Peraturan KSEI',
    decree: 'Nomor keputusan',
    date: 'Tanggal',
    number: 'Nomor peraturan',
    title: 'Judul',
    create: 'Buat draf',
    save: 'Simpan revisi',
    saved: 'tersimpan',
    submit: 'Ajukan untuk persetujuan',
    waiting: 'Menunggu persetujuan',
    approve: 'Setujui dan terbitkan',
    live: 'Tayang',
    unpublish: 'Hapus dari situs',
    unpublished: 'Dihapus dari situs',
    history: 'Riwayat dan perbandingan',
  },
  en: {
    newItem: 'Write a new regulation',
    key: 'Address (lower-case letters, digits and dashes)',
    category: 'Category',
    kseiRegulations: 'KSEI Regulations',
    decree: 'Decree number',
    date: 'Date',
    number: 'Regulation number',
    title: 'Title',
    create: 'Create draft',
    save: 'Save revision',
    saved: 'saved',
    submit: 'Submit for approval',
    waiting: 'Waiting for approval',
    approve: 'Approve and publish',
    live: 'Live',
    unpublish: 'Take off the site',
    unpublished: 'Taken off the site',
    history: 'History and comparison',
  },
} as const;

/** The regulation editor's pages' content (mf-regulations' section). */
const section = (page: Page): Locator => page.locator('[data-section="mf-regulations"]');

/** A language part's field, by its label. */
const partOf = (page: Page, locale: Locale, part: Locale, label: string) =>
  partField(page, PART_LEGENDS[locale][part], label, section(page));

/** Tabs to `field` and types `value`, as a keyboard user does. */
async function typeInto(page: Page, field: Locator, value: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(value);
}

for (const locale of ['id', 'en'] as const) {
  const text = TEXT[locale];

  test(`regulation editor (${locale}): reached from the staff menu, written by keyboard, saved, submitted, approved by a second person, listed on the public page`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const { author, publisher } = staffAccounts();
    const marker = `${locale}${Date.now().toString(36)}`;
    const key = `uji-peraturan-${marker}`;
    const numbers = { id: `Peraturan KSEI Nomor UJI-${marker}`, en: `Regulation of KSEI Number UJI-${marker}` };
    const titles = { id: `Peraturan uji penyunting ${marker}`, en: `Editor test regulation ${marker}` };

    // The author: the staff menu offers the regulation editor (the account holds regulations:edit).
    const { context: authorContext, page } = await staffPage(browser, request, author);
    await gotoReady(page, buildPath('editor.announcements', locale));
    const menuLink = page.locator('header').getByRole('link', { name: pageTitle('editor.regulations', locale) });
    await expect(menuLink).toBeVisible();
    await tabTo(page, menuLink);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(buildPath('editor.regulations', locale));
    await expectAxeClean(page);

    // A new regulation, by keyboard alone.
    await tabTo(page, section(page).getByRole('link', { name: text.newItem }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(buildPath('editor.regulationNew', locale));
    await expect(section(page).getByLabel(text.key)).toBeVisible();
    await expectAxeClean(page);
    await typeInto(page, section(page).getByLabel(text.key), key);
    // The categories are the declaration's, named as their public pages are.
    const category = section(page).getByLabel(text.category);
    await tabTo(page, category);
    await category.selectOption({ label: text.kseiRegulations });
    await typeInto(page, section(page).getByLabel(text.decree), `KEP-${marker}/DIR/KSEI/0501`);
    // A date control takes the digits of its fields in the browser's order (en-US: month, day, year).
    // Dated long ago, so the category's "newest first" list of the seed stays as it is meanwhile.
    await typeInto(page, section(page).getByLabel(text.date), '05202001');
    for (const part of ['id', 'en'] as const) {
      await typeInto(page, partOf(page, locale, part, text.number), numbers[part]);
      await typeInto(page, partOf(page, locale, part, text.title), titles[part]);
    }
    await tabTo(page, section(page).getByRole('button', { name: text.create }));
    await page.keyboard.press('Enter');

    // Created: its own page. A second revision saved by keyboard, then submitted for approval.
    await expect(page).toHaveURL(new RegExp(`${buildPath('editor.regulations', locale)}/\\d+$`));
    const itemPath = new URL(page.url()).pathname;
    const enTitle = partOf(page, locale, 'en', text.title);
    await expect(enTitle).toHaveValue(titles.en);
    await expectAxeClean(page);
    // Both languages change together (a change to one alone leaves the other outdated, not approvable).
    for (const part of ['id', 'en'] as const) {
      await tabTo(page, partOf(page, locale, part, text.title));
      await page.keyboard.press('End');
      await page.keyboard.type(' (rev)');
      titles[part] = `${titles[part]} (rev)`;
    }
    await tabTo(page, section(page).getByRole('button', { name: text.save }));
    await page.keyboard.press('Enter');
    await expect(section(page).getByRole('status').filter({ hasText: text.saved })).toBeAttached();
    const submit = section(page).getByRole('button', { name: text.submit });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect(section(page).getByText(text.waiting).first()).toBeVisible();
    // The author holds no publish scope for regulations: no approve button.
    await expect(section(page).getByRole('button', { name: text.approve })).toHaveCount(0);

    // Its history: two revisions, compared; the page passes axe.
    await tabTo(page, section(page).getByRole('link', { name: text.history }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${itemPath}/(riwayat|history)$`));
    await expect(section(page).locator('tbody tr')).not.toHaveCount(0);
    await expectAxeClean(page);
    await authorContext.close();

    // The publisher approves; the public category page lists it in the page's language.
    const { context: publisherContext, page: second } = await staffPage(browser, request, publisher);
    await gotoReady(second, itemPath);
    await section(second).getByRole('button', { name: text.approve }).click();
    await expect(section(second).getByText(text.live, { exact: true }).first()).toBeVisible();
    await gotoReady(second, `${buildPath('regulations.kseiRegulations', locale)}?q=${encodeURIComponent(marker)}`);
    await expect(section(second).getByRole('rowheader').filter({ hasText: titles[locale] })).toBeVisible();
    await expect(section(second).getByRole('cell', { name: numbers[locale] })).toBeVisible();

    // Taken off the site again (the seed's lists stay as the other specs expect them): gone from the list.
    await gotoReady(second, itemPath);
    await section(second).getByRole('button', { name: text.unpublish }).click();
    await expect(section(second).getByText(text.unpublished, { exact: true }).first()).toBeVisible();
    const list = await request.get(`/api/regulations?locale=${locale}&q=${encodeURIComponent(marker)}`);
    expect(((await list.json()) as { data: unknown[] }).data).toEqual([]);
    await publisherContext.close();
  });
}
