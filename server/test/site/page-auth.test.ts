import path from 'node:path';
import { createStaffAccount } from '../../src/domains/auth/index.js';
import { REMOTE_VERSION, useTestServer } from '../support/fixtures.js';
import { PRINTING_SHELL_BUILD, TEMPLATE, write } from '../support/server-builds.js';

/**
 * The page guard on the server (the original auth module's page rules, decided before the page is
 * sent): a protected page without a session goes to the sign-in page, remembering where it was asked
 * for; a session without the page's scope gets a 403; a signed-in user on the sign-in page goes back.
 * The session comes from the browser's cookie `auth._token.local` (`Bearer <token>`, URL-encoded),
 * made by a real sign-in through `POST /api/auth/login`.
 */

const READER = { email: 'pembaca@ksei.example', password: 'kata-sandi-pembaca-panjang', name: 'Pembaca' };
const CLERK = { email: 'petugas@ksei.example', password: 'kata-sandi-petugas-panjang', name: 'Petugas' };

const REPORTS = '/id/staf/kotak-masuk/laporan';
const MESSAGES_EN = '/en/staff/inbox/messages';
const CONTACT = '/id/hubungi-kami';

/** mf-forms' server build: every page it renders says so, so a test sees whether it ran. */
const FORMS_SECTION = `
exports.remote = 'mf-forms';
exports.render = async ({ url }) => ({
  kind: 'page',
  status: 200,
  html: '<h1>forms section rendered ' + new URL(url).pathname + '</h1>',
  data: { remote: 'mf-forms', url: new URL(url).pathname, loaderData: {}, errors: null },
});
`;

const server = useTestServer({
  beforeBuild: async (db, config) => {
    write(path.join(config.shellDist, 'index.html'), TEMPLATE);
    write(path.join(config.shellDist, 'server', 'shell.cjs'), PRINTING_SHELL_BUILD);
    write(path.join(config.releasesDir, 'mf-forms', REMOTE_VERSION, 'server', 'section.cjs'), FORMS_SECTION);
    await createStaffAccount(db, { ...READER, scope: ['reports:read'] });
    await createStaffAccount(db, { ...CLERK, scope: ['messages:read'] });
  },
});

/** One session per account for the suite (sign-in is rate-limited per client); `fresh` for one of its own. */
const sessions = new Map<string, Promise<string>>();
function signIn(account: { email: string; password: string }): Promise<string> {
  let session = sessions.get(account.email);
  if (!session) sessions.set(account.email, (session = freshSession(account)));
  return session;
}

async function freshSession(account: { email: string; password: string }): Promise<string> {
  const answer = await server().app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: account.email, password: account.password },
  });
  expect(answer.statusCode).toBe(200);
  return (answer.json() as { token: string }).token;
}

/** The cookie as the browser's store writes it: `Bearer <token>`, URL-encoded. */
const sessionCookie = (token: string): string => `auth._token.local=${encodeURIComponent(`Bearer ${token}`)}`;

const get = (url: string, cookie?: string) =>
  server().app.inject({ method: 'GET', url, headers: cookie === undefined ? {} : { cookie } });

describe('a protected page without a session', () => {
  it('is a 302 to the sign-in page of its language, remembering the address with its declared query', async () => {
    const answer = await get(`${REPORTS}?status=received&junk=1`);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/login');
    expect(answer.headers['cache-control']).toBe('no-store');
    // The page's declared parameters only: junk is not carried back after sign-in.
    expect(answer.headers['set-cookie']).toBe(
      `auth.redirect=${encodeURIComponent(`${REPORTS}?status=received`)}; Path=/; SameSite=Lax`,
    );

    const english = await get(MESSAGES_EN);
    expect(english.statusCode).toBe(302);
    expect(english.headers.location).toBe('/en/login');
    expect(english.headers['set-cookie']).toBe(
      `auth.redirect=${encodeURIComponent(MESSAGES_EN)}; Path=/; SameSite=Lax`,
    );
  });

  it('does not remember an address that fails the relative-path rule (a dot in it)', async () => {
    const answer = await get(`${REPORTS}/WB.SAMPLE`);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/login');
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['an unknown token', sessionCookie('no-such-token')],
    ['a value without its type', `auth._token.local=${'x'.repeat(43)}`],
    ['the original\u2019s "false" after sign-out', 'auth._token.local=false'],
    ['malformed percent-encoding', 'auth._token.local=Bearer%20%E0%A4%A'],
  ])('is a 302 with %s in the cookie', async (_, cookie) => {
    const answer = await get(REPORTS, cookie);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/login');
  });

  it('tells nothing about whether an item exists: an unknown report is the same 302', async () => {
    const answer = await get(`${REPORTS}/WB-NOSUCHREPORT`);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/login');
  });
});

