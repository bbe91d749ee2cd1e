/** Evidence is accepted by its content only: a plain JPEG or an MP4 of an allowed brand, nothing else. */
import { EVIDENCE_MAX_BYTES } from '@ksei/shared/node';
import { prepareEvidence } from '../../../src/domains/forms/evidence/index.js';
import { readJpeg } from '../../../src/domains/forms/evidence/jpeg.js';
import {
  ascii,
  be32,
  box,
  commentSegment,
  concat,
  jpegPicture,
  mp4File,
  withSegments,
  zipArchive,
} from '../../support/evidence-files.js';

async function reason(bytes: Uint8Array): Promise<string> {
  const result = await prepareEvidence(bytes);
  return result.ok ? `ok:${result.evidence.kind}` : result.reason;
}

/** A real JPEG padded with comment segments (which the cleaning removes) to exactly `size` bytes. */
function jpegOfSize(size: number): Uint8Array {
  const picture = jpegPicture(32, 32, 3);
  const segments: Uint8Array[] = [];
  let missing = size - picture.length;
  while (missing > 0) {
    const length = Math.min(missing, 0xffff + 2);
    // A segment is at least 4 bytes; never leave a remainder smaller than that.
    const take = missing - length > 0 && missing - length < 4 ? length - 4 : length;
    segments.push(commentSegment('x'.repeat(take - 4)));
    missing -= take;
  }
  return withSegments(picture, ...segments);
}

