import { render } from '@testing-library/react';
import { Snippet, decodeEntities, snippetParts } from '../src/pages/search-snippet';
import { investorFigure } from '../src/pages/home-data';

describe('search snippet', () => {
  it('splits on <mark> into marked and plain parts', () => {
    expect(snippetParts('Biaya <mark>layanan</mark> KSEI <mark>2024</mark>')).toEqual([
      { text: 'Biaya ', marked: false },
      { text: 'layanan', marked: true },
      { text: ' KSEI ', marked: false },
      { text: '2024', marked: true },
    ]);
  });
  it('decodes the escapes of the text', () => {
    expect(decodeEntities('a &amp; b &lt;c&gt; &quot;d&quot; &#39;e&#x27; &unknown;')).toBe(
      `a & b <c> "d" 'e' &unknown;`,
    );
    expect(snippetParts('<mark>R&amp;D</mark> &lt;b&gt;')).toEqual([
      { text: 'R&D', marked: true },
      { text: ' <b>', marked: false },
    ]);
  });
  it('renders text nodes and <mark> elements only, never HTML', () => {
    const { container } = render(
      <Snippet snippet={'&lt;img src=x onerror=alert(1)&gt; <mark>KSEI</mark> <b>raw</b> <script>x</script>'} />,
    );
    const p = container.querySelector('p')!;
    expect(p.querySelectorAll('mark')).toHaveLength(1);
    expect(p.querySelector('mark')!.textContent).toBe('KSEI');
    expect(p.querySelector('img, b, script')).toBeNull();
    expect(p.textContent).toBe('<img src=x onerror=alert(1)> KSEI <b>raw</b> <script>x</script>');
  });
  it('tolerates unbalanced marks', () => {
    expect(snippetParts('a <mark>b')).toEqual([
      { text: 'a ', marked: false },
      { text: 'b', marked: true },
    ]);
    expect(snippetParts('a</mark> b')).toEqual([{ text: 'a b', marked: false }]);
  });
});

describe('home data', () => {
  it('picks the latest investor figure', () => {
    const figure = (asOf: string, value: number) => ({
      key: 'investors' as const,
      label: 'Investor',
      value,
      asOf,
      source: 'KSEI',
      sourceUrl: 'https://example.org',
    });
    expect(investorFigure({ data: [figure('2025-01-31', 1), figure('2025-02-28', 2)] })?.value).toBe(2);
    expect(investorFigure({ data: figure('2025-01-31', 3) })?.value).toBe(3);
    expect(investorFigure({ data: [] })).toBeNull();
  });
});
