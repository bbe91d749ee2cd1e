import { AUTH_MESSAGES, LOCALES, buildPath, type Locale } from '@ksei/shared/node';
import { expect, test } from '../support/fixtures';
import { E2E_PORT } from '../support/env';
import { signInContext, staffAccounts } from '../support/staff';
import {
  SIGN_OUT,
  expectAxeClean,
  loginForm,
  section,
  sendContact,
  sendReport,
  signInByKeyboard,
} from '../support/staff-flow';

/**
 * Sign-in in both languages, real Chromium on the real server: the wrong password's message in the
 * page's language; an account without `reports:read` told so on the reports page (and let into the
 * messages it may read); the remembered path after sign-in followed only when it is a site-relative
 * path (the spec's rule: `//evil.com` and `https://x` are not); axe (WCAG 2.2 AA) on the login page and
 * on every inbox page, signed in.
 */

test.use({ locale: 'en-US' });

const ORIGIN = `http://127.0.0.1:${E2E_PORT}`;

/** What the sign-in page says when scripts are off. */
const NO_SCRIPT = {
  id: 'Masuk ke akun staf memerlukan JavaScript. Aktifkan JavaScript di peramban Anda, lalu muat ulang halaman ini.',
  en: 'Signing in to a staff account needs JavaScript. Turn JavaScript on in your browser, then reload this page.',
} as const;

