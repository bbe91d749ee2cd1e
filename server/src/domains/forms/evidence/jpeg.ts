/**
 * A bounded walk of a JPEG's structure: SOI, the marker segments, each scan's entropy-coded data, EOI.
 * Used twice: to accept a file by its content, and to check (and narrow) what the metadata tool left.
 */

/** Frames a browser decodes: baseline, extended and progressive Huffman DCT. */
const FRAME_MARKERS = new Set([0xc0, 0xc1, 0xc2]);
/** Tables and scan markers, allowed anywhere between SOI and EOI. */
const TABLE_MARKERS = new Set([0xc4, 0xcc, 0xdb, 0xdd]); // DHT, DAC, DQT, DRI
const SOS = 0xda;
const DNL_MARKER = 0xdc;
/**
 * Markers a plain JPEG carries: frames, tables, scans, APPn and COM (EOI is handled before). Every other
 * start of frame (lossless, hierarchical, arithmetic, JPEG-LS) and reserved marker is refused.
 */
const KNOWN_MARKERS = (marker: number): boolean =>
  FRAME_MARKERS.has(marker) ||
  TABLE_MARKERS.has(marker) ||
  marker === SOS ||
  marker === DNL_MARKER ||
  (marker >= 0xe0 && marker <= 0xef) ||
  marker === 0xfe;
const EOI = 0xd9;
const SOI = 0xd8;

/** More marker segments than any camera writes; a hostile file cannot make the walk long. */
const MAX_SEGMENTS = 2_000;
/** Decompression-bomb guard: no phone camera sold comes near it, a 2 MB file claiming more is hostile. */
export const MAX_JPEG_PIXELS = 200_000_000;
/** Zero or 0xFF bytes some encoders leave after EOI; dropped by the cleaning, anything else refused. */
export const MAX_JPEG_PADDING = 16;

export interface JpegSegment {
  readonly marker: number;
  /** Offset of the 0xFF of the marker. */
  readonly start: number;
  /** Offset just past the segment (past its length-counted payload). */
  readonly end: number;
}

export interface JpegLayout {
  /** Marker segments between SOI and the first SOS, in order. */
  readonly header: readonly JpegSegment[];
  /** Offset of the first SOS marker: from here to `end` is the picture itself. */
  readonly imageStart: number;
  /** Offset just past EOI. */
  readonly end: number;
  /** The frame's size in pixels. */
  readonly width: number;
  readonly height: number;
}

function u16(bytes: Uint8Array, at: number): number {
  return ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
}

/** Offset of the next marker after entropy-coded data starting at `from` (stuffed 0xFF00 and RSTn skipped). */
function endOfEntropyData(bytes: Uint8Array, from: number): number | undefined {
  for (let at = from; at + 1 < bytes.length; at++) {
    if (bytes[at] !== 0xff) continue;
    const next = bytes[at + 1] ?? 0;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) continue;
    return at;
  }
  return undefined;
}

