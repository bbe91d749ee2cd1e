/**
 * @jest-environment jsdom
 */
import fs from 'node:fs';
import path from 'node:path';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { buildPath, i18n, setLocale, setRouteTable, syncLocation, type ChartPoint, type Locale } from '@ksei/shared';
import { siteRoutes } from '../../shared/test/site-routes';
import { NAMESPACE, strings } from '../src/app/i18n';
import { DomesticMap, MAP_CLASSES, classBreaks } from '../src/features/statistics/map/DomesticMap';
import { PROVINCE_SHAPES } from '../src/features/statistics/map/provinces';

/** Lampung's real series (server/seed/province_example_lampung.csv): `province,metric,period,value,source_url`. */
const LAMPUNG = fs
  .readFileSync(path.join(__dirname, '..', '..', 'server', 'seed', 'province_example_lampung.csv'), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split(','))
  .map(([, , period, value]) => ({ period: period ?? '', value: Number(value) }));

// The manifest the shell installs at boot: here the one composed from every bundle's declaration.
setRouteTable(siteRoutes());
i18n.addResourceBundle('id', NAMESPACE, strings.id, true, true);
i18n.addResourceBundle('en', NAMESPACE, strings.en, true, true);

/** A period as the API answers it: Lampung's figure, every other province a (sample) multiple of it. */
function points(lampung: number): ChartPoint[] {
  return PROVINCE_SHAPES.map((shape, index) => ({
    key: shape.code,
    label: shape.name.id,
    value: shape.code === 'ID-LA' ? lampung : lampung + index * 1000,
    secondary: null,
    sample: shape.code !== 'ID-LA',
    note: null,
    source: null,
    sourceUrl: null,
  }));
}

function show(locale: Locale, lampung: number) {
  window.history.pushState({}, '', buildPath('statistics.chart', locale, { slug: 'domestic-map' }));
  act(() => {
    syncLocation();
    setLocale(locale);
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <DomesticMap points={points(lampung)} label="Peta" />
    </I18nextProvider>,
  );
}

/** WCAG relative luminance and contrast, computed here from the colour's hex value. */
function contrastWithWhite(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}

describe('the domestic map', () => {
  const latest = LAMPUNG.at(-1);
  if (!latest) throw new Error('no Lampung rows');

  it("draws Natural Earth's 33 provinces, each a Tab stop named with its figure (Indonesian)", () => {
    show('id', latest.value);
    const provinces = screen.getAllByRole('img');
    expect(provinces).toHaveLength(33);
    for (const province of provinces) expect(province.getAttribute('tabindex')).toBe('0');
    // 2023-01: 89085 stock investors in Lampung, written with Indonesian separators.
    expect(screen.getByRole('img', { name: 'Lampung: 89.085 investor' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Jawa Barat: [\d.]+ investor \(data contoh\)$/ })).toBeTruthy();
  });

  it('names provinces in English with English separators, and says which one is focused', () => {
    show('en', 44156);
    const lampung = screen.getByRole('img', { name: 'Lampung: 44,156 investors' });
    fireEvent.focus(lampung);
    expect(screen.getByText('Selected: Lampung: 44,156 investors')).toBeTruthy();
  });

  it('colours every class with at least 3:1 contrast on white, and keys them in a legend', () => {
    for (const colour of MAP_CLASSES) expect(contrastWithWhite(colour)).toBeGreaterThanOrEqual(3);
    show('en', latest.value);
    const values = points(latest.value).map((point) => point.value);
    const breaks = classBreaks(values);
    expect(breaks).toHaveLength(5);
    expect(breaks[0]?.from).toBe(Math.min(...values));
    expect(breaks.at(-1)?.to).toBe(Math.max(...values));
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    const fills = new Set(screen.getAllByRole('img').map((province) => province.getAttribute('fill')));
    expect([...fills].every((fill) => (MAP_CLASSES as readonly (string | null)[]).includes(fill))).toBe(true);
  });
});
