/**
 * Crafted evidence files for the evidence tests, built here byte by byte (no binary from elsewhere):
 * a real JPEG from jpeg-js's pure-JS encoder with EXIF (GPS, serial, owner, maker note), XMP, IPTC and
 * comment segments written around it, and MP4 files from a small box writer.
 */
import jpeg from 'jpeg-js';

// ---------- bytes ----------

export function concat(...parts: Uint8Array[]): Uint8Array {
  return new Uint8Array(Buffer.concat(parts));
}

const ascii = (text: string): Uint8Array => new Uint8Array(Buffer.from(text, 'latin1'));

function be16(...values: number[]): Uint8Array {
  const out = Buffer.alloc(2 * values.length);
  values.forEach((value, i) => out.writeUInt16BE(value, 2 * i));
  return new Uint8Array(out);
}

function be32(...values: number[]): Uint8Array {
  const out = Buffer.alloc(4 * values.length);
  values.forEach((value, i) => out.writeUInt32BE(value >>> 0, 4 * i));
  return new Uint8Array(out);
}

/** Deterministic noise: a picture that compresses badly, so a small image gives a big file. */
export function noise(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let state = seed >>> 0;
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    out[i] = state >>> 16;
  }
  return out;
}

export function indexOf(haystack: Uint8Array, needle: Uint8Array | string): number {
  return Buffer.from(haystack.buffer, haystack.byteOffset, haystack.byteLength).indexOf(
    typeof needle === 'string' ? Buffer.from(needle, 'latin1') : Buffer.from(needle),
  );
}

// ---------- JPEG ----------

/** A real baseline JPEG (jpeg-js writes SOI, JFIF APP0, DQT, SOF0, DHT, SOS, the scan, EOI). */
export function jpegPicture(width = 64, height = 48, seed = 1): Uint8Array {
  const rgba = noise(width * height * 4, seed);
  for (let i = 3; i < rgba.length; i += 4) rgba[i] = 255;
  return new Uint8Array(jpeg.encode({ data: Buffer.from(rgba), width, height }, 90).data);
}

export function segment(marker: number, payload: Uint8Array): Uint8Array {
  if (payload.length + 2 > 0xffff) throw new Error('segment too long');
  return concat(new Uint8Array([0xff, marker]), be16(payload.length + 2), payload);
}

/** The JPEG with `segments` inserted right after its JFIF APP0 (where cameras write theirs). */
export function withSegments(picture: Uint8Array, ...segments: Uint8Array[]): Uint8Array {
  const afterApp0 = 4 + ((picture[4] ?? 0) << 8) + (picture[5] ?? 0);
  return concat(picture.subarray(0, afterApp0), ...segments, picture.subarray(afterApp0));
}

/** The bytes from the first SOS marker to EOI: the picture itself. */
export function jpegImageData(file: Uint8Array): Uint8Array {
  let at = 2;
  while (file[at] === 0xff && file[at + 1] !== 0xda) at += 2 + ((file[at + 2] ?? 0) << 8) + (file[at + 3] ?? 0);
  const eoi = Buffer.from(file).lastIndexOf(Buffer.from([0xff, 0xd9]));
  return file.subarray(at, eoi + 2);
}

/** The markers before the first SOS, e.g. `['E0:JFIF', 'E1:Exif', 'DB', …]`. */
export function jpegMarkers(file: Uint8Array): string[] {
  const out: string[] = [];
  let at = 2;
  while (file[at] === 0xff && file[at + 1] !== 0xda) {
    const marker = file[at + 1] ?? 0;
    const id = Buffer.from(file.subarray(at + 4, at + 8)).toString('latin1');
    out.push(
      marker >= 0xe0 && marker <= 0xef
        ? `${marker.toString(16).toUpperCase()}:${id}`
        : marker.toString(16).toUpperCase(),
    );
    at += 2 + ((file[at + 2] ?? 0) << 8) + (file[at + 3] ?? 0);
  }
  return out;
}

type TiffValue =
  | { type: 'ascii'; text: string }
  | { type: 'short'; value: number }
  | { type: 'long'; value: number }
  | { type: 'rational'; values: [number, number][] }
  | { type: 'undefined'; bytes: Uint8Array }
  | { type: 'byte'; bytes: number[] };
type TiffEntries = [tag: number, value: TiffValue][];

