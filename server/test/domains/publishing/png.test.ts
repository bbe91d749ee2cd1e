/**
 * A PNG is judged by its structure and cleaned of text and metadata chunks, the picture byte for byte;
 * anything that is not a sound, still PNG is refused.
 */
import { cleanPng, MAX_PNG_PIXELS } from '../../../src/domains/publishing/attachments/png.js';
import { pngChunk, pngHeader, pngPicture, pngPixels, pngText } from '../../support/png-files.js';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const contains = (bytes: Uint8Array, text: string) => Buffer.from(bytes).includes(Buffer.from(text, 'latin1'));

describe('a PNG picture', () => {
  it('is accepted with its size; a plain one is stored byte for byte', () => {
    const plain = pngPicture({ width: 40, height: 30 });
    const clean = cleanPng(plain);
    expect(clean).toMatchObject({ width: 40, height: 30, removed: [] });
    expect(Buffer.from(clean!.bytes).equals(plain)).toBe(true);
  });

  it('loses its text, EXIF and time chunks; the pixels and colour chunks stay as they were', () => {
    const gamma = pngChunk('gAMA', Buffer.from([0, 0, 0xb1, 0x8f]));
    const file = pngPicture({
      before: [gamma, pngText('Author', 'Rina di Menteng'), pngChunk('eXIf', 'MM\0*GPS-6.2,106.8')],
      after: [pngChunk('tIME', Buffer.from([7, 234, 11, 29, 10, 0, 0])), pngChunk('iTXt', 'Comment\0\0\0\0\0secret')],
    });
    const clean = cleanPng(file);
    expect([...(clean?.removed ?? [])].sort()).toEqual(['eXIf', 'iTXt', 'tEXt', 'tIME']);
    for (const gone of ['Rina', 'GPS', 'secret', 'tIME']) expect(contains(clean!.bytes, gone)).toBe(false);
    expect(contains(clean!.bytes, 'gAMA')).toBe(true);
    expect(Buffer.from(clean!.bytes).equals(pngPicture({ before: [gamma] }))).toBe(true);
    // What is stored is itself a sound PNG with nothing left to remove.
    expect(cleanPng(clean!.bytes)?.removed).toEqual([]);
  });

  it.each([
    ['a spoiled CRC', pngPicture({ before: [pngChunk('gAMA', Buffer.from([0, 0, 0xb1, 0x8f]), true)] })],
    ['a cut-off file (no IEND)', pngPicture().subarray(0, -12)],
    ['an archive after IEND', pngPicture({ trailing: Buffer.from('PK\u0003\u0004zip-archive') })],
    ['an animation (acTL)', pngPicture({ before: [pngChunk('acTL', Buffer.alloc(8))] })],
    ['an unknown critical chunk', pngPicture({ before: [pngChunk('QUUX', 'x')] })],
    ['no IDAT', Buffer.concat([SIGNATURE, pngHeader(4, 4), pngChunk('IEND')])],
    [
      'IDATs apart',
      Buffer.concat([
        SIGNATURE,
        pngHeader(4, 4),
        pngPixels(4, 4),
        pngText('a', 'b'),
        pngPixels(4, 4),
        pngChunk('IEND'),
      ]),
    ],
    [
      'IHDR not first',
      Buffer.concat([SIGNATURE, pngText('a', 'b'), pngHeader(4, 4), pngPixels(4, 4), pngChunk('IEND')]),
    ],
    ['a 16-bit palette', Buffer.concat([SIGNATURE, pngHeader(4, 4, 16, 3), pngPixels(4, 4), pngChunk('IEND')])],
    ['a zero width', Buffer.concat([SIGNATURE, pngHeader(0, 4), pngPixels(4, 4), pngChunk('IEND')])],
    [
      'more pixels than the limit',
      Buffer.concat([SIGNATURE, pngHeader(MAX_PNG_PIXELS / 1000 + 1, 1000), pngPixels(4, 4), pngChunk('IEND')]),
    ],
    ['a JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
  ])('is refused when it has %s', (_, file) => {
    expect(cleanPng(file)).toBeUndefined();
  });
});
