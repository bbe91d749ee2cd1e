/**
 * PDFs made for the attachment tests, byte by byte, so each case holds exactly what its name says:
 * a plain one with chosen text and title, and ones carrying JavaScript, a launch action or an embedded
 * file (in plain dictionaries, behind `#xx` name escapes, or inside a compressed object stream),
 * encrypted, truncated, or with another file after its end.
 */
import { deflateSync } from 'node:zlib';

export interface PdfOptions {
  /** Lines of text on the first page. */
  readonly lines?: readonly string[];
  /** More pages, each with its own lines. */
  readonly pages?: readonly (readonly string[])[];
  /** The document information's title. */
  readonly title?: string;
  /** Extra entries of the catalog dictionary (e.g. `/OpenAction << /S /JavaScript /JS (x) >>`). */
  readonly catalog?: string;
  /** Annotation dictionaries on the first page. */
  readonly annotations?: readonly string[];
  /** Extra objects (numbered after the built-in ones; refer to them as `N 0 R` from `extraBase`). */
  readonly extra?: readonly string[];
  /** Put the catalog inside a Flate-compressed object stream (PDF 1.5), with a cross-reference stream. */
  readonly catalogInObjectStream?: boolean;
  /** An `/Encrypt` entry in the trailer. */
  readonly encrypted?: boolean;
  /** Binary data of an image stream on the first page (to show stream data is not read as names). */
  readonly imageData?: Buffer;
}

function pdfString(text: string): string {
  return `(${text.replace(/([()\\])/g, '\\$1')})`;
}

function content(lines: readonly string[]): string {
  return [
    'BT /F1 12 Tf 56 780 Td 16 TL',
    ...lines.map((line, index) => `${index ? 'T* ' : ''}${pdfString(line)} Tj`),
    'ET',
  ].join('\n');
}

/** The number the first `extra` object gets. */
export function extraBase(options: PdfOptions): number {
  const pages = 1 + (options.pages?.length ?? 0);
  return 4 + pages * 2 + 1 + (options.annotations?.length ?? 0) + (options.imageData ? 1 : 0);
}

export function makePdf(options: PdfOptions = {}): Buffer {
  const pageTexts = [options.lines ?? ['PT Kustodian Sentral Efek Indonesia'], ...(options.pages ?? [])];
  // 1 catalog, 2 pages, 3 font, then per page: page, contents; then info, annotations, image, extra.
  const objects: (string | Buffer)[] = [];
  const pageNumbers = pageTexts.map((_, index) => 4 + index * 2);
  const infoNumber = 4 + pageTexts.length * 2;
  const annotationNumbers = (options.annotations ?? []).map((_, index) => infoNumber + 1 + index);
  const imageNumber = options.imageData ? infoNumber + 1 + annotationNumbers.length : null;
  const catalog = `<< /Type /Catalog /Pages 2 0 R ${options.catalog ?? ''} >>`;
  objects.push(catalog);
  objects.push(`<< /Type /Pages /Kids [${pageNumbers.map((n) => `${n} 0 R`).join(' ')}] /Count ${pageTexts.length} >>`);
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  pageTexts.forEach((lines, index) => {
    const annots =
      index === 0 && annotationNumbers.length > 0
        ? `/Annots [${annotationNumbers.map((n) => `${n} 0 R`).join(' ')}]`
        : '';
    const xobject = index === 0 && imageNumber ? `/XObject << /Im1 ${imageNumber} 0 R >>` : '';
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> ${xobject} >> /Contents ${pageNumbers[index]! + 1} 0 R ${annots} >>`,
    );
    const body = content(lines);
    objects.push(`<< /Length ${Buffer.byteLength(body, 'latin1')} >>\nstream\n${body}\nendstream`);
  });
  objects.push(`<< /Title ${pdfString(options.title ?? '')} /Producer (KSEI tests) >>`);
  for (const annotation of options.annotations ?? []) objects.push(annotation);
  if (options.imageData) {
    objects.push(
      Buffer.concat([
        Buffer.from(
          `<< /Type /XObject /Subtype /Image /Width 4 /Height 4 /ColorSpace /DeviceGray /BitsPerComponent 8 /Length ${options.imageData.length} >>\nstream\n`,
          'latin1',
        ),
        options.imageData,
        Buffer.from('\nendstream', 'latin1'),
      ]),
    );
  }
  for (const extra of options.extra ?? []) objects.push(extra);

  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0]!.length;
  const offsets: number[] = [];
  const write = (part: string | Buffer) => {
    const buffer = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
    chunks.push(buffer);
    length += buffer.length;
  };
  const trailerExtra = `/Info ${infoNumber} 0 R${options.encrypted ? ' /Encrypt << /Filter /Standard /V 1 /R 2 /O (x) /U (y) /P -4 >> /ID [(a) (a)]' : ''}`;

  if (options.catalogInObjectStream) {
    // Object 1 (the catalog) lives compressed in an object stream; the rest are plain objects.
    objects.forEach((body, index) => {
      if (index === 0) {
        offsets.push(0);
        return;
      }
      offsets.push(length);
      write(`${index + 1} 0 obj\n`);
      write(body);
      write('\nendobj\n');
    });
    const streamNumber = objects.length + 1;
    const inner = `1 0 ${catalog}`;
    const packed = deflateSync(Buffer.from(inner, 'latin1'));
    const streamOffset = length;
    write(
      `${streamNumber} 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`,
    );
    write(packed);
    write('\nendstream\nendobj\n');
    // A cross-reference stream: type 1 rows for plain objects, type 2 for the catalog (in stream 0).
    const xrefNumber = streamNumber + 1;
    const rows: Buffer[] = [Buffer.from([0, 0, 0, 0, 0xff, 0xff])];
    const row = (type: number, a: number, b: number) =>
      Buffer.from([type, (a >> 24) & 255, (a >> 16) & 255, (a >> 8) & 255, a & 255, b]);
    objects.forEach((_, index) => rows.push(index === 0 ? row(2, streamNumber, 0) : row(1, offsets[index]!, 0)));
    rows.push(row(1, streamOffset, 0));
    const xrefOffset = length;
    rows.push(row(1, xrefOffset, 0));
    const table = Buffer.concat(rows);
    write(
      `${xrefNumber} 0 obj\n<< /Type /XRef /Size ${xrefNumber + 1} /W [1 4 1] /Root 1 0 R ${trailerExtra} /Length ${table.length} >>\nstream\n`,
    );
    write(table);
    write(`\nendstream\nendobj\nstartxref\n${xrefOffset}\n%%EOF\n`);
    return Buffer.concat(chunks);
  }

  objects.forEach((body, index) => {
    offsets.push(length);
    write(`${index + 1} 0 obj\n`);
    write(body);
    write('\nendobj\n');
  });
  const xref = length;
  write(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  write(offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join(''));
  write(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra} >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(chunks);
}

/** A PNG's first bytes and header: a picture, whatever its name says. */
export function pngBytes(): Buffer {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
  ]);
}
