import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@ksei/shared';
import { StatChart, type StatChartProps } from '../src/features/statistics/components/StatChart';

/** investor_demographics.csv, 2023-08: the gender and age rows as the API answers them. */
const GENDER = [
  { key: 'male', label: 'Laki-laki', value: 62.45, secondary: 1156.57 },
  { key: 'female', label: 'Perempuan', value: 37.55, secondary: 303.29 },
];
const ASSETS = [
  { key: '<30', label: '< 30 tahun', value: 50.51 },
  { key: '31-40', label: '31–40 tahun', value: 112.92 },
  { key: '41-50', label: '41–50 tahun', value: 173.15 },
  { key: '51-60', label: '51–60 tahun', value: 250.59 },
  { key: '>60', label: '> 60 tahun', value: 896.44 },
];

const html = (props: StatChartProps) =>
  renderToString(
    <I18nextProvider i18n={i18n}>
      <StatChart {...props} />
    </I18nextProvider>,
  );

describe('a statistics chart on the server', () => {
  it('renders recharts as SVG with every bar, named for assistive technology', () => {
    const markup = html({
      id: 'chart-assets',
      kind: 'bar',
      label: 'Aset investor',
      unit: 'rp-trillion',
      points: ASSETS,
    });
    expect(markup).toMatch(/^<div[^>]*><svg id="chart-assets" role="img" aria-label="Aset investor"/);
    expect(markup.match(/class="recharts-layer recharts-bar-rectangle"/g)).toHaveLength(ASSETS.length);
    const escape = (text: string) => text.replace('<', '&lt;').replace('>', '&gt;');
    for (const point of ASSETS) expect(markup).toContain(`>${escape(point.label)}</text>`);
  });

  it('draws a pie with a slice per category, labelled with its share', () => {
    const markup = html({ id: 'chart-gender', kind: 'pie', label: 'Gender', unit: 'percent', points: GENDER });
    expect(markup.match(/recharts-pie-sector/g)).toHaveLength(GENDER.length);
    expect(markup).toContain('Laki-laki: 62,45 %');
  });

  it('writes no inline style (the CSP refuses them) and the same SVG on every render (hydration)', () => {
    for (const kind of ['bar', 'line', 'pie'] as const) {
      const props: StatChartProps = { id: `chart-${kind}`, kind, label: kind, unit: 'percent', points: ASSETS };
      const first = html(props);
      expect(first).not.toContain('style=');
      expect(html(props)).toBe(first);
    }
  });
});

describe('a pie chart', () => {
  it('names each slice recharts marks as an image (axe: svg-img-alt)', () => {
    const markup = renderToString(
      <I18nextProvider i18n={i18n}>
        <StatChart id="chart-gender" kind="pie" label="Gender" unit="percent" points={GENDER} />
      </I18nextProvider>,
    );
    const slices = [...markup.matchAll(/<path[^>]*class="recharts-sector"[^>]*>/g)].map((match) => match[0]);
    expect(slices).toHaveLength(2);
    for (const slice of slices) expect(slice).toMatch(/aria-label="(Laki-laki|Perempuan): [\d,]+ %"/);
  });
});

it('puts no aria attribute on an element without a role (axe: aria-prohibited-attr)', () => {
  const markup = renderToString(
    <I18nextProvider i18n={i18n}>
      <StatChart id="chart-gender" kind="pie" label="Gender" unit="percent" points={GENDER} />
    </I18nextProvider>,
  );
  const labelled = [...markup.matchAll(/<(\w+)([^>]*aria-label=[^>]*)>/g)];
  for (const [, , attributes] of labelled) expect(attributes).toMatch(/role="img"/);
});
