/**
 * A bounded walk of an MP4 (ISO base media) file's boxes, and the cleaning of its metadata boxes in place:
 * each is turned into a `free` box of the same size with its content zeroed, so no chunk offset
 * (`stco`/`co64`) moves and the media data (`mdat`) is never touched.
 */

/** Major brands of plain MP4 video. */
const ALLOWED_MAJOR = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'dash', 'M4V ']);
/** Brands that mark a QuickTime movie or a HEIF/AVIF image dressed as MP4: refused even as compatible brands. */
const REFUSED_BRANDS = new Set([
  'qt  ',
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'mif1',
  'msf1',
  'avif',
  'avis',
]);

/** Containers walked into (ISO/IEC 14496-12); every other box is opaque. */
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'dinf', 'edts', 'mvex', 'moof', 'traf', 'mfra']);
/** Boxes that carry user data, location, tags or XMP (`udta` holds `©xyz` and `loci`; `meta` holds `ilst`/keys). */
const METADATA = new Set(['udta', 'meta', 'uuid', 'ilst', 'loci', '\u00a9xyz', 'XMP_']);
/** Boxes whose content is never needed: zeroed so nothing can hide in them. */
const FILLER = new Set(['free', 'skip', 'wide']);
/** Boxes a plain MP4 has at its top level; anything else there is turned into `free` as well. */
const TOP_LEVEL = new Set([
  'ftyp',
  'moov',
  'mdat',
  'free',
  'skip',
  'wide',
  'moof',
  'mfra',
  'sidx',
  'ssix',
  'styp',
  'prft',
  'emsg',
  'pdin',
]);
/** Headers whose creation and modification times are zeroed (they tell when, and in which zone, it was filmed). */
const TIMED_HEADERS = new Set(['mvhd', 'tkhd', 'mdhd']);

const MAX_DEPTH = 8;
const MAX_BOXES = 20_000;

interface Box {
  readonly type: string;
  readonly start: number;
  readonly headerSize: number;
  readonly end: number;
}

export interface Mp4Layout {
  readonly boxes: readonly (Box & { readonly path: string })[];
}

function u32(bytes: Uint8Array, at: number): number {
  return (
    (((bytes[at] ?? 0) << 24) >>> 0) + ((bytes[at + 1] ?? 0) << 16) + ((bytes[at + 2] ?? 0) << 8) + (bytes[at + 3] ?? 0)
  );
}

function fourcc(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(bytes[at] ?? 0, bytes[at + 1] ?? 0, bytes[at + 2] ?? 0, bytes[at + 3] ?? 0);
}

/** The box at `at` within `[at, limit)`, or `undefined` when its size does not fit. */
function readBox(bytes: Uint8Array, at: number, limit: number): Box | undefined {
  if (at + 8 > limit) return undefined;
  const size32 = u32(bytes, at);
  const type = fourcc(bytes, at + 4);
  let headerSize = 8;
  let size: number;
  if (size32 === 1) {
    if (at + 16 > limit) return undefined;
    const high = u32(bytes, at + 8);
    const low = u32(bytes, at + 12);
    if (high > 0x1fffff) return undefined; // beyond Number.MAX_SAFE_INTEGER, and far beyond any evidence
    size = high * 0x1_0000_0000 + low;
    headerSize = 16;
  } else if (size32 === 0) {
    size = limit - at; // "to the end of the file": only where the parent allows it, checked by the caller
  } else {
    size = size32;
  }
  if (size < headerSize || at + size > limit) return undefined;
  return { type, start: at, headerSize, end: at + size };
}

function brandsAllowed(bytes: Uint8Array, ftyp: Box): boolean {
  const size = ftyp.end - ftyp.start;
  if (ftyp.type !== 'ftyp' || ftyp.headerSize !== 8 || size < 16 || (size - 16) % 4 !== 0) return false;
  const major = fourcc(bytes, ftyp.start + 8);
  if (!ALLOWED_MAJOR.has(major)) return false;
  for (let at = ftyp.start + 16; at < ftyp.end; at += 4) {
    if (REFUSED_BRANDS.has(fourcc(bytes, at))) return false;
  }
  return true;
}

