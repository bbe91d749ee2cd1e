/**
 * Small but valid downloadable files, written by code so the seed needs no binary assets:
 * a one-page PDF with a few lines of text, and a baseline greyscale JPEG with a block pattern.
 * Same input → same bytes, so a re-created file matches the size stored in the database.
 */

/** PDF strings take Latin-1 with `(`, `)` and `\` escaped; anything else becomes `?`. */
function pdfText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/([()\\])/g, '\\$1');
}

export function minimalPdf(lines: readonly string[]): Buffer {
  const content = [
    'BT /F1 14 Tf 56 780 Td 18 TL',
    ...lines.map((line, index) => `${index === 0 ? '' : 'T* '}(${pdfText(line)}) Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

class BitWriter {
  private readonly bytes: number[] = [];
  private current = 0;
  private used = 0;

  write(value: number, length: number): void {
    for (let bit = length - 1; bit >= 0; bit -= 1) {
      this.current = (this.current << 1) | ((value >> bit) & 1);
      this.used += 1;
      if (this.used === 8) this.flushByte();
    }
  }

  /** Pads the last byte with 1-bits, as the format asks. */
  finish(): number[] {
    if (this.used > 0) this.write(0xff, 8 - this.used);
    return this.bytes;
  }

  private flushByte(): void {
    this.bytes.push(this.current);
    // A 0xFF inside entropy-coded data is followed by a stuffed zero byte.
    if (this.current === 0xff) this.bytes.push(0);
    this.current = 0;
    this.used = 0;
  }
}

function segment(marker: number, body: readonly number[]): number[] {
  const length = body.length + 2;
  return [0xff, marker, length >> 8, length & 0xff, ...body];
}

/**
 * A greyscale JPEG where every 8×8 block is flat (only DC coefficients): enough for a real picture
 * with a diagonal pattern shaded by `seed`. `width` and `height` are rounded up to multiples of 8.
 * Huffman tables: DC categories 0–11 all 4-bit codes; AC only end-of-block (`00`).
 */
export function minimalJpeg(width: number, height: number, seed: number): Buffer {
  const blocksX = Math.ceil(width / 8);
  const blocksY = Math.ceil(height / 8);
  const w = blocksX * 8;
  const h = blocksY * 8;
  const quant = segment(0xdb, [0x00, ...new Array<number>(64).fill(1)]);
  const frame = segment(0xc0, [8, h >> 8, h & 0xff, w >> 8, w & 0xff, 1, 1, 0x11, 0]);
  const dcBits = new Array<number>(16).fill(0);
  dcBits[3] = 12;
  const dcTable = segment(0xc4, [0x00, ...dcBits, ...Array.from({ length: 12 }, (_, i) => i)]);
  const acBits = new Array<number>(16).fill(0);
  acBits[1] = 1;
  const acTable = segment(0xc4, [0x10, ...acBits, 0x00]);
  const scan = segment(0xda, [1, 1, 0x00, 0, 63, 0]);

  const bits = new BitWriter();
  let previous = 0;
  for (let by = 0; by < blocksY; by += 1) {
    for (let bx = 0; bx < blocksX; bx += 1) {
      const shade = 40 + ((bx * 3 + by * 5 + seed * 17) % 176);
      // DC of a flat block = 8 × (pixel − 128) with a quantiser of 1.
      const dc = 8 * (shade - 128);
      const diff = dc - previous;
      previous = dc;
      const category = diff === 0 ? 0 : Math.floor(Math.log2(Math.abs(diff))) + 1;
      bits.write(category, 4);
      if (category > 0) bits.write(diff > 0 ? diff : diff + (1 << category) - 1, category);
      bits.write(0, 2); // end of block
    }
  }
  return Buffer.from([0xff, 0xd8, ...quant, ...frame, ...dcTable, ...acTable, ...scan, ...bits.finish(), 0xff, 0xd9]);
}
