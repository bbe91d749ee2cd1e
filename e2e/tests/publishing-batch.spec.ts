import type { APIRequestContext } from '@playwright/test';
import { ATTACHMENT_MESSAGES, BATCH_MESSAGES, PUBLISHING_MESSAGES, buildPath } from '@ksei/shared/node';
import { makePdf, pngBytes } from '../../server/test/support/pdf-files';
import { editor, PART_LEGENDS, partField, staffPage } from '../support/editor';
import { expect, test } from '../support/fixtures';
import { apiToken, staffAccounts } from '../support/staff';
import { chooseByKeyboard, expectAxeClean, gotoReady, tabTo } from '../support/staff-flow';

/**
 * The day's batch in real Chromium on the real server, in both languages: a publisher drops two
 * announcements' four PDFs (and a picture and a badly named file, each listed with why) by keyboard;
 * fixes a title; submits the batch; may not approve it (the two-person rule, in words, naming the
 * item); a second publisher schedules it seconds ahead. Before that time no public list, feed or search
 * shows it; after it the lists and search do, in both languages, and a word only inside a PDF finds it.
 * Dated 2001 and taken off the site at the end, so the other specs' lists stay as the seed made them.
 */

const TEXT = {
  id: {
    choose: 'Pilih berkas PDF',
    make: 'Buat draf dari berkas yang diunggah',
    submit: 'Ajukan seluruh kumpulan untuk persetujuan',
    approve: 'Setujui dan terbitkan seluruh kumpulan',
    at: 'Waktu terbit (WIB)',
    title: 'Judul',
    save: 'Simpan revisi',
    inReview: 'Menunggu persetujuan',
    scheduled: 'Terjadwal',
  },
  en: {
    choose: 'Choose PDF files',
    make: 'Make drafts from the uploaded files',
    submit: 'Submit the whole batch for approval',
    approve: 'Approve and publish the whole batch',
    at: 'Publishing time (WIB)',
    title: 'Title',
    save: 'Save revision',
    inReview: 'Waiting for approval',
    scheduled: 'Scheduled',
  },
} as const;

/** The `datetime-local` value of an instant in WIB (UTC+7), to the second. */
const wibWall = (at: Date) => new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 19);

async function publicCount(request: APIRequestContext, marker: string, locale: string) {
  const list = await request.get(`/api/announcements?locale=${locale}&q=${marker}&pageSize=10`);
  return ((await list.json()) as { data: unknown[] }).data.length;
}

async function searchTotal(request: APIRequestContext, word: string, locale: string) {
  return ((await (await request.get(`/api/search?q=${word}&locale=${locale}`)).json()) as { total: number }).total;
}

