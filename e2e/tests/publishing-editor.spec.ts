import type { Locator, Page } from '@playwright/test';
import { buildPath, type Locale } from '@ksei/shared/node';
import { editor, PART_LEGENDS, partField, staffPage } from '../support/editor';
import { expect, test } from '../support/fixtures';
import { apiToken, staffAccounts } from '../support/staff';
import { expectAxeClean, gotoReady, tabTo } from '../support/staff-flow';

/**
 * The announcement editor in real Chromium on the real server, in both languages: an author writes a
 * new announcement by keyboard alone and submits it; the author cannot approve it; a second person (a
 * publisher) approves it, the public list shows it, and the publisher takes it off the site again; two
 * editors save the same item and the second is refused with its text kept and the other version shown;
 * a publisher may not approve a revision of their own; a save that cannot reach the server keeps the
 * text, and the editor finds it again after a reload. Every editor page passes axe. The announcements
 * are dated 2001 and the published one is taken down, so the seed's lists stay as the other specs know them.
 */

/** The editor's words the spec acts on (as a publisher reads them; the section's strings must match). */
const TEXT = {
  id: {
    newItem: 'Tulis pengumuman baru',
    key: 'Alamat (huruf kecil, angka dan tanda hubung)',
    type: 'Jenis',
    date: 'Tanggal',
    letter: 'Nomor surat',
    notice: 'Sifat pengumuman',
    noticeNew: 'Baru',
    operational: 'Operasional',
    title: 'Judul',
    create: 'Buat draf',
    save: 'Simpan revisi',
    submit: 'Ajukan untuk persetujuan',
    approve: 'Setujui dan terbitkan',
    unpublish: 'Hapus dari situs',
    unpublished: 'Dihapus dari situs',
    live: 'Tayang',
    waiting: 'Menunggu persetujuan',
    conflict: 'telah diubah orang lain',
    twoPerson: 'Revisi ini harus disetujui orang lain',
    conflictHeading: 'Versi terbaru dari orang lain',
    offline: 'Tidak dapat terhubung ke server',
    kept: 'dipulihkan ke formulir',
    history: 'Riwayat dan perbandingan',
  },
  en: {
    newItem: 'Write a new announcement',
    key: 'Address (lower-case letters, digits and dashes)',
    type: 'Type',
    date: 'Date',
    letter: 'Letter number',
    notice: 'Notice',
    noticeNew: 'New',
    operational: 'Operational',
    title: 'Title',
    create: 'Create draft',
    save: 'Save revision',
    submit: 'Submit for approval',
    approve: 'Approve and publish',
    unpublish: 'Take off the site',
    unpublished: 'Taken off the site',
    live: 'Live',
    waiting: 'Waiting for approval',
    conflict: 'Someone else changed this item',
    twoPerson: 'Someone else must approve this revision',
    conflictHeading: "Someone else's latest version",
    offline: 'The server could not be reached',
    kept: 'were restored to the form',
    history: 'History and comparison',
  },
} as const;

/** A language part's title field. */
function titleField(page: Page, locale: Locale, part: Locale): Locator {
  return partField(page, PART_LEGENDS[locale][part], TEXT[locale].title);
}