describe('a protected page with a session', () => {
  it('is the page (200), no-store, not for search engines, its section left to the browser', async () => {
    const token = await signIn(READER);
    const answer = await get(REPORTS, sessionCookie(token));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toContain('<meta name="robots" content="noindex">');
    // The chrome is rendered on the server, the section is not (its data is read in the browser with
    // the session's Authorization header).
    expect(answer.body).toContain(`chrome of ${REPORTS}`);
    expect(answer.body).not.toContain('forms section rendered');
    expect(answer.body).not.toContain('id="ksei-section-data"');
    // The same section renders a public page on the server: the build is there and works.
    const contact = await get(CONTACT);
    expect(contact.body).toContain(`forms section rendered ${CONTACT}`);
  });

  it('is a 403 with the localized missing-scope message for an account without the page\u2019s scope', async () => {
    const token = await signIn(CLERK);
    const answer = await get(REPORTS, sessionCookie(token));
    expect(answer.statusCode).toBe(403);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toContain(
      '<meta name="ksei-error" content="403" data-message="Akun Anda tidak memiliki izin untuk membuka halaman ini.">',
    );
    expect(answer.body).not.toContain('forms section rendered');
    const english = await get('/en/staff/inbox/reports', sessionCookie(token));
    expect(english.statusCode).toBe(403);
    expect(english.body).toContain('data-message="Your account does not have permission to open this page."');
    // Its own scope's page opens.
    expect((await get(MESSAGES_EN, sessionCookie(token))).statusCode).toBe(200);
  });

  it('is decided for every request: never kept, so the next visitor without a session is sent to sign in', async () => {
    const token = await signIn(READER);
    const clerk = await signIn(CLERK);
    expect((await get(REPORTS, sessionCookie(token))).statusCode).toBe(200);
    const guest = await get(REPORTS);
    expect(guest.statusCode).toBe(302);
    expect(guest.body).not.toContain(`chrome of ${REPORTS}`);
    expect((await get(REPORTS, sessionCookie(clerk))).statusCode).toBe(403);
    expect((await get(REPORTS, sessionCookie(token))).statusCode).toBe(200);
  });

  it('is sent to sign in again once the session is signed out', async () => {
    const token = await freshSession(READER);
    expect((await get(REPORTS, sessionCookie(token))).statusCode).toBe(200);
    const out = await server().app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(204);
    const after = await get(REPORTS, sessionCookie(token));
    expect(after.statusCode).toBe(302);
    expect(after.headers.location).toBe('/login');
  });
});

describe('the sign-in page', () => {
  it('is shown without a session, no-store and not for search engines, in both languages', async () => {
    for (const url of ['/login', '/en/login']) {
      const answer = await get(url);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.body).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('sends a signed-in user to the remembered address, once (the cookie cleared)', async () => {
    const token = await signIn(READER);
    const remembered = `${REPORTS}?status=received`;
    const answer = await get('/login', `${sessionCookie(token)}; auth.redirect=${encodeURIComponent(remembered)}`);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe(remembered);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['set-cookie']).toBe('auth.redirect=; Path=/; Max-Age=0; SameSite=Lax');
  });

  it.each([
    ['//evil.com', '/id'],
    ['https://x', '/id'],
    ['/\\evil', '/id'],
    // The sign-in page itself would loop.
    ['/login?x=1', '/id'],
  ])('sends a signed-in user home instead of to a remembered %p', async (remembered, home) => {
    const token = await signIn(READER);
    const answer = await get('/login', `${sessionCookie(token)}; auth.redirect=${encodeURIComponent(remembered)}`);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe(home);
    expect(answer.headers['set-cookie']).toBe('auth.redirect=; Path=/; Max-Age=0; SameSite=Lax');
  });

  it('sends a signed-in user home in the page\u2019s language when nothing is remembered', async () => {
    const token = await signIn(READER);
    const answer = await get('/en/login', sessionCookie(token));
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/en');
    expect(answer.headers['set-cookie']).toBeUndefined();
  });
});
