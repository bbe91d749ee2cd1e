import type { FileChooser, Locator, Page } from '@playwright/test';
import { buildPath, type Locale } from '@ksei/shared/node';
import { expect } from './fixtures';
import type { StaffCredentials } from './staff';
import { axeScan } from './axe';

/** What the staff specs share: the login form, the header's sign-out control, axe, a real JPEG. */

export async function expectAxeClean(page: Page): Promise<void> {
  // A page fades in (the page transition), a list dims while it reads, a staff page shows "Loading…"
  // until its data arrives in the browser (and the section may mount after the shell is ready): the
  // colours are measured once the page has been calm for 300 ms, nothing animating, reading or loading.
  await page.evaluate(() => {
    (window as { calmSince?: number }).calmSince = undefined;
  });
  await page.waitForFunction(
    () => {
      const state = window as { calmSince?: number };
      const loading = [...document.querySelectorAll('[role="status"]')].some((element) =>
        /^(Memuat…|Loading…)$/.test(element.textContent?.trim() ?? ''),
      );
      const calm =
        !loading &&
        !document.querySelector('[aria-busy="true"]') &&
        document.getAnimations().every((animation) => animation.playState !== 'running');
      if (!calm) {
        state.calmSince = undefined;
        return false;
      }
      state.calmSince ??= performance.now();
      return performance.now() - state.calmSince >= 300;
    },
    undefined,
    { polling: 50 },
  );
  const axe = await axeScan(page).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Presses Tab (or Shift+Tab) until `target` has focus: the way a keyboard user gets there. */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  for (let step = 0; step < max; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * Opens a file input's picker as a keyboard user does (Tab to it, Space) and chooses `files`. On a busy
 * runner the page may still swap the input (the section reading its data) between the focus and the key,
 * so the Space then lands elsewhere and no picker opens: the way there is walked again, up to 30 s.
 */
export async function chooseByKeyboard(
  page: Page,
  input: Locator,
  files: Parameters<FileChooser['setFiles']>[0],
): Promise<void> {
  await expect(async () => {
    await tabTo(page, input);
    const chooser = page.waitForEvent('filechooser', { timeout: 5_000 });
    await page.keyboard.press('Space');
    await (await chooser).setFiles(files);
  }).toPass({ timeout: 30_000 });
}

/** The sign-in form's fields, found as a password manager finds them (autocomplete tokens). */
export function loginForm(page: Page) {
  const form = page.locator('form').filter({ has: page.locator('input[type="password"]') });
  return {
    form,
    email: form.locator('input[autocomplete="username"]'),
    password: form.locator('input[type="password"][autocomplete="current-password"]'),
    submit: form.locator('button[type="submit"]'),
  };
}

/** Signs in on the login page by keyboard only: Tab to each field, type, Enter. */
export async function signInByKeyboard(page: Page, account: Pick<StaffCredentials, 'email' | 'password'>) {
  const login = loginForm(page);
  await tabTo(page, login.email);
  await page.keyboard.type(account.email);
  await tabTo(page, login.password);
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
}

/** The chrome's sign-out control, while signed in. */
export const SIGN_OUT = { id: 'Keluar', en: 'Sign out' } as const;
export function signOutControl(page: Page, locale: Locale): Locator {
  return page.locator('header').getByRole('button', { name: SIGN_OUT[locale] });
}

/** The local captcha provider's checkbox (server/src/dev/captcha-provider). */
const ROBOT = { id: 'Saya bukan robot', en: "I'm not a robot" } as const;

/** Ticks the local captcha provider's checkbox in `form` and waits for its token there. */
export async function tickCaptcha(form: Locator, locale: Locale): Promise<void> {
  const box = form.getByRole('checkbox', { name: ROBOT[locale] });
  await box.click();
  await expect(form.locator('textarea[name="g-recaptcha-response"]').first()).not.toHaveValue('');
}

/** A small real JPEG, encoded by the browser itself from a drawn canvas. */
export async function browserJpeg(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 48;
    canvas.height = 32;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#1d4f91';
    context.fillRect(0, 0, 48, 32);
    context.fillStyle = '#f2b705';
    context.fillRect(8, 8, 24, 12);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
    if (!blob) throw new Error('no JPEG from the canvas');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

/** The forms' words the staff specs wait for (as mf-forms shows them). */
export const FORM_TEXT = {
  id: {
    review: 'Periksa laporan',
    send: 'Kirim laporan',
    accepted: 'Laporan Anda sudah diterima',
    resultHeading: 'Status laporan',
    contactSent: 'Pesan Anda sudah kami terima',
  },
  en: {
    review: 'Review report',
    send: 'Send report',
    accepted: 'Your report has been received',
    resultHeading: 'Report status',
    contactSent: 'We have received your message',
  },
} as const;

export const section = (page: Page): Locator => page.locator('[data-section="mf-forms"]');

/**
 * Opens `path` and waits until the shell says the page is interactive: for pages of a context the
 * spec makes itself, which the fixture's `page.goto` (that waits the same way) does not cover.
 */
export async function gotoReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
}

/** Sends a report with a small real JPEG through the form (JavaScript on) and answers its receipt. */
export async function sendReport(page: Page, locale: Locale, chronology: string): Promise<string> {
  await gotoReady(page, buildPath('whistleblowingForm', locale));
  const form = page.locator('form#report');
  await form.locator('#report-reportedName').fill('Budi Santoso');
  await form.locator('#report-violationType').selectOption('bribery');
  await form.locator('#report-location').fill('Gedung Bursa Efek Indonesia, Jakarta');
  await form.locator('#report-occurredOn').fill('2025-03-14');
  await form.locator('#report-chronology').fill(chronology);
  await form.locator('#report-evidence').setInputFiles({
    name: 'bukti.jpg',
    mimeType: 'image/jpeg',
    buffer: await browserJpeg(page),
  });
  await tickCaptcha(form, locale);
  const submit = form.locator('button[type="submit"]');
  await expect(submit).toHaveText(FORM_TEXT[locale].review);
  await submit.click();
  await expect(submit).toHaveText(FORM_TEXT[locale].send);
  await submit.click();
  await expect(page.getByRole('heading', { name: FORM_TEXT[locale].accepted })).toBeVisible();
  const receipt = ((await page.locator('[data-receipt]').textContent()) ?? '').trim();
  expect(receipt).toMatch(/^\d{4}-\d{4}-\d{4}-\d{4}$/);
  return receipt;
}

/** Sends a contact message through the form and answers its reference (`KSEI-…`). */
export async function sendContact(page: Page, locale: Locale, subject: string): Promise<string> {
  await gotoReady(page, buildPath('contact', locale));
  const form = page.locator('form#contact');
  await form.locator('#contact-fullName').fill('Siti Rahmawati');
  await form.locator('#contact-subject').fill(subject);
  await form.locator('#contact-email').fill('siti@example.com');
  await form.locator('#contact-message').fill('Bagaimana cara mendaftar AKSes untuk rekening efek saya?');
  await tickCaptcha(form, locale);
  await form.locator('button[type="submit"]').click();
  await expect(page.getByRole('heading', { name: FORM_TEXT[locale].contactSent })).toBeVisible();
  const reference = ((await page.locator('[data-reference]').textContent()) ?? '').trim();
  expect(reference).toMatch(/^KSEI-\S{8}$/);
  return reference;
}
