/** Evidence is stored without what can identify its maker; the picture and the video are not re-encoded. */
import exifr from 'exifr';
import { prepareEvidence, type CleanEvidence } from '../../../src/domains/forms/evidence/index.js';
import {
  adobeSegment,
  chunkOffsets,
  commentSegment,
  exifSegment,
  iccSegment,
  indexOf,
  iptcSegment,
  jpegImageData,
  jpegMarkers,
  jpegPicture,
  mdatPayload,
  mp4File,
  withSegments,
  xmpSegment,
} from '../../support/evidence-files.js';

async function cleaned(bytes: Uint8Array): Promise<CleanEvidence> {
  const result = await prepareEvidence(bytes);
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.evidence;
}

const SERIAL = 'SN-4711-0815';
const OWNER = 'Budi Santoso';
const BYLINE = 'Siti Rahayu';
const CITY = 'Kebayoran Baru';

function reporterPhoto(): Uint8Array {
  return withSegments(
    jpegPicture(96, 64, 5),
    exifSegment({
      gps: { latitude: -6.2446, longitude: 106.7997 },
      serial: SERIAL,
      owner: OWNER,
      make: 'Canon',
      orientation: 6,
      makerNote: `Canon maker note ${SERIAL}`,
    }),
    iccSegment(),
    xmpSegment(CITY, '6,14.676S'),
    iptcSegment(BYLINE),
    commentSegment(`taken by ${OWNER}`),
    adobeSegment(),
  );
}

describe('evidence: JPEG metadata removed without re-encoding', () => {
  it('the crafted photo carries GPS, serial, owner, XMP and IPTC before cleaning (exifr reads them)', async () => {
    const before = (await exifr.parse(Buffer.from(reporterPhoto()), {
      gps: true,
      xmp: true,
      iptc: true,
      mergeOutput: true,
    })) as Record<string, unknown> | undefined;
    expect(before?.latitude).toBeCloseTo(-6.2446, 3);
    expect(before?.BodySerialNumber ?? before?.SerialNumber).toBe(SERIAL);
    expect(before?.CameraOwnerName ?? before?.OwnerName).toBe(OWNER);
    expect(before?.City).toBe(CITY);
    expect(before?.Byline ?? before?.byline).toBe(BYLINE);
  });

  it('removes GPS, camera serial, owner, maker note, XMP, IPTC and comments (exifr reads none after)', async () => {
    const evidence = await cleaned(reporterPhoto());
    expect(evidence.kind).toBe('jpeg');
    expect(evidence.mediaType).toBe('image/jpeg');
    const after = (await exifr.parse(Buffer.from(evidence.bytes), {
      gps: true,
      xmp: true,
      iptc: true,
      mergeOutput: true,
    })) as Record<string, unknown> | undefined;
    expect(after?.latitude).toBeUndefined();
    expect(after?.longitude).toBeUndefined();
    expect(await exifr.gps(Buffer.from(evidence.bytes))).toBeUndefined();
    for (const text of [SERIAL, OWNER, BYLINE, CITY, 'Canon', 'maker note', 'ns.adobe.com', 'Photoshop 3.0']) {
      expect(indexOf(evidence.bytes, text)).toBe(-1);
    }
    expect(evidence.removed).toEqual(expect.arrayContaining(['EXIF', 'GPS', 'XMP', 'IPTC', 'COM']));
  });

  it('keeps the picture bytes (SOS to EOI) identical, and ICC, Adobe and a bare orientation', async () => {
    const input = reporterPhoto();
    const evidence = await cleaned(input);
    expect(Buffer.from(jpegImageData(evidence.bytes)).equals(Buffer.from(jpegImageData(input)))).toBe(true);
    const markers = jpegMarkers(evidence.bytes);
    expect(markers).toEqual(expect.arrayContaining(['E1:Exif', 'E2:ICC_', 'EE:Adob', 'DB', 'C0', 'C4']));
    expect(markers.filter((marker) => /^E[0-9A-F]:/.test(marker) || marker === 'FE')).toEqual([
      'E1:Exif',
      'E2:ICC_',
      'EE:Adob',
    ]);
    const orientation = (await exifr.orientation(Buffer.from(evidence.bytes))) as number | undefined;
    expect(orientation).toBe(6);
  });

  it('drops the padding after EOI and stays a JPEG that cleans to itself', async () => {
    const input = new Uint8Array([...reporterPhoto(), 0, 0, 0]);
    const once = await cleaned(input);
    expect(once.bytes.at(-2)).toBe(0xff);
    expect(once.bytes.at(-1)).toBe(0xd9);
    const twice = await cleaned(once.bytes);
    expect(Buffer.from(twice.bytes).equals(Buffer.from(once.bytes))).toBe(true);
  });
});

describe('evidence: MP4 location and user data removed, media untouched', () => {
  const MOVIE = '-06.2446+106.7997/';
  const TRACK = '-06.2447+106.7998/';

  it.each([
    ['moov before mdat', true],
    ['moov after mdat', false],
  ])(
    '%s: no ©xyz, loci, ilst or XMP uuid left; mdat byte-identical; offsets still on the same samples',
    async (_, moovFirst) => {
      const input = mp4File({ moovFirst, location: { movie: MOVIE, track: TRACK } });
      expect(indexOf(input.bytes, MOVIE)).toBeGreaterThan(0);
      expect(indexOf(input.bytes, TRACK)).toBeGreaterThan(0);
      const evidence = await cleaned(input.bytes);
      expect(evidence.kind).toBe('mp4');
      for (const text of [MOVIE, TRACK, '\u00a9xyz', 'loci', 'ilst', 'xmpmeta', '2026-01-02', 'udta']) {
        expect(indexOf(evidence.bytes, text)).toBe(-1);
      }
      expect(evidence.removed).toEqual(expect.arrayContaining(['udta', 'meta', 'uuid', 'timestamps']));
      expect(evidence.bytes.length).toBe(input.bytes.length);
      expect(Buffer.from(mdatPayload(evidence.bytes)).equals(Buffer.from(mdatPayload(input.bytes)))).toBe(true);
      const offsets = chunkOffsets(evidence.bytes);
      expect(offsets).toEqual(input.sampleOffsets);
      for (const offset of offsets) {
        const sample = (file: Uint8Array): Buffer => Buffer.from(file.subarray(offset, offset + input.sampleSize));
        expect(sample(evidence.bytes).equals(sample(input.bytes))).toBe(true);
      }
    },
  );

  it('zeroes the capture times of mvhd, tkhd and mdhd', async () => {
    const input = mp4File();
    const evidence = await cleaned(input.bytes);
    for (const header of ['mvhd', 'tkhd', 'mdhd']) {
      const at = indexOf(evidence.bytes, header);
      expect(Buffer.from(evidence.bytes.subarray(at + 8, at + 16)).equals(Buffer.alloc(8))).toBe(true);
      expect(Buffer.from(input.bytes.subarray(at + 8, at + 16)).equals(Buffer.alloc(8))).toBe(false);
    }
  });

  it('cleans an MP4 that is clean already into itself (and again into the same bytes)', async () => {
    const once = await cleaned(mp4File({ location: { movie: MOVIE, track: TRACK } }).bytes);
    const twice = await cleaned(once.bytes);
    expect(Buffer.from(twice.bytes).equals(Buffer.from(once.bytes))).toBe(true);
  });
});
