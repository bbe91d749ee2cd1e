import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { auth, i18n, setLocale, syncLocation } from '@ksei/shared';
import Login from '../src/pages/Login';
import { fakeAuthApi, type Answer } from './support/auth-api';

/** What the API answers a sign-in; set by each test. */
let signInAnswer: Answer = { status: 500 };
const api = fakeAuthApi((request) => {
  if (request.url === '/api/auth/login') return signInAnswer;
  if (request.url === '/api/auth/user') return { status: 200, body: { user: { name: 'Staf', scope: [] } } };
  return { status: 204 };
});
beforeAll(() => api.start());
afterAll(() => api.stop());

function showLogin(locale: 'id' | 'en') {
  window.history.replaceState(null, '', locale === 'en' ? '/en/login' : '/login');
  act(() => {
    syncLocation();
    setLocale(locale);
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <Login />
    </I18nextProvider>,
  );
}

const emailField = (name = 'Email address') => screen.getByLabelText<HTMLInputElement>(name);
const passwordField = (name = 'Password') => screen.getByLabelText<HTMLInputElement>(name);

function type(field: HTMLInputElement, value: string): void {
  fireEvent.change(field, { target: { value } });
}

describe('the sign-in page', () => {
  beforeEach(() => {
    api.received.length = 0;
    auth.reset();
  });

  it('has labelled fields a password manager fills: an e-mail address (username) and the current password', () => {
    showLogin('en');
    expect(emailField().type).toBe('email');
    expect(emailField().autocomplete).toBe('username');
    expect(passwordField().type).toBe('password');
    expect(passwordField().autocomplete).toBe('current-password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    // A staff page: no "technical purposes only" notice.
    expect(screen.queryByText(/technical purposes/)).toBeNull();
    expect(screen.getByText(/For KSEI staff/)).toBeTruthy();
  });

  it('checks what was typed before sending: each field required, in the page\u2019s language, focus on the alert', async () => {
    showLogin('id');
    fireEvent.submit(emailField('Alamat email').form as HTMLFormElement);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Masukkan alamat email Anda.');
    expect(alert.textContent).toContain('Masukkan kata sandi Anda.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(emailField('Alamat email').getAttribute('aria-invalid')).toBe('true');
    expect(emailField('Alamat email').getAttribute('aria-describedby')).toBe(alert.id);
    expect(passwordField('Kata sandi').getAttribute('aria-describedby')).toBe(alert.id);
    expect(api.received).toEqual([]);
  });

  it('refuses an address over 254 characters and a password over 1024 before sending', async () => {
    signInAnswer = { status: 401, body: { error: { code: 'unauthorized', message: 'Wrong email or password.' } } };
    showLogin('en');
    type(emailField(), `${'a'.repeat(243)}@example.com`); // 255 characters
    type(passwordField(), 'x'.repeat(1025));
    fireEvent.submit(emailField().form as HTMLFormElement);
    expect(screen.getByRole('alert').textContent).toBe(
      'An email address has at most 254 characters.A password has at most 1024 characters.',
    );
    expect(api.received).toEqual([]);
    // At the limits, nothing is refused here.
    type(emailField(), `${'a'.repeat(242)}@example.com`);
    type(passwordField(), 'x'.repeat(1024));
    fireEvent.submit(emailField().form as HTMLFormElement);
    expect(screen.getByRole('alert').textContent).toBe('');
    // Sent: the first request of the suite loads the HTTP client (axios) first.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Wrong email or password.'), {
      timeout: 10_000,
    });
    expect(api.received).toHaveLength(1);
  });

  it('sends { email, password, locale }, and shows a wrong sign-in in the alert: the address kept, the password cleared', async () => {
    signInAnswer = { status: 401, body: { error: { code: 'unauthorized', message: 'Wrong email or password.' } } };
    showLogin('en');
    type(emailField(), 'Staf@KSEI.example');
    type(passwordField(), 'not the password at all');
    fireEvent.submit(emailField().form as HTMLFormElement);
    const alert = screen.getByRole('alert');
    // The first request of the suite loads the HTTP client (axios) first.
    await waitFor(() => expect(alert.textContent).toBe('Wrong email or password.'));
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(api.received.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({
        url: '/api/auth/login',
        body: { email: 'Staf@KSEI.example', password: 'not the password at all', locale: 'en' },
      }),
    ]);
    expect(emailField().value).toBe('Staf@KSEI.example');
    expect(passwordField().value).toBe('');
    expect(auth.store.getState()).toMatchObject({ loggedIn: false, busy: false });
  });

  it('shows a lockout with the Jakarta time sign-in opens again', async () => {
    const retryAt = '2026-03-01T03:05:00.000Z'; // 10:05 in Jakarta (UTC+7)
    signInAnswer = {
      status: 429,
      body: { error: { code: 'too_many_requests', message: 'Terlalu banyak percobaan masuk.', retryAt } },
    };
    showLogin('id');
    type(emailField('Alamat email'), 'staf@ksei.example');
    type(passwordField('Kata sandi'), 'kata sandi yang salah');
    fireEvent.submit(emailField('Alamat email').form as HTMLFormElement);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Terlalu banyak percobaan masuk. Coba lagi setelah pukul 10:05 WIB.',
      ),
    );
    expect(emailField('Alamat email').value).toBe('staf@ksei.example');
  });

  it('is busy while the sign-in runs (the button says so and sends nothing twice), and signs in', async () => {
    signInAnswer = { status: 200, body: { token: 'tok' } };
    showLogin('en');
    type(emailField(), 'staf@ksei.example');
    type(passwordField(), 'the right password, long enough');
    const form = emailField().form as HTMLFormElement;
    fireEvent.submit(form);
    expect(screen.getByRole('button', { name: 'Signing in…' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.submit(form);
    await waitFor(() => expect(auth.store.getState().loggedIn).toBe(true));
    expect(api.received.filter((call) => call.url === '/api/auth/login')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('keeps what was typed (or filled by a password manager) before the page hydrated, and sends it', async () => {
    signInAnswer = { status: 401, body: { error: { code: 'unauthorized', message: 'Wrong email or password.' } } };
    window.history.replaceState(null, '', '/en/login');
    act(() => {
      syncLocation();
      setLocale('en');
    });
    const page = (
      <I18nextProvider i18n={i18n}>
        <Login />
      </I18nextProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // The server's page, before its script has run: a GET would put the password in the address.
    const form = container.querySelector('form') as HTMLFormElement;
    expect(form.method).toBe('post');
    (container.querySelector('input[autocomplete="username"]') as HTMLInputElement).value = 'early@ksei.example';
    (container.querySelector('input[autocomplete="current-password"]') as HTMLInputElement).value = 'typed early';
    const root = await act(async () => hydrateRoot(container, page));
    fireEvent.submit(form);
    await waitFor(() => expect(api.received.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(api.received.find((call) => call.method === 'POST')).toEqual(
      expect.objectContaining({ body: { email: 'early@ksei.example', password: 'typed early', locale: 'en' } }),
    );
    act(() => root.unmount());
    container.remove();
  });
});