for (const locale of ['id', 'en'] as const) {
  const text = TEXT[locale];

  test(`editor (${locale}): written by keyboard, submitted, refused to its author, approved by a second person, live, taken off the site`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const { author, publisher } = staffAccounts();
    const marker = `${locale}-${Date.now().toString(36)}`;
    const key = `uji-editor-${marker}`;
    const titles = { id: `Pengumuman uji penyunting ${marker}`, en: `Editor test announcement ${marker}` };

    // The author, from the list, by keyboard alone.
    const { context: authorContext, page } = await staffPage(browser, request, author);
    await gotoReady(page, buildPath('editor.announcements', locale));
    await expectAxeClean(page);
    const newLink = editor(page).getByRole('link', { name: text.newItem });
    await tabTo(page, newLink);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(buildPath('editor.announcementNew', locale));
    await expect(editor(page).getByLabel(text.key)).toBeVisible();
    await expectAxeClean(page);

    const type = async (field: Locator, value: string) => {
      await tabTo(page, field);
      await page.keyboard.type(value);
    };
    await type(editor(page).getByLabel(text.key), key);
    // The announcement types the site knows (seeded), by their names in the page's language.
    await tabTo(page, editor(page).getByLabel(text.type));
    await editor(page).getByLabel(text.type).selectOption({ label: text.operational });
    // A date control takes the digits of its fields in the browser's order (en-US: month, day, year).
    // Dated long ago, so the other specs' "newest first" lists of the seed stay as they are meanwhile.
    await tabTo(page, editor(page).getByLabel(text.date));
    await page.keyboard.type('01052001');
    await type(editor(page).getByLabel(text.letter), `KSEI-${marker}/DIR/1126`);
    await tabTo(page, editor(page).getByLabel(text.notice));
    await editor(page).getByLabel(text.notice).selectOption({ label: text.noticeNew });
    await type(titleField(page, locale, 'id'), titles.id);
    await type(titleField(page, locale, 'en'), titles.en);
    await tabTo(page, editor(page).getByRole('button', { name: text.create }));
    await page.keyboard.press('Enter');

    // Created: its own page, both parts ready; submitted for approval.
    await expect(page).toHaveURL(new RegExp(`${buildPath('editor.announcements', locale)}/\\d+$`));
    const itemPath = new URL(page.url()).pathname;
    await expect(titleField(page, locale, 'en')).toHaveValue(titles.en);
    await expectAxeClean(page);
    const submit = editor(page).getByRole('button', { name: text.submit });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect(editor(page).getByText(text.waiting).first()).toBeVisible();
    // The author holds no publish scope: no approve button, and the API refuses it outright.
    await expect(editor(page).getByRole('button', { name: text.approve })).toHaveCount(0);
    await authorContext.close();

    // The publisher approves; the public list shows it at once, in both languages.
    const { context: publisherContext, page: second } = await staffPage(browser, request, publisher);
    await gotoReady(second, itemPath);
    await editor(second).getByRole('button', { name: text.approve }).click();
    await expect(editor(second).getByText(text.live, { exact: true }).first()).toBeVisible();
    const publicTitles = async (part: Locale) => {
      const list = await request.get(`/api/announcements?locale=${part}&q=${encodeURIComponent(marker)}`);
      expect(list.status()).toBe(200);
      return ((await list.json()) as { data: { title: string }[] }).data.map((item) => item.title);
    };
    for (const part of ['id', 'en'] as const) expect(await publicTitles(part)).toEqual([titles[part]]);

    // Taken off the site again (the seed's lists stay as the other specs expect them): gone from the list.
    await editor(second).getByRole('button', { name: text.unpublish }).click();
    await expect(editor(second).getByText(text.unpublished, { exact: true }).first()).toBeVisible();
    for (const part of ['id', 'en'] as const) expect(await publicTitles(part)).toEqual([]);
    await publisherContext.close();
  });

  test(`editor (${locale}): the second of two saves is refused with its text kept and the other version shown; one's own revision cannot be approved; an unreachable server keeps the text across a reload`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const { author, publisher } = staffAccounts();
    const marker = `${locale}-${Date.now().toString(36)}c`;
    const token = await apiToken(request, author);
    const created = await request.post(`/api/publishing/announcement?locale=${locale}`, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        key: `uji-konflik-${marker}`,
        data: {
          shared: { type: 'operational', date: '2001-01-05', referenceNumber: `KSEI-${marker}`, notice: 'new' },
          parts: { id: { title: `Judul awal ${marker}` }, en: { title: `First title ${marker}` } },
        },
      },
    });
    expect(created.status()).toBe(201);
    const { data: item } = (await created.json()) as { data: { id: number } };
    const itemPath = buildPath('editor.announcement', locale, { slug: String(item.id) });

    // Both open the item; the publisher saves first.
    const first = await staffPage(browser, request, author);
    const second = await staffPage(browser, request, publisher);
    await gotoReady(first.page, itemPath);
    await gotoReady(second.page, itemPath);
    await titleField(second.page, locale, 'en').fill(`Publisher's title ${marker}`);
    const saved = second.page.waitForResponse(
      (response) => response.url().includes('/api/publishing/') && response.request().method() === 'PUT',
    );
    await editor(second.page).getByRole('button', { name: text.save }).click();
    expect((await saved).status()).toBe(200);
    // The publisher submits the revision they wrote, and may not approve it: the two-person rule, in words.
    await editor(second.page).getByRole('button', { name: text.submit }).click();
    await editor(second.page).getByRole('button', { name: text.approve }).click();
    await expect(editor(second.page).getByRole('alert').filter({ hasText: text.twoPerson })).toBeVisible();

    // The author's save is refused: the text stays, the other version is shown beside it.
    const mine = `Author's title ${marker}`;
    await titleField(first.page, locale, 'en').fill(mine);
    await editor(first.page).getByRole('button', { name: text.save }).click();
    await expect(editor(first.page).getByRole('alert').filter({ hasText: text.conflict })).toBeVisible();
    await expect(titleField(first.page, locale, 'en')).toHaveValue(mine);
    const other = editor(first.page).getByRole('region', { name: text.conflictHeading });
    await expect(other.getByText(`Publisher's title ${marker}`)).toBeVisible();
    await expectAxeClean(first.page);

    // The server cannot be reached: refused with the text kept; after a reload the text is restored.
    await first.page.route('**/api/publishing/**', (route) =>
      route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.fallback(),
    );
    const offline = `Typed while offline ${marker}`;
    await titleField(first.page, locale, 'id').fill(offline);
    await editor(first.page).getByRole('button', { name: text.save }).click();
    await expect(editor(first.page).getByRole('alert').filter({ hasText: text.offline })).toBeVisible();
    await expect(titleField(first.page, locale, 'id')).toHaveValue(offline);
    await first.page.unroute('**/api/publishing/**');
    await gotoReady(first.page, itemPath);
    await expect(editor(first.page).getByRole('status').filter({ hasText: text.kept })).toBeVisible();
    await expect(titleField(first.page, locale, 'id')).toHaveValue(offline);
    await expect(titleField(first.page, locale, 'en')).toHaveValue(mine);

    // The history page: the two saved revisions, and it passes axe.
    await editor(first.page).getByRole('link', { name: text.history }).click();
    await expect(first.page).toHaveURL(buildPath('editor.announcementHistory', locale, { slug: String(item.id) }));
    await expect(editor(first.page).locator('tbody tr').first()).toBeVisible();
    await expectAxeClean(first.page);
    await first.context.close();
    await second.context.close();
  });
}