for (const locale of ['id', 'en'] as const) {
  const text = TEXT[locale];

  test(`batch (${locale}): dropped by keyboard, fixed, submitted, refused to its author, scheduled by a second publisher, in lists and search on time`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const { publisher: author, admin: second } = staffAccounts();
    // File-name codes are letters and digits: one per run and locale.
    const marker = `Q${locale.toUpperCase()}${Date.now().toString(36).toUpperCase()}`.slice(0, 12);
    const codes = [`${marker.slice(0, 11)}A`, `${marker.slice(0, 11)}B`];
    const words = { id: `katadalam${marker.toLowerCase()}`, en: `wordinside${marker.toLowerCase()}` };
    const files = codes.flatMap((code, index) =>
      (['id', 'en'] as const).map((part) => ({
        name: `${code}_DIV_2001010${index + 1}_${part === 'id' ? 'ID' : 'ENG'}.pdf`,
        mimeType: 'application/pdf',
        buffer: makePdf({
          title: part === 'id' ? `Dividen tunai ${code}` : `Cash dividend ${code}`,
          lines: [`KSEI-${index + 1}234/DIR/0101`, index === 0 ? words[part] : 'teks'],
        }),
      })),
    );
    const extra = [
      { name: `${codes[0]}_DIV_20010103_ID.pdf`, mimeType: 'application/pdf', buffer: pngBytes() },
      { name: 'surat-edaran.pdf', mimeType: 'application/pdf', buffer: makePdf({ lines: ['surat'] }) },
    ];

    // The author drops the day's files by keyboard: Tab to the picker, Space, all files at once.
    const first = await staffPage(browser, request, author);
    await gotoReady(first.page, buildPath('editor.announcementBatchNew', locale));
    // The page shows once the session is read in the browser: scanned after that, not during the swap.
    const picker = editor(first.page).getByLabel(text.choose);
    await expect(picker).toBeVisible();
    await expectAxeClean(first.page);
    await chooseByKeyboard(first.page, picker, [...files, ...extra]);
    await expect(editor(first.page).getByRole('status').filter({ hasText: '6' })).toContainText(
      locale === 'id' ? '6 dari 6' : '6 of 6',
    );
    // The picture is refused by content; the odd name is explained before anything is made.
    await expect(editor(first.page).getByText(BATCH_MESSAGES[locale].unparsed)).toBeVisible();
    await expect(editor(first.page).getByText(ATTACHMENT_MESSAGES[locale].type)).toBeVisible();
    await expectAxeClean(first.page);
    const make = editor(first.page).getByRole('button', { name: text.make });
    await tabTo(first.page, make);
    await first.page.keyboard.press('Enter');
    await expect(first.page).toHaveURL(
      new RegExp(`${buildPath('editor.announcementBatch', locale, { slug: '0' }).slice(0, -1)}\\d+$`),
    );
    const batchPath = new URL(first.page.url()).pathname;
    const keys = codes.map((code, index) => `${code.toLowerCase()}-div-2001010${index + 1}`);
    for (const key of keys) await expect(editor(first.page).getByText(key, { exact: true })).toBeVisible();
    await expect(editor(first.page).getByText('surat-edaran.pdf')).toBeVisible();
    await expectAxeClean(first.page);

    // A title fixed in both languages on the first item's own page.
    await editor(first.page)
      .getByRole('link', { name: locale === 'id' ? `Dividen tunai ${codes[0]}` : `Cash dividend ${codes[0]}` })
      .click();
    for (const part of ['id', 'en'] as const) {
      const title = partField(first.page, PART_LEGENDS[locale][part], text.title);
      await title.fill(`${part === 'id' ? 'Jadwal dividen tunai' : 'Cash dividend schedule'} ${codes[0]}`);
    }
    const saved = first.page.waitForResponse((response) => response.request().method() === 'PUT');
    await editor(first.page).getByRole('button', { name: text.save }).click();
    expect((await saved).status()).toBe(200);

    // The whole batch submitted; its author may not approve it.
    await gotoReady(first.page, batchPath);
    await editor(first.page).getByRole('button', { name: text.submit }).click();
    await expect(editor(first.page).getByText(text.inReview).first()).toBeVisible();
    await editor(first.page).getByRole('button', { name: text.approve }).click();
    await expect(
      editor(first.page).getByRole('alert').filter({ hasText: PUBLISHING_MESSAGES[locale].twoPersonRule }),
    ).toContainText(keys[0]!);
    await first.context.close();

    // A second publisher schedules it seconds ahead.
    const other = await staffPage(browser, request, second);
    await gotoReady(other.page, batchPath);
    const at = new Date(Date.now() + 12_000);
    await editor(other.page).getByLabel(text.at).fill(wibWall(at));
    await editor(other.page).getByRole('button', { name: text.approve }).click();
    await expect(editor(other.page).getByText(text.scheduled).first()).toBeVisible();

    // Before its time: nowhere public.
    for (const part of ['id', 'en'] as const) {
      expect(await publicCount(request, marker, part)).toBe(0);
      expect(await searchTotal(request, words[part], part)).toBe(0);
      expect(await (await request.get(`/feeds/announcements.${part}.atom`)).text()).not.toContain(codes[0]);
      expect(await (await request.get(`/feeds/announcements.${part}.ics`)).text()).not.toContain(codes[0]);
    }
    // From its time: the lists and search, in both languages.
    await expect.poll(() => publicCount(request, marker, 'id'), { timeout: 40_000 }).toBe(2);
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime() - 1000);
    for (const part of ['id', 'en'] as const) {
      expect(await publicCount(request, marker, part)).toBe(2);
      await expect.poll(() => searchTotal(request, words[part], part), { timeout: 20_000 }).toBe(1);
      // The feeds list the newest announcements by date: one dated 2001 is in no window of them (their
      // scheduling is proved by the API suites); before its time it was in none, above.
    }
    await gotoReady(other.page, `${buildPath('publication.announcement', locale)}?month=2001-01`);
    await expect(
      other.page.getByText(`${locale === 'id' ? 'Jadwal dividen tunai' : 'Cash dividend schedule'} ${codes[0]}`),
    ).toBeVisible();
    await other.context.close();

    // Taken off the site again through the API, so the seed's lists stay as the other specs know them.
    const token = await apiToken(request, second);
    for (const key of keys) {
      const found = await request.get(`/api/publishing/announcement?q=${key}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const [item] = ((await found.json()) as { data: { id: number; version: number }[] }).data;
      const down = await request.post(`/api/publishing/announcement/${item!.id}/unpublish`, {
        headers: { authorization: `Bearer ${token}` },
        data: { version: item!.version },
      });
      expect(down.status()).toBe(200);
    }
  });
}