describe('evidence: accepted by content only', () => {
  it('accepts a plain JPEG and a plain MP4', async () => {
    expect(await reason(jpegPicture())).toBe('ok:jpeg');
    expect(await reason(mp4File().bytes)).toBe('ok:mp4');
    expect(await reason(mp4File({ moovFirst: false }).bytes)).toBe('ok:mp4');
  });

  it('refuses a zero-byte file as empty', async () => {
    expect(await reason(new Uint8Array())).toBe('empty');
  });

  it('accepts exactly EVIDENCE_MAX_BYTES and refuses one byte more as size', async () => {
    const exact = jpegOfSize(EVIDENCE_MAX_BYTES);
    expect(exact.length).toBe(EVIDENCE_MAX_BYTES);
    expect(await reason(exact)).toBe('ok:jpeg');
    const over = jpegOfSize(EVIDENCE_MAX_BYTES + 1);
    expect(over.length).toBe(EVIDENCE_MAX_BYTES + 1);
    expect(await reason(over)).toBe('size');
  });

  it('refuses wrong magic whatever the name or type would have said: PNG, GIF, PDF, text', async () => {
    expect(await reason(concat(ascii('\x89PNG\r\n\x1a\n'), new Uint8Array(64)))).toBe('type');
    expect(await reason(ascii('GIF89a...................'))).toBe('type');
    expect(await reason(ascii('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toBe('type');
    expect(await reason(ascii('<?php echo 1; ?>'))).toBe('type');
  });

  it('refuses MOV (qt  ) posing as MP4, as major or as compatible brand', async () => {
    expect(await reason(mp4File({ major: 'qt  ', compatible: ['qt  '] }).bytes)).toBe('type');
    expect(await reason(mp4File({ major: 'qt  ', compatible: ['isom'] }).bytes)).toBe('type');
    expect(await reason(mp4File({ major: 'mp42', compatible: ['mp42', 'qt  '] }).bytes)).toBe('type');
  });

  it('refuses HEIC/HEIF (heic, mif1, msf1) posing as MP4', async () => {
    expect(await reason(mp4File({ major: 'heic', compatible: ['mif1', 'heic'] }).bytes)).toBe('type');
    expect(await reason(mp4File({ major: 'mif1', compatible: ['mif1'] }).bytes)).toBe('type');
    expect(await reason(mp4File({ major: 'isom', compatible: ['isom', 'msf1'] }).bytes)).toBe('type');
    expect(await reason(mp4File({ major: '3gp5', compatible: ['3gp5'] }).bytes)).toBe('type');
  });

  it('refuses a JPEG/ZIP polyglot (an archive after EOI)', async () => {
    expect(await reason(concat(jpegPicture(), zipArchive('shell.php', '<?php system($_GET[1]);')))).toBe('type');
  });

  it('refuses an MP4/ZIP polyglot (an archive at the end of the media data)', async () => {
    const payload = concat(new Uint8Array(4096), zipArchive('a.txt', 'hidden'));
    expect(await reason(mp4File({ payload }).bytes)).toBe('type');
  });

  it('takes a few padding bytes after EOI, refuses anything more', async () => {
    expect(await reason(concat(jpegPicture(), new Uint8Array(4)))).toBe('ok:jpeg');
    expect(await reason(concat(jpegPicture(), new Uint8Array(17)))).toBe('type');
    expect(await reason(concat(jpegPicture(), ascii('x')))).toBe('type');
  });

  it('refuses a truncated JPEG (no EOI) and a JPEG without a scan', async () => {
    const picture = jpegPicture();
    expect(await reason(picture.subarray(0, picture.length - 2))).toBe('type');
    expect(await reason(picture.subarray(0, picture.length - 100))).toBe('type');
    expect(await reason(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).toBe('type');
  });

  it('refuses JPEG-LS and a segment longer than the file', async () => {
    const picture = jpegPicture();
    const ls = new Uint8Array(picture);
    ls[3] = 0xf7;
    expect(await reason(ls)).toBe('type');
    const long = new Uint8Array(picture);
    long[4] = 0xff; // the JFIF APP0 now claims 65 KB
    expect(await reason(long)).toBe('type');
  });

  it('refuses an MP4 whose box claims more than the file holds', async () => {
    const { bytes } = mp4File();
    const bad = new Uint8Array(bytes);
    const moov = Buffer.from(bad).indexOf('moov') - 4;
    bad.set(be32(bytes.length * 4), moov);
    expect(await reason(bad)).toBe('type');
    const tail = concat(bytes, be32(4096), ascii('free')); // a last box cut short
    expect(await reason(tail)).toBe('type');
  });

  it('refuses an MP4 without moov, or with a box smaller than its header', async () => {
    const ftyp = box('ftyp', ascii('isom'), be32(0), ascii('isom'));
    expect(await reason(concat(ftyp, box('mdat', new Uint8Array(64))))).toBe('type');
    const tiny = new Uint8Array(mp4File().bytes);
    tiny.set(be32(4), Buffer.from(tiny).indexOf('mvhd') - 4);
    expect(await reason(tiny)).toBe('type');
  });

  it('refuses a deeply nested structure (past the depth cap) quickly', async () => {
    // Valid in every other way: the nesting sits in a track's edit box, a container.
    let nested = box('free');
    for (let i = 0; i < 2_000; i++) nested = box('edts', nested);
    const ftyp = box('ftyp', ascii('isom'), be32(0), ascii('isom'));
    const trak = box('trak', box('tkhd', new Uint8Array(84)), box('mdia'), nested);
    const file = concat(ftyp, box('moov', box('mvhd', new Uint8Array(100)), trak), box('mdat', new Uint8Array(16)));
    const started = performance.now();
    expect(await reason(file)).toBe('type');
    // Not a speed test, a guard against an unbounded walk: generous on a busy machine.
    expect(performance.now() - started).toBeLessThan(2_000);
    const shallowTrak = box('trak', box('tkhd', new Uint8Array(84)), box('mdia'), box('edts', box('free')));
    const shallow = concat(
      ftyp,
      box('moov', box('mvhd', new Uint8Array(100)), shallowTrak),
      box('mdat', new Uint8Array(16)),
    );
    expect(await reason(shallow)).toBe('ok:mp4');
  });

  it('refuses many tiny boxes (a box count past any real file) quickly', async () => {
    const frees = concat(...Array.from({ length: 30_000 }, () => box('free')));
    expect(await reason(concat(mp4File().bytes, frees))).toBe('type');
    expect(await reason(concat(mp4File().bytes, frees.subarray(0, 8 * 100)))).toBe('ok:mp4');
  });

  it('the JPEG walk alone (before any tool sees the file) refuses a truncated scan and a missing EOI', () => {
    const picture = jpegPicture();
    expect(readJpeg(picture)).toBeDefined();
    expect(readJpeg(picture.subarray(0, picture.length - 2))).toBeUndefined();
    expect(readJpeg(picture.subarray(0, picture.length - 100))).toBeUndefined();
  });
});