/** One big-endian IFD at `offset` (from the TIFF header), its out-of-line values after it. */
function ifd(entries: TiffEntries, offset: number): Uint8Array {
  const sorted = [...entries].sort((a, b) => a[0] - b[0]);
  const dataStart = offset + 2 + 12 * sorted.length + 4;
  const table: Uint8Array[] = [be16(sorted.length)];
  const data: Uint8Array[] = [];
  let dataLength = 0;
  for (const [tag, value] of sorted) {
    let type: number;
    let count: number;
    let bytes: Uint8Array;
    if (value.type === 'ascii') [type, count, bytes] = [2, value.text.length + 1, ascii(`${value.text}\0`)];
    else if (value.type === 'short') [type, count, bytes] = [3, 1, concat(be16(value.value), be16(0))];
    else if (value.type === 'long') [type, count, bytes] = [4, 1, be32(value.value)];
    else if (value.type === 'rational') [type, count, bytes] = [5, value.values.length, be32(...value.values.flat())];
    else if (value.type === 'byte') [type, count, bytes] = [1, value.bytes.length, new Uint8Array(value.bytes)];
    else [type, count, bytes] = [7, value.bytes.length, value.bytes];
    if (bytes.length <= 4) {
      const inline = new Uint8Array(4);
      inline.set(bytes);
      table.push(concat(be16(tag, type), be32(count), inline));
    } else {
      table.push(concat(be16(tag, type), be32(count, dataStart + dataLength)));
      const padded = bytes.length % 2 === 1 ? concat(bytes, new Uint8Array(1)) : bytes;
      data.push(padded);
      dataLength += padded.length;
    }
  }
  table.push(be32(0)); // no next IFD
  return concat(...table, ...data);
}

export interface ExifContent {
  /** Decimal degrees, negative south/west. */
  readonly gps?: { latitude: number; longitude: number };
  readonly serial?: string;
  readonly owner?: string;
  readonly make?: string;
  readonly orientation?: number;
  readonly makerNote?: string;
}

function degrees(value: number): [number, number][] {
  const abs = Math.abs(value);
  const whole = Math.floor(abs);
  const minutes = Math.floor((abs - whole) * 60);
  const seconds = Math.round(((abs - whole) * 60 - minutes) * 60 * 100);
  return [
    [whole, 1],
    [minutes, 1],
    [seconds, 100],
  ];
}

/** An APP1 EXIF segment (big-endian TIFF) with IFD0, an EXIF IFD and a GPS IFD as asked. */
export function exifSegment(content: ExifContent): Uint8Array {
  const ifd0: TiffEntries = [];
  if (content.make !== undefined) ifd0.push([0x010f, { type: 'ascii', text: content.make }]);
  if (content.orientation !== undefined) ifd0.push([0x0112, { type: 'short', value: content.orientation }]);
  const exif: TiffEntries = [];
  if (content.owner !== undefined) exif.push([0xa430, { type: 'ascii', text: content.owner }]);
  if (content.serial !== undefined) exif.push([0xa431, { type: 'ascii', text: content.serial }]);
  if (content.makerNote !== undefined) exif.push([0x927c, { type: 'undefined', bytes: ascii(content.makerNote) }]);
  const gps: TiffEntries = [];
  if (content.gps !== undefined) {
    const { latitude, longitude } = content.gps;
    gps.push([0x0000, { type: 'byte', bytes: [2, 3, 0, 0] }]);
    gps.push([0x0001, { type: 'ascii', text: latitude < 0 ? 'S' : 'N' }]);
    gps.push([0x0002, { type: 'rational', values: degrees(latitude) }]);
    gps.push([0x0003, { type: 'ascii', text: longitude < 0 ? 'W' : 'E' }]);
    gps.push([0x0004, { type: 'rational', values: degrees(longitude) }]);
  }
  // Lay out IFD0 first with placeholder pointers to learn its length, then the sub-IFDs after it.
  const pointers = (exifAt: number, gpsAt: number): TiffEntries => [
    ...ifd0,
    ...(exif.length > 0 ? ([[0x8769, { type: 'long', value: exifAt }]] as TiffEntries) : []),
    ...(gps.length > 0 ? ([[0x8825, { type: 'long', value: gpsAt }]] as TiffEntries) : []),
  ];
  const ifd0Length = ifd(pointers(0, 0), 8).length;
  const exifAt = 8 + ifd0Length;
  const exifBytes = exif.length > 0 ? ifd(exif, exifAt) : new Uint8Array();
  const gpsAt = exifAt + exifBytes.length;
  const gpsBytes = gps.length > 0 ? ifd(gps, gpsAt) : new Uint8Array();
  const tiff = concat(ascii('MM\0*'), be32(8), ifd(pointers(exifAt, gpsAt), 8), exifBytes, gpsBytes);
  return segment(0xe1, concat(ascii('Exif\0\0'), tiff));
}

