import { buildPath, type Locale } from '@ksei/shared/node';
import { expect, test } from '../support/fixtures';
import { tickCaptcha } from '../support/staff-flow';

/**
 * The contact form's toasts: failed sends do not pile up, and the send that succeeds replaces the
 * failure it answers. The first two sends are cut off in the browser (as a dropped connection), the
 * third reaches the real server.
 */
const TEXT = {
  id: { failed: 'Formulir tidak dapat dikirim', sent: 'Pesan terkirim' },
  en: { failed: 'The form could not be sent', sent: 'Message sent' },
} as const;
const TOASTS = '[aria-live="polite"] > [data-kind]';

for (const locale of ['id', 'en'] as const satisfies readonly Locale[]) {
  test(`contact (${locale}): two failed sends show one failure toast; the send that succeeds replaces it`, async ({
    page,
  }) => {
    let connected = false;
    await page.route('**/api/forms/contact', (route) => (connected ? route.continue() : route.abort('failed')));
    await page.goto(buildPath('contact', locale));
    const form = page.locator('form#contact');
    await form.locator('#contact-fullName').fill('Siti Rahmawati');
    await form.locator('#contact-subject').fill('Pertanyaan tentang AKSes');
    await form.locator('#contact-email').fill('siti@example.com');
    await form.locator('#contact-message').fill('Bagaimana cara mendaftar AKSes untuk rekening efek saya?');
    const toasts = page.locator(TOASTS);
    // The most toasts shown at once, from here on: waiting on a count alone would also pass once the
    // older toast's own time ran out.
    await page.evaluate((selector) => {
      const watched = window as unknown as { mostToasts: number };
      watched.mostToasts = 0;
      new MutationObserver(() => {
        watched.mostToasts = Math.max(watched.mostToasts, document.querySelectorAll(selector).length);
      }).observe(document.body, { childList: true, subtree: true });
    }, TOASTS);

    for (let attempt = 1; attempt <= 2; attempt += 1) {
      await tickCaptcha(form, locale);
      await form.locator('button[type="submit"]').click();
      await expect(form.getByText(TEXT[locale].failed).first()).toBeVisible();
      await expect(toasts).toHaveCount(1);
      await expect(toasts.first()).toHaveAttribute('data-kind', 'error');
      await expect(toasts.first()).toContainText(TEXT[locale].failed);
    }

    connected = true;
    await tickCaptcha(form, locale);
    await form.locator('button[type="submit"]').click();
    await expect(page.locator('[data-reference]')).toHaveText(/^KSEI-\S{8}$/);
    await expect(toasts).toHaveCount(1);
    await expect(toasts.first()).toHaveAttribute('data-kind', 'success');
    await expect(toasts.first()).toContainText(TEXT[locale].sent);
    expect(await page.evaluate(() => (window as unknown as { mostToasts: number }).mostToasts)).toBe(1);
  });
}
