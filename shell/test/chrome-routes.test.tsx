import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n, routeTable, setLocale, setRouteTable } from '@ksei/shared';
import { composeRoutes } from '@ksei/shared/compose';
import { Footer } from '../src/chrome/Footer';
import { Home } from '../src/pages/Home';
import { ROUTES } from '../src/routes';

// The page is at / in jsdom: the chrome reads its language from the path, so Indonesian.
function renderIn(element: React.ReactElement) {
  act(() => setLocale('id'));
  return render(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
}

describe('the chrome with the manifest it is given', () => {
  const site = routeTable();
  afterEach(() => setRouteTable(site));

  it('links to the sections that are released', () => {
    renderIn(<Footer />);
    expect(screen.getByRole('link', { name: 'Karir' }).getAttribute('href')).toBe('/id/karir');
  });

  it("links the home page's blocks to their whole lists when the site has those pages", () => {
    renderIn(<Home />);
    expect(screen.getByRole('link', { name: 'Semua siaran pers' }).getAttribute('href')).toBe(
      site.buildPath('publication.pressReleases', 'id'),
    );
    expect(screen.getByRole('link', { name: 'Semua pengumuman hari ini' }).getAttribute('href')).toBe(
      site.buildPath('todaysAnnouncements', 'id'),
    );
  });

  it('renders without the links to sections that are not released (only the shell declared)', () => {
    setRouteTable(composeRoutes([ROUTES]).table);
    renderIn(
      <>
        <Home />
        <Footer />
      </>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Karir' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Kode ISIN' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Semua siaran pers' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Peta Situs' }).getAttribute('href')).toBe('/id/peta-situs');
  });
});
