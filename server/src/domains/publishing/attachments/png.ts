/**
 * A PNG picture checked by its structure and cleaned of its text and metadata chunks without decoding
 * or re-encoding the picture: the signature, then chunks whose lengths stay inside the file and whose
 * CRCs hold, `IHDR` first with a valid size, bit depth and colour type, the `IDAT` chunks together, and
 * `IEND` last with nothing after it (a PNG with an archive appended is refused). An animated PNG or an
 * unknown critical chunk is refused. Kept: what drawing the picture needs (`IHDR`, `PLTE`, `IDAT`,
 * `IEND`, transparency, colour and pixel-size chunks); removed, by name: text (`tEXt`, `zTXt`, `iTXt`:
 * authors, software, comments), `eXIf` (camera, location), `tIME` and any other ancillary chunk.
 */

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Decompression-bomb guard: far above any press picture, far below what would exhaust a browser. */
export const MAX_PNG_PIXELS = 100_000_000;
/** More chunks than any encoder writes for a still picture; a hostile file cannot make the walk long. */
const MAX_CHUNKS = 10_000;
const KEPT = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'sBIT', 'pHYs', 'bKGD']);
const ANIMATION = new Set(['acTL', 'fcTL', 'fdAT']);
/** Bit depths allowed for each colour type (PNG specification, IHDR). */
const DEPTHS: Readonly<Record<number, readonly number[]>> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 of `bytes[from, to)`, as PNG chunks carry it. */
function crc32(bytes: Uint8Array, from: number, to: number): number {
  let c = 0xffffffff;
  for (let at = from; at < to; at++) c = (CRC_TABLE[(c ^ (bytes[at] ?? 0)) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const u32 = (bytes: Uint8Array, at: number): number =>
  (((bytes[at] ?? 0) << 24) | ((bytes[at + 1] ?? 0) << 16) | ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0)) >>> 0;

interface Chunk {
  readonly type: string;
  readonly start: number;
  readonly end: number;
}

export interface CleanPng {
  readonly width: number;
  readonly height: number;
  readonly bytes: Uint8Array;
  /** The chunk types taken out (never their contents). */
  readonly removed: readonly string[];
}

/** The chunks of a structurally sound PNG, or `undefined`. */
function walk(bytes: Uint8Array): Chunk[] | undefined {
  if (!SIGNATURE.every((byte, at) => bytes[at] === byte)) return undefined;
  const chunks: Chunk[] = [];
  let at = SIGNATURE.length;
  while (at < bytes.length) {
    if (chunks.length >= MAX_CHUNKS || at + 12 > bytes.length) return undefined;
    const length = u32(bytes, at);
    const end = at + 12 + length;
    if (length > 0x7fffffff || end > bytes.length) return undefined;
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (!/^[A-Za-z]{4}$/.test(type)) return undefined;
    if (crc32(bytes, at + 4, at + 8 + length) !== u32(bytes, at + 8 + length)) return undefined;
    chunks.push({ type, start: at, end });
    at = end;
    if (type === 'IEND') break;
  }
  // IEND closes the file: an archive or anything else after it makes a polyglot.
  return at === bytes.length && chunks.at(-1)?.type === 'IEND' ? chunks : undefined;
}

/** Whether the chunks are in a still picture's order: IHDR first, IDATs together, IEND last and empty. */
function ordered(chunks: readonly Chunk[]): boolean {
  if (chunks[0]?.type !== 'IHDR' || chunks.filter((chunk) => chunk.type === 'IHDR').length !== 1) return false;
  const last = chunks.at(-1);
  if (!last || last.end - last.start !== 12) return false;
  const idat = chunks.flatMap((chunk, index) => (chunk.type === 'IDAT' ? [index] : []));
  if (idat.length === 0 || (idat.at(-1) ?? 0) - (idat[0] ?? 0) !== idat.length - 1) return false;
  // Unknown critical chunks (upper-case first letter) cannot be skipped by a decoder; animation is not a picture.
  return chunks.every(
    (chunk) => !ANIMATION.has(chunk.type) && (KEPT.has(chunk.type) || chunk.type[0] !== chunk.type[0]?.toUpperCase()),
  );
}

/** The picture cleaned of its metadata when it is a sound, still PNG; `undefined` for anything else. */
export function cleanPng(bytes: Uint8Array): CleanPng | undefined {
  const chunks = walk(bytes);
  if (!chunks || !ordered(chunks)) return undefined;
  const header = (chunks[0]?.start ?? 0) + 8;
  if ((chunks[0]?.end ?? 0) - header - 4 !== 13) return undefined;
  const width = u32(bytes, header);
  const height = u32(bytes, header + 4);
  const [depth = 0, colour = 0, compression, filter, interlace = 9] = bytes.subarray(header + 8, header + 13);
  if (width === 0 || height === 0 || width > 0x7fffffff || height > 0x7fffffff) return undefined;
  if (width * height > MAX_PNG_PIXELS) return undefined;
  if (!DEPTHS[colour]?.includes(depth) || compression !== 0 || filter !== 0 || interlace > 1) return undefined;
  const kept = chunks.filter((chunk) => KEPT.has(chunk.type));
  const removed = [...new Set(chunks.filter((chunk) => !KEPT.has(chunk.type)).map((chunk) => chunk.type))];
  const cleaned = new Uint8Array(SIGNATURE.length + kept.reduce((sum, chunk) => sum + chunk.end - chunk.start, 0));
  cleaned.set(SIGNATURE, 0);
  let at = SIGNATURE.length;
  for (const chunk of kept) {
    cleaned.set(bytes.subarray(chunk.start, chunk.end), at);
    at += chunk.end - chunk.start;
  }
  return { width, height, bytes: cleaned, removed };
}
