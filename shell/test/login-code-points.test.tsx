import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n, setLocale, syncLocation } from '@ksei/shared';
import Login from '../src/pages/Login';
import { fakeAuthApi } from './support/auth-api';

// The sign-in form counts a password's and an address's length in characters (code points), as the
// server and the staff command do: a password of 1024 emoji (2048 UTF-16 units) is sent, 1025 refused.

const api = fakeAuthApi(() => ({
  status: 401,
  body: { error: { code: 'unauthorized', message: 'Wrong email or password.' } },
}));
beforeAll(() => api.start());
afterAll(() => api.stop());

const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name);
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });

it('counts characters, not UTF-16 units: 1025 emoji refused before sending, 1024 sent', async () => {
  window.history.replaceState(null, '', '/en/login');
  act(() => {
    syncLocation();
    setLocale('en');
  });
  render(
    <I18nextProvider i18n={i18n}>
      <Login />
    </I18nextProvider>,
  );
  type(field('Email address'), `${'é'.repeat(242)}@example.com`); // 254 characters
  type(field('Password'), '😀'.repeat(1025));
  fireEvent.submit(field('Email address').form as HTMLFormElement);
  expect(screen.getByRole('alert').textContent).toBe('A password has at most 1024 characters.');
  expect(api.received).toEqual([]);
  type(field('Password'), '😀'.repeat(1024));
  fireEvent.submit(field('Email address').form as HTMLFormElement);
  expect(screen.getByRole('alert').textContent).toBe('');
  // The first request of the file loads the HTTP client (axios) first.
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Wrong email or password.'), {
    timeout: 10_000,
  });
  expect(api.received).toHaveLength(1);
});
