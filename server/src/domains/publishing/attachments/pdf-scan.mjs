// @ts-check
/**
 * The byte-level half of a PDF's check, before PDF.js parses it: the file is a whole PDF (its header
 * first, `%%EOF` last: a truncated upload or a PDF with another file appended is refused), it is not
 * encrypted, and no dictionary names active content. Dictionaries are read where they are, in the file
 * itself and inside compressed object streams (which PDF 1.5+ writers use to hide them from a plain
 * scan); other streams (page contents, images, fonts) are data, never looked into: random bytes there
 * would match a short name now and then. A name may be written with `#xx` escapes (`/J#61vaScript`);
 * it is decoded before it is compared.
 *
 * Plain ESM JavaScript: it runs in the PDF reading thread (`pdf-worker.mjs`), which cannot load a .ts
 * file under jest. tsc checks it through its JSDoc.
 */
import { inflateSync } from 'node:zlib';

/** @typedef {import('./pdf-protocol.js').ActiveKind} ActiveKind */
/** @typedef {import('./pdf-protocol.js').ScanResult} ScanResult */

/** Names that make a PDF active, and what they are. */
const ACTIVE_NAMES = /** @type {ReadonlyMap<string, ActiveKind>} */ (
  new Map([
    ['JavaScript', 'javascript'],
    ['JS', 'javascript'],
    // XFA forms carry their own scripts.
    ['XFA', 'javascript'],
    ['Launch', 'launch'],
    ['EmbeddedFile', 'embeddedFile'],
    ['EmbeddedFiles', 'embeddedFile'],
    ['GoToE', 'embeddedFile'],
    ['RichMedia', 'embeddedFile'],
  ])
);

/** An object stream's inflated dictionaries: more than this is no announcement (a zip bomb is refused). */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

const HEADER = /^%PDF-(1\.[0-7]|2\.0)[\r\n\s%]/;

/**
 * Name tokens: `/` then regular characters (PDF's delimiters and white space end a name).
 * @param {string} text latin1
 * @returns {Generator<string>}
 */
function* names(text) {
  const token = /\/([^\s/<>[\]{}()%]*)/g;
  for (const match of text.matchAll(token)) {
    const raw = match[1] ?? '';
    yield raw.includes('#')
      ? raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)))
      : raw;
  }
}

/**
 * The file's parts outside streams (its dictionaries), and each stream's dictionary and data.
 * @param {Buffer} bytes
 */
function split(bytes) {
  const text = bytes.toString('latin1');
  /** @type {string[]} */
  const outside = [];
  /** @type {{ dict: string, data: Buffer }[]} */
  const streams = [];
  const start = /stream\r?\n/g;
  let at = 0;
  for (;;) {
    start.lastIndex = at;
    const match = start.exec(text);
    if (match === null) break;
    // Only a stream keyword right after a dictionary (`>>`, maybe with white space) starts a stream.
    const before = text.slice(Math.max(at, match.index - 16), match.index);
    if (!/>>\s*$/.test(before)) {
      at = match.index + match[0].length;
      continue;
    }
    const dataStart = match.index + match[0].length;
    const end = text.indexOf('endstream', dataStart);
    if (end < 0) return undefined;
    const head = text.slice(at, match.index);
    outside.push(head);
    const dictStart = head.lastIndexOf(' obj');
    streams.push({ dict: dictStart >= 0 ? head.slice(dictStart) : head, data: bytes.subarray(dataStart, end) });
    at = end + 'endstream'.length;
  }
  outside.push(text.slice(at));
  return { outside, streams };
}

/**
 * @param {string} dict
 * @returns {Set<string>}
 */
function namesOf(dict) {
  return new Set(names(dict));
}

/**
 * @param {Uint8Array} input
 * @returns {ScanResult}
 */
export function scanPdf(input) {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  if (!HEADER.test(bytes.subarray(0, 16).toString('latin1'))) return { ok: false, reason: 'type' };
  // Whole: the last thing in the file is `%%EOF` (white space after it is allowed).
  if (!/%%EOF\s*$/.test(bytes.subarray(Math.max(0, bytes.length - 64)).toString('latin1'))) {
    return { ok: false, reason: 'damaged' };
  }
  const parts = split(bytes);
  if (parts === undefined) return { ok: false, reason: 'damaged' };
  /** @type {string[]} */
  const dictionaries = [...parts.outside, ...parts.streams.map((stream) => stream.dict)];
  let inflated = 0;
  for (const stream of parts.streams) {
    const dict = namesOf(stream.dict);
    if (!dict.has('ObjStm')) continue;
    // Object streams are Flate-compressed in practice; any other filter is a dictionary we cannot read.
    const filters = [...dict].filter((name) => name.endsWith('Decode'));
    if (filters.length > 1 || (filters.length === 1 && filters[0] !== 'FlateDecode'))
      return { ok: false, reason: 'damaged' };
    try {
      const data =
        filters.length === 0
          ? stream.data
          : inflateSync(stream.data, {
              maxOutputLength: MAX_INFLATED_BYTES - inflated,
              finishFlush: 2 /* Z_SYNC_FLUSH */,
            });
      inflated += data.length;
      dictionaries.push(data.toString('latin1'));
    } catch {
      return { ok: false, reason: 'damaged' };
    }
  }
  /** @type {Set<ActiveKind>} */
  const found = new Set();
  let encrypted = false;
  for (const text of dictionaries) {
    for (const name of names(text)) {
      const kind = ACTIVE_NAMES.get(name);
      if (kind !== undefined) found.add(kind);
      else if (name === 'Encrypt') encrypted = true;
    }
  }
  if (encrypted) return { ok: false, reason: 'encrypted' };
  if (found.size > 0) return { ok: false, reason: 'active', found: [...found].sort() };
  return { ok: true };
}
