/**
 * An uploaded PDF's check, on a real reading thread (`reader.ts` → `pdf-worker.mjs`: the byte scan, then PDF.js):
 * a plain PDF gives its pages, title and text; each kind of active content is refused wherever the file
 * hides it; an encrypted, truncated or extended file, and a picture, are refused as such.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createPdfReader } from '../../../src/domains/publishing/attachments/reader.js';
import { extraBase, makePdf, pngBytes, type PdfOptions } from '../../support/pdf-files.js';

const reader = createPdfReader({ threads: 1, maxQueue: 32, timeoutMs: 30_000 });
afterAll(() => reader.close());
const read = (bytes: Buffer) => reader.read(new Uint8Array(bytes));

describe('a plain PDF', () => {
  it('is read: its SHA-256, pages, declared title and the text of every page', async () => {
    const bytes = makePdf({
      title: 'Pengumuman BUVA',
      lines: ['Jadwal pelaksanaan HMETD', 'kata-unik-halaman-satu'],
      pages: [['kata-unik-halaman-dua']],
    });
    const verdict = await read(bytes);
    expect(verdict).toMatchObject({
      ok: true,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      pages: 2,
      title: 'Pengumuman BUVA',
    });
    expect(verdict.ok && verdict.text).toContain('kata-unik-halaman-satu');
    expect(verdict.ok && verdict.text).toContain('kata-unik-halaman-dua');
  });

  it('without a declared title proposes its first line of text', async () => {
    const verdict = await read(makePdf({ lines: ['  ', 'Penerbitan Kode ISIN BBCA', 'second line'] }));
    expect(verdict).toMatchObject({ ok: true, title: 'Penerbitan Kode ISIN BBCA' });
  });

  it('keeps at most 20,000 characters of text, cut at a word', async () => {
    // Twelve pages of 40 lines of six words: more text than is kept.
    const words = Array.from({ length: 12 * 40 * 6 }, (_, index) => `kata${index}`);
    const lines = Array.from({ length: 12 * 40 }, (_, line) => words.slice(line * 6, line * 6 + 6).join(' '));
    const pages = Array.from({ length: 12 }, (_, page) => lines.slice(page * 40, page * 40 + 40));
    const verdict = await read(makePdf({ lines: pages[0], pages: pages.slice(1) }));
    expect(verdict.ok).toBe(true);
    if (verdict.ok) {
      expect(words.join(' ').length).toBeGreaterThan(20_000);
      expect(verdict.text.length).toBeLessThanOrEqual(20_000);
      expect(verdict.text.length).toBeGreaterThan(19_900);
      expect(verdict.text).toMatch(/^kata0 kata1 .* kata\d+$/);
    }
  });

  it('whose image data happens to hold "/JS" and "/Launch" is not refused: stream data is never read as names', async () => {
    const imageData = Buffer.concat([randomBytes(3), Buffer.from('/JS /Launch ', 'latin1'), randomBytes(1)]);
    expect(await read(makePdf({ imageData }))).toMatchObject({ ok: true, pages: 1 });
  });
});

describe('active content is refused, not cleaned', () => {
  // PDF.js shows a document's scripts and listed attachments, but not a launch action run on opening:
  // the byte scan must find that one wherever it is written.
  const cases: [string, PdfOptions, string[]][] = [
    [
      'an opening JavaScript action',
      { catalog: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>' },
      ['javascript'],
    ],
    ['a launch action run on opening', { catalog: '/OpenAction << /S /Launch /F (cmd.exe) >>' }, ['launch']],
    ['a launch action behind #xx name escapes', { catalog: '/OpenAction << /S /L#61unch /F (cmd.exe) >>' }, ['launch']],
    [
      'a launch action inside a compressed object stream',
      { catalog: '/OpenAction << /S /Launch /F (cmd.exe) >>', catalogInObjectStream: true },
      ['launch'],
    ],
    [
      'a launch action on a link',
      { annotations: ['<< /Type /Annot /Subtype /Link /Rect [0 0 100 100] /A << /S /Launch /F (cmd.exe) >> >>'] },
      ['launch'],
    ],
    ['an embedded file', { catalog: '/Names << /EmbeddedFiles << /Names [(a.exe) 99 0 R] >> >>' }, ['embeddedFile']],
  ];

  it.each(cases)('%s', async (_name, options, found) => {
    expect(await read(makePdf(options))).toEqual({ ok: false, reason: 'active', found });
  });

  it('a link whose target is no web address (PDF.js reads it; the file names nothing active)', async () => {
    const bytes = makePdf({
      annotations: [
        '<< /Type /Annot /Subtype /Link /Rect [0 0 100 100] /A << /S /URI /URI (javascript:alert(1)) >> >>',
      ],
    });
    expect(await read(bytes)).toEqual({ ok: false, reason: 'active', found: ['launch'] });
  });

  it('a link to a web address is not active', async () => {
    const bytes = makePdf({
      annotations: [
        '<< /Type /Annot /Subtype /Link /Rect [0 0 100 100] /A << /S /URI /URI (https://www.ksei.co.id/) >> >>',
      ],
    });
    expect(await read(bytes)).toMatchObject({ ok: true });
  });

  it('an embedded file stream the catalog does not list is still found', async () => {
    const options: PdfOptions = { extra: ['<< /Type /EmbeddedFile /Length 3 >>\nstream\nabc\nendstream'] };
    expect(extraBase(options)).toBeGreaterThan(4);
    expect(await read(makePdf(options))).toEqual({ ok: false, reason: 'active', found: ['embeddedFile'] });
  });
});

describe('other refusals', () => {
  it('an encrypted PDF', async () => {
    expect(await read(makePdf({ encrypted: true }))).toEqual({ ok: false, reason: 'encrypted' });
  });

  it('a truncated PDF (the upload stopped half-way)', async () => {
    const whole = makePdf({ lines: ['Pengumuman'] });
    expect(await read(whole.subarray(0, Math.floor(whole.length * 0.6)))).toEqual({ ok: false, reason: 'damaged' });
  });

  it('a PDF with another file after its end (a polyglot)', async () => {
    const zip = Buffer.from('504b0506000000000000000000000000000000000000', 'hex');
    expect(await read(Buffer.concat([makePdf(), zip]))).toEqual({ ok: false, reason: 'damaged' });
  });

  it('a PDF whose structure PDF.js cannot read', async () => {
    const broken = Buffer.from(
      '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 9 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
      'latin1',
    );
    expect(await read(broken)).toEqual({ ok: false, reason: 'damaged' });
  });

  it('a PNG, whatever its name', async () => {
    expect(await read(pngBytes())).toEqual({ ok: false, reason: 'type' });
  });
});
