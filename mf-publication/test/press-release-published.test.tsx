/**
 * @jest-environment jsdom
 */
import type { ReactNode } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n, setLocale, setRouteTable, syncLocation, type Locale, type PressRelease } from '@ksei/shared';
import { composeRoutes } from '@ksei/shared/compose';
import { ROUTES } from '../src/routes';
import { registerStrings } from '../src/app/i18n';
import PressReleasePage from '../src/features/press-releases/components/PressReleasePage';
import { PressReleaseSummaryItem } from '../src/features/press-releases/components/PressReleaseSummaryItem';

// The detail page's data, as its loader returns it from the API (the page reads it from the section's router).
let mockRelease: PressRelease;
jest.mock('@ksei/shared/section/page', () => ({
  usePageData: () => ({ data: mockRelease }),
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

// This section's pages and the shell's home (its breadcrumbs start there): the section stands alone, as
// its release gate checks it (a working copy has no other section to compose with).
const SHELL_HOME = {
  owner: 'shell',
  pages: [{ id: 'home', paths: { id: '/id', en: '/en' }, titles: { id: 'Beranda', en: 'Home' } }],
} as const;
setRouteTable(composeRoutes([SHELL_HOME, ROUTES]).table);
registerStrings();

const PUBLISHED: PressRelease = {
  slug: 'ksei-uji-siaran-pers',
  date: '2026-11-20',
  title: 'KSEI Meluncurkan Layanan Uji',
  summary: 'Ringkasan layanan uji.',
  sample: false,
  locales: ['id', 'en'],
  withdrawal: null,
  updates: [],
  body: [{ type: 'paragraph', text: 'Jakarta, 20 November 2026. Isi siaran pers.' }],
  images: [
    {
      name: 'foto.jpg',
      url: '/files/press-releases/foto.jpg',
      type: 'image/jpeg',
      caption: 'Peluncuran layanan uji',
      width: 800,
      height: 600,
    },
  ],
};

/** The notices of a release withdrawn on 28 November and updated on 27 November, in the page's words. */
const NOTICES = {
  id: {
    reason: 'Digantikan.',
    note: 'Angka diperbaiki.',
    withdrawn: 'Ditarik pada 28 November 2026: Digantikan.',
    updated: 'Diperbarui pada 27 November 2026: Angka diperbaiki.',
  },
  en: {
    reason: 'Replaced.',
    note: 'Figures corrected.',
    withdrawn: 'Withdrawn on November 28, 2026: Replaced.',
    updated: 'Updated on November 27, 2026: Figures corrected.',
  },
} as const;

function withNotices(locale: Locale): PressRelease {
  return {
    ...PUBLISHED,
    withdrawal: { at: '2026-11-28T03:00:00.000Z', reason: NOTICES[locale].reason },
    updates: [{ at: '2026-11-27T04:00:00.000Z', note: NOTICES[locale].note }],
  };
}

function showIn(locale: Locale, content: ReactNode) {
  window.history.replaceState(null, '', `/${locale}/publikasi/siaran-pers`);
  act(() => {
    syncLocation();
    setLocale(locale);
  });
  return render(<I18nextProvider i18n={i18n}>{content}</I18nextProvider>);
}

const inList = (locale: Locale, item: PressRelease) => showIn(locale, <PressReleaseSummaryItem item={item} />);
const onPage = (locale: Locale, item: PressRelease) => {
  mockRelease = item;
  return showIn(locale, <PressReleasePage pageId="publication.pressRelease" />);
};

describe('a press release after publication', () => {
  it.each(['id', 'en'] as const)(
    'shows a withdrawal’s dated reason and the notes of its updates, in the list and on its page (%s)',
    (locale) => {
      for (const show of [inList, onPage]) {
        const { unmount } = show(locale, withNotices(locale));
        expect(screen.getByText(NOTICES[locale].withdrawn)).toBeTruthy();
        expect(screen.getByText(NOTICES[locale].updated)).toBeTruthy();
        unmount();
      }
    },
  );

  it('neither withdrawn nor updated nor in one language only: no notice, nothing marked', () => {
    for (const show of [inList, onPage]) {
      const { container, unmount } = show('en', PUBLISHED);
      expect(container.textContent).not.toMatch(/Withdrawn|Updated|published in/);
      expect(container.querySelectorAll('[lang]')).toHaveLength(0);
      unmount();
    }
  });

  it.each([
    ['en', 'id', 'This press release is published in Indonesian only.'],
    ['id', 'en', 'Siaran pers ini hanya diterbitkan dalam bahasa Inggris.'],
  ] as const)(
    'on the %s page, published in %s only: its title in the list marked with that language, and a sentence saying so',
    (locale, only, sentence) => {
      inList(locale, { ...PUBLISHED, locales: [only] });
      expect(screen.getByRole('heading', { name: PUBLISHED.title }).getAttribute('lang')).toBe(only);
      expect(screen.getByText(PUBLISHED.summary).getAttribute('lang')).toBe(only);
      expect(screen.getByText(sentence)).toBeTruthy();
    },
  );

  it.each([
    ['en', 'id', 'This press release is published in Indonesian only.'],
    ['id', 'en', 'Siaran pers ini hanya diterbitkan dalam bahasa Inggris.'],
  ] as const)(
    'on the %s page, published in %s only: its page’s heading, breadcrumb, body and picture marked with that language, and a sentence saying so',
    (locale, only, sentence) => {
      onPage(locale, { ...PUBLISHED, locales: [only] });
      expect(screen.getByRole('heading', { level: 1 }).getAttribute('lang')).toBe(only);
      const breadcrumb = screen.getByRole('navigation');
      expect(within(breadcrumb).getByText(PUBLISHED.title).getAttribute('lang')).toBe(only);
      expect(
        screen
          .getByText(/Isi siaran pers/)
          .closest('[lang]')
          ?.getAttribute('lang'),
      ).toBe(only);
      expect(screen.getByRole('img').getAttribute('lang')).toBe(only);
      expect(screen.getByText(sentence)).toBeTruthy();
    },
  );

  it('published in Indonesian only, on the Indonesian page: nothing marked, no sentence', () => {
    const { container } = onPage('id', { ...PUBLISHED, locales: ['id'] });
    expect(container.querySelectorAll('[lang]')).toHaveLength(0);
    expect(container.textContent).not.toMatch(/hanya diterbitkan/);
  });
});