/**
 * The file's boxes when it is an MP4 of an allowed brand whose boxes tile the whole file with sane
 * sizes, one `moov` (with `mvhd` and a `trak`) and media data; `undefined` for anything else.
 */
export function readMp4(bytes: Uint8Array): Mp4Layout | undefined {
  const first = readBox(bytes, 0, bytes.length);
  if (first === undefined || !brandsAllowed(bytes, first)) return undefined;
  const boxes: (Box & { path: string })[] = [];
  const counts = new Map<string, number>();
  // An explicit stack, not recursion: the depth is capped and a hostile nesting costs nothing.
  const stack: { start: number; end: number; path: string; depth: number }[] = [
    { start: 0, end: bytes.length, path: '', depth: 0 },
  ];
  while (stack.length > 0) {
    const level = stack.pop();
    if (level === undefined) break;
    let at = level.start;
    while (at < level.end) {
      const box = readBox(bytes, at, level.end);
      if (box === undefined) return undefined;
      // Size 0 ("to the end of the file") only for a top-level mdat.
      if (u32(bytes, at) === 0 && !(level.depth === 0 && box.type === 'mdat')) return undefined;
      const path = `${level.path}/${box.type}`;
      boxes.push({ ...box, path });
      if (boxes.length > MAX_BOXES) return undefined;
      counts.set(path, (counts.get(path) ?? 0) + 1);
      if (CONTAINERS.has(box.type)) {
        if (level.depth + 1 >= MAX_DEPTH) return undefined;
        stack.push({ start: box.start + box.headerSize, end: box.end, path, depth: level.depth + 1 });
      }
      at = box.end;
    }
  }
  if (counts.get('/ftyp') !== 1 || counts.get('/moov') !== 1) return undefined;
  if ((counts.get('/mdat') ?? 0) < 1) return undefined;
  if (counts.get('/moov/mvhd') !== 1 || (counts.get('/moov/trak') ?? 0) < 1) return undefined;
  if ((counts.get('/moov/trak/tkhd') ?? 0) < 1 || (counts.get('/moov/trak/mdia') ?? 0) < 1) return undefined;
  return { boxes };
}

const FREE = [0x66, 0x72, 0x65, 0x65]; // "free"

/**
 * A copy of the file with every metadata box (and every box unknown at the top level) turned into a zeroed
 * `free` box of the same size, filler boxes zeroed and header times set to zero. Sizes and offsets are
 * unchanged, so the sample tables still point at the same bytes of `mdat`. Returns what it removed.
 */
export function cleanMp4(bytes: Uint8Array, layout: Mp4Layout): { bytes: Uint8Array; removed: string[] } {
  const out = new Uint8Array(bytes);
  const removed = new Set<string>();
  for (const box of layout.boxes) {
    const depth = box.path.split('/').length - 2;
    const unknownTopLevel = depth === 0 && !TOP_LEVEL.has(box.type);
    if (METADATA.has(box.type) || unknownTopLevel) {
      removed.add(box.type.replace('\u00a9', '(c)'));
      out.set(FREE, box.start + 4);
      out.fill(0, box.start + box.headerSize, box.end); // a 64-bit size, before the content, stays
    } else if (FILLER.has(box.type)) {
      out.fill(0, box.start + box.headerSize, box.end);
    } else if (TIMED_HEADERS.has(box.type)) {
      const version = bytes[box.start + box.headerSize];
      const times = box.start + box.headerSize + 4;
      const width = version === 1 ? 16 : 8;
      if (times + width <= box.end && (version === 0 || version === 1)) {
        if (out.subarray(times, times + width).some((b) => b !== 0)) removed.add('timestamps');
        out.fill(0, times, times + width);
      }
    }
  }
  return { bytes: out, removed: [...removed] };
}

/** The payloads of the top-level `mdat` boxes, in order: what must come out of the cleaning unchanged. */
export function mediaData(bytes: Uint8Array, layout: Mp4Layout): Uint8Array[] {
  return layout.boxes
    .filter((box) => box.path === '/mdat')
    .map((box) => bytes.subarray(box.start + box.headerSize, box.end));
}
