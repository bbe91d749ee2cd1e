import type { Locator, Page } from '@playwright/test';
import {
  EVIDENCE_MAX_BYTES,
  FORM_MESSAGES,
  REPORT_FIELDS,
  buildPath,
  type FormErrorCode,
  type Locale,
} from '@ksei/shared/node';
import { expect, test } from '../support/fixtures';
import { axeScan } from '../support/axe';

/**
 * The contact form, the whistleblowing report and its follow-up, with JavaScript, in both languages:
 * by keyboard only (Tab, Shift+Tab, Space, Enter; the calendar typed into), axe clean in each state,
 * the spec's notice for a reporter who cannot be reached, the 2 MB limit refused in the browser, the
 * receipt and the follow-up page, and the browser's own checks in the page's language. Real server,
 * real intake, the local captcha provider (its checkbox in the page's language).
 */

// The calendar is the browser's date input: its segments follow the browser's locale (month first in en-US).
test.use({ locale: 'en-US', permissions: ['clipboard-read', 'clipboard-write'] });

const TEXT = {
  id: {
    robot: 'Saya bukan robot',
    summary: 'Ada yang perlu diperbaiki',
    contactSent: 'Pesan Anda sudah kami terima',
    contactToast: 'Pesan terkirim.',
    notice:
      'Jika alamat surel atau nomor telepon tidak diisi, pelapor tidak akan mengetahui apakah laporannya sudah diterima.',
    review: 'Periksa laporan',
    reviewHeading: 'Periksa laporan Anda sebelum dikirim',
    edit: 'Ubah',
    send: 'Kirim laporan',
    accepted: 'Laporan Anda sudah diterima',
    copy: 'Salin nomor',
    copied: 'Nomor tanda terima disalin.',
    followUpLink: 'Periksa status laporan',
    check: 'Periksa status',
    resultHeading: 'Status laporan',
    received: 'Diterima',
    notFound: 'Laporan dengan nomor tersebut tidak ditemukan. Periksa kembali nomor tanda terima Anda, lalu coba lagi.',
    // Type-ahead in the closed select: the first letters of "Penyuapan" (bribery).
    typeAhead: 'Penyu',
    bribery: 'Penyuapan',
    count: (count: number, max: number) => `${count} dari ${max} karakter`,
  },
  en: {
    robot: "I'm not a robot",
    summary: 'There is a problem',
    contactSent: 'We have received your message',
    contactToast: 'Message sent.',
    notice:
      'If no email address or phone number is given, the reporter will not learn whether the report was submitted.',
    review: 'Review report',
    reviewHeading: 'Check your report before sending it',
    edit: 'Edit',
    send: 'Send report',
    accepted: 'Your report has been received',
    copy: 'Copy number',
    copied: 'Receipt number copied.',
    followUpLink: 'Check the status of a report',
    check: 'Check status',
    resultHeading: 'Report status',
    received: 'Received',
    notFound: 'No report was found with that number. Check your receipt number, then try again.',
    typeAhead: 'Bri',
    bribery: 'Bribery',
    count: (count: number, max: number) => `${count} of ${max} characters`,
  },
} as const;

const message = (locale: Locale, code: FormErrorCode, limit?: number) =>
  FORM_MESSAGES[locale][code].replace('{limit}', String(limit ?? ''));

/** Presses Tab (or Shift+Tab) until `target` has focus: the way a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, { back = false, max = 150 } = {}): Promise<void> {
  for (let step = 0; step < max; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** Ticks the local captcha's checkbox with Space and waits for its token in the form. */
async function tickCaptcha(page: Page, form: Locator, locale: Locale): Promise<void> {
  const box = form.getByRole('checkbox', { name: TEXT[locale].robot });
  await tabTo(page, box);
  await page.keyboard.press('Space');
  await expect(form.locator('textarea[name="g-recaptcha-response"]').first()).not.toHaveValue('');
}

