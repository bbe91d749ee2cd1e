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

/** The markup of one of the chart's two drawings (`wide`, `narrow`). */
function frame(markup: string, name: 'wide' | 'narrow'): string {
  const parts = markup.split(/(?=<div[^>]*data-chart-frame=")/);
  const part = parts.find((piece) => piece.includes(`data-chart-frame="${name}"`));
  if (part === undefined) throw new Error(`no ${name} drawing`);
  return part;
}

describe('a statistics chart on the server', () => {
  it('renders recharts as SVG with every bar, named for assistive technology', () => {
    const markup = html({
      id: 'chart-assets',
      kind: 'bar',
      label: 'Aset investor',
      unit: 'rp-trillion',
      points: ASSETS,
    });
    const wide = frame(markup, 'wide');
    expect(wide).toMatch(/^<div[^>]*><svg id="chart-assets" role="img" aria-label="Aset investor"/);
    expect(wide.match(/class="recharts-layer recharts-bar-rectangle"/g)).toHaveLength(ASSETS.length);
    const escape = (text: string) => text.replace('<', '&lt;').replace('>', '&gt;');
    for (const point of ASSETS) expect(wide).toContain(`>${escape(point.label)}</tspan>`);
  });

  it('draws a pie with a slice per category, labelled with its share', () => {
    const markup = frame(
      html({ id: 'chart-gender', kind: 'pie', label: 'Gender', unit: 'percent', points: GENDER }),
      'wide',
    );
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
    expect(slices).toHaveLength(2 * GENDER.length); // in each drawing
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

describe("a chart's narrow drawing, for a phone", () => {
  /** The SID series' dates (17 points), as the line chart's time axis shows them. */
  const SID = Array.from({ length: 17 }, (_, index) => ({
    key: String(index),
    label: `2017-${String(index + 1).padStart(2, '0')}`,
    value: 1_000_000 * (index + 1),
  }));
  const fontSizes = (markup: string) => [...markup.matchAll(/font-size="(\d+)"/g)].map((match) => Number(match[1]));

  it('is half as wide, in the same units, so its labels show about twice as large', () => {
    for (const kind of ['bar', 'line'] as const) {
      const markup = html({
        id: `chart-${kind}`,
        kind,
        label: kind,
        unit: 'investors',
        points: kind === 'line' ? SID : ASSETS,
      });
      expect(frame(markup, 'wide')).toMatch(/<svg id="chart-[a-z]+" [^>]*width="760"/);
      const narrow = frame(markup, 'narrow');
      expect(narrow).toMatch(new RegExp(`<svg id="chart-${kind}-narrow" [^>]*width="380"`));
      const sizes = fontSizes(narrow);
      expect(sizes.length).toBeGreaterThan(4);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(13);
    }
  });

  it('shows at most six dates on a time axis, every date on the wide one', () => {
    const markup = html({ id: 'chart-sid', kind: 'line', label: 'SID', unit: 'investors', points: SID });
    const dates = (part: string) => (part.match(/>2017-\d\d</g) ?? []).length;
    expect(dates(frame(markup, 'wide'))).toBe(SID.length);
    expect(dates(frame(markup, 'narrow'))).toBeGreaterThanOrEqual(4);
    expect(dates(frame(markup, 'narrow'))).toBeLessThanOrEqual(6);
  });

  /** The lines a bar chart's drawing writes one category name in. */
  const categoryLines = (drawing: 'wide' | 'narrow', label: string) => {
    const markup = html({
      id: 'chart-types',
      kind: 'bar',
      label: 'Jenis',
      unit: 'investors',
      points: [{ key: 'k', label, value: 1 }],
    });
    return [...frame(markup, drawing).matchAll(/<tspan[^>]*>([^<]+)<\/tspan>/g)].map((match) => match[1]);
  };

  it('wraps a long category name onto lines instead of cutting it', () => {
    expect(categoryLines('narrow', 'Sertifikat Deposito yang Dapat Diperdagangkan')).toEqual([
      'Sertifikat Deposito',
      'yang Dapat',
      'Diperdagangkan',
    ]);
  });

  it('wraps on the wide drawing too where a name is longer than its 240 units (it was cut at the left)', () => {
    expect(categoryLines('wide', 'Hak Memesan Efek Terlebih Dahulu (HMETD)')).toEqual([
      'Hak Memesan Efek Terlebih',
      'Dahulu (HMETD)',
    ]);
  });

  it("names a pie's slices in a legend instead of labels around it", () => {
    const markup = html({ id: 'chart-gender', kind: 'pie', label: 'Gender', unit: 'percent', points: GENDER });
    const narrow = frame(markup, 'narrow');
    expect(narrow).not.toContain('Laki-laki: 62,45 %</text>');
    expect([...narrow.matchAll(/<li>.*?<\/li>/g)].map((match) => match[0].replace(/<[^>]+>/g, ''))).toEqual([
      'Laki-laki: 62,45 %',
      'Perempuan: 37,55 %',
    ]);
    expect(frame(markup, 'wide')).toContain('Laki-laki: 62,45 %</text>');
  });
});
