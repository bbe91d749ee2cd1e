/**
 * @jest-environment jsdom
 */
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n, setLocale, syncLocation, type FaqItem, type Locale } from '@ksei/shared';
import { FaqQuestion } from '../src/features/faq/components/FaqQuestion';

const QUESTION: FaqItem = {
  id: 'faq-001',
  category: 'investor',
  question: 'Apa itu SID?',
  answer: 'Nomor tunggal investor.',
  locales: ['id', 'en'],
  withdrawal: null,
  updates: [],
};

function renderIn(locale: Locale, item: FaqItem) {
  window.history.replaceState(null, '', `/${locale}/faq`);
  act(() => {
    syncLocation();
    setLocale(locale);
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <FaqQuestion item={item} />
    </I18nextProvider>,
  );
}

describe('a question of the FAQ after publication', () => {
  it.each([
    ['id', 'Ditarik pada 28 November 2026: Layanan berubah.'],
    ['en', 'Withdrawn on November 28, 2026: The service changed.'],
  ] as const)('shows a withdrawal’s dated reason under its answer (%s)', (locale, withdrawn) => {
    const reason = locale === 'id' ? 'Layanan berubah.' : 'The service changed.';
    renderIn(locale, { ...QUESTION, withdrawal: { at: '2026-11-28T03:00:00.000Z', reason } });
    expect(screen.getByText(withdrawn)).toBeTruthy();
  });

  it('says nothing more when it was neither withdrawn nor updated', () => {
    const plain = renderIn('en', QUESTION);
    expect(plain.container.querySelectorAll('details > div > *')).toHaveLength(1);
  });
});
