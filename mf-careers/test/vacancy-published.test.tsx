/**
 * @jest-environment jsdom
 */
import type { ReactNode } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n, setLocale, setRouteTable, syncLocation, type Locale, type Vacancy } from '@ksei/shared';
import { composeRoutes } from '@ksei/shared/compose';
import { ROUTES } from '../src/routes';
import { registerStrings } from '../src/app/i18n';
import VacancyPage from '../src/features/vacancies/VacancyPage';
import { VacancyCard } from '../src/features/vacancies/components/VacancyCard';

// The detail page's data, as its loader returns it from the API (the page reads it from the section's router).
let mockVacancy: Vacancy | null;
jest.mock('@ksei/shared/section/page', () => ({
  usePageData: () => mockVacancy,
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

const PUBLISHED: Vacancy = {
  slug: 'uji-lowongan',
  division: 'information-technology',
  divisionLabel: 'Teknologi Informasi',
  position: 'Analis Uji Perangkat Lunak',
  status: 'open',
  closingDate: '2026-12-20',
  sample: false,
  locales: ['id', 'en'],
  withdrawal: null,
  updates: [],
  description: 'Menguji aplikasi layanan KSEI.',
  specifications: ['Menyusun rencana uji.', 'Melaporkan temuan.'],
  qualificationRequirements: ['Pendidikan minimal S1.'],
  additionalInformation: 'Hanya kandidat terpilih yang akan dihubungi.',
};

/** The notices of a vacancy withdrawn on 28 November and updated on 27 November, in the page's words. */
const NOTICES = {
  id: {
    reason: 'Posisi dibatalkan.',
    note: 'Batas lamaran diperpanjang.',
    withdrawn: 'Ditarik pada 28 November 2026: Posisi dibatalkan.',
    updated: 'Diperbarui pada 27 November 2026: Batas lamaran diperpanjang.',
  },
  en: {
    reason: 'Position cancelled.',
    note: 'Closing date extended.',
    withdrawn: 'Withdrawn on November 28, 2026: Position cancelled.',
    updated: 'Updated on November 27, 2026: Closing date extended.',
  },
} as const;

function withNotices(locale: Locale): Vacancy {
  return {
    ...PUBLISHED,
    withdrawal: { at: '2026-11-28T03:00:00.000Z', reason: NOTICES[locale].reason },
    updates: [{ at: '2026-11-27T04:00:00.000Z', note: NOTICES[locale].note }],
  };
}

function showIn(locale: Locale, content: ReactNode) {
  window.history.replaceState(null, '', `/${locale}/karir`);
  act(() => {
    syncLocation();
    setLocale(locale);
  });
  return render(<I18nextProvider i18n={i18n}>{content}</I18nextProvider>);
}

const inList = (locale: Locale, item: Vacancy) => showIn(locale, <VacancyCard vacancy={item} />);
const onPage = (locale: Locale, item: Vacancy) => {
  mockVacancy = item;
  return showIn(locale, <VacancyPage pageId="vacancy" />);
};

describe('a vacancy after publication', () => {
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
    ['en', 'id', 'This vacancy is published in Indonesian only.'],
    ['id', 'en', 'Lowongan ini hanya diterbitkan dalam bahasa Inggris.'],
  ] as const)(
    'on the %s page, published in %s only: its position in the list marked with that language, and a sentence saying so',
    (locale, only, sentence) => {
      inList(locale, { ...PUBLISHED, locales: [only] });
      expect(screen.getByRole('heading', { name: PUBLISHED.position }).getAttribute('lang')).toBe(only);
      expect(screen.getByText(sentence)).toBeTruthy();
    },
  );

  it.each([
    ['en', 'id', 'This vacancy is published in Indonesian only.'],
    ['id', 'en', 'Lowongan ini hanya diterbitkan dalam bahasa Inggris.'],
  ] as const)(
    'on the %s page, published in %s only: its heading, breadcrumb and own text marked with that language, its labels not, and a sentence saying so',
    (locale, only, sentence) => {
      onPage(locale, { ...PUBLISHED, locales: [only] });
      expect(screen.getByRole('heading', { level: 1 }).getAttribute('lang')).toBe(only);
      const breadcrumb = screen.getByRole('navigation');
      expect(within(breadcrumb).getByText(PUBLISHED.position).getAttribute('lang')).toBe(only);
      for (const text of [PUBLISHED.description, PUBLISHED.additionalInformation]) {
        expect(screen.getByText(text).getAttribute('lang')).toBe(only);
      }
      for (const line of [...PUBLISHED.specifications, ...PUBLISHED.qualificationRequirements]) {
        expect(screen.getByText(line).closest('[lang]')?.getAttribute('lang')).toBe(only);
      }
      // The section's own words stay in the page's language.
      for (const heading of screen.getAllByRole('heading', { level: 2 })) expect(heading.closest('[lang]')).toBeNull();
      expect(screen.getByText(sentence)).toBeTruthy();
    },
  );

  it('published in Indonesian only, on the Indonesian page: nothing marked, no sentence', () => {
    const { container } = onPage('id', { ...PUBLISHED, locales: ['id'] });
    expect(container.querySelectorAll('[lang]')).toHaveLength(0);
    expect(container.textContent).not.toMatch(/hanya diterbitkan/);
  });
});
