import { minimalJpeg, minimalPdf } from '../../../src/domains/downloads/file-formats.js';

describe('generated downloads', () => {
  it('writes a one-page PDF whose cross-reference offsets point at its objects', () => {
    const pdf = minimalPdf(['Peraturan (KSEI) \\ Nomor I-B', 'Ünïcödé']).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf).toContain('(Peraturan \\(KSEI\\) \\\\ Nomor I-B) Tj');
    const xref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) => expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
  });

  it('writes a baseline JPEG with the asked size, and the same bytes for the same input', () => {
    const jpeg = minimalJpeg(640, 400, 3);
    expect([...jpeg.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    expect([...jpeg.subarray(-2)]).toEqual([0xff, 0xd9]);
    const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    expect(jpeg.readUInt16BE(sof + 5)).toBe(400);
    expect(jpeg.readUInt16BE(sof + 7)).toBe(640);
    expect(minimalJpeg(640, 400, 3).equals(jpeg)).toBe(true);
    expect(minimalJpeg(640, 400, 4).equals(jpeg)).toBe(false);
  });
});
