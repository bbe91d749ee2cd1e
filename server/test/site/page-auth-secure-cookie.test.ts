/**
 * The remembered-path cookie (`auth.redirect`) the page guard sets and clears is `Secure` whenever
 * the page is served over HTTPS: the public origin is https, or the request came through a trusted
 * proxy saying https. Over plain HTTP (development) it is not, or the browser would drop it.
 */
import path from 'node:path';
import { createStaffAccount } from '../../src/domains/auth/index.js';
import { REMOTE_VERSION, useTestServer } from '../support/fixtures.js';
import { PRINTING_SHELL_BUILD, TEMPLATE, write } from '../support/server-builds.js';

const READER = { email: 'pembaca@ksei.example', password: 'kata-sandi-pembaca-panjang', name: 'Pembaca' };
const REPORTS = '/id/staf/kotak-masuk/laporan';

function serverAt(env: Record<string, string>) {
  return useTestServer({
    env,
    beforeBuild: async (db, config) => {
      write(path.join(config.shellDist, 'index.html'), TEMPLATE);
      write(path.join(config.shellDist, 'server', 'shell.cjs'), PRINTING_SHELL_BUILD);
      write(path.join(config.releasesDir, 'mf-forms', REMOTE_VERSION, 'server', 'section.cjs'), 'exports.remote = 1;');
      await createStaffAccount(db, { ...READER, scope: ['reports:read'] });
    },
  });
}

/** The cookies a protected page sets for a guest, and the sign-in page clears for a signed-in user. */
async function cookiesOf(server: ReturnType<typeof serverAt>, headers: Record<string, string> = {}) {
  const { app } = server();
  const remember = await app.inject({ method: 'GET', url: REPORTS, headers });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: READER.email, password: READER.password },
  });
  const token = (login.json() as { token: string }).token;
  const forget = await app.inject({
    method: 'GET',
    url: '/login',
    headers: { ...headers, cookie: `auth._token.local=${encodeURIComponent(`Bearer ${token}`)}; auth.redirect=%2Fid` },
  });
  return { remember: remember.headers['set-cookie'], forget: forget.headers['set-cookie'] };
}

describe('auth.redirect with an https public origin', () => {
  const server = serverAt({ PUBLIC_ORIGIN: 'https://www.ksei.co.id' });

  it('is Secure when set and when cleared', async () => {
    expect(await cookiesOf(server)).toEqual({
      remember: `auth.redirect=${encodeURIComponent(REPORTS)}; Path=/; SameSite=Lax; Secure`,
      forget: 'auth.redirect=; Path=/; Max-Age=0; SameSite=Lax; Secure',
    });
  });
});

describe('auth.redirect with an http public origin behind a trusted proxy', () => {
  const server = serverAt({ PUBLIC_ORIGIN: 'http://localhost:3000', TRUST_PROXY: '1' });

  it('is Secure when the proxy says the request came over https', async () => {
    expect(await cookiesOf(server, { 'x-forwarded-proto': 'https' })).toEqual({
      remember: `auth.redirect=${encodeURIComponent(REPORTS)}; Path=/; SameSite=Lax; Secure`,
      forget: 'auth.redirect=; Path=/; Max-Age=0; SameSite=Lax; Secure',
    });
  });

  it('is not Secure over plain http', async () => {
    expect(await cookiesOf(server, { 'x-forwarded-proto': 'http' })).toEqual({
      remember: `auth.redirect=${encodeURIComponent(REPORTS)}; Path=/; SameSite=Lax`,
      forget: 'auth.redirect=; Path=/; Max-Age=0; SameSite=Lax',
    });
  });
});

describe('auth.redirect with an http public origin and no proxy trusted', () => {
  const server = serverAt({ PUBLIC_ORIGIN: 'http://localhost:3000' });

  it('is not Secure, whatever X-Forwarded-Proto a client sends', async () => {
    expect(await cookiesOf(server, { 'x-forwarded-proto': 'https' })).toEqual({
      remember: `auth.redirect=${encodeURIComponent(REPORTS)}; Path=/; SameSite=Lax`,
      forget: 'auth.redirect=; Path=/; Max-Age=0; SameSite=Lax',
    });
  });
});
