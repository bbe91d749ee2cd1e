import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n, setLocale } from '@ksei/shared';
import ErrorPage from '../src/pages/ErrorPage';
import NotFound from '../src/pages/NotFound';

function renderIn(locale: 'id' | 'en', element: React.ReactElement) {
  act(() => setLocale(locale));
  return render(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
}

describe('error page', () => {
  it('shows the original texts, the details and a way home, status 500 by default', () => {
    renderIn('en', <ErrorPage message="Unknown middleware" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'An error occurred while showing the error page',
    );
    expect(
      screen.getByText('Unfortunately an error occurred and while showing the error page another error occurred'),
    ).toBeTruthy();
    expect(screen.getByText('Error details')).toBeTruthy();
    expect(screen.getByText('Unknown middleware')).toBeTruthy();
    expect(screen.getByText('Status code 500')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back to home' })).toBeTruthy();
  });

  it('is translated on Indonesian pages', () => {
    renderIn('id', <ErrorPage statusCode={404} message="x" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Terjadi kesalahan saat menampilkan halaman kesalahan',
    );
    expect(screen.getByText('Kode status 404')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali ke beranda' })).toBeTruthy();
  });
});

describe('404 page', () => {
  it('says the page could not be found, in both languages', () => {
    const { unmount } = renderIn('en', <NotFound />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This page could not be found');
    unmount();
    renderIn('id', <NotFound />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Halaman ini tidak dapat ditemukan');
  });
});
