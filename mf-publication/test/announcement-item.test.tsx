/**
 * @jest-environment jsdom
 */
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n, setLocale, syncLocation, type Announcement, type Locale } from '@ksei/shared';
import { registerStrings } from '../src/app/i18n';
import { AnnouncementItem } from '../src/features/announcements/components/AnnouncementItem';

registerStrings();

const PUBLISHED: Announcement = {
  id: 'bbca-div-20261127',
  type: 'corporate-action',
  typeLabel: 'Tindakan Korporasi',
  date: '2026-11-27',
  referenceNumber: 'KSEI-12345/JKU/1126',
  title: 'Jadwal Pembagian Dividen Tunai BBCA',
  attachments: [],
  sample: false,
  notice: 'new',
  locales: ['id', 'en'],
  withdrawal: null,
  updates: [],
};

function renderIn(locale: Locale, item: Announcement) {
  window.history.replaceState(null, '', `/${locale}/publikasi/pengumuman`);
  act(() => {
    syncLocation();
    setLocale(locale);
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <AnnouncementItem item={item} headingLevel={2} />
    </I18nextProvider>,
  );
}

describe('an announcement after publication', () => {
  it.each([
    ['id', 'Dibatalkan', 'Revisi'],
    ['en', 'Cancelled', 'Revised'],
  ] as const)(
    'is marked cancelled or revised in KSEI’s sense, and not marked when new (%s)',
    (locale, cancelled, revised) => {
      renderIn(locale, { ...PUBLISHED, notice: 'cancelled' });
      expect(screen.getByText(cancelled)).toBeTruthy();
      renderIn(locale, { ...PUBLISHED, notice: 'revised' });
      expect(screen.getByText(revised)).toBeTruthy();
      const fresh = renderIn(locale, PUBLISHED);
      expect(fresh.container.textContent).not.toMatch(new RegExp(`${cancelled}|${revised}`));
    },
  );

  it.each([
    ['id', 'Ditarik pada 28 November 2026: Diterbitkan ulang.', 'Diperbarui pada 27 November 2026: Tanggal diubah.'],
    ['en', 'Withdrawn on November 28, 2026: Reissued.', 'Updated on November 27, 2026: Date changed.'],
  ] as const)('shows a withdrawal’s dated reason and the notes of its updates (%s)', (locale, withdrawn, updated) => {
    const reason = locale === 'id' ? 'Diterbitkan ulang.' : 'Reissued.';
    const note = locale === 'id' ? 'Tanggal diubah.' : 'Date changed.';
    renderIn(locale, {
      ...PUBLISHED,
      withdrawal: { at: '2026-11-28T03:00:00.000Z', reason },
      updates: [{ at: '2026-11-27T04:00:00.000Z', note }],
    });
    expect(screen.getByText(withdrawn)).toBeTruthy();
    expect(screen.getByText(updated)).toBeTruthy();
  });

  it('published in Indonesian only: the English page shows the Indonesian title, marked as Indonesian, and says so', () => {
    renderIn('en', { ...PUBLISHED, locales: ['id'] });
    expect(screen.getByRole('heading', { name: PUBLISHED.title }).getAttribute('lang')).toBe('id');
    expect(screen.getByText('This announcement is published in Indonesian only.')).toBeTruthy();
    const indonesian = renderIn('id', { ...PUBLISHED, locales: ['id'] });
    expect(indonesian.container.querySelectorAll('[lang]')).toHaveLength(0);
  });
});
