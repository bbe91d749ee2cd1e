/**
 * @jest-environment jsdom
 */
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n, setLocale, syncLocation, type Locale, type Regulation } from '@ksei/shared';
import { registerStrings } from '../src/app/i18n';
import { RegulationTitle } from '../src/features/regulations/components/RegulationTitle';

registerStrings();

const PUBLISHED: Regulation = {
  id: 'ksei-regulations-kep-0091-dir-ksei-1126',
  category: 'ksei-regulations',
  number: 'Peraturan KSEI Nomor IX-Z',
  decreeNumber: 'KEP-0091/DIR/KSEI/1126',
  title: 'Layanan Uji Kustodian',
  date: '2026-11-20',
  file: null,
  sample: false,
  locales: ['id', 'en'],
  withdrawal: null,
  updates: [],
};

function renderIn(locale: Locale, item: Regulation) {
  window.history.replaceState(null, '', `/${locale}/peraturan`);
  act(() => {
    syncLocation();
    setLocale(locale);
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <RegulationTitle item={item} />
    </I18nextProvider>,
  );
}

describe('a regulation after publication, in its row', () => {
  it.each([
    ['id', 'Ditarik pada 28 November 2026: Digantikan.', 'Diperbarui pada 27 November 2026: Judul diubah.'],
    ['en', 'Withdrawn on November 28, 2026: Replaced.', 'Updated on November 27, 2026: Title changed.'],
  ] as const)('shows a withdrawal’s dated reason and the notes of its updates (%s)', (locale, withdrawn, updated) => {
    const reason = locale === 'id' ? 'Digantikan.' : 'Replaced.';
    const note = locale === 'id' ? 'Judul diubah.' : 'Title changed.';
    renderIn(locale, {
      ...PUBLISHED,
      withdrawal: { at: '2026-11-28T03:00:00.000Z', reason },
      updates: [{ at: '2026-11-27T04:00:00.000Z', note }],
    });
    expect(screen.getByText(withdrawn)).toBeTruthy();
    expect(screen.getByText(updated)).toBeTruthy();
  });

  it('neither withdrawn nor updated: the title alone', () => {
    const plain = renderIn('en', PUBLISHED);
    expect(plain.container.textContent).toBe(PUBLISHED.title);
  });

  it('published in Indonesian only: the English row shows the Indonesian title, marked as Indonesian, and says so', () => {
    renderIn('en', { ...PUBLISHED, locales: ['id'] });
    expect(screen.getByText(PUBLISHED.title).getAttribute('lang')).toBe('id');
    expect(screen.getByText('This regulation is published in Indonesian only.')).toBeTruthy();
    const indonesian = renderIn('id', { ...PUBLISHED, locales: ['id'] });
    expect(indonesian.container.querySelectorAll('[lang]')).toHaveLength(0);
  });
});
