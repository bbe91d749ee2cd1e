/**
 * Whistleblowing evidence: accepted by its content only (never its name or declared type) and cleaned
 * of metadata that can identify the reporter before it is stored.
 */

import { EVIDENCE_MAX_BYTES } from '@ksei/shared/node';
import { ExifToolRefusal, stripJpegMetadata } from './exiftool.js';
import { exifIfd0, type JpegSegment, readJpeg, segmentKind } from './jpeg.js';
import { cleanMp4, mediaData, readMp4 } from './mp4.js';
import { endsLikeZip } from './polyglot.js';

export type EvidenceKind = 'jpeg' | 'mp4';
/** `empty`: zero bytes; `type`: not a JPEG or an MP4 of an allowed brand (or a polyglot, MOV, HEIC…); `size`: over the limit. */
export type EvidenceRefusal = 'empty' | 'type' | 'size';

export interface CleanEvidence {
  readonly kind: EvidenceKind;
  readonly mediaType: 'image/jpeg' | 'video/mp4';
  /** The file without identifying metadata; the picture or video itself is not re-encoded. */
  readonly bytes: Uint8Array;
  /** What was removed (e.g. `EXIF`, `XMP`, `GPS`, `udta`), for the log of the cleaning, never its values. */
  readonly removed: readonly string[];
}

export type EvidenceResult =
  { readonly ok: true; readonly evidence: CleanEvidence } | { readonly ok: false; readonly reason: EvidenceRefusal };

/** Checks and cleans one uploaded file held whole in memory (at most `EVIDENCE_MAX_BYTES`). */
export type PrepareEvidence = (bytes: Uint8Array) => Promise<EvidenceResult>;

/** IFD0 tags a bare orientation segment may hold: orientation, resolution, YCbCr positioning. */
const BARE_EXIF_TAGS = new Set([0x0112, 0x011a, 0x011b, 0x0128, 0x0213]);
const GPS_POINTER = 0x8825;

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength));
}

/** Whether a header segment left by ExifTool may be stored: only what decoding needs, and a bare orientation. */
function keptSegment(bytes: Uint8Array, segment: JpegSegment): boolean {
  const kind = segmentKind(bytes, segment);
  if (kind === 'frame' || kind === 'ICC' || kind === 'Adobe') return true;
  // JFIF without its thumbnail (a thumbnail can show what a crop removed).
  if (kind === 'JFIF') return bytes[segment.start + 16] === 0 && bytes[segment.start + 17] === 0;
  if (kind === 'EXIF') {
    const ifd0 = exifIfd0(bytes, segment);
    return ifd0 !== undefined && ifd0.next === 0 && ifd0.tags.every((tag) => BARE_EXIF_TAGS.has(tag));
  }
  return false;
}

/**
 * A JPEG checked by its structure and cleaned of identifying metadata, the picture byte for byte (also
 * used for the pictures staff publish, with their own size limit).
 */
export async function cleanJpeg(bytes: Uint8Array): Promise<EvidenceResult> {
  const layout = readJpeg(bytes);
  if (layout === undefined) return { ok: false, reason: 'type' };
  const removed = new Set<string>();
  for (const segment of layout.header) {
    const kind = segmentKind(bytes, segment);
    if (kind === 'frame' || kind === 'ICC' || kind === 'Adobe' || kind === 'JFIF') continue;
    removed.add(kind);
    if (kind === 'EXIF' && exifIfd0(bytes, segment)?.tags.includes(GPS_POINTER)) removed.add('GPS');
  }
  let stripped: Uint8Array;
  try {
    stripped = await stripJpegMetadata(bytes.subarray(0, layout.end));
  } catch (error) {
    if (error instanceof ExifToolRefusal) return { ok: false, reason: 'type' };
    throw error;
  }
  // What ExifTool gave back is checked, not trusted: the same picture bytes, and only allowed segments.
  const out = readJpeg(stripped);
  const picture = bytes.subarray(layout.imageStart, layout.end);
  if (out === undefined || !equalBytes(stripped.subarray(out.imageStart, out.end), picture)) {
    throw new Error('Evidence cleaning changed the picture; nothing is stored');
  }
  const parts: Uint8Array[] = [stripped.subarray(0, 2)];
  for (const segment of out.header) {
    if (keptSegment(stripped, segment)) parts.push(stripped.subarray(segment.start, segment.end));
    else removed.add(segmentKind(stripped, segment));
  }
  parts.push(picture);
  return {
    ok: true,
    evidence: {
      kind: 'jpeg',
      mediaType: 'image/jpeg',
      bytes: new Uint8Array(Buffer.concat(parts)),
      removed: [...removed],
    },
  };
}

function prepareMp4(bytes: Uint8Array): EvidenceResult {
  const layout = readMp4(bytes);
  if (layout === undefined) return { ok: false, reason: 'type' };
  const cleaned = cleanMp4(bytes, layout);
  const after = readMp4(cleaned.bytes);
  const before = mediaData(bytes, layout);
  const kept = after === undefined ? [] : mediaData(cleaned.bytes, after);
  if (kept.length !== before.length || kept.some((data, i) => !equalBytes(data, before[i] ?? new Uint8Array()))) {
    throw new Error('Evidence cleaning changed the media data; nothing is stored');
  }
  // Media data is opaque: an archive appended inside it would still open as one.
  if (endsLikeZip(cleaned.bytes)) return { ok: false, reason: 'type' };
  return {
    ok: true,
    evidence: { kind: 'mp4', mediaType: 'video/mp4', bytes: cleaned.bytes, removed: cleaned.removed },
  };
}

/**
 * Accepts a JPEG or an MP4 by its content (never a name or a declared type) and returns it without the
 * metadata that can identify whoever made it, the picture or video itself byte for byte as uploaded.
 */
export const prepareEvidence: PrepareEvidence = async (bytes) => {
  if (bytes.length === 0) return { ok: false, reason: 'empty' };
  if (bytes.length > EVIDENCE_MAX_BYTES) return { ok: false, reason: 'size' };
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return cleanJpeg(bytes);
  if (bytes[4] === 0x66 && bytes[5] === 0x74 && bytes[6] === 0x79 && bytes[7] === 0x70) return prepareMp4(bytes);
  return { ok: false, reason: 'type' };
};
