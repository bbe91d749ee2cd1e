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
  /** A monthly series of 17 points, January 2017 to May 2018. */
  const SID = Array.from({ length: 17 }, (_, index) => {
    const key = `${2017 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
    return { key, label: key, value: 1_000_000 * (index + 1) };
  });
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

  it('labels a time axis at most five times on the phone, at most ten times on the wide drawing', () => {
    const markup = html({ id: 'chart-sid', kind: 'line', label: 'SID', unit: 'investors', points: SID });
    const dates = (part: string) => [...part.matchAll(/>([A-Z][a-z]{2} 201[78])</g)].map((match) => match[1]);
    // 17 months: every second month on the wide drawing, every sixth on the phone.
    expect(dates(frame(markup, 'wide'))).toEqual([
      'Jan 2017',
      'Mar 2017',
      'Mei 2017',
      'Jul 2017',
      'Sep 2017',
      'Nov 2017',
      'Jan 2018',
      'Mar 2018',
      'Mei 2018',
    ]);
    expect(dates(frame(markup, 'narrow'))).toEqual(['Jan 2017', 'Jul 2017', 'Jan 2018']);
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

describe('a time series on a time scale', () => {
  /** Three dates 10 days and 50 days apart: the second gap must be drawn five times as wide as the first. */
  const UNEVEN = [
    { key: '2021-01-01', label: '2021-01-01', value: 100 },
    { key: '2021-01-11', label: '2021-01-11', value: 200 },
    { key: '2021-03-02', label: '2021-03-02', value: 300 },
  ];
  /** Each dot's x position, in the order of the points. */
  const dotX = (part: string) =>
    [...part.matchAll(/<circle cx="([\d.]+)"[^>]*data-date="([\d-]+)"/g)].map((match) => Number(match[1]));

  it('places three unevenly spaced dates at x positions proportional to their dates, in both drawings', () => {
    const markup = html({ id: 'chart-sid', kind: 'line', label: 'SID', unit: 'investors', points: UNEVEN });
    for (const name of ['wide', 'narrow'] as const) {
      const [x1, x2, x3] = dotX(frame(markup, name));
      expect([x1, x2, x3].every((x) => x !== undefined)).toBe(true);
      const first = (x2 as number) - (x1 as number);
      const second = (x3 as number) - (x2 as number);
      expect(first).toBeGreaterThan(0);
      expect(second / first).toBeCloseTo(50 / 10, 1);
    }
  });

  it('labels the axis at even calendar steps in the page language, not at the points', () => {
    const monthly = [
      { key: '2021-01-01', label: 'a', value: 1 },
      { key: '2021-06-15', label: 'b', value: 2 },
    ];
    const markup = frame(html({ id: 'c', kind: 'line', label: 'x', unit: 'investors', points: monthly }), 'wide');
    // January to June 2021: one label a month, January's first day on the first point.
    for (const month of ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun']) expect(markup).toContain(`>${month} 2021<`);
    expect(markup).not.toContain('2021-06-15<');
  });

  it('gives each dot its own date and value as its tooltip', () => {
    const markup = frame(
      html({ id: 'c', kind: 'line', label: 'x', unit: 'investors', points: UNEVEN.slice(0, 2) }),
      'wide',
    );
    expect(markup).toContain('<title>1 Januari 2021: 100</title>');
    expect(markup).toContain('<title>11 Januari 2021: 200</title>');
  });

  it('labels a span of years by year, at most five labels on the phone drawing', () => {
    const years = ['2017-07', '2018-07', '2021-10-14', '2021-11', '2022-08', '2025-12'].map((key, index) => ({
      key,
      label: key,
      value: index + 1,
    }));
    const markup = html({ id: 'c', kind: 'line', label: 'x', unit: 'investors', points: years });
    const labels = (part: string) => [...part.matchAll(/>((?:19|20)\d\d)</g)].map((match) => match[1]);
    const wide = labels(frame(markup, 'wide'));
    expect(wide).toEqual(['2018', '2019', '2020', '2021', '2022', '2023', '2024', '2025']);
    const narrow = labels(frame(markup, 'narrow'));
    expect(narrow.length).toBeGreaterThanOrEqual(3);
    expect(narrow.length).toBeLessThanOrEqual(5);
  });
});
