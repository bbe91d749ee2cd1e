import type { Locator, Page } from '@playwright/test';
import { buildPath, pageTitle, type Locale } from '@ksei/shared/node';
import { pngPicture, pngText } from '../../server/test/support/png-files';
import { PART_LEGENDS, editor, partField, staffPage } from '../support/editor';
import { expect, test } from '../support/fixtures';
import { apiToken, staffAccounts } from '../support/staff';
import { expectAxeClean, gotoReady, tabTo } from '../support/staff-flow';

/**
 * The press release editor (mf-publication, on the editor kit) in real Chromium on the real server, in
 * both languages: an author writes a press release's bodies in the block editor by keyboard (a section
 * heading made with the toolbar, paragraphs typed), pastes formatted text from "Word" into the English
 * body, attaches a picture, saves and submits; a second person approves; the public page shows the
 * blocks and the picture. What is stored is blocks, no HTML and no formatting. Every editor page passes
 * axe. Dated 2001 and taken off the site at the end, so the lists stay as the seed made them.
 */

const TEXT = {
  id: {
    newItem: 'Tulis siaran pers baru',
    key: 'Alamat (huruf kecil, angka dan tanda hubung)',
    date: 'Tanggal',
    title: 'Judul',
    summary: 'Ringkasan',
    body: 'Isi',
    picture: 'Gambar (JPEG atau PNG)',
    heading: 'Judul bagian',
    create: 'Buat draf',
    submit: 'Ajukan untuk persetujuan',
    waiting: 'Menunggu persetujuan',
    approve: 'Setujui dan terbitkan',
    live: 'Tayang',
    unpublish: 'Hapus dari situs',
    unpublished: 'Dihapus dari situs',
    redirect: 'Arahkan pengunjung halamannya ke',
  },
  en: {
    newItem: 'Write a new press release',
    key: 'Address (lower-case letters, digits and dashes)',
    date: 'Date',
    title: 'Title',
    summary: 'Summary',
    body: 'Body',
    picture: 'Picture (JPEG or PNG)',
    heading: 'Section heading',
    create: 'Create draft',
    submit: 'Submit for approval',
    waiting: 'Waiting for approval',
    approve: 'Approve and publish',
    live: 'Live',
    unpublish: 'Take off the site',
    unpublished: 'Taken off the site',
    redirect: 'Send its page’s visitors to',
  },
} as const;

/** Formatted text as Word puts it on the clipboard: bold, a font, a coloured heading, a web link. */
const WORD_HTML =
  '<h1 style="color:#c00">Background <b>notes</b></h1>' +
  '<p class="MsoNormal"><span style="font-family:Calibri"><b>Jakarta</b> — see <a href="https://example.com/x">this site</a>.</span></p>' +
  '<ul><li>First point</li><li>Second point</li></ul>';

/** Tabs to `field` and types `value`, as a keyboard user does. */
async function typeInto(page: Page, field: Locator, value: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(value);
}

/** Pastes `html` into the focused editable area, as the browser does from the clipboard. */
async function pasteHtml(page: Page, html: string): Promise<void> {
  await page.evaluate((content) => {
    const data = new DataTransfer();
    data.setData('text/html', content);
    data.setData('text/plain', content.replace(/<[^>]+>/g, ' '));
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
  }, html);
}

