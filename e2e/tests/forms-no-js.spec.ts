import { buildPath, CAPTCHA_TEXT, FORM_MESSAGES, type Locale } from '@ksei/shared/node';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * The forms without JavaScript, in a browser that runs none: each is a plain HTML post, answered by
 * the server with the page's own action (the confirmation, the receipt, the status, or the errors in
 * place with every value kept). The captcha is the provider's no-JavaScript frame, whose code the
 * visitor pastes into the form.
 */
test.use({ javaScriptEnabled: false });

const section = '[data-section="mf-forms"]';
const RECEIVED = { id: 'Diterima', en: 'Received' } as const;

/** The smallest JPEG the evidence check takes as one: SOI, a comment, a 1×1 frame, a scan, EOI. */
function tinyJpeg(): Buffer {
  const comment = Buffer.from('ksei e2e', 'latin1');
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xfe, 0x00, comment.length + 2]),
    comment,
    Buffer.from([0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11, 0x00]),
    Buffer.from([0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00, 0x00, 0xff, 0xd9]),
  ]);
}

/** Ticks the box in the provider's frame and pastes its code into the form, as a visitor without JavaScript does. */
async function passCaptcha(page: Page, locale: Locale): Promise<void> {
  const frame = page.frameLocator(`iframe[title="${CAPTCHA_TEXT[locale].noscriptFrame}"]`);
  await frame.locator('input[type="checkbox"]').check();
  await frame.locator('button[type="submit"]').click();
  const code = await frame.locator('textarea').inputValue();
  expect(code).not.toBe('');
  await page.getByRole('textbox', { name: CAPTCHA_TEXT[locale].noscriptField }).fill(code);
}

const form = (page: Page) => page.locator(`${section} form[method="post"]`);

for (const locale of ['id', 'en'] as const satisfies readonly Locale[]) {
  test(`contact without JavaScript (${locale}): sent as a plain post, the server's confirmation with its reference`, async ({
    page,
  }) => {
    await page.goto(buildPath('contact', locale));
    await page.fill('[name="fullName"]', 'Siti Rahmawati');
    await page.fill('[name="subject"]', 'Pertanyaan tentang AKSes');
    await page.fill('[name="email"]', 'siti.rahmawati@example.co.id');
    await page.fill('[name="phone"]', '0812 3456 7890');
    await page.fill('[name="message"]', 'Saya ingin menanyakan cara mendaftar fasilitas AKSes.');
    await passCaptcha(page, locale);
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.request().method() === 'POST'),
      form(page).locator('button[type="submit"]').click(),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    await expect(page).toHaveURL(buildPath('contact', locale));
    await expect(
      page
        .locator(section)
        .getByText(/KSEI-[A-Z0-9]{8}/)
        .first(),
    ).toBeVisible();
    await expect(page.locator('[name="message"]')).toHaveCount(0);
  });

  test(`contact without JavaScript (${locale}): the errors in place, every value kept`, async ({ page }) => {
    await page.goto(buildPath('contact', locale));
    const values = {
      fullName: 'Siti Rahmawati',
      subject: 'Pertanyaan tentang AKSes',
      email: 'siti@',
      phone: '0812 3456 7890',
      message: 'Halo',
    };
    for (const [name, value] of Object.entries(values)) await page.fill(`[name="${name}"]`, value);
    await passCaptcha(page, locale);
    await form(page).locator('button[type="submit"]').click();
    await expect(page.locator(section).getByText(FORM_MESSAGES[locale].email).first()).toBeVisible();
    const short = FORM_MESSAGES[locale].tooShort.replace('{limit}', '10');
    await expect(page.locator(section).getByText(short).first()).toBeVisible();
    for (const [name, value] of Object.entries(values))
      await expect(page.locator(`[name="${name}"]`)).toHaveValue(value);
    await expect(page.locator(section).getByText(/KSEI-[A-Z0-9]{8}/)).toHaveCount(0);
  });

  test(`whistleblowing without JavaScript (${locale}): a report with a .jpg gets its receipt, and the follow-up page its status`, async ({
    page,
  }) => {
    await page.goto(buildPath('whistleblowingForm', locale));
    await page.fill('[name="reportedName"]', 'Budi Santoso');
    await page.fill('[name="reportedPosition"]', 'Kepala Bagian Pengadaan');
    await page.selectOption('[name="violationType"]', 'bribery');
    await page.fill('[name="location"]', 'Gedung Bursa Efek Indonesia, Jakarta');
    await page.fill('[name="occurredOn"]', '2025-03-14');
    await page.fill(
      '[name="chronology"]',
      'Pada rapat pengadaan bulan Maret, pemasok menyerahkan amplop berisi uang kepada yang dilaporkan.',
    );
    await page.setInputFiles('[name="evidence"]', { name: 'bukti.jpg', mimeType: 'image/jpeg', buffer: tinyJpeg() });
    await passCaptcha(page, locale);
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.request().method() === 'POST'),
      form(page).locator('button[type="submit"]').click(),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(response.request().headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const receipt = page
      .locator(section)
      .getByText(/^\d{4}-\d{4}-\d{4}-\d{4}$/)
      .first();
    await expect(receipt).toBeVisible();
    const code = (await receipt.textContent())?.trim() ?? '';

    await page.goto(buildPath('whistleblowingFollowUp', locale));
    await page.fill('[name="receipt"]', code);
    await passCaptcha(page, locale);
    await form(page).locator('button[type="submit"]').click();
    await expect(page).toHaveURL(buildPath('whistleblowingFollowUp', locale));
    await expect(page.locator(section).getByText(RECEIVED[locale], { exact: true }).first()).toBeVisible();
  });
}
