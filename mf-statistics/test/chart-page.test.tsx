/**
 * @jest-environment jsdom
 */
import { TextDecoder, TextEncoder } from 'node:util';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { buildPath, i18n, setLocale, setRouteTable, syncLocation, type Locale } from '@ksei/shared';
import { siteRoutes } from '../../shared/test/site-routes';
import type StatisticsPageType from '../src/features/statistics/StatisticsPage';

// The manifest the shell installs at boot: here the one composed from every bundle's declaration.
setRouteTable(siteRoutes());

// The section kit's router needs these, which jsdom lacks (browsers have them): the page is loaded after.
Object.assign(globalThis, { TextEncoder, TextDecoder });
let StatisticsPage: typeof StatisticsPageType;
beforeAll(async () => {
  StatisticsPage = (await import('../src/features/statistics/StatisticsPage')).default;
});

function renderAt(locale: Locale, slug: string) {
  window.history.pushState({}, '', buildPath('statistics.chart', locale, { slug }));
  act(() => {
    syncLocation();
    setLocale(locale);
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <StatisticsPage pageId="statistics.chart" />
    </I18nextProvider>,
  );
}

describe('a chart page (grafik/:slug)', () => {
  afterEach(() => window.history.pushState({}, '', '/'));

  // SPEC §8: the data-unavailable message, for an address the server answers with 404.
  it.each([
    ['id', 'Detail Grafik', 'Data yang Anda cari tidak tersedia atau telah dihapus.'],
    ['en', 'Chart Detail', 'The data you are looking for is not available or has been deleted.'],
  ] as const)('says the data is unavailable for an unknown chart (%s)', (locale, heading, message) => {
    renderAt(locale, 'no-such-chart');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
    expect(screen.getByRole('status').textContent).toBe(message);
  });

  it('shows a known chart without that message', () => {
    renderAt('en', 'domestic-map');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Chart Detail');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