/** The file's layout when it is a complete, plain JPEG; `undefined` for anything else. */
export function readJpeg(bytes: Uint8Array): JpegLayout | undefined {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== SOI || bytes[2] !== 0xff) return undefined;
  const header: JpegSegment[] = [];
  let frames = 0;
  let imageStart = -1;
  let size = { width: 0, height: 0 };
  let at = 2;
  for (let count = 0; count < MAX_SEGMENTS; count++) {
    if (bytes[at] !== 0xff) return undefined;
    // Fill bytes (0xFF) may precede a marker; a few only.
    let fill = 0;
    while (bytes[at + 1] === 0xff && fill < 8) {
      at++;
      fill++;
    }
    const marker = bytes[at + 1];
    if (marker === undefined) return undefined;
    if (marker === EOI) {
      if (imageStart < 0 || frames !== 1) return undefined;
      const end = at + 2;
      const trailing = bytes.subarray(end);
      // Nothing meaningful after EOI: a JPEG/ZIP (or JPEG/anything) polyglot stops here.
      if (trailing.length > MAX_JPEG_PADDING || trailing.some((b) => b !== 0x00 && b !== 0xff)) return undefined;
      return { header, imageStart, end, ...size };
    }
    if (marker === SOI || marker === 0x00 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) return undefined;
    if (!KNOWN_MARKERS(marker)) return undefined;
    const length = u16(bytes, at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) return undefined;
    if (FRAME_MARKERS.has(marker)) {
      frames++;
      if (frames > 1 || imageStart >= 0) return undefined;
      const components = bytes[at + 9] ?? 0;
      const height = u16(bytes, at + 5);
      const width = u16(bytes, at + 7);
      if (bytes[at + 4] !== 8 || components < 1 || components > 4 || length !== 8 + 3 * components) return undefined;
      if (width === 0 || height === 0 || width * height > MAX_JPEG_PIXELS) return undefined;
      size = { width, height };
    }
    if (marker === SOS) {
      if (frames !== 1) return undefined;
      if (imageStart < 0) imageStart = at;
      const next = endOfEntropyData(bytes, end);
      if (next === undefined) return undefined; // truncated: no EOI
      at = next;
      continue;
    }
    if (imageStart < 0) {
      header.push({ marker, start: at, end });
    } else if (!TABLE_MARKERS.has(marker) && marker !== DNL_MARKER) {
      // Between scans only tables belong; metadata there would sit inside the picture's bytes.
      return undefined;
    }
    at = end;
  }
  return undefined;
}

function startsWith(bytes: Uint8Array, at: number, text: string): boolean {
  for (let i = 0; i < text.length; i++) if (bytes[at + i] !== text.charCodeAt(i)) return false;
  return true;
}

/** What a header segment is, for the cleaning's allow-list and its log (never the values). */
export function segmentKind(bytes: Uint8Array, segment: JpegSegment): string {
  const { marker, start } = segment;
  const payload = start + 4;
  if (marker === 0xfe) return 'COM';
  if (marker === 0xe0 && startsWith(bytes, payload, 'JFIF\0')) return 'JFIF';
  if (marker === 0xe1 && startsWith(bytes, payload, 'Exif\0')) return 'EXIF';
  if (marker === 0xe1 && startsWith(bytes, payload, 'http://ns.adobe.com/')) return 'XMP';
  if (marker === 0xe2 && startsWith(bytes, payload, 'ICC_PROFILE\0')) return 'ICC';
  if (marker === 0xed) return 'IPTC';
  if (marker === 0xee && startsWith(bytes, payload, 'Adobe')) return 'Adobe';
  if (marker >= 0xe0 && marker <= 0xef) return `APP${marker - 0xe0}`;
  if (FRAME_MARKERS.has(marker) || TABLE_MARKERS.has(marker)) return 'frame';
  return 'other';
}

/** IFD0 tags of an EXIF segment, or `undefined` when it does not parse. `next` is the IFD1 (thumbnail) offset. */
export function exifIfd0(bytes: Uint8Array, segment: JpegSegment): { tags: number[]; next: number } | undefined {
  const tiff = segment.start + 10; // marker (2), length (2), "Exif\0\0" (6)
  const little = startsWith(bytes, tiff, 'II*\0');
  if (!little && !startsWith(bytes, tiff, 'MM\0*')) return undefined;
  const read16 = (at: number): number => (little ? (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) : u16(bytes, at));
  const read32 = (at: number): number =>
    little ? read16(at) + read16(at + 2) * 0x10000 : u16(bytes, at) * 0x10000 + u16(bytes, at + 2);
  const ifd = tiff + read32(tiff + 4);
  const count = read16(ifd);
  const after = ifd + 2 + 12 * count;
  if (ifd + 2 > segment.end || after + 4 > segment.end) return undefined;
  const tags: number[] = [];
  for (let i = 0; i < count; i++) tags.push(read16(ifd + 2 + 12 * i));
  return { tags, next: read32(after) };
}