/**
 * Sends the follow-up form and waits for its answer. The run's server gives every per-client limit a
 * burst of 200 (support/serve.mjs: every spec's browser comes from 127.0.0.1), so a lookup is never
 * refused for the whole run's sake; the server suites prove the real limits and their message.
 */
async function sendStatus(page: Page, form: Locator, locale: Locale, answered: Locator): Promise<void> {
  await tickCaptcha(page, form, locale);
  await tabTo(page, form.locator('button[type="submit"]'));
  await page.keyboard.press('Enter');
  await expect(answered).toBeVisible();
}

async function expectAxeClean(page: Page): Promise<void> {
  const axe = await axeScan(page).analyze();
  expect(
    axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([]);
}

/** A date a few days back, as `YYYY-MM-DD` and as typed into an en-US date input (MMDDYYYY). */
function pastDate(): { iso: string; typed: string } {
  const day = new Date(Date.now() - 10 * 24 * 3600 * 1000);
  const [year, month, date] = [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()];
  const two = (value: number) => String(value).padStart(2, '0');
  return { iso: `${year}-${two(month)}-${two(date)}`, typed: `${two(month)}${two(date)}${year}` };
}

const CHRONOLOGY =
  'On the morning of the date given, the reported person asked a supplier for a payment in exchange for a contract.';

for (const locale of ['id', 'en'] as const satisfies readonly Locale[]) {
  const text = TEXT[locale];

  test(`contact (${locale}): sent by keyboard only, axe clean, a confirmation with its reference takes focus`, async ({
    page,
  }) => {
    await page.goto(buildPath('contact', locale));
    const form = page.locator('form#contact');
    await expectAxeClean(page);

    await tabTo(page, form.locator('#contact-fullName'));
    await page.keyboard.type('Siti Rahmawati');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Pertanyaan tentang AKSes');
    await page.keyboard.press('Tab');
    await page.keyboard.type('siti@example.com');
    await page.keyboard.press('Tab');
    await expect(form.locator('#contact-phone')).toBeFocused();
    // Back to the e-mail and forward again: Shift+Tab keeps what was typed.
    await page.keyboard.press('Shift+Tab');
    await expect(form.locator('#contact-email')).toHaveValue('siti@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('0812 3456 7890');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Bagaimana cara mendaftar AKSes untuk rekening efek saya?');
    await tickCaptcha(page, form, locale);
    await tabTo(page, form.locator('button[type="submit"]'));
    await page.keyboard.press('Enter');

    const confirmation = page.getByRole('heading', { name: text.contactSent });
    await expect(confirmation).toBeFocused();
    await expect(page.locator('[data-reference]')).toHaveText(/^KSEI-\S{8}$/);
    await expect(page.getByText(text.contactToast).first()).toBeVisible();
    await expectAxeClean(page);
  });

  test(`contact (${locale}): the browser checks on blur and on submit, in the page's language, with a summary that links to each field`, async ({
    page,
  }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') sent.push(request.url());
    });
    await page.goto(buildPath('contact', locale));
    const form = page.locator('form#contact');

    // On blur, once the field was changed.
    await tabTo(page, form.locator('#contact-email'));
    await page.keyboard.type('siti@');
    await page.keyboard.press('Tab');
    await expect(form.locator('#contact-email-error')).toContainText(message(locale, 'email'));
    await expect(form.locator('#contact-email')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.locator('#contact-email')).toHaveAttribute('aria-describedby', /contact-email-error/);
    await page.keyboard.type('12');
    await page.keyboard.press('Tab');
    await expect(form.locator('#contact-phone-error')).toContainText(message(locale, 'phone'));

    // On submit: every field, listed in a summary that takes focus.
    await tabTo(page, form.locator('button[type="submit"]'));
    await page.keyboard.press('Enter');
    const summary = form.getByRole('group', { name: text.summary });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: message(locale, 'required') })).toHaveCount(3);
    await expect(summary.getByRole('link', { name: message(locale, 'email') })).toBeVisible();
    await expectAxeClean(page);

    // A summary link takes the keyboard to its field.
    await tabTo(page, summary.getByRole('link', { name: message(locale, 'email') }));
    await page.keyboard.press('Enter');
    await expect(form.locator('#contact-email')).toBeFocused();

    await tabTo(page, form.locator('#contact-fullName'), { back: true });
    await page.keyboard.type('S');
    await page.keyboard.press('Tab');
    await expect(form.locator('#contact-fullName-error')).toContainText(message(locale, 'tooShort', 2));
    expect(sent.filter((url) => url.includes('/api/forms/'))).toEqual([]);
  });

  test(`whistleblowing (${locale}): the notice is announced while neither e-mail nor phone is given`, async ({
    page,
  }) => {
    await page.goto(buildPath('whistleblowingForm', locale));
    const form = page.locator('form#report');
    const notice = form.getByRole('status').filter({ hasText: text.notice });
    const region = form.locator('[data-notice="reachability"]');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(notice).toBeVisible();

    await tabTo(page, form.locator('#report-reporterEmail'));
    await page.keyboard.type('saksi@example.com');
    await expect(region).toHaveText('');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await expect(region).toHaveText(text.notice);
    await page.keyboard.press('Tab');
    await page.keyboard.type('+62 21 5152855');
    await expect(region).toHaveText('');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await expect(region).toHaveText(text.notice);
  });

  test(`whistleblowing (${locale}): evidence over 2 MB is refused in the browser, before anything is sent`, async ({
    page,
  }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') sent.push(request.url());
    });
    await page.goto(buildPath('whistleblowingForm', locale));
    const form = page.locator('form#report');
    const file = form.locator('#report-evidence');
    await file.setInputFiles({
      name: 'evidence.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(EVIDENCE_MAX_BYTES + 1, 0xff),
    });
    const error = form.locator('#report-evidence-error');
    await expect(error).toContainText(message(locale, 'evidenceSize'));
    await expect(error).toHaveAttribute('role', 'alert');
    await expect(file).toHaveAttribute('aria-invalid', 'true');

    await tabTo(page, form.locator('button[type="submit"]'));
    await page.keyboard.press('Enter');
    const summary = form.getByRole('group', { name: text.summary });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: message(locale, 'evidenceSize') })).toBeVisible();
    await expect(page.getByRole('heading', { name: text.reviewHeading })).toHaveCount(0);
    expect(sent.filter((url) => url.includes('/api/forms/'))).toEqual([]);
  });

  test(`whistleblowing (${locale}): a report by keyboard only (the calendar too), reviewed, edited and sent; its receipt copied and followed up`, async ({
    page,
  }) => {
    // A whole journey with two slow hashes (the report's receipt, then its status check) and two axe
    // scans: on a loaded two-core machine it passed the default 30 s.
    test.slow();
    await page.goto(buildPath('whistleblowingForm', locale));
    const form = page.locator('form#report');
    await expectAxeClean(page);

    // An anonymous report: the reporter's part left empty.
    await tabTo(page, form.locator('#report-reportedName'));
    await page.keyboard.type('Budi Santoso');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Kepala Bagian Pengadaan');
    await page.keyboard.press('Tab');
    await expect(form.locator('#report-violationType')).toBeFocused();
    await page.keyboard.type(text.typeAhead);
    await expect(form.locator('#report-violationType')).toHaveValue('bribery');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Jakarta');
    await page.keyboard.press('Tab');
    await expect(form.locator('#report-occurredOn')).toBeFocused();
    // The calendar, by keyboard: its segments typed in turn; the date lands in the typed field.
    const date = pastDate();
    await page.keyboard.press('Tab');
    await expect(form.locator('#report-occurredOn-calendar')).toBeFocused();
    await page.keyboard.type(date.typed);
    await expect(form.locator('#report-occurredOn')).toHaveValue(date.iso);
    // Tab moves through the date's own parts first, then on.
    await tabTo(page, form.locator('#report-chronology'), { max: 5 });
    await page.keyboard.type(CHRONOLOGY);
    await expect(form.locator('#report-chronology-count')).toHaveText(
      text.count(CHRONOLOGY.length, REPORT_FIELDS.chronology.max),
    );
    await tickCaptcha(page, form, locale);
    const submit = form.locator('button[type="submit"]');
    await tabTo(page, submit);
    await expect(submit).toHaveText(text.review);
    await page.keyboard.press('Enter');

    // The review: every value, then "edit" returns with everything kept.
    const review = page.getByRole('heading', { name: text.reviewHeading });
    await expect(review).toBeFocused();
    const panel = page.locator('[data-review]');
    for (const value of ['Budi Santoso', 'Kepala Bagian Pengadaan', text.bribery, 'Jakarta', date.iso, CHRONOLOGY]) {
      await expect(panel).toContainText(value);
    }
    await expectAxeClean(page);
    await tabTo(page, panel.getByRole('button', { name: text.edit }));
    await page.keyboard.press('Enter');
    await expect(form.locator('#report-reporterName')).toBeFocused();
    await expect(form.locator('#report-location')).toHaveValue('Jakarta');
    await expect(form.locator('#report-chronology')).toHaveValue(CHRONOLOGY);
    await tabTo(page, form.locator('#report-location'));
    await page.keyboard.press('End'); // tabbing in selects the text
    await page.keyboard.type(' Selatan');
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect(review).toBeFocused();
    await expect(panel).toContainText('Jakarta Selatan');

    await tabTo(page, submit);
    await expect(submit).toHaveText(text.send);
    await page.keyboard.press('Enter');
    const accepted = page.getByRole('heading', { name: text.accepted });
    await expect(accepted).toBeFocused();
    const receipt = (await page.locator('[data-receipt]').textContent()) ?? '';
    expect(receipt).toMatch(/^\d{4}-\d{4}-\d{4}-\d{4}$/);
    await expectAxeClean(page);

    await tabTo(page, page.getByRole('button', { name: text.copy }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: text.copied })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(receipt);

    // The follow-up page with that receipt: received.
    await tabTo(page, page.getByRole('link', { name: text.followUpLink }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(buildPath('whistleblowingFollowUp', locale));
    const followUp = page.locator('form#follow-up');
    await expect(followUp.getByRole('checkbox', { name: text.robot })).toBeVisible();
    await tabTo(page, followUp.locator('#follow-up-receipt'));
    await page.keyboard.type(receipt);
    await sendStatus(page, followUp, locale, page.getByRole('heading', { name: text.resultHeading }));
    await expect(page.getByRole('heading', { name: text.resultHeading })).toBeFocused();
    await expect(page.locator('[data-status]')).toContainText(text.received);
    await expect(page.locator('[data-status]')).toHaveAttribute('data-status', 'received');
    await expectAxeClean(page);
  });

  test(`follow-up (${locale}): a receipt of the wrong shape is refused in the browser; an unknown one gets the one generic answer`, async ({
    page,
  }) => {
    await page.goto(buildPath('whistleblowingFollowUp', locale));
    const form = page.locator('form#follow-up');
    await tabTo(page, form.locator('#follow-up-receipt'));
    await page.keyboard.type('1234-5678');
    await page.keyboard.press('Tab');
    await expect(form.locator('#follow-up-receipt-error')).toContainText(message(locale, 'receipt'));

    await tabTo(page, form.locator('#follow-up-receipt'), { back: true });
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('0000-1111-2222-3333');
    const summary = form.getByRole('group', { name: text.summary });
    await sendStatus(page, form, locale, summary.filter({ hasText: text.notFound }));
    await expect(summary).toBeFocused();
    await expect(summary).toContainText(text.notFound);
    await expect(form.locator('#follow-up-receipt')).toHaveValue('0000-1111-2222-3333');
    await expectAxeClean(page);
  });
}
