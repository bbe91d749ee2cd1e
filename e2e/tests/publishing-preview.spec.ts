import { buildPath } from '@ksei/shared/node';
import { editor, staffPage } from '../support/editor';
import { expect, test } from '../support/fixtures';
import { apiToken, staffAccounts } from '../support/staff';
import { expectAxeClean, gotoReady, tabTo } from '../support/staff-flow';

/**
 * A preview link in real Chromium on the real server, in both languages: an author makes one on the
 * item's page (by keyboard); someone without an account opens it: the revision under a "not
 * published" banner, rendered on the server, never kept (no-store) nor indexed (noindex), passing
 * axe; the public list meanwhile shows nothing of it; once revoked, the same address says the link
 * has ended.
 */

const TEXT = {
  id: {
    make: 'Buat tautan pratinjau',
    link: 'Tautan pratinjau (Bahasa Indonesia)',
    linkEn: 'Tautan pratinjau (English)',
    banner: 'Pratinjau, belum diterbitkan',
    gone: 'Tautan pratinjau ini sudah berakhir atau dicabut.',
    revoke: 'Cabut tautan revisi 1',
  },
  en: {
    make: 'Make a preview link',
    link: 'Preview link (Indonesian)',
    linkEn: 'Preview link (English)',
    banner: 'Preview, not published',
    gone: 'This preview link has ended or was revoked.',
    revoke: 'Revoke the link to revision 1',
  },
} as const;

for (const locale of ['id', 'en'] as const) {
  const text = TEXT[locale];

  test(`preview link (${locale}): made by keyboard, opened without an account, never kept or indexed, ended by revoking`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const { author } = staffAccounts();
    const marker = `${locale}${Date.now().toString(36)}`;
    const titles = { id: `Pratinjau uji ${marker}`, en: `Preview test ${marker}` };
    const token = await apiToken(request, author);
    const created = await request.post(`/api/publishing/announcement?locale=${locale}`, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        key: `uji-pratinjau-${marker}`,
        data: {
          shared: { type: 'operational', date: '2001-01-07', referenceNumber: `KSEI-${marker}`, notice: 'new' },
          parts: { id: { title: titles.id }, en: { title: titles.en } },
        },
      },
    });
    expect(created.status()).toBe(201);
    const { data: item } = (await created.json()) as { data: { id: number } };

    const staff = await staffPage(browser, request, author);
    await gotoReady(staff.page, buildPath('editor.announcement', locale, { slug: String(item.id) }));
    const make = editor(staff.page).getByRole('button', { name: text.make });
    await tabTo(staff.page, make);
    await staff.page.keyboard.press('Enter');
    const address = await editor(staff.page).getByLabel(text.link).inputValue();
    expect(address).toContain(buildPath('publication.announcementPreview', 'id', { slug: 'X' }).slice(0, -1));
    await expectAxeClean(staff.page);

    // Someone without an account, in a browser of their own.
    const visitor = await browser.newContext();
    const page = await visitor.newPage();
    const response = await page.goto(address);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('no-store');
    // Rendered on the server: the title is in the first response.
    expect(await response?.text()).toContain(titles.id);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // The link's address is the Indonesian page, so its words are Indonesian whatever the author's language.
    await expect(page.getByRole('note')).toContainText(TEXT.id.banner);
    await expect(page.getByRole('heading', { name: titles.id })).toBeVisible();
    await expectAxeClean(page);
    // The English address: the English words and title.
    const english = await visitor.newPage();
    await english.goto(await editor(staff.page).getByLabel(text.linkEn).inputValue());
    await expect(english.getByRole('note')).toContainText(TEXT.en.banner);
    await expect(english.getByRole('heading', { name: titles.en })).toBeVisible();
    await english.close();
    // The public list shows nothing of it meanwhile.
    const list = await request.get(`/api/announcements?locale=id&q=${marker}`);
    expect(((await list.json()) as { data: unknown[] }).data).toEqual([]);

    // Revoked on the item's page: the same address now says the link has ended.
    await editor(staff.page).getByRole('button', { name: text.revoke }).click();
    await expect(editor(staff.page).getByRole('button', { name: text.revoke })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: TEXT.id.gone })).toBeVisible();
    await expect(page.getByRole('heading', { name: titles.id })).toHaveCount(0);
    await visitor.close();
    await staff.context.close();
  });
}