/** An APP1 XMP packet with a location (as phones and editors write it). */
export function xmpSegment(city: string, latitude: string): Uint8Array {
  const xml =
    `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>` +
    `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">` +
    `<rdf:Description rdf:about="" xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" ` +
    `xmlns:exif="http://ns.adobe.com/exif/1.0/" photoshop:City="${city}" exif:GPSLatitude="${latitude}"/>` +
    `</rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;
  return segment(0xe1, concat(ascii('http://ns.adobe.com/xap/1.0/\0'), new Uint8Array(Buffer.from(xml, 'utf8'))));
}

/** An APP13 Photoshop segment holding an IPTC record with a by-line (the author's name). */
export function iptcSegment(byline: string): Uint8Array {
  const text = ascii(byline);
  const iptc = concat(new Uint8Array([0x1c, 0x02, 0x50]), be16(text.length), text);
  const padded = iptc.length % 2 === 1 ? concat(iptc, new Uint8Array(1)) : iptc;
  return segment(
    0xed,
    concat(ascii('Photoshop 3.0\0'), ascii('8BIM'), be16(0x0404), be16(0), be32(iptc.length), padded),
  );
}

export function commentSegment(text: string): Uint8Array {
  return segment(0xfe, ascii(text));
}

/** An APP2 ICC profile (a header-only sRGB-like display profile: enough to be kept as it is). */
export function iccSegment(): Uint8Array {
  const header = new Uint8Array(132);
  header.set(be32(132), 0);
  header.set(be32(0x02100000), 8);
  header.set(ascii('mntrRGB XYZ '), 12);
  header.set(ascii('acsp'), 36);
  return segment(0xe2, concat(ascii('ICC_PROFILE\0'), new Uint8Array([1, 1]), header));
}

/** An APP14 Adobe segment (colour transform 1: YCbCr). */
export function adobeSegment(): Uint8Array {
  return segment(0xee, concat(ascii('Adobe'), be16(100, 0, 0), new Uint8Array([1])));
}

/** A stored (uncompressed) ZIP archive holding one file: what a JPEG/ZIP polyglot appends. */
export function zipArchive(name: string, content: string): Uint8Array {
  const data = ascii(content);
  const fileName = ascii(name);
  const le16 = (v: number): Uint8Array => new Uint8Array([v & 0xff, v >>> 8]);
  const le32 = (v: number): Uint8Array => new Uint8Array([v & 0xff, (v >>> 8) & 0xff, (v >>> 16) & 0xff, v >>> 24]);
  const local = concat(
    ascii('PK\x03\x04'),
    le16(10),
    le16(0),
    le16(0),
    le32(0),
    le32(0),
    le32(data.length),
    le32(data.length),
    le16(fileName.length),
    le16(0),
    fileName,
    data,
  );
  const central = concat(
    ascii('PK\x01\x02'),
    le16(10),
    le16(10),
    le16(0),
    le16(0),
    le32(0),
    le32(0),
    le32(data.length),
    le32(data.length),
    le16(fileName.length),
    le16(0),
    le16(0),
    le16(0),
    le16(0),
    le32(0),
    le32(0),
    fileName,
  );
  const end = concat(
    ascii('PK\x05\x06'),
    le16(0),
    le16(0),
    le16(1),
    le16(1),
    le32(central.length),
    le32(local.length),
    le16(0),
  );
  return concat(local, central, end);
}

// ---------- MP4 ----------

export function box(type: string, ...parts: Uint8Array[]): Uint8Array {
  const body = concat(...parts);
  return concat(be32(8 + body.length), ascii(type), body);
}

function fullBox(type: string, version: number, flags: number, ...parts: Uint8Array[]): Uint8Array {
  return box(type, be32(((version << 24) | flags) >>> 0), ...parts);
}

/** A QuickTime/ISO 6709 location atom (`©xyz`: 16-bit length, 16-bit language, the text). */
export function locationAtom(iso6709: string): Uint8Array {
  const text = ascii(iso6709);
  return box('\u00a9xyz', be16(text.length, 0x15c7), text);
}

export interface Mp4Options {
  readonly major?: string;
  readonly compatible?: readonly string[];
  /** `moov` before `mdat` (a "fast start" file, as phones write) or after it. */
  readonly moovFirst?: boolean;
  /** A `©xyz` in `moov/udta` and one in `trak/udta`, plus an iTunes-style `meta` and an XMP `uuid`. */
  readonly location?: { movie: string; track: string };
  readonly payload?: Uint8Array;
  readonly samples?: number;
  /** Boxes appended at the top level after the rest. */
  readonly trailing?: Uint8Array;
}

const XMP_UUID = new Uint8Array([
  0xbe, 0x7a, 0xcf, 0xcb, 0x97, 0xa9, 0x42, 0xe8, 0x9c, 0x71, 0x99, 0x94, 0x91, 0xe3, 0xaf, 0xac,
]);

/** A structurally valid MP4: ftyp, moov (mvhd, one video trak with a complete sample table), mdat. */
export function mp4File(options: Mp4Options = {}): { bytes: Uint8Array; sampleOffsets: number[]; sampleSize: number } {
  const payload = options.payload ?? noise(4096, 7);
  const samples = options.samples ?? 4;
  const sampleSize = Math.floor(payload.length / samples);
  const ftyp = box(
    'ftyp',
    ascii(options.major ?? 'isom'),
    be32(512),
    ...(options.compatible ?? ['isom', 'iso2', 'avc1', 'mp41']).map(ascii),
  );
  const moovFor = (firstSample: number): Uint8Array => {
    const identity = be32(0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000);
    const created = 0xe1f0_0000; // a capture time, which the cleaning zeroes
    const mvhd = fullBox(
      'mvhd',
      0,
      0,
      be32(created, created, 1000, 4000, 0x10000),
      be16(0x100, 0),
      be32(0, 0),
      identity,
      be32(0, 0, 0, 0, 0, 0),
      be32(2),
    );
    const tkhd = fullBox(
      'tkhd',
      0,
      3,
      be32(created, created, 1, 0, 4000, 0, 0),
      be16(0, 0, 0, 0),
      identity,
      be32(320 << 16, 240 << 16),
    );
    const mdhd = fullBox('mdhd', 0, 0, be32(created, created, 1000, 4000), be16(0x55c4, 0));
    const hdlr = fullBox('hdlr', 0, 0, be32(0), ascii('vide'), be32(0, 0, 0), ascii('Video\0'));
    const avc1 = box(
      'avc1',
      new Uint8Array(6),
      be16(1),
      new Uint8Array(16),
      be16(320, 240),
      be32(0x480000, 0x480000, 0),
      be16(1),
      new Uint8Array(32),
      be16(24, 0xffff),
    );
    const stbl = box(
      'stbl',
      fullBox('stsd', 0, 0, be32(1), avc1),
      fullBox('stts', 0, 0, be32(1, samples, 1000)),
      fullBox('stsc', 0, 0, be32(1, 1, 1, 1)),
      fullBox('stsz', 0, 0, be32(sampleSize, samples)),
      fullBox('stco', 0, 0, be32(samples, ...Array.from({ length: samples }, (_, i) => firstSample + i * sampleSize))),
    );
    const minf = box(
      'minf',
      fullBox('vmhd', 0, 1, be32(0, 0)),
      box('dinf', fullBox('dref', 0, 0, be32(1), fullBox('url ', 0, 1))),
      stbl,
    );
    const trackUdta = options.location ? [box('udta', locationAtom(options.location.track))] : [];
    const trak = box('trak', tkhd, box('mdia', mdhd, hdlr, minf), ...trackUdta);
    const movieMeta = options.location
      ? [
          box(
            'udta',
            locationAtom(options.location.movie),
            box('loci', new Uint8Array(8), ascii(`${options.location.movie}\0`)),
          ),
          fullBox(
            'meta',
            0,
            0,
            fullBox('hdlr', 0, 0, be32(0), ascii('mdir'), be32(0, 0, 0), ascii('\0')),
            box('ilst', box('\u00a9day', box('data', be32(1, 0), ascii('2026-01-02')))),
          ),
          box(
            'uuid',
            XMP_UUID,
            ascii(`<x:xmpmeta><exif:GPSLatitude>${options.location.movie}</exif:GPSLatitude></x:xmpmeta>`),
          ),
        ]
      : [];
    return box('moov', mvhd, trak, ...movieMeta);
  };
  const mdat = box('mdat', payload);
  const trailing = options.trailing ?? new Uint8Array();
  if (options.moovFirst ?? true) {
    const base = ftyp.length + moovFor(0).length + 8;
    return {
      bytes: concat(ftyp, moovFor(base), mdat, trailing),
      sampleOffsets: Array.from({ length: samples }, (_, i) => base + i * sampleSize),
      sampleSize,
    };
  }
  const base = ftyp.length + 8;
  return {
    bytes: concat(ftyp, mdat, moovFor(base), trailing),
    sampleOffsets: Array.from({ length: samples }, (_, i) => base + i * sampleSize),
    sampleSize,
  };
}

/** The chunk offsets in the file's (single) `stco`. */
export function chunkOffsets(file: Uint8Array): number[] {
  const at = indexOf(file, 'stco');
  const view = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  const count = view.readUInt32BE(at + 8);
  return Array.from({ length: count }, (_, i) => view.readUInt32BE(at + 12 + 4 * i));
}

/** The payload of the top-level `mdat`. */
export function mdatPayload(file: Uint8Array): Uint8Array {
  let at = 0;
  const view = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  while (at + 8 <= file.length) {
    const size = view.readUInt32BE(at);
    if (view.toString('latin1', at + 4, at + 8) === 'mdat') return file.subarray(at + 8, at + size);
    at += size;
  }
  throw new Error('no mdat');
}

export { be16, be32, ascii, fullBox };
