/**
 * Real PNG files built byte by byte for the picture tests: chunks with their CRCs, a picture's pixels
 * deflated into IDAT, and whatever extra chunk a test needs (text, EXIF, animation, an unknown one).
 */
import { deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

/** One chunk: length, type, data and the CRC of type and data (`badCrc` spoils it). */
export function pngChunk(type: string, data: Uint8Array | string = new Uint8Array(), badCrc = false): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), Buffer.from(data)]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length - 4);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE((crc32(body) ^ (badCrc ? 1 : 0)) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** An IHDR for an 8-bit RGB picture (or the given depth and colour type). */
export function pngHeader(width: number, height: number, depth = 8, colour = 2): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data[8] = depth;
  data[9] = colour;
  return pngChunk('IHDR', data);
}

/** The IDAT of an RGB picture of `width` × `height`, a colour gradient (each row: filter byte 0, then pixels). */
export function pngPixels(width: number, height: number): Buffer {
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0);
    for (let x = 0; x < width; x++) rows.push((x * 7) & 0xff, (y * 5) & 0xff, 0x91);
  }
  return pngChunk('IDAT', deflateSync(Buffer.from(rows)));
}

export interface PngOptions {
  readonly width?: number;
  readonly height?: number;
  /** Chunks between IHDR and IDAT (text, EXIF, colour…). */
  readonly before?: readonly Buffer[];
  /** Chunks between IDAT and IEND. */
  readonly after?: readonly Buffer[];
  /** Bytes after IEND. */
  readonly trailing?: Uint8Array;
}

/** A complete PNG picture. */
export function pngPicture(options: PngOptions = {}): Buffer {
  const { width = 32, height = 24, before = [], after = [], trailing = new Uint8Array() } = options;
  return Buffer.concat([
    SIGNATURE,
    pngHeader(width, height),
    ...before,
    pngPixels(width, height),
    ...after,
    pngChunk('IEND'),
    Buffer.from(trailing),
  ]);
}

/** A `tEXt` chunk: a keyword, NUL, its text. */
export const pngText = (keyword: string, text: string): Buffer => pngChunk('tEXt', `${keyword}\0${text}`);
