import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { buildPath, CAPTCHA_ERRORS, CAPTCHA_TEXT, FORM_MESSAGES, type Locale } from '@ksei/shared/node';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { axeScan } from '../support/axe';

/** The local provider's words (server/src/dev/captcha-provider) and its development-only secret. */
const BOX = { id: 'Saya bukan robot', en: "I'm not a robot" } as const;
const VERIFIED = { id: 'Terverifikasi', en: 'Verified' } as const;
const VERIFY = { id: 'Verifikasi', en: 'Verify' } as const;
const LOCAL_SECRET = 'ksei-local-development-secret';
const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** The console's errors, as the widget logs them. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

async function providerOrigin(page: Page): Promise<string> {
  const origin = await page.locator('meta[name="ksei-captcha"]').getAttribute('data-origin');
  expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  return origin ?? '';
}

for (const locale of ['id', 'en'] as const satisfies readonly Locale[]) {
  const text = CAPTCHA_TEXT[locale];
  const contact = buildPath('contact', locale);

  test.describe(`captcha (${locale})`, () => {
    test('the widget works by keyboard alone, in the page language, and passes axe', async ({ page }) => {
      await page.goto(contact);
      const widget = page.locator('[data-captcha]');
      const box = widget.getByRole('checkbox', { name: BOX[locale] });
      await expect(box).toBeVisible();
      // The script is the provider's, in the page's language.
      const script = await page.locator('script[data-ksei-captcha]').getAttribute('src');
      expect(new URL(script ?? '').searchParams.get('hl')).toBe(locale);
      // From the field before it, Tab reaches the box; Space ticks it.
      await page.locator('textarea[name="message"]').focus();
      await page.keyboard.press('Tab');
      await expect(box).toBeFocused();
      await page.keyboard.press('Space');
      await expect(widget.getByRole('status')).toHaveText(VERIFIED[locale]);
      await expect(box).toBeChecked();
      // The token rides in the form as reCAPTCHA's field.
      const token = await page.locator('form textarea[name="g-recaptcha-response"]').inputValue();
      expect(token).toMatch(/^local\./);
      const axe = await axeScan(page).include('[data-captcha]').analyze();
      expect(axe.violations).toEqual([]);
    });

    test('a script that fails to load is logged exactly, told in the page language, and can be tried again', async ({
      page,
    }) => {
      const errors = consoleErrors(page);
      // The provider cannot be reached from the browser (it answers 503 for the script).
      await page.route(/\/recaptcha\/api\.js/, (route) => route.fulfill({ status: 503, body: '' }));
      await page.goto(contact);
      const widget = page.locator('[data-captcha]');
      await expect(widget.getByRole('alert')).toHaveText(text.loadScript);
      expect(errors).toContain(CAPTCHA_ERRORS.loadScript);
      await page.unroute(/\/recaptcha\/api\.js/);
      await widget.getByRole('button', { name: text.retry }).click();
      await expect(widget.getByRole('checkbox', { name: BOX[locale] })).toBeVisible();
      await expect(widget.getByRole('alert')).toHaveText('');
    });

    test('a tick the provider cannot answer is "Failed to execute", told in the page language', async ({ page }) => {
      const errors = consoleErrors(page);
      await page.route(/\/recaptcha\/api2\/userverify/, (route) => route.fulfill({ status: 503, body: '' }));
      await page.goto(contact);
      const widget = page.locator('[data-captcha]');
      await widget
        .getByRole('checkbox', { name: BOX[locale] })
        .check({ force: true })
        .catch(() => undefined);
      await expect(widget.getByRole('alert')).toHaveText(text.execute);
      expect(errors).toContain(CAPTCHA_ERRORS.execute);
    });

    test('a token the provider refuses (used already) is refused by the server, and the widget starts over', async ({
      page,
    }) => {
      await page.goto(contact);
      const form = page.locator('form#contact, form').filter({ has: page.locator('[data-captcha]') });
      await form.locator('input[name="fullName"]').fill('Siti Rahma');
      await form.locator('input[name="subject"]').fill('Pertanyaan tentang AKSes');
      await form.locator('input[name="email"]').fill('siti@example.com');
      await form.locator('textarea[name="message"]').fill('Bagaimana cara mendaftar fasilitas AKSes KSEI?');
      const widget = page.locator('[data-captcha]');
      await widget.getByRole('checkbox', { name: BOX[locale] }).check();
      await expect(widget.getByRole('status')).toHaveText(VERIFIED[locale]);
      const token = await form.locator('textarea[name="g-recaptcha-response"]').inputValue();
      // Someone else redeems the token first (it is good once): the site's own check must now fail.
      const origin = await providerOrigin(page);
      const first = await fetch(`${origin}/recaptcha/api/siteverify`, {
        method: 'POST',
        body: new URLSearchParams({ secret: LOCAL_SECRET, response: token }),
      }).then((response) => response.json());
      expect(first).toMatchObject({ success: true });
      await form.locator('button[type="submit"]').click();
      await expect(page.getByText(FORM_MESSAGES[locale].captcha).first()).toBeVisible();
      await expect(widget.getByRole('checkbox', { name: BOX[locale] })).not.toBeChecked();
    });
  });

  test.describe(`captcha without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });

    test("the provider's frame gives a code to paste into the form's field", async ({ page }) => {
      await page.goto(contact);
      const frame = page.frameLocator(`iframe[title="${text.noscriptFrame}"]`);
      await frame.getByRole('checkbox', { name: BOX[locale] }).check();
      await frame.getByRole('button', { name: VERIFY[locale] }).click();
      const code = await frame.locator('textarea').inputValue();
      expect(code).toMatch(/^local\./);
      const field = page.getByRole('textbox', { name: text.noscriptField });
      await field.fill(code);
      await expect(page.locator('form textarea[name="g-recaptcha-response"]')).toHaveValue(code);
    });
  });
}

/** A production start with everything the forms need except real captcha keys. */
function startProduction(captcha: Record<string, string>) {
  const key = (): string => randomBytes(32).toString('base64');
  return spawnSync(process.execPath, [path.join(ROOT, 'server', 'dist', 'index.js')], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://www.ksei.co.id',
      PORT: '0',
      DATA_DIR: path.join(os.tmpdir(), `ksei-captcha-refusal-${process.pid}`),
      FORMS_ENCRYPTION_KEYS: `k1:${key()}`,
      FORMS_RECEIPT_PEPPER: key(),
      SMTP_HOST: 'smtp.example.com',
      MAIL_FROM: 'no-reply@example.com',
      MAIL_TO_CONTACT: 'contact@example.com',
      MAIL_TO_WHISTLEBLOWING: 'report@example.com',
      ...captcha,
    },
    encoding: 'utf8',
    timeout: 20_000,
  });
}

test('a production start with the forms on and no real captcha keys refuses with a clear message', () => {
  const cases: [Record<string, string>, string][] = [
    [{}, 'CAPTCHA_SITE_KEY must be set in production'],
    [{ CAPTCHA_PROVIDER: 'local' }, 'CAPTCHA_PROVIDER=local is for development and tests only'],
    [
      {
        CAPTCHA_SITE_KEY: '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI',
        CAPTCHA_SECRET: '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe',
      },
      'a test pair that passes every check',
    ],
  ];
  for (const [captcha, message] of cases) {
    const result = startProduction(captcha);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`KSEI server failed to start: `);
    expect(result.stderr).toContain(message);
  }
});
