import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { AUTH_KEYS, auth, getPage, i18n, setLocale, syncLocation, toastStore } from '@ksei/shared';
import { App } from '../src/app/App';
import { authGate, lacksScope, mayShow, wireAuth } from '../src/routing/auth-guard';
import { fakeAuthApi } from './support/auth-api';

/**
 * The shell's page rules in a browser (jsdom) against a fake auth API: two accounts, one holding
 * `reports:read`, one `messages:read`; sign-out fails on the server (the session still ends here).
 */
const USERS: Record<string, { name: string; scope: string[] }> = {
  'Bearer tok-reader': { name: 'Pembaca', scope: ['reports:read'] },
  'Bearer tok-clerk': { name: 'Petugas', scope: ['messages:read'] },
};
const api = fakeAuthApi((request) => {
  if (request.url === '/api/auth/login') {
    const email = (request.body as { email: string }).email;
    return { status: 200, body: { token: email.startsWith('pembaca') ? 'tok-reader' : 'tok-clerk' } };
  }
  if (request.url === '/api/auth/user') {
    const user = USERS[request.authorization ?? ''];
    return user ? { status: 200, body: { user } } : { status: 401, body: { error: { code: 'unauthorized' } } };
  }
  return { status: 500, body: { error: { code: 'internal' } } };
});
beforeAll(() => api.start());
afterAll(() => api.stop());

const REPORTS = '/id/staf/kotak-masuk/laporan';
const MESSAGES = '/id/staf/kotak-masuk/pesan';

/** A navigation as the shell follows it: the address, then the location store. */
function go(path: string): void {
  act(() => window.history.pushState(null, '', path));
}
const here = (): string => window.location.pathname + window.location.search;
const page = (id: string) => getPage(id);

/** The chrome and page as the shell draws them (unmounted after each test). */
function showApp(): void {
  render(
    <I18nextProvider i18n={i18n}>
      <App />
    </I18nextProvider>,
  );
}

function clearCookies(): void {
  for (const part of document.cookie.split('; ')) {
    const name = part.slice(0, part.indexOf('='));
    if (name) document.cookie = `${name}=; path=/; max-age=-1`;
  }
}

describe('the shell\u2019s page rules (one page\u2019s life: restore, scopes, sign-out, guests, back)', () => {
  beforeAll(() => {
    // As in the shell, where every address change is followed into the location store (single-spa
    // announces pushState and replaceState as popstate, which the shell follows).
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = window.history[method].bind(window.history);
      jest.spyOn(window.history, method).mockImplementation((...args: Parameters<History['pushState']>) => {
        original(...args);
        syncLocation();
      });
    }
    window.localStorage.clear();
    clearCookies();
    act(() => setLocale('id'));
  });

  it('decides nothing before the stored session is checked, then keeps a signed-in user on the protected page', async () => {
    window.localStorage.setItem(AUTH_KEYS.token, 'Bearer tok-reader');
    go(`${REPORTS}?status=received`);
    act(() => wireAuth());
    // The user is being fetched: the page's section may not show yet, and nobody is sent anywhere.
    expect(mayShow(page('inbox.reports'))).toBe(false);
    expect(here()).toBe(`${REPORTS}?status=received`);
    // The first request loads the HTTP client (axios) first.
    await waitFor(() => expect(authGate.getState().settled).toBe(true), { timeout: 10_000 });
    expect(auth.store.getState().loggedIn).toBe(true);
    expect(mayShow(page('inbox.reports'))).toBe(true);
    // Restoring a session is no change of signed-in state: no trip home.
    expect(here()).toBe(`${REPORTS}?status=received`);
  });

  it('shows the 403 message instead of a page the account has no scope for, and the staff menu with what it may open', () => {
    go(MESSAGES);
    expect(lacksScope(page('inbox.messages'))).toBe(true);
    expect(mayShow(page('inbox.messages'))).toBe(false);
    showApp();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Akun Anda tidak memiliki izin untuk membuka halaman ini.',
    );
    const menu = screen.getByRole('navigation', { name: 'Menu staf' });
    expect(menu.textContent).toContain('Masuk sebagai Pembaca');
    expect(screen.getByRole('link', { name: 'Laporan Pelanggaran' }).getAttribute('href')).toBe(REPORTS);
    expect(screen.queryByRole('link', { name: 'Pesan Masuk' })).toBeNull();
    // Its own page shows.
    go(REPORTS);
    expect(screen.queryByText('Akun Anda tidak memiliki izin untuk membuka halaman ini.')).toBeNull();
  });

  it('signs out from a protected page: home, everything cleared though the server failed, "signed out" said', async () => {
    expect(here()).toBe(REPORTS);
    showApp();
    fireEvent.click(screen.getByRole('button', { name: 'Keluar' }));
    await waitFor(() => expect(auth.store.getState().loggedIn).toBe(false));
    expect(api.received.filter((call) => call.url === '/api/auth/logout')).toHaveLength(1);
    expect(here()).toBe('/id');
    expect(auth.store.getState()).toMatchObject({ user: null, token: null });
    expect(window.localStorage.getItem(AUTH_KEYS.token)).toBeNull();
    expect(document.cookie).not.toContain(AUTH_KEYS.token);
    expect(toastStore.getState().toasts.map((toast) => toast.message)).toContain('Anda telah keluar.');
    expect(screen.queryByRole('button', { name: 'Keluar' })).toBeNull();
    // Back to the protected page: the sign-in page instead, nothing of the page shown.
    go(REPORTS);
    expect(here()).toBe('/login');
    expect(mayShow(page('inbox.reports'))).toBe(false);
  });

  it('sends a guest to the sign-in page of the page\u2019s language, remembering the address, and back there after sign-in', async () => {
    go('/en/staff/inbox/reports?status=received');
    expect(here()).toBe('/en/login');
    expect(window.localStorage.getItem(AUTH_KEYS.redirect)).toBe('/en/staff/inbox/reports?status=received');
    await act(() => auth.login({ email: 'pembaca@ksei.example', password: 'x'.repeat(20), locale: 'en' }));
    await waitFor(() => expect(here()).toBe('/en/staff/inbox/reports?status=received'));
    // Taken once.
    expect(window.localStorage.getItem(AUTH_KEYS.redirect)).toBeNull();
    expect(mayShow(page('inbox.reports'))).toBe(true);
  });

  it('sends a signed-in user away from the sign-in page: home when nothing (or nothing safe) is remembered', () => {
    window.localStorage.setItem(AUTH_KEYS.redirect, '//evil.com');
    go('/en/login');
    expect(here()).toBe('/en');
    expect(window.localStorage.getItem(AUTH_KEYS.redirect)).toBeNull();
  });

  it('shows the sign-in page, not the protected page, when the page comes back from the back-forward cache signed out', async () => {
    go(REPORTS);
    expect(mayShow(page('inbox.reports'))).toBe(true);
    // Signed out in another page of the site since: the stored session is gone.
    window.localStorage.removeItem(AUTH_KEYS.token);
    clearCookies();
    const shown = new Event('pageshow');
    Object.defineProperty(shown, 'persisted', { value: true });
    act(() => {
      window.dispatchEvent(shown);
    });
    expect(mayShow(page('inbox.reports'))).toBe(false);
    await waitFor(() => expect(here()).toBe('/login'));
    expect(window.localStorage.getItem(AUTH_KEYS.redirect)).toBe(REPORTS);
  });
});
