/**
 * Whistleblowing evidence: accepted by its content only (never its name or declared type) and cleaned
 * of metadata that can identify the reporter before it is stored.
 * (Interface fixed first so the form intake can be written against it; the implementation follows.)
 */

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