for (const locale of LOCALES as readonly Locale[]) {
  const login = buildPath('login', locale);

  test(`sign-in (${locale}): a wrong password gets the localized message and no session`, async ({ page }) => {
    const { admin } = staffAccounts();
    await page.goto(login);
    await expectAxeClean(page);
    await signInByKeyboard(page, { email: admin.email, password: `${admin.password}x` });
    await expect(page.getByText(AUTH_MESSAGES[locale].invalidCredentials)).toBeVisible();
    await expect(page).toHaveURL(login);
    expect(await page.evaluate(() => window.localStorage.getItem('auth._token.local'))).toBeNull();
    await expect(loginForm(page).email).toHaveValue(admin.email);
    await expectAxeClean(page);
  });

  test(`sign-in (${locale}): the page is ready only once its fields are live; what was typed before is kept and sent`, async ({
    page,
  }) => {
    const { reader } = staffAccounts();
    // Hold the sign-in page's own chunk (the one with the password field): the chrome around it hydrates,
    // the page's server HTML is on screen and can be typed into, but it is not live yet.
    let release = (): void => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let requested = (): void => undefined;
    const pageChunkRequested = new Promise<void>((resolve) => (requested = resolve));
    await page.route(/\/shell\/[^/]+\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.body();
      if (body.includes('current-password')) {
        requested();
        await released;
      }
      await route.fulfill({ response, body });
    });
    const loading = page.goto(login);
    await pageChunkRequested;
    // The chrome has hydrated (the sign-in page's blank layout: React has attached its fiber to the
    // `<main>` around the page); the page has not: not ready, and no `GET` would carry a password.
    await page.waitForFunction(() => {
      const main = document.querySelector('main');
      return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
    });
    await expect(page.locator('html')).not.toHaveAttribute('data-ready', 'true');
    const fields = loginForm(page);
    await expect(fields.form).toHaveAttribute('method', 'post');
    await fields.email.pressSequentially(reader.email);
    await fields.password.pressSequentially(reader.password);
    release();
    await loading;
    await page.unrouteAll({ behavior: 'wait' });
    await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
    await fields.password.press('Enter');
    // Sent as typed: signed in, and home (nothing was remembered).
    await expect(page).toHaveURL(buildPath('home', locale));
    await expect(page.locator('header').getByRole('button', { name: SIGN_OUT[locale] })).toBeVisible();
  });

  test.describe(`sign-in without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });
    test('the page says sign-in needs JavaScript, and a send never puts the password in the address', async ({
      page,
    }) => {
      const { reader } = staffAccounts();
      await page.goto(login);
      await expect(page.getByText(NO_SCRIPT[locale])).toBeVisible();
      const fields = loginForm(page);
      await fields.email.fill(reader.email);
      await fields.password.fill(reader.password);
      await fields.password.press('Enter');
      await page.waitForLoadState();
      expect(new URL(page.url()).search).toBe('');
      expect(page.url()).not.toContain(encodeURIComponent(reader.password));
    });
  });

  test(`sign-in (${locale}): an account without reports:read is told so on the reports page, and reads the messages`, async ({
    page,
  }) => {
    const { reader } = staffAccounts();
    await page.goto(buildPath('inbox.reports', locale));
    await expect(page).toHaveURL(login);
    await signInByKeyboard(page, reader);
    await expect(page).toHaveURL(buildPath('inbox.reports', locale));
    await expect(page.getByText(AUTH_MESSAGES[locale].missingScope)).toBeVisible();
    await expect(section(page).getByRole('link', { name: /^WB-/ })).toHaveCount(0);
    await expectAxeClean(page);
    // Asked of the server itself (a reload sends the session's cookie): the same refusal, as a 403.
    const again = await page.reload();
    expect(again?.status()).toBe(403);
    await expect(page.getByText(AUTH_MESSAGES[locale].missingScope)).toBeVisible();

    await page.goto(buildPath('inbox.messages', locale));
    await expect(page).toHaveURL(buildPath('inbox.messages', locale));
    await expect(page.getByText(AUTH_MESSAGES[locale].missingScope)).toHaveCount(0);
  });

  // The remembered path as the auth store keeps it (`auth.redirect`, a cookie with path /): planted
  // before sign-in, as another page of the site (or a forged cookie) could leave it.
  const remembered = [
    { planted: '//evil.com', lands: buildPath('home', locale) },
    { planted: 'https://x', lands: buildPath('home', locale) },
    { planted: `${buildPath('inbox.messages', locale)}?unread=true#daftar`, lands: null },
  ];
  for (const { planted, lands } of remembered) {
    test(`sign-in (${locale}): a remembered ${planted} is ${lands ? 'not followed' : 'followed'}`, async ({
      page,
      context,
    }) => {
      const { admin } = staffAccounts();
      const visited: string[] = [];
      page.on('request', (request) => {
        if (request.isNavigationRequest()) visited.push(request.url());
      });
      await context.addCookies([{ name: 'auth.redirect', value: encodeURIComponent(planted), url: ORIGIN }]);
      await page.goto(login);
      await signInByKeyboard(page, admin);
      if (lands) {
        await expect(page).toHaveURL(lands);
        expect(visited.filter((url) => !url.startsWith(ORIGIN))).toEqual([]);
      } else {
        await expect(page).toHaveURL(planted);
        expect(new URL(page.url()).hash).toBe('#daftar');
      }
      // Taken once: nothing remembered is left.
      expect(await page.evaluate(() => window.localStorage.getItem('auth.redirect'))).toBeNull();
      expect((await context.cookies(ORIGIN)).find((cookie) => cookie.name === 'auth.redirect')).toBeUndefined();
    });
  }

  test(`inbox pages (${locale}): axe clean signed in (the lists, a report, a message)`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const marker = `${locale}-${Date.now()}`;
    await sendReport(
      page,
      locale,
      `Pada rapat pengadaan, pemasok menyerahkan amplop berisi uang kepada yang dilaporkan (${marker}).`,
    );
    await sendContact(page, locale, `Pertanyaan AKSes ${marker}`);
    await signInContext(context, request, staffAccounts().admin);

    await page.goto(buildPath('inbox.reports', locale));
    const report = section(page)
      .getByRole('link', { name: /^WB-\S{8}$/ })
      .first();
    await expect(report).toBeVisible();
    await expectAxeClean(page);
    await report.click();
    await expect(page).toHaveURL(new RegExp(`${buildPath('inbox.reports', locale)}/WB-\\S{8}$`));
    await expect(section(page).locator('h1')).toHaveText(/WB-\S{8}/);
    await expectAxeClean(page);

    await page.goto(buildPath('inbox.messages', locale));
    const message = section(page)
      .getByRole('link', { name: /^KSEI-\S{8}$/ })
      .first();
    await expect(message).toBeVisible();
    await expectAxeClean(page);
    await message.click();
    await expect(page).toHaveURL(new RegExp(`${buildPath('inbox.messages', locale)}/KSEI-\\S{8}$`));
    await expect(section(page).locator('h1')).toHaveText(/KSEI-\S{8}/);
    await expectAxeClean(page);
  });
}