for (const locale of ['id', 'en'] as const) {
  const text = TEXT[locale];

  test(`press release editor (${locale}): a body of blocks by keyboard and by paste, a picture, approved by a second person, shown on its page`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const { author, publisher } = staffAccounts();
    const marker = `${locale}${Date.now().toString(36)}`;
    const key = `uji-siaran-${marker}`;
    const part = (page: Page, language: Locale, label: string) =>
      partField(page, PART_LEGENDS[locale][language], label);
    // The body's editable area, by its exact name (its toolbar is named after it too).
    const bodyOf = (page: Page, language: Locale) =>
      editor(page)
        .locator('fieldset')
        .filter({ has: page.locator('legend', { hasText: PART_LEGENDS[locale][language] }) })
        .getByRole('textbox', { name: text.body, exact: true });

    const { context: authorContext, page } = await staffPage(browser, request, author);
    await gotoReady(page, buildPath('editor.pressReleases', locale));
    await expectAxeClean(page);
    await tabTo(page, editor(page).getByRole('link', { name: text.newItem }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(buildPath('editor.pressReleaseNew', locale));
    await expect(editor(page).getByLabel(text.key)).toBeVisible();
    await expectAxeClean(page);
    await typeInto(page, editor(page).getByLabel(text.key), key);
    await typeInto(page, editor(page).getByLabel(text.date), '05202001');
    for (const language of ['id', 'en'] as const) {
      await typeInto(page, part(page, language, text.title), `Siaran uji ${language} ${marker}`);
      await typeInto(page, part(page, language, text.summary), `Ringkasan ${language} ${marker}`);
    }

    // The Indonesian body by keyboard: a line made a section heading with the toolbar, then a paragraph.
    const idBody = bodyOf(page, 'id');
    await typeInto(page, idBody, 'Latar belakang');
    await tabTo(page, editor(page).getByRole('button', { name: text.heading }).first(), { back: true });
    await page.keyboard.press('Enter');
    await expect(idBody.locator('h2')).toHaveText('Latar belakang');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(`Isi uji kataunik${marker} untuk pencarian.`);
    await expect(idBody.locator('p')).toContainText(`kataunik${marker}`);

    // The English body pasted from Word: kept as a heading, a paragraph and a list, without formatting.
    const enBody = bodyOf(page, 'en');
    await tabTo(page, enBody);
    await pasteHtml(page, WORD_HTML);
    await expect(enBody.locator('h2')).toHaveText('Background notes');
    await expect(enBody.locator('li')).toHaveCount(2);
    await expect(enBody.locator('b, strong, [style*="bold"]')).toHaveCount(0);

    // A picture with an author's name in it.
    await editor(page)
      .getByLabel(text.picture)
      .setInputFiles({
        name: 'foto.png',
        mimeType: 'image/png',
        buffer: pngPicture({ width: 60, height: 40, before: [pngText('Author', 'Rina di Menteng')] }),
      });
    await expect(editor(page).getByText('60 × 40')).toBeVisible();
    await expectAxeClean(page);
    await tabTo(page, editor(page).getByRole('button', { name: text.create }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${buildPath('editor.pressReleases', locale)}/\\d+$`));
    const itemPath = new URL(page.url()).pathname;

    // What was stored: blocks, not HTML; the paste's formatting and web address gone.
    const token = await apiToken(request, author);
    const stored = await request.get(`/api/publishing/pressRelease/${itemPath.split('/').pop()}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const data = ((await stored.json()) as { data: { data: { parts: Record<Locale, { body: string }> } } }).data.data;
    expect(JSON.parse(data.parts.en.body)).toEqual([
      { type: 'heading', text: 'Background notes' },
      { type: 'paragraph', text: 'Jakarta — see this site.' },
      { type: 'list', ordered: false, items: ['First point', 'Second point'] },
    ]);
    expect(JSON.parse(data.parts.id.body)).toEqual([
      { type: 'heading', text: 'Latar belakang' },
      { type: 'paragraph', text: `Isi uji kataunik${marker} untuk pencarian.` },
    ]);

    const submit = editor(page).getByRole('button', { name: text.submit });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect(editor(page).getByText(text.waiting).first()).toBeVisible();
    await expectAxeClean(page);
    await authorContext.close();

    // The publisher approves; the public page shows the blocks and the picture.
    const { context: publisherContext, page: second } = await staffPage(browser, request, publisher);
    await gotoReady(second, itemPath);
    await editor(second).getByRole('button', { name: text.approve }).click();
    await expect(editor(second).getByText(text.live, { exact: true }).first()).toBeVisible();
    await second.goto(buildPath('publication.pressRelease', locale, { slug: key }));
    const article = second.locator('main');
    await expect(
      article.getByRole('heading', { name: locale === 'id' ? 'Latar belakang' : 'Background notes' }),
    ).toBeVisible();
    const picture = article.locator(`img[src="/files/press-releases/${key}.png"]`);
    await expect(picture).toBeVisible();
    const file = await request.get(`/files/press-releases/${key}.png`);
    expect(file.headers()['content-type']).toBe('image/png');
    expect((await file.body()).includes(Buffer.from('Rina'))).toBe(false);

    // Taken off the site again (the lists stay as the seed made them for the other specs), its page
    // sending visitors to the overview chosen by its title; the API says the item is gone.
    await gotoReady(second, itemPath);
    await editor(second)
      .getByLabel(text.redirect)
      .selectOption({ label: pageTitle('about.overview', locale) });
    await editor(second).getByRole('button', { name: text.unpublish }).click();
    await expect(editor(second).getByText(text.unpublished, { exact: true }).first()).toBeVisible();
    expect((await request.get(`/api/press-releases/${key}`)).status()).toBe(410);
    const moved = await request.get(buildPath('publication.pressRelease', locale, { slug: key }), { maxRedirects: 0 });
    expect([moved.status(), moved.headers()['location']]).toEqual([301, buildPath('about.overview', locale)]);
    await publisherContext.close();
  });
}
